/** Spec §7.1: the resource (menu) tree of the active role, the whole tree, the public tree, and the top menu. */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { buildTree } from '../../schemas/tree.ts';
import type { Db } from '../db/client.ts';
import { resources, roleResources } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { int, object } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';

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

const typeBody = object({ type: int({ enum: Object.values(ResourceType) }) });

export function registerMenuRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/sytPermissionResources/treeListByUser', { schema: { body: typeBody } }, async (request) => {
    const { session } = authOf(request);
    const type = (request.body as { type?: number }).type ?? ResourceType.menu;
    return ok(await resourceTree(db, eq(resources.type, type), session.superAdmin ? undefined : session.roleId));
  });

  app.post(
    '/sytPermissionResources/treeList',
    { config: { permission: ['sys_menu_view', 'sys_role_view'] }, schema: { body: typeBody } },
    async (request) => {
      const type = (request.body as { type?: number }).type;
      return ok(await resourceTree(db, type === undefined ? undefined : eq(resources.type, type)));
    },
  );

  app.post('/sytPermissionResources/treeListNologin', { config: { public: true }, schema: { body: object({}) } }, async () =>
    ok(await resourceTree(db, and(eq(resources.isAuth, false), inArray(resources.type, [ResourceType.menu, ResourceType.topMenu])))),
  );

  app.get('/user/getTopMenu', async (request) => {
    const { session } = authOf(request);
    return ok(await resourceTree(db, eq(resources.type, ResourceType.topMenu), session.superAdmin ? undefined : session.roleId));
  });
}
