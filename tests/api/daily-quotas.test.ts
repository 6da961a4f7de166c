/**
 * One daily quota per account for what anyone signed in may repeat at will (src/server/quota/daily-quota.ts):
 * client log entries, service feedback, new desktops and service hit counts, like file uploads. Past the
 * limit the call is refused with 00009 (HTTP 413), the limit in the caller's language, and nothing is
 * stored; other accounts keep their own allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { loadConfig } from '../../src/server/config.ts';

let t: TestApp;
let student1: string;
let student2: string;
let service: string;
beforeAll(async () => {
  t = await createTestApp({ clientLogDailyQuota: 3, feedbackDailyQuota: 2, desktopDailyQuota: 2, hitDailyQuota: 3 });
  [student1, student2] = await Promise.all([t.login('student1'), t.login('student2')]);
  const [row] = await t.database.query<{ id: string }>('select id from syt_service_center where enabled order by id limit 1');
  service = row!.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string, url: string, body: unknown, lang?: 'en') =>
  t.call('POST', url, { token, body, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
const rows = async (table: string) => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

function expectRefused(answer: Awaited<ReturnType<typeof post>>, info: string) {
  expect({ status: answer.status, code: answer.code, info: answer.info }).toEqual({ status: 413, code: '00009', info });
}

const log = (n: number) => ({ type: 'error', message: `boom ${n}` });

describe('daily quotas', () => {
  it('has sane defaults, configurable by environment variables', () => {
    const defaults = loadConfig({});
    expect([defaults.clientLogDailyQuota, defaults.feedbackDailyQuota, defaults.desktopDailyQuota, defaults.hitDailyQuota]).toEqual([1000, 20, 20, 500]);
    const set = loadConfig({ CLIENT_LOG_DAILY_QUOTA: '7', FEEDBACK_DAILY_QUOTA: '0', DESKTOP_DAILY_QUOTA: '3', HIT_DAILY_QUOTA: '9' });
    expect([set.clientLogDailyQuota, set.feedbackDailyQuota, set.desktopDailyQuota, set.hitDailyQuota]).toEqual([7, 0, 3, 9]);
  });

  it('limits client log entries uploaded per day', async () => {
    expect((await post(student1, '/sytLog/upload', { logs: [log(1), log(2)] })).code).toBe('00000');
    const before = await rows('syt_client_log');
    // Two more entries would make four of three.
    expectRefused(await post(student1, '/sytLog/upload', { logs: [log(3), log(4)] }), '今日上传日志已达上限：每天最多 3 条，请明天再试');
    expect(await rows('syt_client_log')).toBe(before);
    expect((await post(student1, '/sytLog/upload', { logs: [log(3)] })).code).toBe('00000');
    expectRefused(await post(student1, '/sytLog/upload', { logs: [log(4)] }, 'en'), 'Daily log upload limit reached: at most 3 entries a day; try again tomorrow');
    expect((await post(student2, '/sytLog/upload', { logs: [log(1), log(2), log(3)] })).code).toBe('00000');
  });

  it('limits service feedback per day', async () => {
    for (let i = 1; i <= 2; i++) expect((await post(student1, '/sytServiceCenter/feedback', { id: service, content: `idea ${i}` })).code).toBe('00000');
    const before = await rows('syt_service_feedback');
    expectRefused(await post(student1, '/sytServiceCenter/feedback', { id: service, content: 'idea 3' }), '今日反馈已达上限：每天最多 2 条，请明天再试');
    expectRefused(await post(student1, '/sytServiceCenter/feedback', { id: service, content: 'idea 3' }, 'en'), 'Daily feedback limit reached: at most 2 a day; try again tomorrow');
    expect(await rows('syt_service_feedback')).toBe(before);
    expect((await post(student2, '/sytServiceCenter/feedback', { id: service, content: 'idea 1' })).code).toBe('00000');
  });

  it('limits new desktops per day, copies of a shared desktop included; editing an own desktop stays free', async () => {
    const first = await post(student1, '/sytDesktop/frontEdit', { name: 'one' });
    expect(first.code).toBe('00000');
    // Editing a shared desktop makes the caller's copy: the second new desktop of the day.
    const [shared] = (await post(student1, '/sytDesktop/listByUser', { type: 'pc端' })).info.filter((d: { own: boolean }) => !d.own);
    expect((await post(student1, '/sytDesktop/frontEdit', { id: shared.id, name: 'copy' })).code).toBe('00000');
    const before = await rows('syt_desktop');
    expectRefused(await post(student1, '/sytDesktop/frontEdit', { name: 'three' }), '今日新建桌面已达上限：每天最多 2 个，请明天再试');
    expectRefused(await post(student1, '/sytDesktop/frontEdit', { name: 'three' }, 'en'), 'Daily desktop limit reached: at most 2 new desktops a day; try again tomorrow');
    expect(await rows('syt_desktop')).toBe(before);
    expect((await post(student1, '/sytDesktop/frontEdit', { id: first.info.id, name: 'renamed' })).code).toBe('00000');
    expect((await post(student2, '/sytDesktop/frontEdit', { name: 'one' })).code).toBe('00000');
  });

  it('limits the hit counts one account adds per day, also under parallel calls', async () => {
    const count = async () => (await t.database.query<{ n: number }>('select hit_count::int as n from syt_service_center where id = $1', [service]))[0]!.n;
    const start = await count();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(student1, '/sytServiceCenter/hitCount', { id: service })));
    expect(answers.map((a) => a.code).sort()).toEqual(['00000', '00000', '00000', '00009', '00009']);
    expect(await count()).toBe(start + 3);
    expectRefused(await post(student1, '/sytServiceCenter/hitCount', { id: service }, 'en'), 'Daily service visit limit reached: at most 3 a day; try again tomorrow');
    // A call for an unknown service consumes nothing.
    expect((await post(student2, '/sytServiceCenter/hitCount', { id: 'no-such-service' })).code).toBe('00006');
    for (let i = 0; i < 3; i++) expect((await post(student2, '/sytServiceCenter/hitCount', { id: service })).code).toBe('00000');
  });
});
