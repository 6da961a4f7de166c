/**
 * Login failures are limited per account and address, per address, and (with a short back-off) per account:
 * 00008 with the wait, even for the right password, but failures from one address never lock the others out,
 * and the account-wide back-off never holds a client that logged in to the account before. An IPv6 client
 * is its /64.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';
import { loadConfig } from '../../src/server/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const login = (username: string, password: string, remoteAddress: string, lang?: string) =>
  t.call('POST', '/user/login', {
    body: { username, password },
    remoteAddress,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

function expectLocked(answer: Awaited<ReturnType<typeof login>>, windowSeconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.code).toBe('00008');
  expect(answer.headers.token).toBeUndefined();
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(windowSeconds - 30);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('per account and address', () => {
  it('locks after five failures, also for the right password, with the wait in the answer', async () => {
    const window = t.config.loginWindowMs / 1000;
    expect(t.config.loginMaxFailures).toBe(5);
    const failures = [];
    for (let i = 1; i <= 4; i++) failures.push((await login('teacher1', `wrong-${i}-pass`, '10.2.0.1')).code);
    expect(failures).toEqual(['00001', '00001', '00001', '00001']);
    expectLocked(await login('teacher1', 'wrong-5-pass', '10.2.0.1'), window);

    // The right password is refused from that address while the lock lasts.
    const right = await login('teacher1', DEMO_PASSWORD, '10.2.0.1', 'en');
    expectLocked(right, window);
    expect(right.info).toBe('Too many attempts, please try again in 15 minute(s)');
    const zh = await login('teacher1', DEMO_PASSWORD, '10.2.0.1');
    expect(zh.info).toBe('尝试次数过多，请 15 分钟后再试');
    // The lock is by name, whatever the case or spacing.
    expectLocked(await login(' TEACHER1 ', DEMO_PASSWORD, '10.2.0.1'), window);

    // Other accounts from that address are not affected.
    expect((await login('teacher2', DEMO_PASSWORD, '10.2.0.1')).code).toBe('00000');
  });

  it('does not lock the account for other addresses: an attacker cannot lock the administrator out', async () => {
    for (let i = 1; i <= 5; i++) await login('admin', `wrong-${i}-pass`, '10.2.1.66');
    expectLocked(await login('admin', ADMIN_PASSWORD, '10.2.1.66'), t.config.loginWindowMs / 1000);
    const answer = await login('admin', ADMIN_PASSWORD, '10.2.1.1');
    expect(answer.code).toBe('00000');
    expect(String(answer.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('locks an unknown name the same way, so locks do not reveal which accounts exist', async () => {
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(await login('ghost-user', `wrong-${i}-pass`, '10.3.0.1'));
    expect(answers.map((a) => a.code)).toEqual(['00001', '00001', '00001', '00001', '00008']);
    expectLocked(await login('ghost-user', 'anything-1', '10.3.0.1'), t.config.loginWindowMs / 1000);
    expect((await login('ghost-user', 'anything-1', '10.3.0.2')).code).toBe('00001');
  });

  it('lets the account in again once the lock has passed, and clears its count', async () => {
    for (let i = 1; i <= 5; i++) await login('student2', `wrong-${i}-pass`, '10.4.0.1');
    expect((await login('student2', DEMO_PASSWORD, '10.4.0.1')).code).toBe('00008');
    // Age the counter beyond its window.
    await t.database.query(
      `update syt_login_failure set locked_until = now() - interval '1 second', window_start = now() - interval '16 minutes'
        where key = 'account-ip:student2@10.4.0.1'`,
    );
    const answer = await login('student2', DEMO_PASSWORD, '10.4.0.1');
    expect(answer.code).toBe('00000');
    expect(String(answer.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await t.database.query(`select 1 from syt_login_failure where key like 'account-ip:student2@%'`)).toHaveLength(0);
  });

  it('resets the count on a successful login', async () => {
    for (let i = 1; i <= 4; i++) expect((await login('student3', `wrong-${i}-pass`, '10.5.0.1')).code).toBe('00001');
    expect((await login('student3', DEMO_PASSWORD, '10.5.0.1')).code).toBe('00000');
    for (let i = 1; i <= 4; i++) expect((await login('student3', `wrong-${i}-pass`, '10.5.0.1')).code).toBe('00001');
    expect((await login('student3', DEMO_PASSWORD, '10.5.0.1')).code).toBe('00000');
  });
});

describe('the audit log under a flood', () => {
  it('records the first refusal of a locked client once a minute, not every attempt', async () => {
    const address = '10.9.0.1';
    for (let i = 1; i <= 5; i++) await login('student5', `wrong-${i}-pass`, address);
    for (let i = 0; i < 15; i++) expect((await login('student5', DEMO_PASSWORD, address)).code).toBe('00008');
    const reasons = async () =>
      (
        await t.database.query<{ reason: string }>(
          `select after->>'reason' as reason from syt_audit_log where action = 'loginFailed' and humancode = 'student5' and ip = $1 order by created_at`,
          [address],
        )
      ).map((row) => row.reason);
    // Five wrong passwords, each audited; fifteen refusals while locked, audited once.
    expect(await reasons()).toEqual(['password', 'password', 'password', 'password', 'password', 'locked']);
    // A minute later the next refusal is audited again.
    await t.database.query(`update syt_audit_log set created_at = created_at - interval '61 seconds' where humancode = 'student5' and ip = $1`, [address]);
    await login('student5', DEMO_PASSWORD, address);
    expect((await reasons()).filter((reason) => reason === 'locked')).toHaveLength(2);
  });
});

describe('per address', () => {
  it('locks an address after twenty failures over many names, other addresses unaffected', async () => {
    const address = '10.6.0.1';
    const codes: string[] = [];
    for (let i = 1; i <= 20; i++) codes.push((await login(`spray-${i % 5}-${Math.floor(i / 5)}`, 'wrong-pass-1', address)).code);
    expect(codes.slice(0, 19).every((code) => code === '00001')).toBe(true);
    expect(codes[19]).toBe('00008');
    // A genuine account is refused from that address, and accepted from another one.
    expectLocked(await login('student4', DEMO_PASSWORD, address), t.config.loginWindowMs / 1000);
    expect((await login('student4', DEMO_PASSWORD, '10.6.0.2')).code).toBe('00000');
  });
});

describe('per account over all addresses', () => {
  it('slows guesses spread over many addresses with a short back-off, not a lock', async () => {
    // Twenty addresses, one guess each: no address reaches its own limit.
    const codes: string[] = [];
    for (let i = 1; i <= 20; i++) codes.push((await login('student6', `wrong-${i}-pass`, `10.8.0.${i}`)).code);
    expect(codes.slice(0, 19).every((code) => code === '00001')).toBe(true);
    expect(codes[19]).toBe('00008');
    const [row] = await t.database.query<{ seconds: number }>(
      `select extract(epoch from locked_until - now()) as seconds from syt_login_failure where key = 'account:student6'`,
    );
    expect(Number(row!.seconds)).toBeLessThanOrEqual(60);
    // While the back-off lasts, even the right password from a fresh address waits (seconds, not the window).
    await t.database.query(`update syt_login_failure set locked_until = now() + interval '30 seconds' where key = 'account:student6'`);
    const waiting = await login('student6', DEMO_PASSWORD, '10.8.1.1');
    expect(waiting.code).toBe('00008');
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Once the back-off has passed the owner gets in.
    await t.database.query(`update syt_login_failure set locked_until = now() - interval '1 second' where key = 'account:student6'`);
    expect((await login('student6', DEMO_PASSWORD, '10.8.1.1')).code).toBe('00000');
  });
});

/** Twenty guesses from twenty addresses start the account-wide back-off; it is then set to its longest. */
async function driveBackoff(username: string, prefix: string) {
  for (let i = 1; i <= 20; i++) await login(username, `wrong-${i}-pass`, `${prefix}${i}`);
  await t.database.query(`update syt_login_failure set locked_until = now() + interval '60 seconds' where key = $1`, [
    `account:${username}`,
  ]);
}

describe('known clients and the account-wide back-off', () => {
  it('does not keep the administrator out of a client that logged in before, while a new client waits', async () => {
    expect((await login('admin', ADMIN_PASSWORD, '10.20.0.1')).code).toBe('00000');
    expect((await login('admin', ADMIN_PASSWORD, '2001:db8:20:1::10')).code).toBe('00000');
    await driveBackoff('admin', '10.21.0.');
    // A new client waits out the back-off, even with the right password.
    const fresh = await login('admin', ADMIN_PASSWORD, '10.20.0.2');
    expect(fresh.code).toBe('00008');
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The known ones get in: the same IPv4 address, and another address of the same IPv6 /64.
    for (const address of ['10.20.0.1', '2001:db8:20:1:aaaa::99', '::ffff:10.20.0.1']) {
      const answer = await login('admin', ADMIN_PASSWORD, address);
      expect({ address, code: answer.code }).toEqual({ address, code: '00000' });
      expect(String(answer.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // A typo from a known client is answered as a typo, not with the attacker's back-off.
    expect((await login('admin', 'wrong-typo-pass', '10.20.0.1')).code).toBe('00001');
    // The owner's login does not reset the back-off, or each one would hand the attacker twenty guesses.
    expect((await login('admin', ADMIN_PASSWORD, '10.20.0.3')).code).toBe('00008');
  });

  it('forgets a client that has not logged in for thirty days', async () => {
    expect((await login('sunli', DEMO_PASSWORD, '10.22.0.1')).code).toBe('00000');
    await t.database.query(
      `update syt_login_known_client set last_login_at = now() - interval '31 days' where username = 'sunli'`,
    );
    await driveBackoff('sunli', '10.23.0.');
    expect((await login('sunli', DEMO_PASSWORD, '10.22.0.1')).code).toBe('00008');
  });
});

describe('IPv6 clients are counted by their /64', () => {
  it('locks the account for the whole /64 after five failures from five of its addresses', async () => {
    const codes: string[] = [];
    for (let i = 1; i <= 5; i++) codes.push((await login('wuxia', `wrong-${i}-pass`, `2001:db8:30:1::${i}`)).code);
    expect(codes).toEqual(['00001', '00001', '00001', '00001', '00008']);
    expectLocked(await login('wuxia', DEMO_PASSWORD, '2001:db8:30:1:ffff:ffff:ffff:ffff'), t.config.loginWindowMs / 1000);
    // The neighbouring /64 is another client.
    expect((await login('wuxia', DEMO_PASSWORD, '2001:db8:30:2::1')).code).toBe('00000');
  });

  it('locks the /64 after twenty failures over many names from many of its addresses', async () => {
    const codes: string[] = [];
    for (let i = 1; i <= 20; i++) codes.push((await login(`spray6-${i}`, 'wrong-pass-1', `2001:db8:31:1:${i}::1`)).code);
    expect(codes.slice(0, 19).every((code) => code === '00001')).toBe(true);
    expect(codes[19]).toBe('00008');
    expectLocked(await login('zhoujie', DEMO_PASSWORD, '2001:db8:31:1::abcd'), t.config.loginWindowMs / 1000);
    expect((await login('zhoujie', DEMO_PASSWORD, '2001:db8:31:2::abcd')).code).toBe('00000');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    const codes: string[] = [];
    for (let i = 1; i <= 4; i++) codes.push((await login('chenjing', `wrong-${i}-pass`, '10.32.0.1')).code);
    expect(codes).toEqual(['00001', '00001', '00001', '00001']);
    expectLocked(await login('chenjing', 'wrong-5-pass', '::ffff:10.32.0.1'), t.config.loginWindowMs / 1000);
    expectLocked(await login('chenjing', DEMO_PASSWORD, '10.32.0.1'), t.config.loginWindowMs / 1000);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or the proxies\' addresses, like Fastify\'s trustProxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16']);
  });

  it('counts the address the trusted proxy saw, so a forged X-Forwarded-For does not evade the address limit', async () => {
    for (const setting of ['1', '127.0.0.1/8']) {
      const proxied = await createTestApp({ trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
      try {
        const via = (forwarded: string, username: string, password: string) =>
          proxied.call('POST', '/user/login', {
            body: { username, password },
            remoteAddress: '127.0.0.1',
            headers: { 'x-forwarded-for': forwarded },
          });
        // The client forges a new leftmost address on each try; the proxy appends the one it saw.
        const codes: string[] = [];
        for (let i = 1; i <= 20; i++) codes.push((await via(`198.51.100.${i}, 10.7.0.1`, `spray-${i}`, 'wrong-pass-1')).code);
        expect(codes[19]).toBe('00008');
        expect((await via('198.51.100.99, 10.7.0.1', 'student5', DEMO_PASSWORD)).code).toBe('00008');
        // Another client behind the same proxy is not affected.
        expect((await via('10.7.0.2', 'student5', DEMO_PASSWORD)).code).toBe('00000');
      } finally {
        await proxied.close();
      }
    }
    // Two servers boot in this test; a loaded machine takes more than the default 30 s for both.
  }, 90_000);
});
