import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { sessions } from '../../src/server/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('hardening', () => {
  it('limits guesses of the current password on changePasswd like logins', async () => {
    const token = await t.login('teacher1');
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await t.call('POST', '/sytPermissionAccount/changePasswd', { token, body: { oldPassword: `guess-${i}`, newPassword: 'Another#2026x' } });
      codes.push(answer.code);
    }
    expect(codes.slice(0, 4)).toEqual(['00001', '00001', '00001', '00001']);
    expect(codes[4]).toBe('00008');
    expect(codes[5]).toBe('00008');
  });

  it('removes the session row of an expired token on logout', async () => {
    const token = await t.login('teacher2');
    await t.app.ctx.sessions.expire(hashToken(token));
    const answer = await t.call('POST', '/user/logout', { token, body: {} });
    expect(answer.code).toBe('00000');
    expect(await t.app.ctx.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toHaveLength(0);
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00002');
  });
});
