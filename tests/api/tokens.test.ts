/** Tokens: missing or invalid → 00002, expired → 00003, sliding expiry, on every guarded route. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { expectCase } from '../support/api-asserts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const guarded = () => t.app.routeTable.filter((route) => !route.public);
const send = (route: { method: string; url: string }, token: string | undefined, lang?: string) =>
  t.call(route.method as 'GET' | 'POST', route.url, {
    ...(token === undefined ? {} : { token }),
    ...(route.method === 'POST' ? { body: {} } : {}),
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

async function sessionRow(token: string) {
  const rows = await t.database.query<{ expires_at: Date | string; renewed_at: Date | string }>(
    'select expires_at, renewed_at from syt_session where token_hash = $1',
    [hashToken(token)],
  );
  const row = rows[0];
  return row && { expiresAt: new Date(row.expires_at).getTime(), renewedAt: new Date(row.renewed_at).getTime() };
}

describe('missing or invalid token', () => {
  const invalid = [
    ['empty', ''],
    ['blank', '   '],
    ['random of the right shape', 'A'.repeat(43)],
    ['too long', 'x'.repeat(201)],
    ['sql fragment', "' OR 1=1 --"],
    ['bearer prefix', 'Bearer abc'],
  ] as const;

  it('answers 00002 with status 401 on a guarded call', async () => {
    const missing = await t.call('GET', '/user/getUserInfo');
    expect(missing.status).toBe(401);
    expect(missing.code).toBe('00002');
    expect(missing.info).toBe('登录凭证无效，请重新登录');
    for (const [label, token] of invalid) {
      const answer = await t.call('GET', '/user/getUserInfo', { headers: { token } });
      expectCase(label, { code: answer.code, status: answer.status }, { code: '00002', status: 401 });
    }
  });

  it('answers 00002 on every guarded route for a made-up token', async () => {
    expect(guarded().length).toBeGreaterThanOrEqual(10);
    for (const route of guarded()) {
      const answer = await send(route, 'B'.repeat(43));
      expectCase(`${route.method} ${route.url}`, { code: answer.code }, { code: '00002' });
    }
  });

  it('does not accept the stored hash in place of the token', async () => {
    const token = await t.login('teacher1');
    const answer = await t.call('GET', '/user/getUserInfo', { token: hashToken(token) });
    expect(answer.code).toBe('00002');
  });
});

describe('expired token', () => {
  it('answers 00003 on every guarded route once the session has expired', async () => {
    const token = await t.login('teacher1');
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00000');
    await t.app.ctx.sessions.expire(hashToken(token));
    for (const route of guarded()) {
      const answer = await send(route, token);
      expectCase(`${route.method} ${route.url}`, { code: answer.code, status: answer.status }, { code: '00003', status: 401 });
    }
    const en = await t.call('POST', '/user/refesh', { token, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.info).toBe('Your session has expired, please log in again');
    // Refreshing does not bring an expired session back.
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00003');
  });

  it('lets a client with an expired token log out, and the token stays refused', async () => {
    const token = await t.login('teacher1');
    await t.app.ctx.sessions.expire(hashToken(token));
    expect((await t.call('POST', '/user/logout', { token })).code).toBe('00000');
    // Logout is public, so a dead token does not block it; its session row is gone, so the token is now unknown.
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00002');
    const fresh = await t.login('teacher1');
    expect((await t.call('GET', '/user/getUserInfo', { token: fresh })).code).toBe('00000');
  });
});

describe('sliding expiry', () => {
  it('issues sessions for the configured lifetime (2 h by default)', async () => {
    expect(t.config.tokenTtlMs).toBe(2 * 3600_000);
    const before = Date.now();
    const token = await t.login('teacher2');
    const row = await sessionRow(token);
    expect(row).toBeDefined();
    expect(row!.expiresAt).toBeGreaterThanOrEqual(before + t.config.tokenTtlMs - 1000);
    expect(row!.expiresAt).toBeLessThanOrEqual(Date.now() + t.config.tokenTtlMs + 1000);
  });

  it('moves the expiry forward on use, after the renew grace', async () => {
    const token = await t.login('teacher2');
    // A session last renewed ten minutes ago with one minute left.
    await t.database.query(
      `update syt_session set renewed_at = now() - interval '10 minutes', expires_at = now() + interval '1 minute' where token_hash = $1`,
      [hashToken(token)],
    );
    const aged = await sessionRow(token);
    expect(aged!.expiresAt - Date.now()).toBeLessThan(2 * 60_000);
    const answer = await t.call('GET', '/user/getUserInfo', { token });
    expect(answer.code).toBe('00000');
    expect(answer.headers.token).toBe(token);
    const renewed = await sessionRow(token);
    expect(renewed!.expiresAt).toBeGreaterThan(Date.now() + t.config.tokenTtlMs - 5000);
  });

  it('does not write on every call within the grace period', async () => {
    const token = await t.login('teacher2');
    const first = await sessionRow(token);
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00000');
    expect(await sessionRow(token)).toEqual(first);
  });
});
