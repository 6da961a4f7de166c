/** Spec §7.1: login, user info, token refresh, logout, role switch, role info. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, ne, or } from 'drizzle-orm';
import { ROLE_DISABLED, accountRoles, accounts, roles, sysParams } from '../db/schema.ts';
import { decoyHash, verifyPassword } from '../auth/password.ts';
import { AppError, fail } from '../http/errors.ts';
import { ok } from '../http/envelope.ts';
import { hashToken } from '../auth/sessions.ts';
import { empty, object, str } from '../http/body.ts';
import { authOf, type AuthState, type ServerContext } from '../http/context.ts';
import { rolesOfAccount, userInfo } from './user-info.ts';
import { lockedRefusalAuditedLately, writeSessionEvent } from '../entity/audit.ts';

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

const loginBody = object(
  { username: str(64, { minLength: 1 }), password: str(128, { minLength: 1 }), uid: str(36, { pattern: UUID }) },
  ['username', 'password'],
);

const withToken = (reply: FastifyReply, token: string) => reply.header('token', token);

export function registerSessionRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, sessions, loginLimiter } = ctx;

  async function stateOf(token: string): Promise<AuthState> {
    const resolved = await sessions.resolve(token);
    if (resolved.state !== 'ok') throw new AppError('tokenInvalid');
    return { token, session: resolved.session, permissions: resolved.permissions };
  }

  app.post('/user/login', { config: { public: true }, schema: { body: loginBody } }, async (request, reply) => {
    const { username, password, uid } = request.body as { username: string; password: string; uid?: string };
    // Every refused login is in the audit log with its reason, under the name that was tried.
    const refused = (reason: string, account?: { id: string; humanname: string }) =>
      writeSessionEvent(db, { action: 'loginFailed', accountId: account?.id ?? null, humancode: username.trim(), label: account?.humanname ?? username.trim(), after: { reason }, ip: request.ip });
    try {
      await loginLimiter.assertAllowed(username, request.ip);
    } catch (error) {
      // A locked client costs nothing to refuse, so a flood of them is cheap to send: the first refusal
      // of a minute for a name and address is audited, the rest would only fill the log.
      if (!(await lockedRefusalAuditedLately(db, username.trim(), request.ip))) await refused('locked');
      throw error;
    }

    const found = await db
      .select({ id: accounts.id, passwordHash: accounts.passwordHash, validflag: accounts.validflag, humanname: accounts.humanname })
      .from(accounts)
      .where(and(eq(accounts.humancode, username.trim()), eq(accounts.delFlag, false)))
      .limit(1);
    const account = found[0];
    // Unknown users cost one hash too, so timing does not tell them apart from wrong passwords.
    const valid = await verifyPassword(password, account?.passwordHash ?? (await decoyHash()));
    if (!account || !valid) {
      // Audited first: the failure that locks the client answers with the lock, and must be in the log too.
      await refused(account ? 'password' : 'unknownUser', account);
      await loginLimiter.recordFailure(username, request.ip);
      throw fail('用户名或密码错误', 'Incorrect username or password');
    }
    if (!account.validflag) {
      await refused('disabled', account);
      throw fail('账号已停用，请联系管理员', 'This account is disabled; please contact the administrator');
    }
    await loginLimiter.recordSuccess(username, request.ip);

    const roleList = await rolesOfAccount(db, account.id);
    const role = roleList.find((r) => r.isDefault) ?? roleList[0];
    if (!role) {
      await refused('noRole', account);
      throw fail('该账号未分配角色，请联系管理员', 'This account has no role; please contact the administrator');
    }
    const token = await sessions.create({
      accountId: account.id,
      roleId: role.id,
      uid: uid ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    await db.update(accounts).set({ lastLoginAt: new Date() }).where(eq(accounts.id, account.id));
    await writeSessionEvent(db, { action: 'login', accountId: account.id, humancode: username.trim(), label: account.humanname, after: { role: role.rolecode }, ip: request.ip });
    withToken(reply, token);
    return ok(await userInfo(db, await stateOf(token)));
  });

  app.get(
    '/user/getUserInfo',
    { schema: { querystring: object({ uid: str(36) }) } },
    async (request, reply) => {
      const auth = authOf(request);
      await sessions.renew(auth.session);
      withToken(reply, auth.token);
      return ok(await userInfo(db, auth));
    },
  );

  app.post('/user/refesh', { schema: { body: empty } }, async (request, reply) => {
    const auth = authOf(request);
    const expiresAt = await sessions.renew({ ...auth.session, renewedAt: new Date(0) });
    withToken(reply, auth.token);
    return ok({ token: auth.token, expiresAt: expiresAt.toISOString() });
  });

  // Public so that a client holding a dead token can still log out cleanly.
  app.post(
    '/user/logout',
    { config: { public: true }, schema: { body: object({ redirect: str(500) }) } },
    async (request) => {
      // An expired (or otherwise unresolvable) token is revoked too, so its row does not linger.
      const token = request.headers.token;
      if (request.auth) await sessions.revoke(request.auth.session.tokenHash);
      else if (typeof token === 'string' && token.length > 0 && token.length <= 200) await sessions.revoke(hashToken(token.trim()));
      const rows = await db.select({ value: sysParams.value }).from(sysParams).where(eq(sysParams.name, 'indexUrl')).limit(1);
      return ok(rows[0]?.value ?? '');
    },
  );

  app.post(
    '/user/switchRole',
    { schema: { body: object({ role: str(64, { minLength: 1 }) }, ['role']) } },
    async (request, reply) => {
      const auth = authOf(request);
      const { role } = request.body as { role: string };
      const found = await db
        .select({ id: roles.id, rolecode: roles.rolecode })
        .from(accountRoles)
        .innerJoin(roles, eq(roles.id, accountRoles.roleId))
        .where(and(eq(accountRoles.accountId, auth.session.accountId), or(eq(roles.rolecode, role), eq(roles.id, role)), ne(roles.status, ROLE_DISABLED)))
        .limit(1);
      const target = found[0];
      if (!target) {
        throw new AppError('forbidden', { message: { zh: '您没有该角色', en: 'You do not hold that role' } });
      }
      const token = await sessions.create({
        accountId: auth.session.accountId,
        roleId: target.id,
        uid: auth.session.uid,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      await sessions.revoke(auth.session.tokenHash);
      await writeSessionEvent(db, {
        action: 'switchRole',
        accountId: auth.session.accountId,
        humancode: auth.session.humancode,
        label: auth.session.humanname ?? auth.session.humancode,
        after: { role: target.rolecode },
        ip: request.ip,
      });
      withToken(reply, token);
      return ok(await userInfo(db, await stateOf(token)));
    },
  );

  // Spec §7.1 leaves this path unnamed; the shell reads the answer shape it gives.
  app.post('/user/getRoleInfo', { schema: { body: empty } }, async (request) => {
    const auth = authOf(request);
    const roleList = await rolesOfAccount(db, auth.session.accountId);
    return ok({
      roleName: auth.session.rolecode,
      roleTitle: auth.session.rolename,
      humanName: auth.session.humanname,
      humanCode: auth.session.humancode,
      roleList: roleList.map((r) => r.rolecode),
      roles: roleList.map(({ isDefault: _d, ...r }) => r),
    });
  });
}
