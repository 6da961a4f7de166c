/** POST /sytLog/upload: the logs dialog sends the browser's error log; bounded, authenticated, stored per account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMITS } from '../../src/schemas/client-log.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const entry = (n: number) => ({
  type: 'error',
  url: `/wel/index?n=${n}`,
  message: `Cannot read properties of undefined (${n})`,
  stack: 'TypeError: x\n    at Foo (index.js:1:2)',
  info: 'error boundary',
  time: '2026-05-01 10:00:00',
});
const upload = (token: string | undefined, body: unknown) => t.call('POST', '/sytLog/upload', { ...(token ? { token } : {}), body });

describe('POST /sytLog/upload', () => {
  it('stores every entry under the uploading account', async () => {
    const token = await t.login('student1');
    const answer = await upload(token, { logs: [entry(1), entry(2)] });
    expect(answer.code).toBe('00000');
    expect(answer.info).toEqual({ saved: 2 });
    const rows = await t.database.query<{ humancode: string; url: string; message: string; time: string }>(
      `select a.humancode, l.url, l.message, l.time from syt_client_log l join syt_permission_account a on a.id = l.account_id order by l.url`,
    );
    expect(rows).toEqual([
      { humancode: 'student1', url: '/wel/index?n=1', message: entry(1).message, time: '2026-05-01 10:00:00' },
      { humancode: 'student1', url: '/wel/index?n=2', message: entry(2).message, time: '2026-05-01 10:00:00' },
    ]);
  });

  it('accepts entries with only some fields', async () => {
    const answer = await upload(await t.login('student1'), { logs: [{ type: 'window', message: 'boom' }] });
    expect(answer.code).toBe('00000');
  });

  it('refuses an anonymous caller', async () => {
    const answer = await upload(undefined, { logs: [entry(3)] });
    expect(answer.code).toBe('00002');
  });

  it('refuses more than the maximum number of entries, an empty list, unknown fields and over-long strings', async () => {
    const token = await t.login('student1');
    const tooMany = await upload(token, { logs: Array.from({ length: CLIENT_LOG_LIMITS.entries + 1 }, (_, i) => entry(i)) });
    expect(tooMany.code).toBe('00005');
    expect(tooMany.errors).toEqual([expect.objectContaining({ path: '/logs' })]);
    expect((await upload(token, { logs: [] })).code).toBe('00005');
    expect((await upload(token, {})).code).toBe('00005');
    expect((await upload(token, { logs: [{ ...entry(4), extra: 'x' }] })).code).toBe('00005');
    const long = await upload(token, { logs: [{ ...entry(5), stack: 'x'.repeat(CLIENT_LOG_LIMITS.stack + 1) }] });
    expect(long.code).toBe('00005');
    expect(long.errors).toEqual([expect.objectContaining({ path: '/logs/0/stack' })]);
    expect((await upload(token, { logs: [{ ...entry(6), time: 1714557600 }] })).code).toBe('00005');
    const count = await t.database.query<{ n: number }>('select count(*)::int as n from syt_client_log');
    expect(count[0]!.n).toBe(3);
  });
});
