/** The signed-in person's own profile and password (spec §7.1). */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { AppError, fail, notFound } from '../http/errors.ts';
import { ok } from '../http/envelope.ts';
import { empty, nullable, object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { personalInfo } from './user-info.ts';

export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';
const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const updateInfoBody = object({
  humanname: str(64, { minLength: 1 }),
  sex: nullable(str(10)),
  mobile: nullable(str(11, { pattern: MOBILE_PATTERN })),
  email: nullable(str(120, { pattern: EMAIL_PATTERN })),
  telephone: nullable(str(30)),
  avatar: nullable(str(500)),
});

const changePasswdBody = object(
  { oldPassword: str(128, { minLength: 1 }), newPassword: str(128, { minLength: 8 }) },
  ['oldPassword', 'newPassword'],
);

/** At least one letter and one digit: the server's rule, whatever the client checked. */
export function passwordProblem(password: string): { zh: string; en: string } | undefined {
  if (password.length < 8) return { zh: '新密码长度不能少于 8 位', en: 'The new password must be at least 8 characters' };
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return { zh: '新密码须同时包含字母和数字', en: 'The new password must contain letters and digits' };
  }
  return undefined;
}

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, sessions, loginLimiter } = ctx;

  app.post('/user/personalInfo', { schema: { body: empty } }, async (request) => {
    const info = await personalInfo(db, authOf(request).session.accountId);
    if (!info) throw notFound('账号不存在', 'Account not found');
    return ok(info);
  });

  app.post('/sytPermissionAccount/updateInfo', { schema: { body: updateInfoBody } }, async (request) => {
    const auth = authOf(request);
    const changes = request.body as Partial<Record<'humanname' | 'sex' | 'mobile' | 'email' | 'telephone' | 'avatar', string | null>>;
    if (Object.keys(changes).length > 0) {
      await db
        .update(accounts)
        .set({ ...changes, humanname: changes.humanname ?? undefined, updatedAt: new Date() })
        .where(eq(accounts.id, auth.session.accountId));
    }
    return ok(await personalInfo(db, auth.session.accountId));
  });

  app.post('/sytPermissionAccount/changePasswd', { schema: { body: changePasswdBody } }, async (request, reply) => {
    const auth = authOf(request);
    const { oldPassword, newPassword } = request.body as { oldPassword: string; newPassword: string };
    const rows = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, auth.session.accountId));
    // Guessing the current password with a stolen token is limited like logins are.
    await loginLimiter.assertAllowed(auth.session.humancode, request.ip);
    if (!rows[0] || !(await verifyPassword(oldPassword, rows[0].hash))) {
      await loginLimiter.recordFailure(auth.session.humancode, request.ip);
      throw fail('原密码不正确', 'The current password is incorrect');
    }
    const problem = passwordProblem(newPassword) ??
      (newPassword === oldPassword ? { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' } : undefined);
    if (problem) throw new AppError('validation', { message: problem, errors: [{ path: '/newPassword', message: problem[request.lang] }] });
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(newPassword), passwordChangedAt: new Date(), updatedAt: new Date() })
      .where(eq(accounts.id, auth.session.accountId));
    // Every session ends with the old password; this client continues on a fresh token.
    await sessions.revokeAccount(auth.session.accountId);
    const token = await sessions.create({
      accountId: auth.session.accountId,
      roleId: auth.session.roleId,
      uid: auth.session.uid,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
    });
    reply.header('token', token);
    return ok(null);
  });
}
