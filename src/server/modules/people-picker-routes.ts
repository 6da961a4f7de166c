/**
 * The calls behind the person selector of forms (src/widgets/person), open to every signed-in user:
 * people filling a form choose colleagues without holding the account administrator's view permission,
 * so these answer only what choosing needs — code, name, organisation — of usable accounts, never the
 * rest of the account row (phone, e-mail, identity number …).
 *
 * - /sytPermissionAccount/pickPage {page, pageSize ≤ 50, queryParam {name, organizationId, roleId}}:
 *   usable accounts (valid, not deleted) whose name or code contains `name`, in the organisation, with
 *   the role, among `ids` (≤ 50) when given; {records: [{id, humancode, humanname, organizationId, $labels {organizationId}}], total,
 *   page, pageSize} in display order.
 * - /sytPermissionRole/pickList {}: the roles to filter by or to choose, [{id, rolecode, rolename, status}]
 *   (status 1: disabled, shown but not choosable in the designer's role lists).
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ok } from '../http/envelope.ts';
import { int, object, str } from '../http/body.ts';
import type { ServerContext } from '../http/context.ts';
import { accountRoles, accounts, organizations, roles } from '../db/schema.ts';

const MAX_PAGE_SIZE = 50;
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageBody = object({
  page: int({ minimum: 1, maximum: 1_000_000 }),
  pageSize: int({ minimum: 1, maximum: MAX_PAGE_SIZE }),
  // ids: the chosen people of a stored value, to show their names (the audience picker).
  queryParam: object({ name: str(100), organizationId: str(64), roleId: str(64), ids: { type: 'array', maxItems: MAX_PAGE_SIZE, items: str(64) } }),
});

interface PickQuery {
  page?: number;
  pageSize?: number;
  queryParam?: { name?: string; organizationId?: string; roleId?: string; ids?: string[] };
}

export function registerPeoplePickerRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/sytPermissionAccount/pickPage', { schema: { body: pageBody } }, async (request) => {
    const { page = 1, pageSize = 10, queryParam = {} } = request.body as PickQuery;
    const conditions: SQL[] = [eq(accounts.validflag, true), eq(accounts.delFlag, false)];
    const name = queryParam.name?.trim();
    if (name) conditions.push(or(ilike(accounts.humanname, like(name)), ilike(accounts.humancode, like(name)))!);
    if (queryParam.ids) conditions.push(queryParam.ids.length ? inArray(accounts.id, queryParam.ids) : sql`false`);
    if (queryParam.organizationId) conditions.push(eq(accounts.organizationId, queryParam.organizationId));
    if (queryParam.roleId) {
      conditions.push(exists(db.select({ one: accountRoles.accountId }).from(accountRoles).where(and(eq(accountRoles.accountId, accounts.id), eq(accountRoles.roleId, queryParam.roleId)))));
    }
    const where = and(...conditions);
    const [rows, [{ total } = { total: 0 }]] = [
      await db
        .select({ id: accounts.id, humancode: accounts.humancode, humanname: accounts.humanname, organizationId: accounts.organizationId, organizationName: organizations.name })
        .from(accounts)
        .leftJoin(organizations, eq(organizations.id, accounts.organizationId))
        .where(where)
        .orderBy(asc(accounts.displayorder), asc(accounts.humancode))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      await db.select({ total: count() }).from(accounts).where(where),
    ];
    const records = rows.map(({ organizationName, ...row }) => ({ ...row, $labels: { organizationId: organizationName ?? null } }));
    return ok({ records, total, page, pageSize });
  });

  app.post('/sytPermissionRole/pickList', { schema: { body: object({}) } }, async () =>
    ok(await db.select({ id: roles.id, rolecode: roles.rolecode, rolename: roles.rolename, status: roles.status }).from(roles).orderBy(asc(roles.displayorder), asc(roles.rolecode))),
  );
}
