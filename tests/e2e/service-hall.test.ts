/**
 * The service hall and 消息管理 in Chromium (issue #15). Desk, Chinese: student5 finds 请假申请 by its
 * pinyin initials, stars it (我的收藏 shows it), opens it (a visit counted) and starts the leave request
 * through the start page inside the hall, landing on the new instance's detail. Phone at 390×844 in zh
 * and en: the hall fits the width. The head 孙丽's 待办 menu badge and todo list go up when student6
 * submits in another tab, without a reload. The admin sends to a department and sees its delivered count.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, fillLeaveForm, PHONE, settled, shot, signedIn, startProcess, type Lang } from './support/bpm-flow.ts';
import { expectPath, loginAs } from './support/session.ts';
import { gotoWithChannel } from './support/realtime.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));
const cardNames = (page: Page) => page.getByTestId('service-catalogue').locator('[data-testid="service-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-name')));

async function openHall(page: Page): Promise<void> {
  await page.goto('/service/index/service');
  await page.getByTestId('service-catalogue').waitFor();
}

describe('service hall', () => {
  it('finds a service by pinyin, favourites it, and starts its process inside the hall (1440, zh)', async () => {
    const page = await signedIn(await browsers.context(), 'student5', DESK, 'zh');
    await openHall(page);
    // The student's own audience first: a staff-only service is not offered on that tab.
    expect(await cardNames(page)).not.toContain('会议室预约');
    await page.getByTestId('service-search').locator('input').fill('qj');
    await expect.poll(() => cardNames(page)).toEqual(['请假申请']);
    const card = page.getByTestId('service-catalogue').locator('[data-testid="service-card"][data-name="请假申请"]');
    await card.getByTestId('service-star').click();
    await expect.poll(() => card.getByTestId('service-star').getAttribute('aria-pressed')).toBe('true');
    await page.getByTestId('service-search').locator('input').fill('');
    await page.getByTestId('service-favourites').locator('[data-name="请假申请"]').waitFor();
    await shot(page, 'service-hall-1440-zh');

    await card.click();
    await expectPath(page, /^\/service\/index\/detail$/);
    await page.getByTestId('service-detail').waitFor();
    await expect.poll(() => page.getByTestId('service-detail-star').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => Number(await page.getByTestId('service-detail-hits').textContent())).toBeGreaterThan(0);
    await shot(page, 'service-detail-1440-zh');

    await page.getByTestId('service-start').click();
    await expectPath(page, /^\/service\/index\/create$/);
    await page.getByTestId('bpm-create').waitFor();
    await fillLeaveForm(page, '冯涛');
    await page.getByTestId('preview-users').first().waitFor();
    await shot(page, 'service-create-1440-zh');
    await page.getByTestId('start-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expectPath(page, /^\/bpm\/process-instance\/detail$/);
    await page.getByTestId('bpm-detail').waitFor();
  }, 120_000);

  for (const lang of ['zh', 'en'] as Lang[]) {
    it(`fits a phone at 390×844 (${lang})`, async () => {
      const page = await signedIn(await browsers.context(), 'student1', PHONE, lang);
      await openHall(page);
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `service-hall-390-${lang}`);
      await page.getByTestId('service-nav-myProces').click();
      await page.getByTestId('service-my-proces').waitFor();
      await shot(page, `service-my-proces-390-${lang}`);
    }, 90_000);
  }

  it('a todo created by another user bumps the 待办 badge and the todo list without reload', async () => {
    const head = await signedIn(await browsers.context(), 'sunli', DESK, 'zh');
    await gotoWithChannel(head, '/bpm/task/todo');
    await settled(head);
    await head.evaluate(() => ((window as unknown as { fhNoReload: boolean }).fhNoReload = true));
    const badge = async () => {
      const count = head.locator('[data-testid="menu-badge-/bpm/task/todo"] .ant-badge-count');
      return (await count.count()) === 0 ? 0 : Number((await count.getAttribute('title')) ?? '0');
    };
    const rows = () => head.getByTestId('bpm-list-todo').locator('[data-testid="row-handle"]').count();
    const [beforeBadge, beforeRows] = [await badge(), await rows()];

    const student = await (await browsers.context()).newPage();
    await loginAs(student, 'student6');
    const id = await startProcess(student, ACTIVITY_SAMPLE_KEY, (p) => fillActivityForm(p, '服务大厅读书会'));
    // Well under the 60 s fallback poll: only a push can do it.
    await expect.poll(badge, { timeout: 10_000, interval: 200 }).toBe(beforeBadge + 1);
    await head.locator(`[data-testid="row-handle"][href*="${id}"]`).waitFor({ timeout: 10_000 });
    expect(await rows()).toBeGreaterThanOrEqual(Math.min(beforeRows + 1, 10));
    expect(await head.evaluate(() => (window as unknown as { fhNoReload?: boolean }).fhNoReload)).toBe(true);
    await shot(head, 'service-live-badge-1440-zh');
  }, 120_000);

  for (const lang of ['zh', 'en'] as Lang[]) {
    it(`消息管理 sends to a department and shows its delivered count (1440, ${lang})`, async () => {
      const page = await signedIn(await browsers.context(), 'admin', DESK, lang);
      await page.goto('/system/message');
      await page.getByTestId('message-admin').waitFor();
      await page.getByTestId('message-send').click();
      const title = `部门通知 ${lang} ${Date.now()}`;
      await page.getByTestId('send-title').fill(title);
      await page.getByTestId('send-departments').click();
      await page.locator('.ant-select-tree-node-content-wrapper').filter({ hasText: /^金融系$/ }).click();
      await page.keyboard.press('Escape');
      await shot(page, `message-admin-send-1440-${lang}`);
      await page.getByTestId('send-ok').click();
      const row = page.locator('[data-testid="send-row"]').filter({ hasText: title });
      await row.waitFor();
      // 金融系 (EM-FIN): 孙丽 and 曹雪.
      expect(await row.getByTestId('send-delivered').textContent()).toBe('2');
      expect(await row.getByTestId('send-read').textContent()).toBe('0');
      await shot(page, `message-admin-1440-${lang}`);
    }, 90_000);
  }
});
