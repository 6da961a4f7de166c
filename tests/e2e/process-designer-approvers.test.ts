/**
 * The approver pickers in Chromium (issue 14, process-designer §2, §4, §6): on a user task, 组织关系
 * opens the organisation-relation selector (tree plus table): a click on 软件工程系 narrows the table,
 * a relation is chosen and written with its name; 部门负责人 shows 图书馆 (no head) disabled; the role
 * list shows a disabled role disabled; the lint names the department without a head on a node that
 * chose it before (a model written elsewhere), and the deploy is refused for it. Screenshots of the
 * dialog and the panel at 1440 and 390 px, zh and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentXml, designerContext, openGroup, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));
const STAMP = Date.now().toString(36);
const KEY = `pd_pickers_${STAMP}`;

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return (await response.json()) as { code: string; info: any };
}
const must = async (path: string, body: unknown, token: string) => {
  const answer = await api(path, body, token);
  if (answer.code !== '00000') throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.info;
};

const diagram = (libraryId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_pickers" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${KEY}" name="审批人选择" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="approve" name="辅导员审批" camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" />
    <bpmn:userTask id="legacy" name="馆长审批" camunda:dataType="DEPTHEAD" camunda:candidateGroups="DEPT${libraryId}" camunda:text="图书馆" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="legacy" />
    <bpmn:sequenceFlow id="f3" sourceRef="legacy" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d1"><bpmndi:BPMNPlane id="p1" bpmnElement="${KEY}">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="legacy_di" bpmnElement="legacy"><dc:Bounds x="400" y="160" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="562" y="182" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="f1_di" bpmnElement="f1"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f2_di" bpmnElement="f2"><di:waypoint x="340" y="200" /><di:waypoint x="400" y="200" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="f3_di" bpmnElement="f3"><di:waypoint x="500" y="200" /><di:waypoint x="562" y="200" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

let admin = '';
let modelId = '';
beforeAll(async () => {
  const login = await fetch(`${baseURL}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() }) });
  admin = login.headers.get('token') ?? '';
  const orgs = (await must('/sytSysOrganization/lzayTreeList', {}, admin)) as { id: string; code: string }[];
  const root = orgs.find((o) => o.code === 'FHU')!;
  const csse = orgs.find((o) => o.code === 'CS-SE')!;
  const library = await must('/sytSysOrganization/edit', { parentId: root.id, code: `LIB_${STAMP}`, name: '图书馆', orgType: 'office' }, admin);
  await must('/sytPermissionRole/edit', { rolecode: `retired_${STAMP}`, rolename: '退休教师', status: 1 }, admin);
  const attributes = (await must('/bpmOrgAttribute/list', {}, admin)) as { id: string; code: string }[];
  const counsellor = attributes.find((a) => a.code === 'counsellor')!;
  await must('/bpmOrgAttributeConfig/edit', { attributeId: counsellor.id, organizationId: csse.id, humancode: 'teacher1' }, admin);
  modelId = (await must('/bpmModel/edit', { key: KEY, name: '审批人选择', xml: diagram(library.id) }, admin)).id;
});
afterAll(async () => {
  await api('/bpmModel/delete', { id: modelId }, admin);
});

/** Chooses an approver type and waits until the select shows it. */
async function chooseType(page: Page, label: string): Promise<void> {
  const select = page.getByTestId('pd-approver-type');
  await select.click();
  // The list is virtual and opens scrolled to the current type; typing the name finds it wherever it is.
  await page.keyboard.type(label);
  const item = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: new RegExp(`^${label}$`) });
  await item.waitFor();
  await item.click();
  await expect.poll(() => select.locator('.ant-select-content, .ant-select-selection-item').first().textContent()).toBe(label);
}

/** The open dropdown's option, by its whole text. */
const dropdownOption = (page: Page, text: string) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();

describe('process designer approver pickers', () => {
  it('chooses organisation relations in the selector, disables headless departments and disabled roles, lints and refuses them', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await openShell(page, 'admin');
      await page.goto(`/bpm/model/modeleidit?modelId=${modelId}`);
      await page.locator('[data-element-id="approve"]').click();
      await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe('approve');
      await openGroup(page, 'pd-approver-group');

      // 组织关系: the selector, narrowed by the tree, one relation chosen.
      await chooseType(page, '组织关系');
      await page.getByTestId('pd-choose-relations').click();
      const dialog = page.getByRole('dialog').filter({ hasText: '选择组织关系' });
      await dialog.locator('.ant-tree').getByText('软件工程系').click();
      const row = dialog.locator('.ant-table-row', { hasText: '黄老师' });
      await row.waitFor();
      expect(await row.textContent()).toContain('辅导员');
      await row.locator('.ant-checkbox-input').check();
      await expect.poll(() => dialog.getByTestId('relation-chosen').textContent()).toContain('辅导员@软件工程系（黄老师）');
      await screenshot(page, 'process-designer-relations-zh-1440');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => page.getByTestId('pd-approver-attrs').textContent()).toContain('辅导员@软件工程系（黄老师）');
      expect(await currentXml(page)).toMatch(/camunda:dataType="ATTRS"[^>]*camunda:candidateAttr="[^"]+"/);

      // 部门负责人: 图书馆 has no head.
      await chooseType(page, '部门负责人');
      await page.getByTestId('pd-approver-depts').click();
      const library = page.locator('.ant-select-tree-treenode', { hasText: '图书馆（无负责人）' });
      await library.waitFor();
      expect(await library.getAttribute('class')).toContain('ant-select-tree-treenode-disabled');
      // The dropdown fades in: the picture once it is opaque.
      await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await screenshot(page, 'process-designer-depthead-zh-1440');
      await page.keyboard.press('Escape');

      // 角色: the disabled role is listed, not choosable.
      await chooseType(page, '角色');
      await page.getByTestId('pd-approver-roles').click();
      expect(await dropdownOption(page, '退休教师（已停用）').getAttribute('aria-disabled')).toBe('true');
      await page.keyboard.press('Escape');

      // The node that chose 图书馆 before: the lint says why, and the deploy is refused.
      await page.getByTestId('pd-lint').click();
      const lintRow = page.getByTestId('pd-lint-row').filter({ hasText: '没有负责人' });
      await lintRow.waitFor();
      expect(await lintRow.textContent()).toContain('部门「图书馆」没有负责人');
      const refused = await api('/bpmModel/deploy', { id: modelId }, admin);
      expect(refused.code).not.toBe('00000');
      expect(JSON.stringify(refused)).toContain('没有负责人');

      for (const lang of ['en', 'zh'] as const) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await setLanguage(page, lang);
        await page.locator('[data-element-id="approve"]').click();
        await chooseType(page, lang === 'en' ? 'Organisation relation' : '组织关系');
        await page.getByTestId('pd-choose-relations').click();
        const open = page.getByRole('dialog').filter({ has: page.getByTestId('relation-table') });
        await open.locator('.ant-table-row').first().waitFor();
        if (lang === 'en') {
          await open.getByText('Choose organisation relations').waitFor();
          await screenshot(page, 'process-designer-relations-en-1440');
        }
        await open.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取消' }).click();
        // On a phone the panel is a drawer: open it, then the selector again.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByTestId('pd-panel-toggle').click();
        await page.getByTestId('pd-choose-relations').click();
        await open.locator('.ant-table-row').first().waitFor();
        await open.locator('.ant-tree').getByText('软件工程系').click();
        await open.locator('.ant-table-row', { hasText: '黄老师' }).locator('.ant-checkbox-input').check();
        await screenshot(page, `process-designer-relations-${lang}-390`);
        await open.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取消' }).click();
        await page.keyboard.press('Escape');
      }
    } catch (error) {
      await screenshot(page, 'process-designer-pickers-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
