/**
 * The portal (issue #15): the information portal, my desktop arranged by drag and resize and found again
 * after a reload (then restored to the role's default), widgets that are not remounted when edit mode
 * toggles, a widget's settings (title, rows, category) saved with the layout, the school calendar under
 * desktop/calendar, and the portal at 390×844 with its top menu folded into one button. Screenshots zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { expectPath, loginAs } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const browsers = browserPerFile((browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

const didOf = (page: Page) => new URL(page.url()).searchParams.get('Did');
/** Finite animations at rest (skeletons and spinners loop for ever and are left out). */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY));

async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return box;
}

async function switchTo(page: Page, lang: 'zh' | 'en') {
  const now = await page.evaluate(() => document.documentElement.lang);
  if (now.startsWith(lang)) return;
  await page.getByTestId('language-switch').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(lang === 'en' ? /^en/ : /^zh/);
}

/** Widgets load when they come into view: scroll them all into view and wait for their data. */
async function showAllWidgets(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForFunction(() => new Promise((done) => requestAnimationFrame(() => done(true))));
  }
  await expect.poll(() => page.locator('[data-testid="desktop-grid"] .ant-skeleton').count(), { timeout: 15_000 }).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Drags with the mouse in small steps, as react-grid-layout's handles need. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 8 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 8 });
  await page.mouse.up();
}

describe('the portal', () => {
  it('information portal: banners, news, notices, services, my todo count and the public desktop', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'teacher1');
    await page.goto('/portal/index/common');
    await page.getByTestId('banner').first().waitFor();
    await expect.poll(() => page.getByTestId('portal-news').getByTestId('news-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('portal-notices').getByTestId('news-row').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('service-tile').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('portal-todo-count').textContent()).toMatch(/\d/);
    await page.getByTestId('desktop-grid').waitFor();
    // The bell of the shell sits in the portal header.
    await page.getByTestId('notice-bell').waitFor();
    await showAllWidgets(page);
    await screenshot(page, 'portal-common-1440-zh');

    // A notice opens on the news page with its text.
    await page.getByTestId('portal-notices').getByTestId('news-row').first().click();
    await page.getByTestId('news-detail').waitFor();
    await expectPath(page, /^\/portal\/index\/news$/);

    await switchTo(page, 'en');
    await page.goto('/portal/index/common');
    await page.getByTestId('banner').first().waitFor();
    await page.getByTestId('desktop-grid').waitFor();
    await showAllWidgets(page);
    await screenshot(page, 'portal-common-1440-en');
    await switchTo(page, 'zh');
    await context.close();
  });

  it('arranges a desktop by drag and resize, finds it again after a reload, and restores the default', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    let todoReads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/bpmTask/todoPage')) todoReads += 1;
    });
    await loginAs(page, 'teacher1');
    await page.goto('/portal/index/desktop');
    await page.getByTestId('desktop-page').waitFor();
    await expect.poll(() => didOf(page)).toBeTruthy();
    const shared = didOf(page)!;
    await page.getByTestId('widget-todo').waitFor();
    await expect.poll(() => todoReads).toBe(1);

    // Edit mode: the todo widget stays the same element and does not read its data again.
    await page.evaluate(() => {
      (window as unknown as { todoBody?: Element | null }).todoBody = document.querySelector('[data-testid="widget-todo"] .fh-widget-body');
    });
    await page.getByTestId('desktop-edit').click();
    await expect.poll(() => page.getByTestId('desktop-grid').getAttribute('data-editing')).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { todoBody?: Element | null }).todoBody?.isConnected)).toBe(true);
    expect(todoReads).toBe(1);

    // Drag the todo widget by its title bar to the right, resize the messages widget, add a news widget.
    const todo = await boxOf(page, 'widget-todo');
    await drag(page, { x: todo.x + 60, y: todo.y + 18 }, { x: todo.width * 2 + 40, y: 0 });
    await expect.poll(async () => (await boxOf(page, 'widget-todo')).x).toBeGreaterThan(todo.x + todo.width);
    // The grid moves the other widgets with a transition: measure them at rest.
    await settled(page);
    const messages = await boxOf(page, 'widget-messages');
    const handle = page.locator('[data-block="messages"] .react-resizable-handle').first();
    const grip = await handle.boundingBox();
    if (!grip) throw new Error('no resize handle');
    await drag(page, { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 }, { x: 0, y: 160 });
    await expect.poll(async () => (await boxOf(page, 'widget-messages')).height).toBeGreaterThan(messages.height + 100);
    await settled(page);
    await page.getByTestId('desktop-add').click();
    await page.getByTestId('add-news').click();
    await page.getByTestId('widget-news').waitFor();
    await settled(page);
    await screenshot(page, 'portal-desktop-editing-1440-zh');

    await page.getByTestId('desktop-save').click();
    await expect.poll(() => page.getByTestId('desktop-grid').getAttribute('data-editing')).toBe('false');
    // Saving a shared desktop made the person's own copy, and the address names it.
    await expect.poll(() => didOf(page)).not.toBe(shared);
    const own = didOf(page)!;
    const arranged = { todo: await boxOf(page, 'widget-todo'), messages: await boxOf(page, 'widget-messages'), news: await boxOf(page, 'widget-news') };

    await page.reload();
    await page.getByTestId('widget-news').waitFor();
    expect(didOf(page)).toBe(own);
    for (const [id, box] of Object.entries(arranged)) {
      await expect.poll(async () => {
        const now = await boxOf(page, `widget-${id}`);
        return [Math.round(now.x), Math.round(now.y), Math.round(now.width), Math.round(now.height)];
      }).toEqual([Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)]);
    }
    await showAllWidgets(page);
    await screenshot(page, 'portal-desktop-arranged-1440-zh');
    await switchTo(page, 'en');
    await page.getByTestId('widget-news').waitFor();
    await showAllWidgets(page);
    await screenshot(page, 'portal-desktop-arranged-1440-en');
    await switchTo(page, 'zh');

    // Restore the default: the copy goes, the shared desktop shows again without the news widget.
    await page.getByTestId('desktop-restore').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => didOf(page)).toBe(shared);
    await expect.poll(() => page.getByTestId('widget-news').count()).toBe(0);
    await context.close();
  });

  it("sets a widget's title, rows and category in its settings dialog, saved with the layout and kept after a reload", async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'student2');
    await page.goto('/portal/index/desktop');
    await page.getByTestId('widget-news').waitFor();
    const shared = didOf(page);
    const news = page.getByTestId('widget-news');
    await expect.poll(() => news.locator('.ant-tabs').count()).toBe(1);

    await page.getByTestId('desktop-edit').click();
    await news.getByTestId('widget-settings').click();
    const dialog = page.getByTestId('widget-settings-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('widget-settings-title').fill('学校通知');
    await dialog.getByTestId('widget-settings-limit').fill('2');
    await dialog.getByTestId('widget-settings-category').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '通知公告' }).click();
    await settled(page);
    await screenshot(page, 'portal-widget-settings-1440-zh');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.getByTestId('widget-settings-dialog').count()).toBe(0);
    // The draft shows the choice at once: one list (no tabs) of at most two notices, under its own title.
    await expect.poll(() => news.locator('.fh-widget-title').textContent()).toBe('学校通知');
    await expect.poll(() => news.locator('.ant-tabs').count()).toBe(0);
    await expect.poll(() => news.getByTestId('news-row').count()).toBeGreaterThan(0);
    expect(await news.getByTestId('news-row').count()).toBeLessThanOrEqual(2);

    const services = page.getByTestId('widget-services');
    await services.getByTestId('widget-settings').click();
    await page.getByTestId('widget-settings-limit').fill('1');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => services.getByTestId('service-tile').count()).toBe(1);

    await page.getByTestId('desktop-save').click();
    await expect.poll(() => page.getByTestId('desktop-grid').getAttribute('data-editing')).toBe('false');
    await expect.poll(() => didOf(page)).not.toBe(shared);
    await page.reload();
    await page.getByTestId('widget-news').waitFor();
    await showAllWidgets(page);
    await expect.poll(() => news.locator('.fh-widget-title').textContent()).toBe('学校通知');
    expect(await news.locator('.ant-tabs').count()).toBe(0);
    expect(await news.getByTestId('news-row').count()).toBeLessThanOrEqual(2);
    expect(await services.getByTestId('service-tile').count()).toBe(1);
    await screenshot(page, 'portal-desktop-configured-1440-zh');

    // The dialog in English, and on a phone; then the default again.
    await switchTo(page, 'en');
    await page.getByTestId('desktop-edit').click();
    await news.getByTestId('widget-settings').click();
    await page.getByTestId('widget-settings-dialog').waitFor();
    await expect.poll(() => page.getByTestId('widget-settings-category').textContent()).toContain('Notices');
    await settled(page);
    await screenshot(page, 'portal-widget-settings-1440-en');
    await page.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await page.setViewportSize(PHONE);
    await switchTo(page, 'zh');
    await news.getByTestId('widget-settings').click();
    await page.getByTestId('widget-settings-dialog').waitFor();
    await settled(page);
    await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 9999)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'portal-widget-settings-390-zh');
    await page.locator('.ant-modal-footer .ant-btn:not(.ant-btn-primary)').click();
    await page.getByTestId('desktop-cancel').click();
    await page.getByTestId('desktop-restore').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await expect.poll(() => didOf(page)).toBe(shared);
    await expect.poll(() => news.locator('.ant-tabs').count()).toBe(1);
    await context.close();
  });

  it("desktop/calendar and desktop/calendarlist show the service hall's school calendar", async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'student1');
    await page.goto('/portal/index/desktop/calendar');
    await page.locator('[data-testid="school-calendar-month"] .fh-campus-calendar').waitFor();
    // The same reading of the day as the hall's page: term and teaching week, or that no term runs.
    await expect.poll(() => page.getByTestId('school-calendar-day').textContent()).toMatch(/第\d+周|不在教学周内/);
    await settled(page);
    await screenshot(page, 'portal-calendar-1440-zh');
    await page.goto('/portal/index/desktop/calendarlist');
    await page.getByTestId('school-calendar-list').waitFor();
    await expect.poll(() => page.locator('[data-testid="school-calendar-list"] .ant-list-item').count()).toBeGreaterThan(0);
    await page.setViewportSize(PHONE);
    await page.goto('/portal/index/desktop/calendar');
    await page.locator('[data-testid="school-calendar-month"] .fh-campus-calendar').waitFor();
    for (const lang of ['zh', 'en'] as const) {
      await switchTo(page, lang);
      await settled(page);
      await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 9999)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `portal-calendar-390-${lang}`);
    }
    await switchTo(page, 'zh');
    await context.close();
  });

  it('fits a phone (390×844): one-line header with the top menu in one button, stacked widgets, zh and en', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.setViewportSize(PHONE);
    await loginAs(page, 'student1');
    await page.goto('/portal/index/common');
    await page.getByTestId('banner').first().waitFor();
    for (const lang of ['zh', 'en'] as const) {
      await switchTo(page, lang);
      const header = await page.locator('.ant-layout-header').first().boundingBox();
      expect(header!.height).toBeLessThanOrEqual(64);
      await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 9999)).toBeLessThanOrEqual(PHONE.width);
      // Every header control is whole on screen: nothing is cut at the right edge.
      const boxes = await page.locator('.fh-portal-header > *').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().right));
      expect(Math.max(...boxes)).toBeLessThanOrEqual(PHONE.width);
      await settled(page);
      await screenshot(page, `portal-common-390-${lang}`);
      await page.getByTestId('portal-menu-button').click();
      await page.getByTestId('top-menu-service').waitFor();
      await settled(page);
      await screenshot(page, `portal-menu-390-${lang}`);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('top-menu-service').isVisible()).toBe(false);
    }
    await switchTo(page, 'zh');
    await page.goto('/portal/index/desktop');
    await page.getByTestId('widget-todo').waitFor();
    // The student's role desktop, one column on a phone: every widget spans the grid's width.
    // (Polled: the grid measures its width once mounted and moves the widgets there with a transition.)
    const grid = await boxOf(page, 'desktop-grid');
    await expect
      .poll(async () => {
        const widths = await page.locator('.fh-widget').evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().width));
        return widths.every((w) => Math.abs(w - grid.width) < 2);
      })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 9999)).toBeLessThanOrEqual(PHONE.width);
    await showAllWidgets(page);
    await screenshot(page, 'portal-desktop-390-zh');
    await page.getByTestId('portal-menu-button').click();
    await page.getByTestId('top-menu-service').click();
    await expectPath(page, /^\/service/);
    await context.close();
  });
});
