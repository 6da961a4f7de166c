/**
 * The process designer's earlier-steps placeholders in Chromium (issue 14): a model with 部门审批 → a
 * countersign with its own form → a gateway → 人事备案; on 人事备案 the placeholder group lists the
 * countersign and 部门审批 with their variables (the countersign's people and counts, the form fields
 * it may write), a click copies `${…}` to the clipboard (复制成功); a flow out of the gateway lists the
 * same. Screenshots at 1440 and 390 px, zh and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { designerContext, openGroup, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';
import { openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));
const KEY = `pd_earlier_${Date.now().toString(36)}`;

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  return (await response.json()) as { code: string; info: any };
}

const shape = (id: string, x: number, y: number, w = 100, h = 80) => `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, points: [number, number][]) => `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`;

const diagram = (signFormId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_earlier" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${KEY}" name="前序占位" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:userTask id="dept" name="部门审批" camunda:dataType="HEAD" camunda:text="发起人部门领导" />
    <bpmn:userTask id="sign" name="三人会签" camunda:dataType="USERS" camunda:candidateUsers="wuxia,lihua,zhoujie" camunda:text="吴霞,李华,周杰" camunda:assignee="\${approver}" camunda:xcformKey="${signFormId}">
      <bpmn:multiInstanceLoopCharacteristics camunda:collection="\${approvers_sign}" camunda:elementVariable="approver"><bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>
    </bpmn:userTask>
    <bpmn:exclusiveGateway id="gw" name="结果" />
    <bpmn:userTask id="hr" name="人事备案" camunda:dataType="INITIATOR" camunda:assignee="\${initiator}" camunda:text="流程发起人" />
    <bpmn:endEvent id="end" name="结束" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="dept" />
    <bpmn:sequenceFlow id="f2" sourceRef="dept" targetRef="sign" />
    <bpmn:sequenceFlow id="f3" sourceRef="sign" targetRef="gw" />
    <bpmn:sequenceFlow id="f4" sourceRef="gw" targetRef="hr" />
    <bpmn:sequenceFlow id="f5" sourceRef="hr" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="d1"><bpmndi:BPMNPlane id="p1" bpmnElement="${KEY}">
    ${shape('start', 152, 182, 36, 36)}${shape('dept', 240, 160)}${shape('sign', 400, 160)}${shape('gw', 555, 175, 50, 50)}${shape('hr', 660, 160)}${shape('end', 822, 182, 36, 36)}
    ${edge('f1', [[188, 200], [240, 200]])}${edge('f2', [[340, 200], [400, 200]])}${edge('f3', [[500, 200], [555, 200]])}${edge('f4', [[605, 200], [660, 200]])}${edge('f5', [[760, 200], [822, 200]])}
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

let admin = '';
let modelId = '';
const forms: string[] = [];
beforeAll(async () => {
  const login = await fetch(`${baseURL}/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() }) });
  admin = login.headers.get('token') ?? '';
  const form = async (name: string, widgets: { name: string; label: string }[]) => {
    const answer = await api('/bpmForm/edit', { name, conf: JSON.stringify({ widgetList: widgets.map((w, i) => ({ id: `input${i}`, type: 'input', formItemFlag: true, options: w })), formConfig: { labelWidth: 100 } }) }, admin);
    if (answer.code !== '00000') throw new Error(`form: ${JSON.stringify(answer)}`);
    forms.push(answer.info.id);
    return answer.info.id as string;
  };
  const processForm = await form(`${KEY} 申请`, [{ name: 'days', label: '请假天数' }, { name: 'reason', label: '事由' }]);
  const signForm = await form(`${KEY} 会签`, [{ name: 'signNote', label: '会签意见' }]);
  const model = await api('/bpmModel/edit', { key: KEY, name: '前序占位', xml: diagram(signForm), formId: processForm, nodeForms: { sign: { formId: signForm } } }, admin);
  if (model.code !== '00000') throw new Error(`model: ${JSON.stringify(model)}`);
  modelId = model.info.id;
});
afterAll(async () => {
  for (const id of forms) await api('/bpmForm/delete', { id }, admin);
});

/** Selects an element through the modeler (a thin connection is no target for a pointer click). */
const select = (page: Page, id: string) =>
  page.evaluate((elementId) => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    modeler.get('selection').select(modeler.get('elementRegistry').get(elementId));
  }, id);

const listed = (page: Page) => page.getByTestId('pd-earlier-task').evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.task));
const variablesOf = (page: Page, task: string) => page.locator(`[data-testid="pd-earlier-task"][data-task="${task}"]`).getByTestId('pd-earlier-var').allTextContents();

describe('process designer placeholders of earlier steps', () => {
  it('lists the user tasks before a task and a flow with the variables they leave, and copies one', async () => {
    const context = await browsers.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await openShell(page, 'admin');
      await page.goto(`/bpm/model/modeleidit?modelId=${modelId}`);
      await page.locator('[data-element-id="hr"]').click();
      await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe('hr');
      await openGroup(page, 'pd-earlier-group');
      await expect.poll(() => listed(page)).toEqual(['sign', 'dept']);
      await expect.poll(() => variablesOf(page, 'sign')).toEqual(['${outcome}', '${approvers_sign}', '${passCount}', '${failCount}', '${signNote}']);
      await expect.poll(() => variablesOf(page, 'dept')).toEqual(['${outcome}', '${days}', '${reason}']);
      await page.locator('[data-task="sign"]').getByTestId('pd-earlier-var').filter({ hasText: '${approvers_sign}' }).click();
      await page.getByText('复制成功').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('${approvers_sign}');
      await page.getByTestId('pd-earlier-group').scrollIntoViewIfNeeded();
      await screenshot(page, 'process-designer-earlier-zh-1440');

      // The flow leaving the gateway: the same steps (a gateway is walked through).
      await select(page, 'f4');
      await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe('f4');
      await expect.poll(() => listed(page)).toEqual(['sign', 'dept']);

      for (const lang of ['en', 'zh'] as const) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await setLanguage(page, lang);
        await page.locator('[data-element-id="hr"]').click();
        await expect.poll(() => listed(page)).toEqual(['sign', 'dept']);
        if (lang === 'en') {
          await page.getByText('The people this step went to').waitFor();
          await page.getByTestId('pd-earlier-group').scrollIntoViewIfNeeded();
          await screenshot(page, 'process-designer-earlier-en-1440');
        }
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByTestId('pd-panel-toggle').click();
        await page.getByTestId('pd-earlier-group').scrollIntoViewIfNeeded();
        let last = -1;
        await expect.poll(async () => {
          const x = Math.round((await page.getByTestId('pd-panel').boundingBox())?.x ?? -1);
          const still = x === last;
          last = x;
          return still && x >= 0 && x < 100;
        }, { interval: 200 }).toBe(true);
        await screenshot(page, `process-designer-earlier-${lang}-390`);
        await page.keyboard.press('Escape');
      }
    } catch (error) {
      await screenshot(page, 'process-designer-earlier-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 180_000);
});
