/**
 * The message centre in Chromium (issue #15, platform-shell.md §2.3, §2.7, §7.4). 曹雪 submits
 * 学生活动申请, which copies 黄老师 (teacher1); the office sends 黄老师 a notice. In the centre the types
 * show by name (抄送, 通知; Copied in English), never the code; the 抄送 message opens the process detail,
 * the notice opens its own detail, which reads it. Read all (after a confirm) empties the unread filter,
 * and a second signed-in tab of 黄老师 follows without reload, through the channel's 'sync'; a delete
 * (confirmed) leaves both. The list at 1440 zh, the timeline, and cards at 390 en are photographed.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, PHONE, settled, shot, startProcess, type Lang, type Size } from './support/bpm-flow.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';
import { expectPath, loginAs } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));
const CENTRE = '/service/index/sytMessage';
const NOTICE_TITLE = `通知：周五下午教研活动改到实验楼 ${Date.now() % 100000}`;

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: unknown }) };
}

/** The office sends a notice through 消息管理's call (the administrator's edit). */
async function officeSends(receiver: string, title: string): Promise<void> {
  const login = await post('/user/login', { username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() });
  const sent = await post('/sytMessageSend/edit', { receiverHumancode: receiver, senderHumancode: 'admin', type: 'notice', title, content: '地点：实验楼 301\n时间：14:00', status: 0 }, login.token);
  expect(sent.code).toBe('00000');
  await post('/user/logout', {}, login.token);
}

async function centre(user: string, size: Size = DESK, lang: Lang = 'zh', path = CENTRE): Promise<Page> {
  const page = await (await browsers.context()).newPage();
  await page.setViewportSize(size);
  await loginAs(page, user);
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
  await page.goto(path);
  await page.getByTestId('msg-centre').waitFor();
  await settled(page);
  return page;
}

const rows = (page: Page) => page.getByTestId('msg-row');
const rowWith = (page: Page, text: string) => rows(page).filter({ hasText: text });

async function filterUnread(page: Page): Promise<void> {
  await page.getByTestId('msg-status-unread').click();
  await settled(page);
}

describe('the message centre', () => {
  it('names types, opens a CC at the process detail and a notice at its detail; read all reaches a second tab', async () => {
    const student = await (await browsers.context()).newPage();
    await loginAs(student, 'student6');
    const instanceId = await startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '诗歌朗诵会'));
    await officeSends('teacher1', NOTICE_TITLE);

    const teacher = await centre('teacher1');
    const copy = rowWith(teacher, '抄送：学生活动申请').first();
    await expect.poll(() => copy.count(), { timeout: 15_000 }).toBe(1);
    // The sender by name (the student who submitted), not the account code.
    expect(await copy.textContent()).toContain('曹雪');
    // Types by name, never the stored code.
    const typeNames = await teacher.getByTestId('msg-list').getByTestId('msg-type-name').allTextContents();
    expect(typeNames).toContain('抄送');
    expect(typeNames).toContain('通知');
    expect(typeNames.filter((name) => /^(copy|notice|todo|urge)$/.test(name))).toEqual([]);
    await shot(teacher, 'msg-centre-1440-zh');

    // The notice opens its detail, which reads it.
    await rowWith(teacher, NOTICE_TITLE).getByTestId('msg-open').click();
    await teacher.getByTestId('msg-detail').waitFor();
    expect(await teacher.getByTestId('msg-detail-heading').textContent()).toBe(NOTICE_TITLE);
    expect(await teacher.getByTestId('msg-content').textContent()).toContain('实验楼 301');
    expect(await teacher.getByTestId('msg-open-process').count()).toBe(0);
    await shot(teacher, 'msg-detail-1440-zh');
    await teacher.getByTestId('msg-back').click();
    await settled(teacher);
    await expect.poll(() => rowWith(teacher, NOTICE_TITLE).getByTestId('msg-status').textContent()).toBe('已读');

    // The CC opens the process detail of the instance it is about.
    await rowWith(teacher, '抄送：学生活动申请').first().getByTestId('msg-open').click();
    await expectPath(teacher, /^\/bpm\/process-instance\/detail$/);
    await teacher.getByTestId('bpm-detail').waitFor();
    expect(new URL(teacher.url()).searchParams.get('id')).toBe(instanceId);

    // A second tab of the same person, showing the unread ones; more unread arrive first.
    await officeSends('teacher1', `${NOTICE_TITLE}（二）`);
    const other = await centre('teacher1');
    await filterUnread(other);
    await expect.poll(() => rowWith(other, `${NOTICE_TITLE}（二）`).count(), { timeout: 15_000 }).toBe(1);

    await teacher.goto(CENTRE);
    await teacher.getByTestId('msg-centre').waitFor();
    await settled(teacher);
    await teacher.getByTestId('msg-read-all').click();
    await teacher.locator('.ant-modal-confirm').filter({ hasText: '将全部未读消息标记为已读？' }).waitFor();
    await shot(teacher, 'msg-read-all-confirm-1440-zh');
    await teacher.getByTestId('confirm-ok').click();
    await filterUnread(teacher);
    await teacher.getByTestId('msg-empty').waitFor();
    expect(await teacher.getByTestId('msg-empty').textContent()).toContain('没有符合条件的消息');
    // The other tab follows without reload.
    await other.getByTestId('msg-empty').waitFor({ timeout: 10_000 });
    await shot(other, 'msg-other-tab-after-read-all');

    // Delete, confirmed: gone in both tabs.
    await teacher.getByTestId('msg-status-all').click();
    await settled(teacher);
    await other.getByTestId('msg-status-all').click();
    await expect.poll(() => rowWith(other, `${NOTICE_TITLE}（二）`).count(), { timeout: 10_000 }).toBe(1);
    await rowWith(teacher, `${NOTICE_TITLE}（二）`).getByTestId('msg-delete').click();
    await teacher.getByTestId('msg-delete-ok').click();
    await expect.poll(() => rowWith(teacher, `${NOTICE_TITLE}（二）`).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => rowWith(other, `${NOTICE_TITLE}（二）`).count(), { timeout: 10_000 }).toBe(0);

    // The timeline view of the same messages.
    await teacher.getByTestId('msg-view-time').click();
    await expectPath(teacher, /^\/service\/index\/sytMessageTime$/);
    await expect.poll(() => rowWith(teacher, NOTICE_TITLE).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shot(teacher, 'msg-timeline-1440-zh');
  }, 180_000);

  it('shows cards with English type names on a phone (390, en)', async () => {
    const phone = await centre('teacher1', PHONE, 'en');
    await expect.poll(() => rows(phone).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await phone.locator('.fh-msg-card').count()).toBeGreaterThan(0);
    const typeNames = await phone.getByTestId('msg-type-name').allTextContents();
    expect(typeNames).toContain('Copied');
    expect(typeNames).not.toContain('copy');
    expect(await phone.getByTestId('msg-read-all').textContent()).toContain('Mark all read');
    // Nothing wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone, 'msg-centre-390-en');
  }, 120_000);
});
