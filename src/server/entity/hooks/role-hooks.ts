/** Roles: granting resources (menus and buttons), and keeping the permission cache honest. */
import { count, eq, inArray } from 'drizzle-orm';
import { ROLE_DISABLED, accountRoles, resources, roleResources, roles } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { object, str } from '../../http/body.ts';
import { ADMIN_ROLE } from '../../../schemas/permissions.ts';
import { writeAudit } from '../audit.ts';
import type { EntityHooks } from '../hooks.ts';
import { checkGrantable, checkRolecodeChange, isSuperEditor, refuseSuperAdmin } from './escalation.ts';

export const roleHooks: EntityHooks = {
  async beforeSave(values, { auth, before, tx }) {
    // Edit and import both come here: only a super administrator makes or changes a super-admin role.
    if (!isSuperEditor(auth) && (values.superAdmin === true || before?.superAdmin === true)) throw refuseSuperAdmin();
    await checkRolecodeChange(tx, auth, before ? String(before.id) : undefined, before?.rolecode, values.rolecode);
    // Disabling the administrator role would end every administrator's session and lock them all out.
    const rolecode = values.rolecode ?? before?.rolecode;
    if (rolecode === ADMIN_ROLE && Number(values.status ?? before?.status ?? 0) === ROLE_DISABLED) {
      throw conflict('不能停用超级管理员角色', 'The administrator role cannot be disabled');
    }
  },

  async afterSave(row, { ctx }) {
    ctx.sessions.permissions.invalidate(String(row.id));
  },

  async beforeDelete(row, { tx }) {
    if (row.rolecode === ADMIN_ROLE) throw conflict('不能删除超级管理员角色', 'The administrator role cannot be deleted');
    const [held] = await tx.select({ n: count() }).from(accountRoles).where(eq(accountRoles.roleId, String(row.id)));
    const n = Number(held?.n ?? 0);
    if (n > 0) {
      throw new AppError('conflict', { message: { zh: '该角色已分配给 {n} 个账号，无法删除', en: 'The role is held by {n} account(s) and cannot be deleted' }, params: { n } });
    }
  },

  actions: {
    /** Replaces the resources granted to a role. */
    grant: {
      body: object({ id: str(64, { minLength: 1 }), resourceIds: { type: 'array', maxItems: 5000, items: str(64, { minLength: 1 }) } }, ['id', 'resourceIds']),
      async run(body, { tx, ctx, auth, runtime, request }) {
        const roleId = String(body.id);
        const [role] = await tx.select({ id: roles.id, superAdmin: roles.superAdmin, rolename: roles.rolename }).from(roles).where(eq(roles.id, roleId)).limit(1);
        if (!role) throw notFound('角色不存在', 'Role not found');
        if (role.superAdmin && !isSuperEditor(auth)) throw refuseSuperAdmin();
        const wanted = [...new Set(body.resourceIds as string[])];
        const found = wanted.length ? await tx.select({ id: resources.id }).from(resources).where(inArray(resources.id, wanted)) : [];
        if (found.length !== wanted.length) throw new AppError('validation', { message: { zh: '包含不存在的资源', en: 'Unknown resource in the list' } });
        const before = await tx.select({ id: roleResources.resourceId }).from(roleResources).where(eq(roleResources.roleId, roleId));
        // Only what is added is judged: keeping a code the role already had is no escalation.
        const kept = new Set(before.map((b) => b.id));
        await checkGrantable(tx, auth, wanted.filter((id) => !kept.has(id)));
        await tx.delete(roleResources).where(eq(roleResources.roleId, roleId));
        if (wanted.length) await tx.insert(roleResources).values(wanted.map((resourceId) => ({ roleId, resourceId })));
        ctx.sessions.permissions.invalidate(roleId);
        await writeAudit(tx, { schema: runtime.schema, recordId: roleId, label: role.rolename, action: 'grant', before: { resourceIds: before.map((b) => b.id) }, after: { resourceIds: wanted }, auth, ip: request.ip });
        return { granted: wanted.length };
      },
    },
    resources: {
      body: object({ id: str(64, { minLength: 1 }) }, ['id']),
      async run(body, { tx }) {
        const rows = await tx.select({ id: roleResources.resourceId }).from(roleResources).where(eq(roleResources.roleId, String(body.id)));
        return rows.map((r) => r.id);
      },
    },
  },
};
