/** The login page in Chromium: field checks, the server's refusal, a successful sign-in, and the anonymous way in. */
import { describe, expect, it } from 'vitest';
import { browserPerFile, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';
import { expectPath, newContext } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

describe('login page', () => {
  it('refuses a wrong password with the server message, then logs the administrator in and reaches /portal', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.goto('/login');

    // Enter on an empty form: both fields are asked for, nothing is sent.
    await page.getByLabel('用户名').press('Enter');
    await page.getByText('请输入用户名').waitFor();
    await page.getByText('请输入密码').waitFor();

    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('用户名或密码错误');

    await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('密码').press('Enter');
    await expectPath(page, /^\/portal$/);
    await expect.poll(() => page.getByTestId('greeting').textContent()).toContain('系统管理员');
    await page.getByText('系统管理').first().waitFor();
    await screenshot(page, 'login-portal');

    // The uid sent at login is a v4 UUID kept for this tab; the last username is remembered.
    const uid = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('flowhall-uid') ?? '{}') as { content?: string }).content);
    expect(uid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const remembered = await page.evaluate(() => (JSON.parse(localStorage.getItem('flowhall-lastUsername') ?? '{}') as { content?: string }).content);
    expect(remembered).toBe('admin');
    await context.close();
  });

  it('sends an anonymous visitor of / to the public portal, which offers the login page', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.goto('/');
    await expectPath(page, /^\/portal$/);
    await page.getByTestId('portal-visitor').waitFor();
    await page.getByTestId('portal-login').click();
    await expectPath(page, /^\/login$/);
    await expect.poll(() => page.title()).toBe('账号登录');
    await screenshot(page, 'login-page');
    await context.close();
  });
});
