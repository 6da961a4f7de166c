/** Shared steps of the shell's browser tests: sign in through the page, wait for client-side routes, set parameters. */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './credentials.ts';

export const passwordOf = (username: string) => (username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD);

/** Client-side redirects (history.replaceState) do not always count as navigations: poll the address. */
export async function expectPath(page: Page, path: RegExp): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(path);
}

/**
 * Moves to a path of the app without reloading it, as a menu entry does: the router follows the history
 * entry. Far cheaper than page.goto when a test walks through many screens.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A fresh context (no storage) at a desktop size, in Chinese unless told otherwise. */
export function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
}

/** Signs in through the login page and waits for the portal. */
export async function loginAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(passwordOf(username));
  await page.getByLabel('密码').press('Enter');
  await expectPath(page, /^\/portal/);
  await page.getByTestId('greeting').waitFor();
}

/** Signs in and opens the admin shell at the welcome page. */
export async function openShell(page: Page, username: string): Promise<void> {
  await loginAs(page, username);
  await page.getByTestId('enter-admin').click();
  await expectPath(page, /^\/wel\/index$/);
  await page.getByTestId('side-menu').waitFor();
}

/** The token this tab holds (spec §3: session storage entry). */
export function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('flowhall-token') ?? '{}') as { content?: string }).content ?? '');
}

async function post(baseURL: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return { headers: response.headers, ...((await response.json()) as { code: string; info: Record<string, unknown> }) };
}

/**
 * Stores a form through /bpmForm/edit as the administrator; remove() deletes it and logs out. Both form
 * e2e files render a stored form at /form-detail/index?formId=….
 */
export async function storeForm(baseURL: string, name: string, conf: unknown): Promise<{ id: string; remove(): Promise<void> }> {
  const login = await post(baseURL, '/user/login', { username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() });
  const token = login.headers.get('token') ?? '';
  const created = await post(baseURL, '/bpmForm/edit', { name, conf: JSON.stringify(conf) }, token);
  if (created.code !== '00000') throw new Error(`storing the form ${name} failed: ${JSON.stringify(created)}`);
  const id = String(created.info.id);
  return {
    id,
    async remove() {
      await post(baseURL, '/bpmForm/delete', { id }, token);
      await post(baseURL, '/user/logout', {}, token);
    },
  };
}

/** Sets a system parameter through the admin call family; returns the function that restores it. */
export async function setParam(baseURL: string, name: string, value: string): Promise<() => Promise<void>> {
  const login = await post(baseURL, '/user/login', { username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() });
  const token = login.headers.get('token') ?? '';
  const param = await post(baseURL, '/sytSysParam/get', { idOrNameOrType: name }, token);
  const previous = String(param.info.value ?? '');
  const edited = await post(baseURL, '/sytSysParam/edit', { id: param.info.id, value }, token);
  if (edited.code !== '00000') throw new Error(`could not set ${name}: ${JSON.stringify(edited)}`);
  return async () => {
    await post(baseURL, '/sytSysParam/edit', { id: param.info.id, value: previous }, token);
    await post(baseURL, '/user/logout', {}, token);
  };
}

/** Calls the API the way the page does, with a given token, and answers the envelope code. */
export function codeWithToken(page: Page, path: string, token: string): Promise<string> {
  return page.evaluate(
    async ({ path: p, token: t }) => {
      const response = await fetch(p, { method: 'POST', headers: { 'content-type': 'application/json', token: t }, body: '{}' });
      return ((await response.json()) as { code: string }).code;
    },
    { path, token },
  );
}
