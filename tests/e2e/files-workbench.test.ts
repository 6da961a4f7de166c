/**
 * File resources and the personal workbench in Chromium (issue #17). The administrator publishes a file at
 * /fileDownloadList through the entity dialog's file upload control (a refused type says why) and audience
 * picker (a role); students and teachers see in the hall's 文件资源 only the files whose audience includes
 * them, search them and download one (the bytes arrive); the hall's 我的工作台 shows the caller's todo,
 * reservations and collection tasks. Screenshots at 1440 and 390, zh and en.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/credentials.ts';
import { DESK, PHONE, shot, signedIn, type Lang, type Size } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK, acceptDownloads: true }));

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: any }) };
}
async function must(path: string, body: unknown, token: string) {
  const answer = await api(path, body, token);
  if (answer.code !== '00000') throw new Error(`${path} ${JSON.stringify(answer)}`);
  return answer.info;
}
const login = async (username: string) => (await api('/user/login', { username, password: username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD, uid: crypto.randomUUID() })).token;

async function uploadAs(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const answer = (await (await fetch(`${baseURL}/file/upload`, { method: 'POST', headers: { token }, body: form })).json()) as { code: string; info: { url: string } };
  if (answer.code !== '00000') throw new Error(JSON.stringify(answer));
  return answer.info.url;
}

const STUDENT_FILE = 'E2E 学生手册';
const EVERYONE_FILE = 'E2E 校历安排';
const TEACHER_FILE = 'E2E 教职工须知';
const TASK = 'E2E 工作台采集任务';
let admin = '';

beforeAll(async () => {
  admin = await login('admin');
  const accounts = await must('/sytPermissionAccount/queryPage', { pageSize: 200 }, admin);
  const idOf = (code: string) => (accounts.records as { id: string; humancode: string }[]).find((a) => a.humancode === code)!.id;
  await must('/sytFileResource/edit', { name: STUDENT_FILE, category: '手册', description: '新生入学须知与校园生活指南', fileUrl: await uploadAs(admin, 'handbook.pdf'), audience: { accountIds: [idOf('student1')] } }, admin);
  await must('/sytFileResource/edit', { name: EVERYONE_FILE, category: '通知', description: '本学期校历与放假安排', fileUrl: await uploadAs(admin, 'calendar.pdf') }, admin);
  const form = await must('/bpmForm/edit', { name: '工作台采集表 E2E', conf: JSON.stringify({ widgetList: [{ type: 'input', id: 'w1', formItemFlag: true, options: { name: 'phone', label: '联系电话' } }], formConfig: {} }) }, admin);
  const task = await must('/sytTaskFill/edit', { name: TASK, formId: form.id, deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(), audience: { accountIds: [idOf('student1')] } }, admin);
  await must('/sytTaskFill/publish', { id: task.id }, admin);
});

const rowOf = (page: Page, text: string) => page.getByTestId('file-row').filter({ hasText: text });

async function openFiles(user: string, size: Size, lang: Lang): Promise<Page> {
  const page = await signedIn(await browsers.context(), user, size, lang);
  await page.goto('/service/index/fileresource');
  await page.getByTestId('file-resources').waitFor();
  await rowOf(page, EVERYONE_FILE).waitFor({ timeout: 30_000 });
  return page;
}

describe('administration', () => {
  it('publishes a file to a role through the upload control and the audience picker, 1440 zh', async () => {
    const page = await signedIn(await browsers.context(), 'admin', DESK, 'zh');
    await page.goto('/fileDownloadList');
    await page.getByTestId('entity-page-sytFileResource').waitFor();
    await page.getByTestId('entity-add').click();
    const form = page.getByTestId('entity-edit-form');
    await form.locator('#root_name').fill(TEACHER_FILE);
    const input = form.getByTestId('file-widget-fileUrl').locator('input[type=file]');
    await input.setInputFiles({ name: 'tool.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect.poll(() => form.getByTestId('file-widget-error').textContent()).toBe('不支持的格式：tool.exe（允许 pdf, docx, xlsx, pptx, zip, txt, png, jpg, jpeg）');
    await input.setInputFiles({ name: 'staff-guide.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByTestId('file-widget-current').getByText('staff-guide.pdf').waitFor();
    expect(await form.getByTestId('audience-summary').textContent()).toBe('未选择任何人员、部门或角色：全部人员可见');
    await form.getByTestId('audience-roles').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '教职工' }).click();
    await expect.poll(() => form.getByTestId('audience-summary').textContent()).toBe('0 人、0 个部门、1 个角色');
    await form.locator('#root_name').click();
    await shot(page, 'files-admin-dialog-1440-zh');
    await page.locator('.ant-modal:visible .ant-btn-primary').last().click();
    await page.locator('.ant-table-row', { hasText: TEACHER_FILE }).waitFor({ timeout: 30_000 });
    await shot(page, 'files-admin-list-1440-zh');
  });

  it('shows a stored audience by name on a phone, 390 en', async () => {
    const page = await signedIn(await browsers.context(), 'admin', PHONE, 'en');
    await page.goto('/fileDownloadList');
    await page.locator('.ant-table-row', { hasText: STUDENT_FILE }).getByTestId('row-edit').click();
    const form = page.getByTestId('entity-edit-form');
    await form.getByTestId('audience-people').getByText('马小明').waitFor();
    expect(await form.getByTestId('audience-summary').textContent()).toBe('1 people, 0 departments, 0 roles');
    await form.getByTestId('file-widget-current').waitFor();
    await shot(page, 'files-admin-dialog-390-en');
  });
});

describe('the download list', () => {
  it('shows a student their files only, searches and downloads, 1440 zh', async () => {
    const page = await openFiles('student1', DESK, 'zh');
    await rowOf(page, STUDENT_FILE).waitFor();
    expect(await rowOf(page, TEACHER_FILE).count()).toBe(0);
    await shot(page, 'files-list-1440-zh');
    const waiting = page.waitForEvent('download');
    await rowOf(page, STUDENT_FILE).getByTestId('file-download').click();
    const download = await waiting;
    expect(download.suggestedFilename()).toBe('handbook.pdf');
    await page.getByTestId('file-search').locator('input').fill('校历');
    await page.getByTestId('file-search').locator('input').press('Enter');
    await expect.poll(() => page.getByTestId('file-row').count(), { timeout: 15_000 }).toBe(1);
    await page.getByTestId('file-search').locator('input').fill('不存在的文件');
    await page.getByTestId('file-search').locator('input').press('Enter');
    await page.getByText('没有找到匹配的文件').waitFor();
    await shot(page, 'files-list-empty-search-1440-zh');
  });

  it('a teacher sees the file published to their role on a phone, 390 en', async () => {
    const page = await openFiles('teacher1', PHONE, 'en');
    await rowOf(page, TEACHER_FILE).waitFor({ timeout: 30_000 });
    expect(await rowOf(page, STUDENT_FILE).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(page, 'files-list-390-en');
  });

  it('the student’s list in English at 1440 and in Chinese at 390', async () => {
    const desk = await openFiles('student1', DESK, 'en');
    await desk.getByText('Download').first().waitFor();
    await shot(desk, 'files-list-1440-en');
    const phone = await openFiles('student1', PHONE, 'zh');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone, 'files-list-390-zh');
  });
});

async function openWorkbench(size: Size, lang: Lang): Promise<Page> {
  const page = await signedIn(await browsers.context(), 'student1', size, lang);
  await page.goto('/service/index/more-gongzuotai');
  await page.getByTestId('workbench').waitFor();
  await page.getByTestId('workbench-tasks-row').filter({ hasText: TASK }).waitFor({ timeout: 30_000 });
  return page;
}

describe('the workbench', () => {
  for (const [size, lang, tag] of [
    [DESK, 'zh', '1440-zh'],
    [DESK, 'en', '1440-en'],
    [PHONE, 'zh', '390-zh'],
    [PHONE, 'en', '390-en'],
  ] as const) {
    it(`gathers the student's todo, reservations and collection tasks, ${tag}`, async () => {
      const page = await openWorkbench(size, lang);
      await expect.poll(() => page.getByTestId('workbench-tasks-count').textContent()).toMatch(lang === 'zh' ? /项待填报/ : /to fill/);
      for (const card of ['workbench-todo', 'workbench-reservations']) await expect.poll(() => page.getByTestId(card).locator('.ant-skeleton').count(), { timeout: 20_000 }).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `workbench-${tag}`);
      if (tag === '1440-zh') {
        await page.getByTestId('workbench-tasks-row').filter({ hasText: TASK }).click();
        await page.waitForURL(/\/service\/index\/taskFill\?id=/);
      }
    });
  }
});
