/**
 * The portal's other sub-pages (spec §2.2, designed in src/pages/portal/sub-pages.tsx) open on real data
 * for a signed-in person, in zh and en, with a screenshot each; a visitor gets the public ones and a
 * sign-in prompt on the personal ones.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { loginAs, navigateInApp, tokenOf } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } }));

/** What each page shows once its data is in. */
const PAGES: [string, (page: Page) => Promise<unknown>][] = [
  ['work', async (page) => {
    await expect.poll(() => page.getByTestId('work-todo').textContent()).toMatch(/\d/);
  }],
  ['task', (page) => page.getByTestId('widget-todo').waitFor()],
  ['news', (page) => page.getByTestId('news-item').first().waitFor()],
  ['publicPage', (page) => page.getByTestId('calendar-today').waitFor()],
  ['threeColumn', (page) => page.getByTestId('news-row').first().waitFor()],
  ['threeColumn2', (page) => page.getByTestId('widget-messages-unread').waitFor()],
  ['dataAnalyse', (page) => page.getByTestId('analyse-total').waitFor()],
  ['analyseChart', (page) => page.getByTestId('chart-months').waitFor()],
  ['mineCenter', (page) => page.getByTestId('chart-total').waitFor()],
  ['mineSet', (page) => page.getByTestId('mine-start').waitFor()],
  ['deskTopSet', (page) => page.locator('[data-testid="desktop-table"] .ant-table-row').first().waitFor()],
  ['blockSet', (page) => page.getByTestId('block-processChart').waitFor()],
  ['authorize', (page) => page.getByTestId('authorize-role').first().waitFor()],
];

async function noSkeletons(page: Page) {
  await expect.poll(() => page.locator('.ant-skeleton').count(), { timeout: 15_000 }).toBe(0);
}

/** The portal in English, through the header's language switch. */
async function toEnglish(page: Page) {
  await page.getByTestId('language-switch').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
}

describe('portal sub-pages', () => {
  it('each opens with its data for a signed-in person, zh and en', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'admin');
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await toEnglish(page);
      for (const [key, ready] of PAGES) {
        await navigateInApp(page, `/portal/index/${key}`);
        await ready(page);
        await noSkeletons(page);
        await screenshot(page, `portal-${key}-1440-${lang}`);
      }
    }
    // A news search finds by title; opening an item shows its text.
    await page.goto('/portal/index/news');
    await page.getByTestId('news-search').locator('input').fill('数学建模');
    await page.getByTestId('news-search').locator('input').press('Enter');
    await expect.poll(() => page.getByTestId('news-item').count()).toBe(1);
    await page.getByTestId('news-item').click();
    await expect.poll(() => page.getByTestId('news-detail').textContent()).toContain('国家一等奖');
    await context.close();
  });

  it("lets an administrator publish the open desktop as a role's template", async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'admin');
    await page.goto('/portal/index/desktop');
    await page.getByTestId('desktop-publish').click();
    await page.getByTestId('publish-role').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '(designer)' }).click();
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.getByText('已发布').waitFor();
    const token = await tokenOf(page);
    const shared = await page.evaluate(async (t) => {
      const answer = await fetch('/sytDesktop/queryList', { method: 'POST', headers: { 'content-type': 'application/json', token: t }, body: JSON.stringify({ queryParam: { roleCode: 'designer' } }) });
      return ((await answer.json()) as { info: { roleCode: string; layout: unknown[] }[] }).info;
    }, token);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.layout.length).toBeGreaterThan(0);
    await context.close();
  });

  it('shows a visitor the public pages and asks them to sign in on the personal ones', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.goto('/portal/index/news');
    await page.getByTestId('news-item').first().waitFor();
    await page.goto('/portal/index/desktop');
    await page.getByText('登录后可使用个人桌面、待办事项与消息中心').waitFor();
    await page.goto('/portal/index/publicPage');
    await page.getByTestId('calendar-today').waitFor();
    // The personal widgets of the public desktop say why they are empty.
    await expect.poll(() => page.getByText('登录后可见').count()).toBeGreaterThan(0);
    await context.close();
  });
});
