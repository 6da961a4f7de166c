/**
 * Every shipped admin screen as a new user finds it (issue 16): each entity screen of the seeded menu opens
 * for the administrator with rows or the empty state, never an error; a screen the menu does not grant is
 * 403 by any route; logging out from the approval workspace reaches the login page; a deep link opened
 * while signed out comes back after login; the menu search finds by pinyin and by keyboard.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MENU_TREE, type MenuSeed } from '../../src/server/seed/menus.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { expectPath, loginAs, navigateInApp, newContext, openShell, passwordOf } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(async (browser) => {
  const context = await newContext(browser, baseURL);
  // A step that cannot happen fails in seconds with its own message, not at the test's timeout.
  context.setDefaultTimeout(15_000);
  return context;
});

/** The seeded menu entries that open an entity screen: what an administrator can reach. */
function entityScreens(nodes: MenuSeed[]): { path: string; entity: string; label: string }[] {
  return nodes.flatMap((node) => [...(node.entity && node.path ? [{ path: node.path, entity: node.entity, label: node.label }] : []), ...entityScreens(node.children ?? [])]);
}

/** Waits for the screen to settle: rows or the empty state, or an error (which the caller refuses). */
async function settled(page: Page, entity: string): Promise<'rows' | 'empty' | string> {
  const screen = page.getByTestId(`entity-page-${entity}`);
  await screen.waitFor({ timeout: 20_000 });
  const rows = screen.locator('.ant-table-row');
  const empty = screen.locator('.ant-table-placeholder .ant-empty');
  const error = screen.locator('.ant-alert-error, .ant-result');
  await rows.or(empty).or(error).first().waitFor({ timeout: 20_000 });
  if (await error.count()) return `error: ${(await error.first().textContent()) ?? ''}`;
  return (await rows.count()) > 0 ? 'rows' : 'empty';
}

async function loginThroughPage(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(passwordOf(username));
  await page.getByLabel('密码').press('Enter');
}

describe('admin screens', () => {
  it('opens every shipped entity screen with rows or the empty state, never an error', async () => {
    // 消息管理 (/system/message) has a page of its own over its entity (tests/e2e/service-hall.test.ts opens it).
    const screens = entityScreens(MENU_TREE).filter((screen) => screen.path !== '/system/message');
    expect(screens.length).toBeGreaterThanOrEqual(17);
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    const outcomes: Record<string, string> = {};
    for (const screen of screens) {
      await navigateInApp(page, screen.path);
      outcomes[screen.path] = await settled(page, screen.entity);
    }
    expect(Object.entries(outcomes).filter(([, outcome]) => outcome.startsWith('error'))).toEqual([]);
    // The seeded screens that must show data.
    for (const path of ['/system/account', '/system/resources', '/system/organization', '/system/dispatching', '/system/param']) expect(outcomes[path]).toBe('rows');
    await page.goto('/system/resources');
    await settled(page, 'sytPermissionResources');
    await screenshot(page, 'admin-resources-1440-zh');
    await context.close();
  });

  it('looks right at 1440 and 390 px, in zh and en (screenshots)', async () => {
    const overlaps: string[] = [];
    const tooltips: number[] = [];
    for (const [width, height, lang] of [[1440, 900, 'zh'], [1440, 900, 'en'], [390, 844, 'zh'], [390, 844, 'en']] as const) {
      const context = await browsers.context();
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      await loginAs(page, 'admin');
      if (lang === 'en') await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
      await page.goto('/system/account');
      await settled(page, 'sytPermissionAccount');
      await screenshot(page, `admin-account-${width}-${lang}`);
      if (width === 1440) {
        // The fixed 操作 column lies beside the 排序 column, not over it.
        const header = page.locator('.ant-table-thead th');
        const sortBox = await header.filter({ hasText: lang === 'zh' ? '排序' : 'Order' }).first().boundingBox();
        const actionBox = await header.filter({ hasText: lang === 'zh' ? '操作' : 'Actions' }).first().boundingBox();
        if (!sortBox || !actionBox || sortBox.x + sortBox.width > actionBox.x + 1) overlaps.push(`${lang}: ${JSON.stringify({ sortBox, actionBox })}`);
      }
      await page.getByTestId('entity-add').click();
      await page.getByRole('dialog').getByText(lang === 'zh' ? '新增账号' : 'New account', { exact: true }).waitFor();
      await page.waitForTimeout(500); // the dialog's opening animation
      await screenshot(page, `admin-account-add-${width}-${lang}`);
      await page.keyboard.press('Escape');
      if (width === 1440) {
        await page.getByTestId('theme-picker').click();
        await page.locator('.ant-dropdown-menu-item').first().waitFor();
        // No tooltip lies over the first theme while the list is open.
        tooltips.push(await page.locator('.ant-tooltip:visible').count());
        await page.waitForTimeout(500);
        await screenshot(page, `admin-theme-picker-${lang}`);
        await page.keyboard.press('Escape');
      }
      await context.close();
    }
    expect(overlaps).toEqual([]);
    expect(tooltips).toEqual([0, 0]);
  });

  it('runs the seeded jobs now: each succeeds, and the result column says so in words', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.goto('/system/dispatching');
    await settled(page, 'sytDispatchingCenter');
    for (const name of ['清理过期会话', '流程超时检查']) {
      const row = page.locator('.ant-table-row', { hasText: name });
      await row.getByTestId('row-runNow').click({ timeout: 10_000 });
      await page.locator('.ant-modal-confirm .ant-btn-primary').click({ timeout: 10_000 });
      await page.getByText('操作成功').first().waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
        await screenshot(page, 'admin-dispatch-run-failed');
        throw error;
      });
      await expect.poll(() => row.textContent()).toContain('成功');
      expect(await page.getByText('执行失败').count()).toBe(0);
    }
    // The dialog names one job, not the screen.
    await page.getByTestId('entity-add').click();
    await page.getByRole('dialog').getByText('新增任务', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'admin-dispatch-add-1440-zh');
    await context.close();
  });

  it('shows 403 to a student on every admin or designer route, whatever its kind', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'student1');
    for (const path of ['/system/account', '/system/resources', '/bpm/form/index', '/bpm/form/formEdit', '/bpm/model/flowListenerParam', '/bpm/process-definition/index']) {
      await page.goto(path);
      await expectPath(page, /^\/403$/);
      expect(await page.getByText('敬请期待').count()).toBe(0);
      await page.locator('.ant-result-403, .ant-result').first().waitFor();
    }
    await screenshot(page, 'admin-student-403');
    // The student's own screens still open.
    await page.goto('/bpm/task/todo');
    await expectPath(page, /^\/bpm\/task\/todo$/);
    await screenshot(page, 'admin-student-todo');
    await context.close();
  });

  it('logs out from a 流程中心 page to the login page, not 404', async () => {
    // A page of its own and a menu route (whose page used to turn a cleared menu into 404 mid-logout).
    for (const [user, path] of [['teacher1', '/bpm/task/todo'], ['designer', '/bpm/task/todo'], ['designer', '/bpm/form/index']] as const) {
      const context = await browsers.context();
      const page = await context.newPage();
      await loginAs(page, user);
      await page.goto(path);
      await expectPath(page, new RegExp(`^${path}$`));
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: '退出登录' }).click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expectPath(page, /^\/login$/);
      await page.getByLabel('用户名').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    }
  });

  it('returns to a deep link opened while signed out, for every kind of route', async () => {
    const links = ['/system/account?x=1', '/bpm/flowListener/index', '/bpm/process-definition/index', '/bpm/task/todo', '/info/index'];
    for (const link of links) {
      const context = await browsers.context();
      const page = await context.newPage();
      await page.goto(link);
      await expectPath(page, /^\/portal/);
      await loginThroughPage(page, link.startsWith('/bpm/process-definition') || link.startsWith('/bpm/flowListener') ? 'designer' : 'admin');
      await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 }).toBe(link);
      await context.close();
    }
  });

  it('finds menu entries anywhere in the label, by pinyin and initials, and by keyboard', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.getByTestId('menu-search-trigger').click();
    const input = page.getByTestId('menu-search-input');
    const options = page.locator('[role="option"]');
    for (const text of ['流程', 'liucheng', 'lc']) {
      await input.fill(text);
      await expect.poll(() => options.allTextContents(), { timeout: 10_000 }).toContain('发起流程');
    }
    // Anywhere in the label: 资源 ends 菜单资源 and 文件资源, and starts 资源管理.
    await input.fill('资源');
    await expect.poll(() => options.allTextContents()).toEqual(expect.arrayContaining(['菜单资源', '文件资源']));
    expect((await options.allTextContents()).every((label) => label.includes('资源'))).toBe(true);
    await input.fill('zhanghao');
    await expect.poll(() => options.allTextContents()).toEqual(['账号管理']);
    await input.fill('lc');
    const labels = await options.allTextContents();
    await input.press('ArrowDown');
    await expect.poll(() => options.nth(1).getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'admin-menu-search-1440-zh');
    await input.press('Enter');
    const chosen = labels[1]!;
    await expect.poll(() => page.locator('[data-testid="menu-search"]').count()).toBe(0);
    expect(chosen.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ant-tabs-tab-active').textContent()).toContain(chosen);
    await context.close();
  });
});
