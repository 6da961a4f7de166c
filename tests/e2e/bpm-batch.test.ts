/**
 * 批量通过 in Chromium: students start 20 在读证明申请 (the seeded process whose head step allows batch
 * approval) through the API; their department head (陈静) sees the count on 待办 in the menu, filters the
 * todo list, selects the 20 rows (a leave request in the list stays unselectable), confirms, watches the
 * progress and reads one result per task; the list and the badge follow. Then the same at 390×844 in
 * English, selecting cards. The search bar with every filter is shown on each list at both sizes.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { loginAs, navigateInApp, passwordOf } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';
import { settled, shot } from './support/bpm-flow.ts';

const baseURL = e2eBaseURL();
type Size = { width: number; height: number };
const DESK: Size = { width: 1440, height: 900 };
const PHONE: Size = { width: 390, height: 844 };
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: string; info: Record<string, any> };
  return { ...answer, token: response.headers.get('token') ?? '' };
}

async function apiLogin(user: string): Promise<string> {
  const login = await post('/user/login', { username: user, password: passwordOf(user), uid: crypto.randomUUID() });
  if (login.code !== '00000') throw new Error(`login ${user}: ${JSON.stringify(login)}`);
  return login.token;
}

/** Starts `n` certificate requests as `user`; answers the instance ids. */
async function startCertificates(user: string, n: number, tag: string): Promise<string[]> {
  const token = await apiLogin(user);
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const started = await post('/bpmProcessInstance/create', { processDefinitionKey: 'enrolment_certificate', name: `在读证明-${tag}-${i}`, formData: { purpose: `用途 ${i}`, copies: 1 } }, token);
    if (started.code !== '00000') throw new Error(`start: ${JSON.stringify(started)}`);
    ids.push(String(started.info.instanceId));
  }
  return ids;
}

async function signedIn(user: string, size: Size, lang: 'zh' | 'en') {
  const context = await browsers.context();
  const page = await context.newPage();
  await page.setViewportSize(size);
  await loginAs(page, user);
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
  return { context, page };
}

/** The four lists' search bars in the other language (the list pages at both sizes in zh and en). */
async function listsIn(page: Page, lang: 'zh' | 'en', name: string) {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  const lists = [['/bpm/task/todo', 'todo'], ['/bpm/task/done', 'done'], ['/bpm/process-instance/index', 'mine'], ['/bpm/task/copy', 'copy']] as const;
  for (const [index, [path, list]] of lists.entries()) {
    // The first opens afresh in the chosen language; the others are reached inside the app.
    if (index === 0) await page.goto(path);
    else await navigateInApp(page, path);
    await page.getByTestId(`bpm-list-${list}`).waitFor();
    await shot(page, `${name}-${list}`);
  }
}

const badge = (page: Page) => page.locator('[data-testid="side-menu"] [data-testid="menu-badge-/bpm/task/todo"]');
/** The number a badge shows (antd renders it as scrolling digits: read the title). */
const badgeCount = async (page: Page) => Number((await badge(page).locator('[title]').first().getAttribute('title')) ?? 'NaN');

/** Filters the todo list to this batch and shows 20 per page. */
async function filterBatch(page: Page, tag: string, rows: number, initiator?: string) {
  await page.getByTestId('bpm-search-name').fill(`在读证明-${tag}-`);
  if (initiator) await page.getByTestId('bpm-search-initiator').fill(initiator);
  await page.getByTestId('bpm-search').click();
  await settled(page);
  // The table's size changer on a desk, the list's own on a phone.
  const phone = (page.viewportSize()?.width ?? 1440) < 768;
  await page.locator(phone ? '[data-testid="bpm-page-size"]' : '.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: rows > 20 ? /^50\b/ : /^20\b/ }).first().click();
  await expect.poll(() => page.getByTestId('bpm-row').count(), { timeout: 15_000 }).toBe(rows);
}

/** Confirms the batch, checks the progress dialog and the results (one line per task), closes it. */
async function runBatch(page: Page, name: string, expected: { summary: string; ok: number; failed: number; failure?: string }) {
  await page.getByTestId('batch-approve').click();
  await page.getByTestId('batch-confirm-ok').waitFor();
  await shot(page, `${name}-confirm`);
  await page.getByTestId('batch-confirm-ok').click();
  await page.getByTestId('batch-dialog').locator('.ant-progress').waitFor();
  await expect.poll(() => page.getByTestId('batch-summary').textContent(), { timeout: 30_000 }).toContain(expected.summary);
  expect(await page.locator('[data-testid="batch-result"][data-ok="true"]').count()).toBe(expected.ok);
  const failed = page.locator('[data-testid="batch-result"][data-ok="false"]');
  expect(await failed.count()).toBe(expected.failed);
  // The failed line carries the server's own message.
  expect(expected.failure ? await failed.first().textContent() : '').toContain(expected.failure ?? '');
  await shot(page, `${name}-results`);
  await page.getByTestId('batch-close').click();
}

describe('batch approve in the todo list', () => {
  it('passes 20 certificate requests at once (1440×900, zh)', async () => {
    // Other test files may leave tasks open for the same head: count from what is already there.
    const before = Number((await post('/bpmTask/counts', {}, await apiLogin('chenjing'))).info.todo);
    const ids = await startCertificates('student3', 12, 'desk');
    ids.push(...(await startCertificates('student4', 8, 'desk')));
    // A leave request in the same list: its step does not allow batch approval.
    const leave = await post('/bpmProcessInstance/create', { processDefinitionKey: 'leave_request', formData: { applicant: '许文', period: ['2026-12-01', '2026-12-02'], reason: '家中有事' } }, await apiLogin('student3'));
    expect(leave.code).toBe('00000');

    const { context, page } = await signedIn('chenjing', DESK, 'zh');
    await page.goto('/bpm/task/todo');
    await page.getByTestId('bpm-list-todo').waitFor();
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBe(before + 21);
    // The leave request (newest, so first) has a checkbox, disabled; a certificate request's is enabled.
    const first = page.getByTestId('bpm-row').first();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain('请假申请');
    expect(await first.locator('.ant-checkbox-input').isDisabled()).toBe(true);
    expect(await page.getByTestId('bpm-row').nth(1).locator('.ant-checkbox-input').isDisabled()).toBe(false);
    await shot(page, 'bpm-batch-desk-zh-todo');

    await filterBatch(page, 'desk', 20);
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await expect.poll(() => page.getByTestId('batch-approve').textContent()).toContain('(20)');
    await shot(page, 'bpm-batch-desk-zh-selected');
    await runBatch(page, 'bpm-batch-desk-zh', { summary: '成功 20 个，失败 0 个', ok: 20, failed: 0 });

    // The list reloads without them, and the menu count follows.
    await expect.poll(() => page.getByTestId('bpm-row').count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => badge(page).count().then((n) => (n === 0 ? 0 : badgeCount(page))), { timeout: 15_000 }).toBe(before + 1);
    await shot(page, 'bpm-batch-desk-zh-after');

    // Each instance ended passed.
    const token = await apiLogin('student3');
    const detail = await post('/bpmProcessInstance/get', { id: ids[0] }, token);
    expect(detail.info.processInstance).toMatchObject({ status: 'completed', result: 2 });

    // 已办 shows them with the result filter and the day range of today.
    await page.goto('/bpm/task/done');
    await page.getByTestId('bpm-filter-result').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '已通过' }).first().click();
    await page.locator('.fh-bpm-search .ant-picker').click();
    await page.locator('.ant-picker-cell-today').first().click();
    await page.locator('.ant-picker-cell-today').first().click();
    await page.getByTestId('bpm-search').click();
    await expect.poll(() => page.getByTestId('bpm-row').count(), { timeout: 15_000 }).toBe(10);
    await shot(page, 'bpm-batch-desk-zh-done-filtered');
    await listsIn(page, 'en', 'bpm-lists-desk-en');
    await context.close();
  });

  it('passes 20 on a phone by selecting cards, and reports the one passed meanwhile elsewhere (390×844, en)', async () => {
    const ids = await startCertificates('student4', 21, 'phone');
    const { context, page } = await signedIn('chenjing', PHONE, 'en');
    await page.goto('/bpm/task/todo');
    // The menu is a closed drawer: a dot on its toggle says counts wait inside; opened, 待办 shows the count.
    const toggle = page.getByTestId('collapse-toggle');
    await toggle.getByTestId('menu-toggle-dot').waitFor();
    await toggle.click();
    const todoBadge = page.locator('.ant-drawer-open [data-testid="side-menu"] [data-testid="menu-badge-/bpm/task/todo"]');
    await todoBadge.waitFor();
    expect(Number(await todoBadge.locator('[title]').first().getAttribute('title'))).toBeGreaterThanOrEqual(21);
    // Polled: the drawer slides in before the screenshot.
    await expect.poll(async () => (await page.locator('.ant-drawer-open .ant-drawer-section').boundingBox())?.x).toBe(0);
    await shot(page, 'bpm-batch-phone-en-drawer');
    // A tap beside the drawer closes it; the dot is back on the toggle.
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await toggle.getByTestId('menu-toggle-dot').waitFor();
    expect(await page.locator('.ant-drawer-open').count()).toBe(0);
    await page.getByTestId('bpm-list-todo').waitFor();
    await page.locator('.fh-bpm-card').first().waitFor();
    expect(await page.locator('[data-testid="bpm-list-todo"] table').count()).toBe(0);
    await shot(page, 'bpm-batch-phone-en-todo');

    // All of this batch was started by 邓佳 (student4): by part of her name.
    await filterBatch(page, 'phone', 21, '邓');
    // One card by its own checkbox, then the rest with select-all.
    await page.getByTestId('bpm-row-select').first().click();
    await expect.poll(() => page.getByTestId('batch-approve').textContent()).toContain('(1)');
    await page.getByTestId('bpm-select-all').click();
    await expect.poll(() => page.getByTestId('batch-approve').textContent()).toContain('(21)');
    await shot(page, 'bpm-batch-phone-en-selected');
    // Meanwhile the oldest of them is passed on another device: the batch reports it, the rest pass.
    const head = await apiLogin('chenjing');
    const task = await post('/bpmTask/todoPage', { queryParam: { processInstanceId: ids[0] } }, head);
    expect((await post('/bpmTask/approve', { id: task.info.records[0].id }, head)).code).toBe('00000');
    await runBatch(page, 'bpm-batch-phone-en', { summary: '20 passed, 1 failed', ok: 20, failed: 1, failure: 'the task has already been completed or cancelled' });
    await expect.poll(() => page.getByTestId('bpm-row').count(), { timeout: 15_000 }).toBe(0);
    await shot(page, 'bpm-batch-phone-en-after');

    // The other lists' search bars on a phone.
    await page.goto('/bpm/task/copy');
    await page.getByTestId('bpm-list-copy').waitFor();
    await shot(page, 'bpm-batch-phone-en-copy');
    await listsIn(page, 'zh', 'bpm-lists-phone-zh');
    await context.close();
  });
});
