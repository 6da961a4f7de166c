/**
 * File resources (service hall fileresource, portal desktop/fileresource): the published files whose audience
 * includes the caller (an empty audience is everyone). Administration (/fileDownloadList) is the entity
 * runtime's (sytFileResource), with its checked file field and audience picker.
 *
 * - /fileresource/list {page?, pageSize ≤ 50, queryParam {name?, category?}}: {records, total, page, pageSize,
 *   categories}; a record carries no link: the file is fetched from /file/view/<fileId> with the token.
 * - /file/view/<id> answers a file resource's upload to the people of its audience (a file referrer below),
 *   and to no one else who lacks the administrator's view code; so the audience is checked on download too.
 *
 * Audience membership is decided in SQL from the caller's side (their account, their department and the
 * departments above it, their roles), which reaches the same people as resolving the audience into names
 * (audience.ts), without resolving every row's audience for every list.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { int, object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { iso, rowsOf } from '../modules/reservation/sql-util.ts';
import { fileAccessOf } from '../modules/file-store.ts';
import { fileIdOfLink } from '../../schemas/entity/field-kinds.ts';

const MAX_PAGE_SIZE = 50;

const listBody = object({
  page: int({ minimum: 1, maximum: 100_000 }),
  pageSize: int({ minimum: 1, maximum: MAX_PAGE_SIZE }),
  queryParam: object({ name: str(100), category: str(50) }),
});

interface ListQuery {
  page?: number;
  pageSize?: number;
  queryParam?: { name?: string; category?: string };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What an audience may name of one account: itself, its department and every department above, its roles. */
async function reachOf(db: Db, accountId: string): Promise<{ accountId: string; organizationIds: string[]; roleIds: string[] }> {
  const orgs = await rowsOf<{ id: string }>(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select o.id, o.parent_id, 0 from syt_sys_organization o join syt_permission_account a on a.organization_id = o.id where a.id = ${accountId}
          union all select o.id, o.parent_id, up.depth + 1 from syt_sys_organization o join up on o.id = up.parent_id where up.depth < 50)
        select distinct id from up`,
  );
  const roles = await rowsOf<{ role_id: string }>(db, sql`select role_id from syt_permission_account_role where account_id = ${accountId}`);
  return { accountId, organizationIds: orgs.map((o) => o.id), roleIds: roles.map((r) => r.role_id) };
}

const size = (key: string) => sql`coalesce(jsonb_array_length(case when jsonb_typeof(audience -> ${key}) = 'array' then audience -> ${key} end), 0)`;
const anyOf = (key: string, values: string[]) =>
  sql`exists (select 1 from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) mine(v) where audience -> ${key} @> jsonb_build_array(mine.v))`;

/** The SQL condition "this row's audience is empty or reaches the account" over syt_file_resource.audience. */
function audienceReaches(reach: Awaited<ReturnType<typeof reachOf>>): SQL {
  return sql`(audience is null or (${size('accountIds')} + ${size('organizationIds')} + ${size('roleIds')}) = 0
    or audience -> 'accountIds' @> jsonb_build_array(${reach.accountId}::text)
    or ${anyOf('organizationIds', reach.organizationIds)} or ${anyOf('roleIds', reach.roleIds)})`;
}

export function registerFileResourceRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.db;

  app.post('/fileresource/list', { schema: { body: listBody } }, async (request) => {
    const { page = 1, pageSize = 10, queryParam = {} } = request.body as ListQuery;
    const visible = sql`enabled is not false and ${audienceReaches(await reachOf(db, authOf(request).session.accountId))}`;
    const name = queryParam.name?.trim();
    const category = queryParam.category?.trim();
    const where = sql`${visible}${name ? sql` and (name ilike ${like(name)} or description ilike ${like(name)})` : sql``}${category ? sql` and category = ${category}` : sql``}`;
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql`select id, name, file_url, category, description, updated_at, count(*) over () as total from syt_file_resource
        where ${where} order by updated_at desc, id limit ${pageSize} offset ${(page - 1) * pageSize}`,
    );
    const categories = await rowsOf<{ category: string }>(db, sql`select distinct category from syt_file_resource where ${visible} and category is not null and category <> '' order by category`);
    const fileIds = rows.map((r) => fileIdOfLink(r.file_url)).filter((id): id is string => !!id);
    const files = fileIds.length
      ? await rowsOf<{ id: string; original_name: string; size: number; mime: string }>(
          db,
          sql`select id, original_name, size, mime from syt_file where id in (select jsonb_array_elements_text(${JSON.stringify(fileIds)}::jsonb))`,
        )
      : [];
    const fileById = new Map(files.map((f) => [f.id, f]));
    const records = rows.map((row) => {
      const fileId = fileIdOfLink(row.file_url);
      const file = fileId ? fileById.get(fileId) : undefined;
      return {
        id: row.id,
        name: row.name,
        category: row.category ?? null,
        description: row.description ?? null,
        updatedAt: iso(row.updated_at),
        fileId: file ? fileId : null,
        fileName: file?.original_name ?? null,
        size: file ? Number(file.size) : null,
        mime: file?.mime ?? null,
      };
    });
    return ok({ records, total: Number(rows[0]?.total ?? 0), page, pageSize, categories: categories.map((c) => c.category) });
  });

  // A published file's upload opens (with the token) to the people of its audience.
  fileAccessOf(ctx).addReferrer('file resources', async (fileId, viewer) => {
    const reach = await reachOf(db, viewer.accountId);
    const [hit] = await rowsOf<{ id: string }>(
      db,
      sql`select id from syt_file_resource where file_url = ${`/file/view/${fileId}`} and enabled is not false and ${audienceReaches(reach)} limit 1`,
    );
    return !!hit;
  });
}
