/**
 * Data collection in Chromium (issue #17). The administrator publishes a collection task (through the API);
 * students find it in the hall's 数据采集, fill the stored form (a required field refuses an empty submit),
 * submit and later edit it; the publisher opens the task's progress from the entity list's row link, sees
 * who has and who has not submitted, reminds the missing one after a confirmation, and opens a record
 * read-only. Screenshots at 1440 and 390, zh and en.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/credentials.ts';
import { DESK, PHONE, shot, signedIn, settled, type Lang, type Size } from './support/bpm-flow.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: any }) };
}
async function must(path: string, body: unknown, token: string) {
  const answer = await api(path, body, token);
  expect(answer.code, `${path} ${JSON.stringify(answer)}`).toBe('00000');
  return answer.info;
}
const login = async (username: string) => (await api('/user/login', { username, password: username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD, uid: crypto.randomUUID() })).token;

const TASK = '学生返校信息采集 E2E';
const conf = {
  widgetList: [
    { type: 'input', id: 'w1', formItemFlag: true, options: { name: 'phone', label: '联系电话', required: true } },
    { type: 'textarea', id: 'w2', formItemFlag: true, options: { name: 'address', label: '返校住址' } },
  ],
  formConfig: {},
};
let admin = '';
let taskId = '';

beforeAll(async () => {
  admin = await login('admin');
  const form = await must('/bpmForm/edit', { name: '返校信息表 E2E', conf: JSON.stringify(conf) }, admin);
  const accounts = await must('/sytPermissionAccount/queryPage', { pageSize: 200 }, admin);
  const idOf = (code: string) => (accounts.records as { id: string; humancode: string }[]).find((a) => a.humancode === code)!.id;
  const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const task = await must('/sytTaskFill/edit', { name: TASK, formId: form.id, deadline, description: '请在开学前填写返校联系方式。', audience: { accountIds: ['student1', 'student2', 'teacher1'].map(idOf) } }, admin);
  taskId = task.id;
  await must('/sytTaskFill/publish', { id: taskId }, admin);
});

const field = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`).first().locator('input, textarea').first();
const item = (page: Page) => page.getByTestId(`taskfill-item-${taskId}`);

async function openHall(user: string, size: Size, lang: Lang): Promise<Page> {
  const page = await signedIn(await browsers.context(), user, size, lang);
  await page.goto('/service/index/taskFill');
  await item(page).waitFor();
  return page;
}

async function fillAndSubmit(page: Page, phone: string, address: string, tag: string): Promise<void> {
  await item(page).getByTestId('taskfill-open').click();
  await page.getByTestId('taskfill-fill').waitFor();
  await field(page, 'phone').fill(phone);
  await field(page, 'address').fill(address);
  await shot(page, `task-fill-form-${tag}`);
  await page.getByTestId('taskfill-submit').click();
  await page.getByTestId('confirm-ok').click();
  await item(page).waitFor();
  await expect.poll(() => item(page).getByTestId('taskfill-state').textContent(), { timeout: 15_000 }).toMatch(/已提交|Submitted/);
}

describe('filling in the hall', () => {
  it('a student fills and later edits the task at 1440 in Chinese', async () => {
    const page = await openHall('student1', DESK, 'zh');
    await expect.poll(() => item(page).getByTestId('taskfill-state').textContent()).toBe('待填报');
    await shot(page, 'task-fill-hall-1440-zh');
    await fillAndSubmit(page, '13800000001', '紫荆公寓 3 号楼', '1440-zh');
    await shot(page, 'task-fill-hall-submitted-1440-zh');
    // Until the deadline the answers can change: the form opens with them.
    await item(page).getByTestId('taskfill-open').click();
    await expect.poll(() => field(page, 'phone').inputValue(), { timeout: 15_000 }).toBe('13800000001');
    await field(page, 'phone').fill('13800000002');
    await page.getByTestId('taskfill-submit').click();
    await page.getByTestId('confirm-ok').click();
    await item(page).waitFor();
    const answers = await must('/taskFill/fill', { id: taskId }, await login('student1'));
    expect(answers.data.phone).toBe('13800000002');
    await page.close();
  });

  it('a student on a phone in English is told the required field, then submits', async () => {
    const page = await openHall('student2', PHONE, 'en');
    await expect.poll(() => item(page).getByTestId('taskfill-state').textContent()).toBe('To fill');
    await shot(page, 'task-fill-hall-390-en');
    await item(page).getByTestId('taskfill-open').click();
    await page.getByTestId('taskfill-submit').click();
    await expect.poll(() => page.locator('[data-widget="phone"] .ant-form-item-explain-error').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await shot(page, 'task-fill-form-required-390-en');
    // No sideways scroll on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.getByTestId('taskfill-back').click();
    await fillAndSubmit(page, '13900000003', 'Dorm 5', '390-en');
    await shot(page, 'task-fill-hall-submitted-390-en');
    await page.close();
  });

  it('the hall lists it for teacher1 at 390 in Chinese and 1440 in English', async () => {
    const phone = await openHall('teacher1', PHONE, 'zh');
    await expect.poll(() => item(phone).getByTestId('taskfill-state').textContent()).toBe('待填报');
    await shot(phone, 'task-fill-hall-390-zh');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await phone.close();
    const desk = await openHall('teacher1', DESK, 'en');
    await item(desk).getByTestId('taskfill-open').click();
    await desk.getByTestId('taskfill-fill').waitFor();
    await expect.poll(() => desk.getByTestId('taskfill-submit').textContent()).toBe('Submit');
    await shot(desk, 'task-fill-form-1440-en');
    await desk.close();
  });
});

describe('the publisher', () => {
  it('opens the progress from the task list, reminds the missing and reads a record (1440 zh)', async () => {
    const page = await (await browsers.context()).newPage();
    await page.setViewportSize(DESK);
    await openShell(page, 'admin');
    await page.goto('/taskFill/taskGroup');
    const row = page.locator('tr', { hasText: TASK });
    await row.getByTestId('row-link').click();
    await page.getByTestId('taskfill-info').waitFor();
    await expect.poll(() => page.getByTestId('taskfill-stats').textContent(), { timeout: 15_000 }).toBe('应填 3 人已提交 2未提交 1');
    await expect.poll(() => page.getByTestId('taskfill-missing').locator('tbody tr.ant-table-row').count()).toBe(1);
    await shot(page, 'task-fill-info-1440-zh');
    await page.getByTestId('taskfill-remind').click();
    await shot(page, 'task-fill-remind-confirm-1440-zh');
    await page.getByTestId('confirm-ok').click();
    await page.locator('.ant-message', { hasText: '已提醒 1 人' }).waitFor();
    await expect.poll(() => page.getByTestId('taskfill-missing').locator('tbody tr.ant-table-row td').nth(3).textContent(), { timeout: 15_000 }).toMatch(/\d{4}-\d{2}-\d{2}/);
    // Search narrows the submitted list.
    await page.getByRole('tab', { name: /已提交/ }).click();
    await expect.poll(() => page.getByTestId('taskfill-submitted').locator('tbody tr.ant-table-row').count()).toBe(2);
    await page.getByPlaceholder('搜索姓名、工号/学号或部门').fill('student2');
    await page.getByPlaceholder('搜索姓名、工号/学号或部门').press('Enter');
    await expect.poll(() => page.getByTestId('taskfill-submitted').locator('tbody tr.ant-table-row').count()).toBe(1);
    await page.getByTestId('taskfill-record-student2').click();
    await page.getByTestId('taskfill-record').waitFor();
    await expect.poll(() => field(page, 'address').inputValue(), { timeout: 15_000 }).toBe('Dorm 5');
    expect(await field(page, 'phone').getAttribute('readonly')).not.toBeNull();
    await shot(page, 'task-fill-record-1440-zh');
    await page.close();
  });

  it('progress and record on a phone in English', async () => {
    const page = await signedIn(await browsers.context(), 'admin', PHONE, 'en');
    await page.goto(`/taskFill/taskInfo?id=${taskId}`);
    await page.getByTestId('taskfill-info').waitFor();
    await settled(page);
    await shot(page, 'task-fill-info-390-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.getByRole('tab', { name: /Submitted/ }).click();
    await page.getByTestId('taskfill-record-student1').click();
    await page.getByTestId('taskfill-record').waitFor();
    await shot(page, 'task-fill-record-390-en');
    await page.close();
  });

  it('the hall page refuses outsiders and the progress page needs the menu', async () => {
    const student = await login('student3');
    expect((await api('/taskFill/fill', { id: taskId }, student)).code).toBe('00004');
    const page = await signedIn(await browsers.context(), 'student1', DESK, 'zh');
    await page.goto(`/taskFill/taskInfo?id=${taskId}`);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/403');
    await page.close();
  });
});
