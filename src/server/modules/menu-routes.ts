/** Spec §7.1: the resource (menu) tree of the active role, the whole tree, the public tree, and the top menu. */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { buildTree } from '../../schemas/tree.ts';
import type { Db } from '../db/client.ts';
import { preparedPerDb } from '../db/prepared.ts';
import { resources, roleResources } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { int, object } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import type { SessionInfo } from '../auth/sessions.ts';

export const ResourceType = { menu: 0, button: 1, topMenu: 2 } as const;

const columns = {
  id: resources.id,
  parentId: resources.parentId,
  type: resources.type,
  label: resources.label,
  labelEn: resources.labelEn,
  path: resources.path,
  component: resources.component,
  icon: resources.icon,
  permission: resources.permission,
  query: resources.query,
  isAuth: resources.isAuth,
  isTab: resources.isTab,
  hidden: resources.hidden,
  sort: resources.sort,
};

async function resourceTree(db: Db, where: SQL | undefined, roleId?: string) {
  const base = db.select(columns).from(resources);
  const query = roleId
    ? base.innerJoin(roleResources, and(eq(roleResources.resourceId, resources.id), eq(roleResources.roleId, roleId)))
    : base;
  const rows = await query.where(where).orderBy(asc(resources.sort), asc(resources.label));
  return buildTree(rows);
}

/** The menu tree of the active role by type, which every signed-in page loads: prepared once. */
const menuQueries = preparedPerDb((db) => ({
  /** A super-admin role sees every resource. */
  all: db
    .select(columns)
    .from(resources)
    .where(eq(resources.type, sql.placeholder('type')))
    .orderBy(asc(resources.sort), asc(resources.label))
    .prepare('flowhall_menu_all'),
  ofRole: db
    .select(columns)
    .from(resources)
    .innerJoin(roleResources, and(eq(roleResources.resourceId, resources.id), eq(roleResources.roleId, sql.placeholder('roleId'))))
    .where(eq(resources.type, sql.placeholder('type')))
    .orderBy(asc(resources.sort), asc(resources.label))
    .prepare('flowhall_menu_of_role'),
}));

/** The same rows as resourceTree(db, eq(resources.type, type), roleId unless super-admin). */
async function menuTree(db: Db, session: SessionInfo, type: number) {
  const queries = menuQueries(db);
  const rows = session.superAdmin ? await queries.all.execute({ type }) : await queries.ofRole.execute({ roleId: session.roleId, type });
  return buildTree(rows);
}

const typeBody = object({ type: int({ enum: Object.values(ResourceType) }) });
/** {type}, or the entity family's page body (checked in full by the entity runtime's own schema). */
const treeListBody = object({ type: int({ enum: Object.values(ResourceType) }), queryParam: { type: 'object' }, sort: { type: 'object' } });

export function registerMenuRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/sytPermissionResources/treeListByUser', { schema: { body: typeBody } }, async (request) => {
    const { session } = authOf(request);
    const type = (request.body as { type?: number }).type ?? ResourceType.menu;
    return ok(await menuTree(db, session, type));
  });

  // Two callers share this path: the spec's {type} (role grants, menu pickers) and the generic entity
  // page of 菜单资源, which sends the entity family's {queryParam, sort}; the latter gets the entity answer.
  app.post(
    '/sytPermissionResources/treeList',
    { config: { permission: ['sys_menu_view', 'sys_role_view'] }, schema: { body: treeListBody } },
    async (request) => {
      const { type, ...page } = request.body as { type?: number; queryParam?: Record<string, unknown>; sort?: unknown };
      if (page.queryParam !== undefined || page.sort !== undefined) {
        const runtime = app.entities.get('sytPermissionResources');
        if (!runtime) throw new AppError('notFound');
        const valid = app.entityService.validatePage(runtime, page, request.lang);
        const queryParam = type === undefined ? valid.queryParam : { ...valid.queryParam, type };
        return ok(await app.entityService.tree(runtime, { ...valid, queryParam }));
      }
      return ok(await resourceTree(db, type === undefined ? undefined : eq(resources.type, type)));
    },
  );

  app.post('/sytPermissionResources/treeListNologin', { config: { public: true }, schema: { body: object({}) } }, async () =>
    ok(await resourceTree(db, and(eq(resources.isAuth, false), inArray(resources.type, [ResourceType.menu, ResourceType.topMenu])))),
  );

  app.get('/user/getTopMenu', async (request) => {
    const { session } = authOf(request);
    return ok(await menuTree(db, session, ResourceType.topMenu));
  });
}
