/**
 * The designer's tools and the models list in Chromium: lint on demand lists a gateway without a default
 * flow and badges it, a click on the row selects it; the route simulation with a sample initiator and a
 * value typed into the bound form shows the branch taken, who approves and why, and highlights the path;
 * the models list deploys with a note twice, shows the version history with the notes and opens the
 * diff of the two versions (the renamed task marked changed; the department step's approver type, its
 * buttons and a field permission changed in the approval settings, listed in the panels' words).
 * Screenshots at 1440 and 390 px, zh and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designerContext, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));
const KEY = `pd_tools_${Date.now().toString(36)}`;

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: any }) };
}

const shape = (id: string, x: number, y: number, w: number, h: number) => `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, points: [number, number][]) => `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;

/** v1: 部门审批 is approved by 吴霞 with the pass button; v2: by the teacher role, with pass and return, 请假天数 read-only. */
const DEPT_V1 = 'camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" camunda:buttons=\'["pass"]\'';
const DEPT_V2 = 'camunda:dataType="ROLES" camunda:candidateGroups="ROLEteacher" camunda:text="教师" camunda:buttons=\'["pass","back"]\'';
const DEPT_V2_EXTENSIONS = '<bpmn:extensionElements><camunda:FieldsPermission value=\'[{"name":"days","label":"请假天数","disabled":true}]\' /></bpmn:extensionElements>';

/** start → 部门审批 → gateway: days > 3 → 院长审批, otherwise → 备案; the big branch's name and the department step's approval settings change in v2. */
const diagram = (bigName: string, v2 = false) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_tools" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${KEY}" name="工具请假" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:userTask id="dept" name="部门审批" ${v2 ? DEPT_V2 : DEPT_V1}>${v2 ? DEPT_V2_EXTENSIONS : ''}</bpmn:userTask>
    <bpmn:exclusiveGateway id="gw" name="天数" />
    <bpmn:userTask id="big" name="${bigName}" camunda:assignee="admin" />
    <bpmn:userTask id="small" name="备案" camunda:assignee="\${initiator}" />
    <bpmn:endEvent id="end1" name="结束" />
    <bpmn:endEvent id="end2" name="结束" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="dept" />
    <bpmn:sequenceFlow id="f2" sourceRef="dept" targetRef="gw" />
    <bpmn:sequenceFlow id="fBig" name="超过3天" sourceRef="gw" targetRef="big"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="fSmall" name="其他" sourceRef="gw" targetRef="small"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &lt;= 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f5" sourceRef="big" targetRef="end1" />
    <bpmn:sequenceFlow id="f6" sourceRef="small" targetRef="end2" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d1"><bpmndi:BPMNPlane id="p1" bpmnElement="${KEY}">
    ${shape('start', 152, 182, 36, 36)}${shape('dept', 240, 160, 100, 80)}${shape('gw', 395, 175, 50, 50)}${shape('big', 500, 80, 100, 80)}${shape('small', 500, 240, 100, 80)}${shape('end1', 662, 102, 36, 36)}${shape('end2', 662, 262, 36, 36)}
    ${edge('f1', [[188, 200], [240, 200]])}${edge('f2', [[340, 200], [395, 200]])}${edge('fBig', [[420, 175], [420, 120], [500, 120]])}${edge('fSmall', [[420, 225], [420, 280], [500, 280]])}${edge('f5', [[600, 120], [662, 120]])}${edge('f6', [[600, 280], [662, 280]])}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

let admin = '';
let modelId = '';
let formId = '';
beforeAll(async () => {
  admin = (await api('/user/login', { username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() })).token;
  const form = await api('/bpmForm/edit', { name: `${KEY} form`, conf: JSON.stringify({ widgetList: [{ id: 'number1', type: 'number', formItemFlag: true, options: { name: 'days', label: '请假天数' } }], formConfig: { labelWidth: 100 } }) }, admin);
  if (form.code !== '00000') throw new Error(`form: ${JSON.stringify(form)}`);
  formId = form.info.id;
  const model = await api('/bpmModel/edit', { key: KEY, name: '工具请假', xml: diagram('院长审批'), formId, nodeForms: {} }, admin);
  if (model.code !== '00000') throw new Error(`model: ${JSON.stringify(model)}`);
  modelId = model.info.id;
});
afterAll(async () => {
  await api('/bpmForm/delete', { id: formId }, admin);
});

/** Waits until a drawer or modal has stopped sliding, then takes the picture. */
async function still(page: Page, testId: string) {
  let last = '';
  await expect.poll(async () => {
    const box = await page.getByTestId(testId).boundingBox();
    const now = JSON.stringify(box && [Math.round(box.x), Math.round(box.y)]);
    const same = now === last;
    last = now;
    return same && !!box;
  }, { interval: 200 }).toBe(true);
}

describe('process designer tools and models list', () => {
  it('lints, simulates the route, deploys with notes and diffs two versions', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await openShell(page, 'admin');
      await page.goto(`/bpm/model/modeleidit?modelId=${modelId}`);
      await page.locator('[data-element-id="gw"]').waitFor();

      // Lint on demand: the gateway has no default flow.
      await page.getByTestId('pd-lint').click();
      await page.getByTestId('pd-lint-panel').waitFor();
      await page.getByTestId('pd-lint-badge-gw').waitFor();
      await page.getByTestId('pd-lint-row').filter({ hasText: '网关没有默认流' }).click();
      await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe('gw');

      // Route simulation: initiator 吴霞, 5 days → the big branch.
      await page.getByTestId('pd-route').click();
      await page.getByTestId('pd-sim-form').getByRole('spinbutton').fill('5');
      await page.getByTestId('pd-sim-pick').click();
      const dialog = page.getByRole('dialog').filter({ hasText: '姓名' });
      await dialog.getByLabel('姓名').fill('吴霞');
      await dialog.getByRole('button', { name: '查询' }).click();
      await dialog.locator('.ant-table-row', { hasText: 'wuxia' }).locator('input').check();
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => page.getByTestId('pd-sim-initiator').textContent()).toContain('wuxia');
      await page.getByTestId('pd-sim-run').click();
      const result = page.getByTestId('pd-sim-result');
      await result.locator('[data-activity="big"]').waitFor();
      expect(await result.locator('[data-activity="small"]').count()).toBe(0);
      expect(await result.locator('[data-activity="gw"]').textContent()).toContain('days > 3');
      await expect.poll(() => page.locator('[data-element-id="big"].pd-route').count()).toBe(1);
      await expect.poll(() => page.locator('[data-element-id="fBig"].pd-route').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-element-id="small"].pd-route').count()).toBe(0);
      await still(page, 'pd-sim-result');
      await screenshot(page, 'process-tools-simulate-zh-1440');
      await page.keyboard.press('Escape');
      await page.locator('.ant-drawer-close').first().click().catch(() => undefined);
      await expect.poll(() => page.locator('.pd-route').count()).toBe(0);

      // Models list: deploy v1 with a note, change the model, deploy v2, compare.
      await page.goto('/bpm/model/index');
      const row = page.locator('.ant-table-row', { hasText: KEY });
      await row.waitFor();
      await row.getByTestId('pd-model-deploy').click();
      await page.getByTestId('deploy-note').fill('第一版：部门审批后按天数分流');
      await page.getByTestId('deploy-note-ok').click();
      await page.getByText('部署成功，版本 1').waitFor();
      const edited = await api('/bpmModel/edit', { id: modelId, key: KEY, name: '工具请假', xml: diagram('分管领导审批', true), formId }, admin);
      expect(edited.code).toBe('00000');
      await row.getByTestId('pd-model-deploy').click();
      await page.getByTestId('deploy-note').fill('第二版：院长审批改为分管领导审批');
      await page.getByTestId('deploy-note-ok').click();
      await page.getByText('部署成功，版本 2').waitFor();
      await expect.poll(() => page.locator('.ant-modal-wrap:visible, .ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
      await screenshot(page, 'process-models-zh-1440');

      await row.getByTestId('pd-model-versions').click();
      const versions = page.getByTestId('pd-versions');
      await versions.getByText('第二版：院长审批改为分管领导审批').waitFor();
      await versions.getByText('第一版：部门审批后按天数分流').waitFor();
      for (const checkbox of await versions.locator('.ant-table-row .ant-checkbox-input').all()) await checkbox.check();
      await still(page, 'pd-versions');
      await screenshot(page, 'process-versions-zh-1440');
      await versions.getByTestId('pd-versions-compare').click();
      const list = page.getByTestId('pd-diff-list');
      await list.getByText('分管领导审批 (big)').waitFor();
      expect(await list.textContent()).toContain('院长审批 → 分管领导审批');
      // The approval settings of 部门审批 (camunda:* attributes and extension elements), in the panels' words.
      const dept = list.locator('.ant-table-row', { hasText: '部门审批 (dept)' });
      expect(await dept.getByTestId('pd-diff-attr').allTextContents()).toEqual([
        '审批人类型：指定用户 (USERS) → 角色 (ROLES)',
        '审批人：吴霞 → 教师',
        '审批按钮：通过 → 通过、驳回',
        '字段权限 请假天数 (days)：可编辑 → 只读',
      ]);
      await expect.poll(() => page.getByTestId('pd-diff-newer').locator('[data-element-id="big"].pd-diff-changed').count()).toBe(1);
      await expect.poll(() => page.getByTestId('pd-diff-older').locator('[data-element-id="dept"].pd-diff-changed').count()).toBe(1);
      await still(page, 'pd-diff');
      await screenshot(page, 'process-diff-zh-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await still(page, 'pd-diff');
      await screenshot(page, 'process-diff-zh-390');
      await page.getByTestId('pd-diff-list').locator('.ant-table-row', { hasText: '部门审批 (dept)' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'process-diff-list-zh-390');
      await page.setViewportSize({ width: 1440, height: 900 });

      // English and the phone: the list, the stacked diff, the designer's folded toolbar.
      await setLanguage(page, 'en');
      await row.waitFor();
      await screenshot(page, 'process-models-en-1440');
      await row.getByTestId('pd-model-versions').click();
      await page.getByTestId('pd-versions').locator('.ant-table-row').nth(1).waitFor();
      for (const checkbox of await page.getByTestId('pd-versions').locator('.ant-table-row .ant-checkbox-input').all()) await checkbox.check();
      await page.getByTestId('pd-versions-compare').click();
      await page.getByTestId('pd-diff-list').getByText('Changed').first().waitFor();
      expect(await page.getByTestId('pd-diff-list').locator('.ant-table-row', { hasText: '部门审批 (dept)' }).getByTestId('pd-diff-attr').allTextContents()).toEqual([
        'Approver type: Chosen users (USERS) → Roles (ROLES)',
        'Approvers: 吴霞 → 教师',
        'Approval buttons: Approve → Approve, Return',
        'Field permission 请假天数 (days): Editable → Read-only',
      ]);
      await still(page, 'pd-diff');
      await screenshot(page, 'process-diff-en-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await still(page, 'pd-diff');
      await screenshot(page, 'process-diff-en-390');
      await page.goto('/bpm/model/index');
      await row.waitFor();
      await screenshot(page, 'process-models-en-390');
      await page.goto(`/bpm/model/modeleidit?modelId=${modelId}`);
      await page.locator('[data-element-id="gw"]').waitFor();
      await page.getByTestId('pd-more').click();
      await page.getByRole('menuitem', { name: 'Route simulation' }).waitFor();
      await screenshot(page, 'process-designer-menu-en-390');
      await page.getByRole('menuitem', { name: 'Route simulation' }).click();
      await page.getByTestId('pd-sim-run').waitFor();
      await setLanguage(page, 'zh');
      await page.locator('[data-element-id="gw"]').waitFor();
      await page.getByTestId('pd-more').click();
      await page.getByRole('menuitem', { name: '路由模拟' }).click();
      await page.getByTestId('pd-sim-form').getByRole('spinbutton').fill('2');
      await still(page, 'pd-sim-form');
      await screenshot(page, 'process-tools-simulate-zh-390');
    } catch (error) {
      await screenshot(page, 'process-tools-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 240_000);
});
