/** The admin shell in Chromium: menus of the active role, search, tabs, themes, language, lock. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { expectPath, newContext, openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

const tabTitles = (page: Page) => page.locator('[data-testid="tabs-main"] .ant-tabs-tab').allTextContents();
const sideMenu = (page: Page) => page.getByTestId('side-menu');
const openDropdowns = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
/** Picks an entry of the open dropdown, and waits until it has closed (closed ones stay in the page, hidden). */
async function pickMenuItem(page: Page, name: string) {
  await openDropdowns(page).getByRole('menuitem', { name }).click();
  await expect.poll(() => openDropdowns(page).count()).toBe(0);
}

describe('admin shell', () => {
  it('shows the menu of the active role', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    for (const group of ['首页', '流程中心', '流程设计', '系统管理']) await sideMenu(page).getByText(group, { exact: true }).waitFor();
    await page.getByTestId('user-menu').getByText('超级管理员').waitFor();
    await screenshot(page, 'shell-admin-menu');
    await context.close();

    const student = await browsers.context();
    const studentPage = await student.newPage();
    await openShell(studentPage, 'student1');
    await sideMenu(studentPage).getByText('流程中心', { exact: true }).click();
    await sideMenu(studentPage).getByText('发起流程', { exact: true }).waitFor();
    expect(await sideMenu(studentPage).getByText('系统管理', { exact: true }).count()).toBe(0);
    expect(await sideMenu(studentPage).getByText('流程设计', { exact: true }).count()).toBe(0);
    // A CC can name anyone, students included: they hold 抄送我的 beside their other process entries (ROLE_GRANTS).
    expect(await sideMenu(studentPage).getByText('抄送我的', { exact: true }).count()).toBe(1);
    await screenshot(studentPage, 'shell-student-menu');
    await student.close();
  });

  it('searches a menu entry anywhere in its label and opens it', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.getByTestId('menu-search-trigger').click();
    const input = page.getByTestId('menu-search-input');
    // Matches anywhere in the label: 管理 finds 账号管理; a text no label holds finds nothing.
    await input.fill('管理');
    await page.getByRole('option', { name: /账号管理/ }).waitFor();
    await input.fill('不存在的菜单项');
    await page.getByText('没有匹配的菜单').waitFor();
    await input.fill('ACC');
    await page.getByRole('option', { name: /账号管理/ }).waitFor();
    await screenshot(page, 'shell-menu-search');
    // Esc closes the overlay without navigating, and clears the text.
    await input.press('Escape');
    await expect.poll(() => page.getByTestId('menu-search-input').count()).toBe(0);
    await page.getByTestId('menu-search-trigger').click();
    await expect.poll(() => page.getByTestId('menu-search-input').inputValue()).toBe('');
    await page.getByTestId('menu-search-input').fill('账号');
    await page.getByRole('option', { name: /账号管理/ }).click();
    await expectPath(page, /^\/system\/account$/);
    await expect.poll(() => page.getByTestId('menu-search-input').count()).toBe(0);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '账号管理']);
    await expect.poll(() => page.title()).toBe('账号管理');
    await context.close();
  });

  it('opens tabs from the menu, closes one, then closes the others', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await sideMenu(page).getByText('流程中心', { exact: true }).click();
    for (const entry of ['发起流程', '待办任务', '已办任务']) {
      await sideMenu(page).getByText(entry, { exact: true }).click();
      await page.getByRole('tab', { name: entry }).waitFor();
    }
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '发起流程', '待办任务', '已办任务']);
    // The home tag has no close button while other tags are open.
    expect(await page.locator('.ant-tabs-tab', { hasText: '首页' }).locator('.ant-tabs-tab-remove').count()).toBe(0);
    await screenshot(page, 'shell-tabs-open');

    // Closing the active tab opens the previous one.
    await page.locator('.ant-tabs-tab', { hasText: '已办任务' }).locator('.ant-tabs-tab-remove').click();
    await expectPath(page, /^\/bpm\/task\/todo$/);
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '发起流程', '待办任务']);

    // Close others from the right-click menu of a tab.
    await page.getByRole('tab', { name: '发起流程' }).click({ button: 'right' });
    await pickMenuItem(page, '关闭其他');
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '发起流程']);
    await expectPath(page, /^\/bpm\/process-instance\/createlist$/);

    // Close all from the dropdown returns to the welcome tab.
    await page.getByTestId('tabs-main-actions').click();
    await pickMenuItem(page, '关闭全部');
    await expect.poll(() => tabTitles(page)).toEqual(['首页']);
    await expectPath(page, /^\/wel\/index$/);
    await screenshot(page, 'shell-tabs-closed');
    await context.close();
  });

  it('switches the theme and the language, and remembers both', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('theme-iview');
    const siderBefore = await page.locator('.ant-layout-sider').evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.getByTestId('theme-picker').click();
    await page.getByRole('menuitem', { name: /人人主题/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('theme-renren');
    await expect.poll(() => page.locator('.ant-layout-sider').evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(siderBefore);
    await expect.poll(() => page.locator('.ant-layout-header').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(62, 142, 247)');

    await page.getByTestId('language-switch').click();
    await sideMenu(page).getByText('System', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    await page.getByTestId('welcome-greeting').getByText('Welcome back').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await screenshot(page, 'shell-theme-english');

    await page.reload();
    await sideMenu(page).getByText('System', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('theme-renren');

    await page.getByTestId('language-switch').click();
    await sideMenu(page).getByText('系统管理', { exact: true }).waitFor();
    await context.close();
  });

  it('locks the screen with a password and unlocks it back where it was', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.getByTestId('menu-search-trigger').click();
    await page.getByTestId('menu-search-input').fill('系统参数');
    await page.getByTestId('menu-search-input').press('Enter');
    await expectPath(page, /^\/system\/param$/);

    await page.getByTestId('lock-button').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await dialog.getByText('锁屏密码不能为空').waitFor();
    await page.getByTestId('lock-password').fill('e2e-lock');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expectPath(page, /^\/lock$/);
    await page.getByTestId('lock-page').waitFor();
    const lockState = () => page.evaluate(() => (JSON.parse(sessionStorage.getItem('flowhall-lock') ?? '{}') as { content?: { locked?: boolean } }).content?.locked);
    expect(await lockState()).toBe(true);
    await screenshot(page, 'shell-locked');

    // Locked means locked: another address, even after a reload, comes back to /lock.
    await page.goto('/wel/index');
    await expectPath(page, /^\/lock$/);
    await page.getByTestId('unlock-password').fill('wrong');
    await page.getByTestId('unlock').click();
    await page.getByText('锁屏密码错误').waitFor();
    await page.getByTestId('unlock-password').fill('e2e-lock');
    await page.getByTestId('unlock-password').press('Enter');
    await expectPath(page, /^\/system\/param$/);
    await page.getByTestId('side-menu').waitFor();
    expect(await lockState()).toBeUndefined();
    await screenshot(page, 'shell-unlocked');
    await context.close();
  });
});
