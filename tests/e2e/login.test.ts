import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('login page', () => {
  it('refuses a wrong password with the server message, then logs the administrator in and reaches /portal', async () => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login');

    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('wrong-password');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByTestId('login-error').textContent()).toContain('用户名或密码错误');

    await page.getByLabel('密码').fill(E2E_ADMIN_PASSWORD);
    await page.getByLabel('密码').press('Enter');
    await page.waitForURL('**/portal');
    await expect.poll(() => page.getByTestId('greeting').textContent()).toContain('系统管理员');
    await page.getByText('系统管理').first().waitFor();
    await screenshot(page, 'login-portal');
    await context.close();
  });

  it('remembers the last username and sends an anonymous visitor of /portal to the login page', async () => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/portal');
    await page.waitForURL('**/login');
    await screenshot(page, 'login-page');
    await context.close();
  });
});
