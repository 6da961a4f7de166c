/**
 * The live bell (issue #15, platform-shell.md §2.7, §4): the department head 孙丽 has her workplace open;
 * in another browser the student 曹雪 submits 学生活动申请, which gives 孙丽 a todo. Without a reload her
 * bell's count goes up by one, its list shows the todo, and a toast announces it — pushed over the STOMP
 * channel, not found by the 60 s fallback poll (the test waits at most 10 s). Once at 1440 px in Chinese,
 * once at 390 px in English.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, PHONE, settled, shot, startProcess, type Lang, type Size } from './support/bpm-flow.ts';
import { loginAs } from './support/session.ts';
import { gotoWithChannel } from './support/realtime.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

const TODO_TITLE = '待办：学生活动申请「部门领导审核」待您处理';

/** The bell's badge number (antd shows no badge at 0). */
async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('notice-bell').locator('.ant-badge-count');
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.getAttribute('title')) ?? '0');
}

/**
 * Signs in and opens the todo list; resolves once the tab's STOMP session is up (the server's CONNECTED
 * frame seen on the page's WebSocket), so what follows can only reach the page as a push.
 */
async function workplaceWithChannel(user: string, size: Size, lang: Lang): Promise<Page> {
  const page = await (await browsers.context()).newPage();
  await page.setViewportSize(size);
  await loginAs(page, user);
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
  await gotoWithChannel(page, '/bpm/task/todo');
  await page.getByTestId('notice-bell').waitFor();
  await settled(page);
  // A reload would lose this mark: the count must change in the same document.
  await page.evaluate(() => ((window as unknown as { fhNoReload: boolean }).fhNoReload = true));
  return page;
}

async function studentSubmits(): Promise<string> {
  const student = await (await browsers.context()).newPage();
  await loginAs(student, 'student6');
  return startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '读书会'));
}

async function expectLiveTodo(head: Page, before: number, toastTitle: string, name: string): Promise<void> {
  await expect.poll(() => bellCount(head), { timeout: 10_000, interval: 200 }).toBe(before + 1);
  const toast = head.locator('.ant-notification-notice').filter({ hasText: toastTitle });
  await toast.waitFor({ timeout: 10_000 });
  expect(await toast.textContent()).toContain(TODO_TITLE);
  expect(await head.evaluate(() => (window as unknown as { fhNoReload?: boolean }).fhNoReload)).toBe(true);
  await shot(head, `${name}-toast`);

  await head.getByTestId('notice-bell').click();
  const list = head.getByTestId('notice-list');
  await list.waitFor();
  await settled(head);
  expect(await list.getByTestId('notice-title').filter({ hasText: TODO_TITLE }).count()).toBeGreaterThan(0);
  // The list fits the screen (on a phone the popover is shifted, not cut at the left edge).
  const box = await list.boundingBox();
  const width = head.viewportSize()?.width ?? 0;
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  await shot(head, `${name}-list`);
}

describe('the bell is live', () => {
  it('a todo created in another browser reaches the head\'s bell without reload, with a toast (1440, zh)', async () => {
    const head = await workplaceWithChannel('sunli', DESK, 'zh');
    const before = await bellCount(head);
    expect(await studentSubmits()).not.toBe('');
    await expectLiveTodo(head, before, '您有新的待办', 'realtime-bell-1440-zh');
  }, 120_000);

  it('the same on a phone in English (390)', async () => {
    const head = await workplaceWithChannel('sunli', PHONE, 'en');
    const before = await bellCount(head);
    expect(await studentSubmits()).not.toBe('');
    await expectLiveTodo(head, before, 'You have a new to-do', 'realtime-bell-390-en');
  }, 120_000);
});
