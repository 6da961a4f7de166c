/**
 * The calls behind the process designer's organisation-relation selector (process-designer §2, §3
 * "Organisation attribute: id, attributeName, status, orgName, attributeValueName"), for whoever
 * designs models or manages the relations:
 *
 * - /bpmOrgAttributeConfig/pickPage {page, pageSize ≤ 50, queryParam {organizationId, name}}: the
 *   relations (bpmOrgAttributeConfig rows: an attribute of an organisation held by a person) of one
 *   organisation, or of all; `name` matches the attribute, the organisation, or the holder's name or
 *   code. {records: [{id, attributeId, attributeName, organizationId, orgName, humancode,
 *   attributeValueName, status}], total}; status 1 when the holder's account is disabled, deleted or
 *   unknown (the relation resolves to nobody).
 * - /bpmOrgAttribute/pickPage {page, pageSize, queryParam {name}}: the attributes themselves
 *   ({id, code, attributeName, holders}), what 发起人组织关系 (INITATTR) names.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { int, object, str } from '../http/body.ts';
import type { ServerContext } from '../http/context.ts';
import { accounts, organizations } from '../db/schema.ts';
import { attributeConfigTable, attributeTable } from '../bpm/approvers/directory.ts';

const MAX_PAGE_SIZE = 50;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Designing a model (choosing approvers) or looking after the relations. */
const PERMISSION = ['sys_model_btn_add', 'sys_model_btn_edit', 'sys_org_attribute_config_view'];

const pageBody = (params: Record<string, ReturnType<typeof str>>) =>
  object({ page: int({ minimum: 1, maximum: 1_000_000 }), pageSize: int({ minimum: 1, maximum: MAX_PAGE_SIZE }), queryParam: object(params) });

interface PickQuery {
  page?: number;
  pageSize?: number;
  queryParam?: { name?: string; organizationId?: string };
}

export function registerOrgRelationPickerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;
  const config = attributeConfigTable;
  const attribute = attributeTable;

  app.post('/bpmOrgAttributeConfig/pickPage', { config: { permission: PERMISSION }, schema: { body: pageBody({ name: str(100), organizationId: str(64) }) } }, async (request) => {
    const { page = 1, pageSize = 10, queryParam = {} } = request.body as PickQuery;
    const conditions: SQL[] = [];
    if (queryParam.organizationId) conditions.push(eq(config.col.organizationId!, queryParam.organizationId));
    const name = queryParam.name?.trim();
    if (name) {
      const pattern = like(name);
      conditions.push(or(ilike(attribute.col.name!, pattern), ilike(organizations.name, pattern), ilike(accounts.humanname, pattern), ilike(config.col.humancode!, pattern))!);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const fields = {
      id: config.col.id!,
      attributeId: config.col.attributeId!,
      attributeName: attribute.col.name!,
      organizationId: config.col.organizationId!,
      orgName: organizations.name,
      humancode: config.col.humancode!,
      attributeValueName: accounts.humanname,
      usable: sql<boolean>`coalesce(${accounts.validflag} and not ${accounts.delFlag}, false)`,
    };
    // One join for the page and its total: the attribute's and the organisation's names, the holder's account.
    const page$ = db
      .select(fields)
      .from(config.table)
      .leftJoin(attribute.table, eq(attribute.col.id!, config.col.attributeId!))
      .leftJoin(organizations, eq(organizations.id, config.col.organizationId!))
      .leftJoin(accounts, eq(accounts.humancode, config.col.humancode!))
      .where(where)
      .orderBy(asc(attribute.col.sort!), asc(attribute.col.name!), asc(organizations.displayorder), asc(config.col.humancode!))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const total$ = db
      .select({ total: count() })
      .from(config.table)
      .leftJoin(attribute.table, eq(attribute.col.id!, config.col.attributeId!))
      .leftJoin(organizations, eq(organizations.id, config.col.organizationId!))
      .leftJoin(accounts, eq(accounts.humancode, config.col.humancode!))
      .where(where);
    const rows = (await page$) as { id: string; attributeId: string; attributeName: string | null; organizationId: string; orgName: string | null; humancode: string; attributeValueName: string | null; usable: boolean }[];
    const [{ total } = { total: 0 }] = await total$;
    const records = rows.map(({ usable, ...row }) => ({ ...row, attributeValueName: row.attributeValueName ?? row.humancode, status: usable ? 0 : 1 }));
    return ok({ records, total, page, pageSize });
  });

  app.post('/bpmOrgAttribute/pickPage', { config: { permission: [...PERMISSION, 'sys_org_attribute_view'] }, schema: { body: pageBody({ name: str(100) }) } }, async (request) => {
    const { page = 1, pageSize = 10, queryParam = {} } = request.body as PickQuery;
    const name = queryParam.name?.trim();
    const where = name ? or(ilike(attribute.col.name!, like(name)), ilike(attribute.col.code!, like(name))) : undefined;
    const holders = db.select({ attributeId: config.col.attributeId!, holders: count().as('holders') }).from(config.table).groupBy(config.col.attributeId!).as('holders');
    const rows = (await db
      .select({ id: attribute.col.id!, code: attribute.col.code!, attributeName: attribute.col.name!, holders: sql<number>`coalesce(${holders.holders}, 0)` })
      .from(attribute.table)
      .leftJoin(holders, eq(holders.attributeId, attribute.col.id!))
      .where(where)
      .orderBy(asc(attribute.col.sort!), asc(attribute.col.name!))
      .limit(pageSize)
      .offset((page - 1) * pageSize)) as { id: string; code: string; attributeName: string; holders: number }[];
    const [{ total } = { total: 0 }] = (await db.select({ total: count() }).from(attribute.table).where(where)) as { total: number }[];
    return ok({ records: rows.map((row) => ({ ...row, holders: Number(row.holders) })), total, page, pageSize });
  });
}
