/** Session flows in Chromium: role switch, log out, anonymous visits (isVisitor), greyscale, invalid token, error log. */
import { describe, expect, it } from 'vitest';
import { browserPerFile, screenshot } from './support/browser.ts';
import { codeWithToken, expectPath, newContext, openShell, setParam, tokenOf } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

describe('session', () => {
  it('switches role: the menu changes and the old token is refused', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.getByTestId('side-menu').getByText('系统管理', { exact: true }).waitFor();
    const oldToken = await tokenOf(page);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '选择角色' }).click();
    const dialog = page.getByTestId('role-dialog');
    await dialog.getByText('超级管理员').waitFor();
    await page.getByRole('radio', { name: /教职工/ }).check();
    await screenshot(page, 'session-choose-role');
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('角色切换成功！').waitFor();

    await expectPath(page, /^\/wel\/index$/);
    await page.getByTestId('user-menu').getByText('教职工').waitFor();
    await page.getByTestId('side-menu').getByText('流程中心', { exact: true }).waitFor();
    expect(await page.getByTestId('side-menu').getByText('系统管理', { exact: true }).count()).toBe(0);
    const newToken = await tokenOf(page);
    expect(newToken).not.toBe(oldToken);
    expect(await codeWithToken(page, '/user/getRoleInfo', oldToken)).toBe('00002');
    expect(await codeWithToken(page, '/user/getRoleInfo', newToken)).toBe('00000');
    await screenshot(page, 'session-role-switched');
    await context.close();
  });

  it('logs out after a confirmation and remembers the username', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'designer');
    const token = await tokenOf(page);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: '确定退出登录吗？' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expectPath(page, /^\/wel\/index$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expectPath(page, /^\/login$/);
    await expect.poll(() => page.getByLabel('用户名').inputValue()).toBe('designer');
    expect(await tokenOf(page)).toBe('');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('flowhall-')).sort())).toEqual([]);
    expect(await codeWithToken(page, '/user/getRoleInfo', token)).toBe('00002');
    // Signed out, the shell is closed again.
    await page.goto('/wel/index');
    await expectPath(page, /^\/portal$/);
    await screenshot(page, 'session-logged-out');
    await context.close();
  });

  it('honours isVisitor for anonymous visits: 否 sends them to the portal, 是 lets them in', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    // Default 否.
    await page.goto('/wel/index');
    await expectPath(page, /^\/portal$/);
    await page.getByTestId('portal-visitor').waitFor();
    await page.goto('/system/account');
    await expectPath(page, /^\/portal$/);
    // Unknown paths are 404 for everyone; the login page is always open.
    await page.goto('/no/such/page');
    await expectPath(page, /^\/404$/);
    await page.goto('/login');
    await expectPath(page, /^\/login$/);
    await screenshot(page, 'session-anonymous-default');
    await context.close();

    const restore = await setParam(baseURL, 'isVisitor', '是');
    try {
      const visitor = await browsers.context();
      const visitorPage = await visitor.newPage();
      await visitorPage.goto('/wel/index');
      await visitorPage.getByTestId('shell').waitFor();
      await visitorPage.getByTestId('welcome-greeting').getByText('欢迎访问').waitFor();
      await visitorPage.getByTestId('visitor-login').waitFor();
      expect(new URL(visitorPage.url()).pathname).toBe('/wel/index');
      await screenshot(visitorPage, 'session-anonymous-visitor');
      await visitor.close();
    } finally {
      await restore();
    }
  });

  it('shows the whole page in greyscale when isgrey is 是', async () => {
    const restore = await setParam(baseURL, 'isgrey', '是');
    try {
      const context = await browsers.context();
      const page = await context.newPage();
      await page.goto('/login');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('grayscale(1)');
      await screenshot(page, 'session-greyscale');
      await context.close();
    } finally {
      await restore();
    }
  });

  it('a token the server no longer knows leads to 请重新登录, then to the portal', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'sysop');
    // As if the session had expired on the server: the tab still holds a token the server refuses.
    await page.evaluate(() => {
      const entry = JSON.parse(sessionStorage.getItem('flowhall-token')!) as { content: string };
      entry.content = 'expired-token-0000000000000000000000000000';
      sessionStorage.setItem('flowhall-token', JSON.stringify(entry));
    });
    const modal = page.locator('.ant-modal-confirm', { hasText: '请重新登录' });
    // The next call with the refused token opens 请重新登录: opening 个人信息 makes one, unless a call
    // of the shell (the bell, the menu counts) got there first and the modal already covers the menu.
    const openInfo = (async () => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: '个人信息' }).click({ timeout: 10_000 });
    })().catch(() => undefined);
    await modal.waitFor();
    await openInfo;
    await screenshot(page, 'session-relogin');
    await modal.getByRole('button', { name: '知道了' }).click();
    await expectPath(page, /^\/portal$/);
    await page.getByTestId('portal-visitor').waitFor();
    expect(await tokenOf(page)).toBe('');
    await context.close();
  });

  it('collects an uncaught error in the logs dialog and uploads it', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'teacher1');
    await page.evaluate(() => setTimeout(() => {
      throw new Error('e2e uncaught error');
    }));
    await page.getByTestId('logs-button').click();
    await page.getByRole('cell', { name: 'e2e uncaught error', exact: true }).waitFor();
    expect(await page.getByRole('dialog').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await screenshot(page, 'session-logs');
    await page.getByTestId('logs-upload').click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('发送成功!').waitFor();
    await page.getByText('暂无错误日志').waitFor();
    await context.close();
  });
});
