/**
 * The shell on a phone (issue #16, 390×844, zh and en): the sidebar is a drawer that closes on navigation,
 * the top bar folds its tools into a menu, the portal header stays one line, admin tables scroll inside
 * their card with the first column fixed, edit dialogs are full-screen sheets, a range picker fits, and
 * no page scrolls sideways. The desk (1440) keeps its sidebar column and its tools in the bar.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { expectPath, loginAs, openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
const browsers = browserPerFile((browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE, hasTouch: true, isMobile: true }));

/** How far the page reaches sideways: more than the viewport means the whole page scrolls horizontally. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
const sideMenu = (page: Page) => page.getByTestId('side-menu');
const drawerShown = (page: Page) => page.locator('.ant-drawer-open [data-testid="side-menu"]').count();

/** Waits until drawers, dialogs and popups have finished sliding or zooming, so a screenshot shows them at rest. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
}

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
}

/** The box of an element, failing the test when it is not laid out. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

async function openAccounts(page: Page, menu: { group: string; entry: string }) {
  await page.getByTestId('collapse-toggle').click();
  await expect.poll(() => drawerShown(page)).toBe(1);
  await sideMenu(page).getByText(menu.group, { exact: true }).click();
  await sideMenu(page).getByText(menu.entry, { exact: true }).click();
  await expectPath(page, /^\/system\/account$/);
  // Navigating closes the drawer, and the page gets the whole width.
  await expect.poll(() => drawerShown(page)).toBe(0);
  await page.getByTestId('entity-page-sytPermissionAccount').waitFor();
  await page.locator('.ant-table-row').first().waitFor();
}

/** The list scrolls inside its card, not the page, and its first column stays at the left edge. */
async function checkAdminList(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  const scroller = page.locator('[data-testid="entity-page-sytPermissionAccount"] .ant-table-content').first();
  const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const firstData = page.locator('.ant-table-row').first().locator('td').nth(1);
  const before = await firstData.boundingBox();
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // The fixed column did not move with the scroll; the page did not scroll either.
  expect((await firstData.boundingBox())?.x).toBe(before?.x);
  await expectNoSidewaysScroll(page);
  await settled(page);
  await screenshot(page, `${name}-scrolled`);
  await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
  await settled(page);
  await screenshot(page, name);
}

/** The edit dialog covers the screen, its buttons stay visible, and it scrolls inside. */
async function checkEditSheet(page: Page, name: string) {
  await page.getByTestId('entity-add').click();
  await page.getByTestId('entity-edit-form').waitFor();
  await settled(page);
  const sheet = await boxOf(page, '.ant-modal:visible .ant-modal-container, .ant-modal:visible .ant-modal-content');
  expect(sheet.x).toBeLessThanOrEqual(0);
  expect(sheet.width).toBeGreaterThanOrEqual(PHONE.width);
  expect(sheet.height).toBeGreaterThanOrEqual(PHONE.height - 1);
  const ok = await boxOf(page, '.ant-modal:visible .ant-modal-footer .ant-btn-primary');
  expect(ok.y + ok.height).toBeLessThanOrEqual(PHONE.height);
  await expectNoSidewaysScroll(page);
  await settled(page);
  await screenshot(page, name);
  await page.locator('.ant-modal:visible .ant-modal-footer .ant-btn').first().click();
  await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
}

describe('the shell on a phone (390×844)', () => {
  it('portal, drawer, tools menu, admin list, edit sheet and range picker in Chinese, then in English', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'admin');
    // The portal header stays one line (a wrapped header would be taller than its 64 px).
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-portal-390-zh');
    const header = await boxOf(page, '.ant-layout-header');
    expect(header.height).toBeLessThanOrEqual(64);
    await expectNoSidewaysScroll(page);

    await page.getByTestId('enter-admin').click();
    await expectPath(page, /^\/wel\/index$/);
    await page.getByTestId('collapse-toggle').waitFor();
    // No sidebar column beside the page: the content starts at the left edge.
    expect(await drawerShown(page)).toBe(0);
    expect((await boxOf(page, '.ant-layout-header')).x).toBe(0);
    await expectNoSidewaysScroll(page);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-shell-390-zh');

    // The tools fold into one menu; the avatar and the bell stay in the bar, inside the screen.
    expect(await page.getByTestId('theme-picker').count()).toBe(0);
    const avatar = await boxOf(page, '[data-testid="user-menu"]');
    expect(avatar.x + avatar.width).toBeLessThanOrEqual(PHONE.width);
    await page.getByTestId('shell-tools').click();
    await page.getByTestId('shell-tools-menu').waitFor();
    const tools = await boxOf(page, '[data-testid="shell-tools-menu"]');
    expect(tools.x).toBeGreaterThanOrEqual(0);
    expect(tools.x + tools.width).toBeLessThanOrEqual(PHONE.width);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-tools-390-zh');
    await page.getByTestId('shell-tools').click();
    await expect.poll(() => page.getByTestId('shell-tools-menu').isVisible()).toBe(false);

    // The drawer opens over the page; a tap outside closes it without navigating.
    await page.getByTestId('collapse-toggle').click();
    await expect.poll(() => drawerShown(page)).toBe(1);
    // Polled: the drawer slides in.
    const drawerBox = () => boxOf(page, '.ant-drawer-open .ant-drawer-section');
    await expect.poll(async () => (await drawerBox()).x).toBe(0);
    expect((await drawerBox()).width).toBeLessThan(PHONE.width);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-drawer-390-zh');
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect.poll(() => drawerShown(page)).toBe(0);
    await expectPath(page, /^\/wel\/index$/);

    await openAccounts(page, { group: '系统管理', entry: '账号管理' });
    await checkAdminList(page, 'phone-list-390-zh');
    await checkEditSheet(page, 'phone-edit-390-zh');

    // The 创建时间 range picker (behind 展开) fits the screen: one month at a time.
    const list = page.getByTestId('entity-page-sytPermissionAccount');
    await list.getByRole('button', { name: '展开' }).click();
    await list.locator('.ant-picker-range').first().click();
    await page.locator('.ant-picker-dropdown:visible').waitFor();
    await settled(page);
    const picker = await boxOf(page, '.ant-picker-dropdown:visible .ant-picker-panel-container');
    expect(picker.x).toBeGreaterThanOrEqual(0);
    expect(picker.y).toBeGreaterThanOrEqual(0);
    expect(picker.x + picker.width).toBeLessThanOrEqual(PHONE.width);
    expect(picker.y + picker.height).toBeLessThanOrEqual(PHONE.height);
    // One month, with its own way to the next one.
    expect(await page.locator('.ant-picker-dropdown:visible .ant-picker-panel:visible').count()).toBe(1);
    const month = page.locator('.ant-picker-dropdown:visible .ant-picker-header-view').first();
    const shownMonth = await month.textContent();
    await page.locator('.ant-picker-dropdown:visible .ant-picker-header-next-btn').first().click();
    await expect.poll(() => month.textContent()).not.toBe(shownMonth);
    await expectNoSidewaysScroll(page);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-range-picker-390-zh');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    await list.getByRole('button', { name: '收起' }).click();

    // English, chosen from the tools menu.
    await page.getByTestId('shell-tools').click();
    await page.getByTestId('language-switch').click();
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await expectNoSidewaysScroll(page);
    await page.getByTestId('collapse-toggle').click();
    await expect.poll(() => drawerShown(page)).toBe(1);
    await sideMenu(page).getByText('System', { exact: true }).waitFor();
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-drawer-390-en');
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect.poll(() => drawerShown(page)).toBe(0);
    await checkAdminList(page, 'phone-list-390-en');
    await checkEditSheet(page, 'phone-edit-390-en');
    await page.goto('/wel/index');
    await page.getByTestId('collapse-toggle').waitFor();
    await expectNoSidewaysScroll(page);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-shell-390-en');
    await page.goto('/portal');
    await page.getByTestId('greeting').waitFor();
    expect((await boxOf(page, '.ant-layout-header')).height).toBeLessThanOrEqual(64);
    await expectNoSidewaysScroll(page);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-portal-390-en');
    await context.close();
  });

  it('keeps the desk (1440) as it was: a sidebar column and the tools in the bar', async () => {
    const phone = await browsers.context();
    const browser = phone.browser();
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK });
    await phone.close();
    const page = await context.newPage();
    await openShell(page, 'admin');
    const sider = await boxOf(page, '.ant-layout-sider');
    expect(sider.x).toBe(0);
    expect(sider.width).toBe(220);
    expect(await page.locator('.ant-drawer').count()).toBe(0);
    expect(await page.getByTestId('shell-tools').count()).toBe(0);
    await page.getByTestId('theme-picker').waitFor();
    await page.getByTestId('fullscreen').waitFor();
    // The toggle folds the column to its icons, as before.
    await page.getByTestId('collapse-toggle').click();
    await expect.poll(async () => (await page.locator('.ant-layout-sider').boundingBox())?.width).toBe(64);
    await page.getByTestId('collapse-toggle').click();
    await expect.poll(async () => (await page.locator('.ant-layout-sider').boundingBox())?.width).toBe(220);
    await settled(page);
    await settled(page);
  await screenshot(page, 'phone-desk-shell-1440-zh');
    await context.close();
  });
});
