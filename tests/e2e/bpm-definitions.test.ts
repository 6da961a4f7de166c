/**
 * The definitions page and the two designer-area entity screens in Chromium. The administrator sees a
 * process deployed twice as one row at v2 with who may start it, expands v1, suspends v2 (after which
 * the server refuses a start by an allowed starter) and activates it again (the start goes through),
 * and opens the diagram; the same page as cards at 390 px in English. The org attribute settings and
 * listener parameter screens list by the chosen attribute / listener and create a row under it. A
 * student has no menu entry for any of them and is refused (403) when opening them by address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/credentials.ts';
import { loginAs, openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';
import { shot } from './support/bpm-flow.ts';

const baseURL = e2eBaseURL();
type Size = { width: number; height: number };
const DESK: Size = { width: 1440, height: 900 };
const PHONE: Size = { width: 390, height: 844 };
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));
const KEY = 'e2e_definitions';

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: any }) };
}
const login = async (username: string) => (await api('/user/login', { username, password: username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD, uid: crypto.randomUUID() })).token;

const xml = (starters: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_${KEY}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${KEY}" name="端到端定义" isExecutable="true" ${starters}>
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:userTask id="approve" name="审批" camunda:assignee="admin" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
</bpmn:definitions>`;

let admin = '';
let student = '';
let latestId = '';
beforeAll(async () => {
  admin = await login('admin');
  student = await login('student1');
  // Version 1 is open to all; version 2 names a role, a department and one student, and decides for both.
  const model = await api('/bpmModel/edit', { key: KEY, name: '端到端定义', category: 'e2e', xml: xml('') }, admin);
  const v1 = await api('/bpmModel/deploy', { id: model.info.id }, admin);
  if (v1.code !== '00000') throw new Error(`deploying v1 failed: ${JSON.stringify(v1)}`);
  await api('/bpmModel/edit', { id: model.info.id, key: KEY, name: '端到端定义', category: 'e2e', xml: xml('camunda:candidateStarterGroups="ROLEteacher,DEPTCS-SE" camunda:candidateStarterUsers="student1"') }, admin);
  const v2 = await api('/bpmModel/deploy', { id: model.info.id }, admin);
  if (v2.code !== '00000') throw new Error(`deploying v2 failed: ${JSON.stringify(v2)}`);
  latestId = v2.info.id;
});
afterAll(async () => {
  await api('/bpmProcessDefinition/activate', { id: latestId }, admin);
});

async function useLanguage(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  await page.reload();
}
async function signedIn(context: BrowserContext, user: string, size: Size): Promise<Page> {
  const page = await context.newPage();
  // A step that cannot happen fails naming its locator, well within the test's time.
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(size);
  if (size.width < 768) {
    // On a phone the menu is a drawer that starts closed (openShell waits for the desk's side menu).
    await loginAs(page, user);
    await page.goto('/wel/index');
    await page.locator('[data-testid="collapse-toggle"][aria-expanded="false"]').waitFor();
  } else {
    await openShell(page, user);
  }
  return page;
}
const startCode = async () => (await api('/bpmProcessInstance/create', { processDefinitionId: latestId, formData: {} }, student)).code;
/** The paths of a user's menu, as the side menu gets it. */
async function menuPaths(token: string): Promise<string[]> {
  const walk = (nodes: { path?: string | null; children?: unknown[] }[]): string[] => nodes.flatMap((n) => [n.path ?? '', ...walk((n.children ?? []) as never)]);
  return walk((await api('/sytPermissionResources/treeListByUser', { type: 0 }, token)).info as never);
}
const SCREENS = ['/bpm/process-definition/index', '/bpm/orgAttribute/config', '/bpm/model/flowListenerParam'];
const okButton = (page: Page) => page.locator('.ant-modal:visible .ant-btn-primary').last();

describe('process definitions page', () => {
  it('desk, zh: versions, who may start, suspend (a start is refused) and activate, the diagram', async () => {
    const page = await signedIn(await browsers.context(), 'admin', DESK);
    await page.goto('/bpm/process-definition/index');
    await page.getByTestId('definitions-search-key').fill(KEY);
    await page.getByTestId('definitions-search').click();
    const row = page.locator(`[data-testid="definition-row"][data-key="${KEY}"]`);
    await row.waitFor();
    // The searched page replaces the first one: only the one definition of that key stays.
    await expect.poll(() => page.getByTestId('definition-row').count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('v2');
    expect(await row.textContent()).toContain('共 2 个版本');
    expect(await row.getByTestId('starters-roles').textContent()).toContain('教职工');
    expect(await row.getByTestId('starters-orgs').textContent()).toContain('软件工程系');
    expect(await row.getByTestId('starters-users').textContent()).toContain('马小明');
    await row.locator('.ant-table-row-expand-icon').click();
    await page.locator('[data-testid="definition-version"][data-version="1"]').waitFor();
    await shot(page, 'definitions-desk-zh');

    await row.getByTestId('definition-suspend').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.getByTestId('definition-state').getAttribute('data-suspended')).toBe('true');
    // The page only asked; the server is what refuses the start of a suspended definition.
    expect(await startCode()).toBe('00007');
    await row.getByTestId('definition-activate').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => row.getByTestId('definition-state').getAttribute('data-suspended')).toBe('false');
    expect(await startCode()).toBe('00000');

    await row.getByTestId('definition-diagram-open').click();
    const diagram = page.getByTestId('definition-diagram');
    await expect.poll(() => diagram.getAttribute('data-loaded'), { timeout: 15_000 }).toBe('true');
    // The shared read-only viewer draws the definition (laid out, as the model has no diagram of its own).
    await expect.poll(() => diagram.getByTestId('process-diagram').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    await diagram.locator('[data-element-id="approve"]').first().waitFor();
    await shot(page, 'definitions-desk-zh-diagram');
    await page.locator('.ant-modal-close').click();

    // The state filter: a suspended search does not list the (active) process.
    await page.getByTestId('definitions-search-state').click();
    await page.locator('.ant-select-item-option[title="挂起"]').click();
    await page.getByTestId('definitions-search').click();
    await expect.poll(() => page.getByTestId('definition-row').count()).toBe(0);
    await shot(page, 'definitions-desk-zh-empty');
    await useLanguage(page, 'en');
    await page.getByTestId('definitions-page').waitFor();
    await page.locator(`[data-testid="definition-row"][data-key="${KEY}"]`).getByTestId('starters-roles').waitFor();
    await shot(page, 'definitions-desk-en');
  });

  it('phone, en: cards, earlier versions, the diagram', async () => {
    const page = await signedIn(await browsers.context(), 'admin', PHONE);
    await useLanguage(page, 'en');
    await page.goto('/bpm/process-definition/index');
    const card = page.locator(`[data-testid="definition-row"][data-key="${KEY}"]`);
    await card.waitFor();
    expect(await card.evaluate((el) => el.classList.contains('ant-card'))).toBe(true);
    expect(await card.textContent()).toContain('2 version(s)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await card.getByTestId('definition-versions-toggle').click();
    await card.locator('[data-testid="definition-version"][data-version="1"]').waitFor();
    await shot(page, 'definitions-phone-en');
    await card.getByTestId('definition-diagram-open').first().click();
    await expect.poll(() => page.getByTestId('process-diagram').getAttribute('data-state'), { timeout: 20_000 }).toBe('ready');
    await shot(page, 'definitions-phone-en-diagram');
    await useLanguage(page, 'zh');
    await page.locator(`[data-testid="definition-row"][data-key="${KEY}"]`).waitFor();
    await shot(page, 'definitions-phone-zh');
  });
});

describe('designer-area entity screens', () => {
  it('org attribute settings: rows of the chosen attribute, a new row under it (desk zh, phone en)', async () => {
    expect(await menuPaths(admin)).toEqual(expect.arrayContaining(SCREENS));
    expect(await menuPaths(await login('designer'))).toEqual(expect.arrayContaining(SCREENS));
    const page = await signedIn(await browsers.context(), 'admin', DESK);
    await page.goto('/bpm/orgAttribute/config');
    await page.getByTestId('entity-page-bpmOrgAttributeConfig').waitFor();
    const master = page.getByTestId('entity-master');
    await master.getByText('辅导员').click();
    await page.getByTestId('entity-master-chosen').waitFor();
    await page.getByTestId('entity-add').click();
    const form = page.getByTestId('entity-edit-form');
    // The chosen attribute is already filled in.
    await expect.poll(() => form.locator('.ant-select').first().textContent()).toContain('辅导员');
    await form.locator('#root_organizationId').click();
    await page.locator('.ant-select-item-option[title="软件工程系"]').click();
    await form.locator('#root_humancode').fill('zhangwei');
    await okButton(page).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('zhangwei');
    await shot(page, 'org-attribute-config-desk-zh');
    // Another attribute has none of them.
    await master.getByText('教学秘书').click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(0);

    await page.setViewportSize(PHONE);
    await page.getByTestId('collapse-toggle').click();
    await useLanguage(page, 'en');
    await page.getByTestId('entity-master-select').waitFor();
    await page.getByTestId('entity-master-select').click();
    await page.locator('.ant-select-item-option[title="辅导员"]').click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    await shot(page, 'org-attribute-config-phone-en');
  });

  it('listener parameters: rows of the chosen listener, a new row under it', async () => {
    const page = await signedIn(await browsers.context(), 'admin', DESK);
    await page.goto('/bpm/model/flowListenerParam');
    await page.getByTestId('entity-page-bpmFlowListenerParam').waitFor();
    await page.getByTestId('entity-master').getByText('调用业务系统').click();
    await page.getByTestId('entity-master-chosen').waitFor();
    await page.getByTestId('entity-add').click();
    const form = page.getByTestId('entity-edit-form');
    await expect.poll(() => form.locator('.ant-select').first().textContent()).toContain('调用业务系统');
    await form.locator('#root_name').fill('timeoutMs');
    await form.locator('#root_value').fill('3000');
    await okButton(page).click();
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
    expect(await page.locator('.ant-table-tbody tr.ant-table-row').first().textContent()).toContain('timeoutMs');
    await shot(page, 'listener-param-desk-zh');
    await useLanguage(page, 'en');
    await page.getByTestId('entity-master').waitFor();
    await shot(page, 'listener-param-desk-en');
  });
});

describe('a student', () => {
  it('has no menu entry for these screens and is refused when opening them by address', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'student1');
    // A route the user's menu does not grant shows the 403 page (#16 defect 5), whatever the screen.
    for (const path of SCREENS) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/403');
      await page.locator('.ant-result-403, .ant-result').first().waitFor();
    }
    await shot(page, 'definitions-student-403');
    const paths = await menuPaths(student);
    expect(paths).toContain('/bpm/task/todo');
    for (const path of SCREENS) expect(paths).not.toContain(path);
    expect((await api('/bpmProcessDefinition/queryPage', { queryParam: {} }, student)).code).toBe('00004');
  });
});
