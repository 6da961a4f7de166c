/** Accounts: initial and reset passwords, role assignment, ordering; disabling or deleting ends the sessions. */
import { and, eq, inArray } from 'drizzle-orm';
import { accountRoles, accounts, roles } from '../../db/schema.ts';
import { generatePassword, hashPassword } from '../../auth/password.ts';
import { AppError, fail, notFound } from '../../http/errors.ts';
import { object, str, int } from '../../http/body.ts';
import { writeAudit } from '../audit.ts';
import type { EntityHooks } from '../hooks.ts';
import { checkAssignable, checkResettable, isSuperEditor, refuseSuperAdmin } from './escalation.ts';

export const accountHooks: EntityHooks = {
  async beforeSave(values, { before }) {
    if (before) return;
    // A new account gets a random password, shown once to the administrator who created it.
    const initialPassword = generatePassword();
    values.passwordHash = await hashPassword(initialPassword);
    return { initialPassword };
  },

  async afterSave(row, { ctx, auth, before, tx }) {
    if (before && before.validflag === true && row.validflag === false) await ctx.sessions.revokeAccount(String(row.id), undefined, tx);
    if (!before) {
      // Every account starts with the base role matching its identity, so it can log in at once. It is
      // assigned like any other role: the editor must be able to assign it (its code could name another role).
      const code = row.identity === 'student' ? 'student' : 'teacher';
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.rolecode, code)).limit(1);
      if (role) {
        await checkAssignable(tx, auth, [role.id]);
        await tx.insert(accountRoles).values({ accountId: String(row.id), roleId: role.id, isDefault: true });
      }
    }
  },

  async beforeDelete(row, { auth, ctx, tx }) {
    if (row.id === auth.session.accountId) throw fail('不能删除当前登录的账号', 'You cannot delete the account you are logged in with');
    if (row.humancode === 'admin') throw fail('不能删除系统管理员账号', 'The administrator account cannot be deleted');
    await ctx.sessions.revokeAccount(String(row.id), undefined, tx);
  },

  actions: {
    restPasswd: {
      body: object({ humancode: str(64, { minLength: 1 }), id: str(64, { minLength: 1 }) }),
      async run(body, { tx, ctx, auth, runtime, request }) {
        const condition = body.id ? eq(accounts.id, String(body.id)) : body.humancode ? eq(accounts.humancode, String(body.humancode)) : undefined;
        if (!condition) throw new AppError('validation', { errors: [{ path: '/humancode', message: '/humancode' }] });
        const [account] = await tx.select({ id: accounts.id, humancode: accounts.humancode, humanname: accounts.humanname }).from(accounts).where(and(condition, eq(accounts.delFlag, false))).limit(1);
        if (!account) throw notFound('账号不存在', 'Account not found');
        await checkResettable(tx, auth, account.id);
        const password = generatePassword();
        await tx.update(accounts).set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), updatedAt: new Date() }).where(eq(accounts.id, account.id));
        await ctx.sessions.revokeAccount(account.id, undefined, tx);
        await writeAudit(tx, { schema: runtime.schema, recordId: account.id, label: account.humanname, action: 'restPasswd', auth, ip: request.ip });
        return { humancode: account.humancode, password };
      },
    },

    updateDisplayorder: {
      body: object(
        { items: { type: 'array', minItems: 1, maxItems: 500, items: object({ id: str(64, { minLength: 1 }), displayorder: int({ minimum: 0, maximum: 1000000 }) }, ['id', 'displayorder']) } },
        ['items'],
      ),
      async run(body, { tx, auth, runtime, request }) {
        const items = body.items as { id: string; displayorder: number }[];
        for (const item of items) await tx.update(accounts).set({ displayorder: item.displayorder, updatedAt: new Date() }).where(eq(accounts.id, item.id));
        await writeAudit(tx, { schema: runtime.schema, recordId: null, action: 'updateDisplayorder', after: { items }, auth, ip: request.ip });
        return { updated: items.length };
      },
    },

    /** Answers the account's roles; with `roleIds` replaces them first (the first is the default). */
    roles: {
      body: object({ id: str(64, { minLength: 1 }), roleIds: { type: 'array', maxItems: 50, items: str(64, { minLength: 1 }) } }, ['id']),
      async run(body, { tx, ctx, auth, runtime, request }) {
        const accountId = String(body.id);
        const [account] = await tx.select({ id: accounts.id, humanname: accounts.humanname }).from(accounts).where(and(eq(accounts.id, accountId), eq(accounts.delFlag, false))).limit(1);
        if (!account) throw notFound('账号不存在', 'Account not found');
        if (Array.isArray(body.roleIds)) {
          const wanted = [...new Set(body.roleIds as string[])];
          const found = wanted.length ? await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, wanted)) : [];
          if (found.length !== wanted.length) throw new AppError('validation', { message: { zh: '包含不存在的角色', en: 'Unknown role in the list' } });
          const before = await tx
            .select({ roleId: accountRoles.roleId, superAdmin: roles.superAdmin })
            .from(accountRoles)
            .innerJoin(roles, eq(roles.id, accountRoles.roleId))
            .where(eq(accountRoles.accountId, accountId));
          // Only newly assigned roles are judged; taking a super-admin role away is a super administrator's call too.
          const had = new Set(before.map((b) => b.roleId));
          await checkAssignable(tx, auth, wanted.filter((id) => !had.has(id)));
          if (!isSuperEditor(auth) && before.some((b) => b.superAdmin && !wanted.includes(b.roleId))) throw refuseSuperAdmin();
          await tx.delete(accountRoles).where(eq(accountRoles.accountId, accountId));
          if (wanted.length) await tx.insert(accountRoles).values(wanted.map((roleId, i) => ({ accountId, roleId, isDefault: i === 0 })));
          // Sessions running under a role that was taken away must end.
          await ctx.sessions.revokeAccount(accountId, undefined, tx);
          await writeAudit(tx, { schema: runtime.schema, recordId: accountId, label: account.humanname, action: 'roles', before: { roleIds: before.map((b) => b.roleId) }, after: { roleIds: wanted }, auth, ip: request.ip });
        }
        return tx
          .select({ id: roles.id, rolecode: roles.rolecode, rolename: roles.rolename, isDefault: accountRoles.isDefault })
          .from(accountRoles)
          .innerJoin(roles, eq(roles.id, accountRoles.roleId))
          .where(eq(accountRoles.accountId, accountId));
      },
    },
  },
};
