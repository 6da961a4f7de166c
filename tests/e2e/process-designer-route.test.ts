/**
 * Route simulation and the start page's preview in Chromium, on one process: 部门审批 (a boundary timer
 * beside it, a time limit on it) → a countersign of three done once two passed → passCount ≥ 3 ? 全员 : 部分
 * → a JavaScript condition on the days → a call of a deployed sub-process → a step nobody is found for,
 * which the system passes. The drawer shows passCount 2 and the 部分 branch, the timer as an alternative,
 * the script's branch, the called process's first approver and the system pass; assuming the second
 * countersigner rejects ends the path there. As student1 the start page previews the same route, the
 * system-passed step with its mark rather than "no approver"; the started instance's detail shows the
 * open task's time limit. Screenshots at 1440 and 390, zh and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { DESK, PHONE, settled, signedIn, type Lang, type Size } from './support/bpm-flow.ts';
import { E2E_ADMIN_PASSWORD } from './support/credentials.ts';
import { expectPath, loginAs } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));
const STAMP = Date.now().toString(36);
const KEY = `pd_route_${STAMP}`;
const CHILD = `pd_route_child_${STAMP}`;

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const answer = { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: any }) };
  if (answer.code !== '00000') throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

type Box = [x: number, y: number, w: number, h: number];
const shapes = (boxes: Record<string, Box>) => Object.entries(boxes).map(([id, [x, y, w, h]]) => `<bpmndi:BPMNShape id="${id}_di" bpmnElement="${id}"><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`).join('');
/** Edges from the source's right middle to the target's left middle (the bottom middle for a boundary event). */
const edges = (boxes: Record<string, Box>, flows: [id: string, from: string, to: string][]) =>
  flows
    .map(([id, from, to]) => {
      const [fx, fy, fw, fh] = boxes[from]!;
      const [tx, ty, , th] = boxes[to]!;
      const start = from === 'late' ? [fx + fw / 2, fy + fh] : [fx + fw, fy + fh / 2];
      return `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}"><di:waypoint x="${start[0]}" y="${start[1]}" /><di:waypoint x="${tx}" y="${ty + th / 2}" /></bpmndi:BPMNEdge>`;
    })
    .join('');

const definitions = (process: string, body: string, boxes: Record<string, Box>, flows: [string, string, string][]) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="defs_${process}" targetNamespace="http://flowhall.example/bpmn">
  <bpmn:process id="${process}" name="${process === KEY ? '路由模拟请假' : '用章申请'}" isExecutable="true">
    ${body}
    ${flows.map(([id, from, to]) => (id === 'toAll' || id === 'toLong' ? '' : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}" />`)).join('')}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="dia_${process}"><bpmndi:BPMNPlane id="plane_${process}" bpmnElement="${process}">${shapes(boxes)}${edges(boxes, flows)}</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

const CHILD_XML = definitions(
  CHILD,
  `<bpmn:startEvent id="cs" /><bpmn:userTask id="stamp" name="盖章" camunda:dataType="USERS" camunda:assignee="wuxia" camunda:text="吴霞" /><bpmn:endEvent id="ce" />`,
  { cs: [150, 100, 36, 36], stamp: [240, 78, 100, 80], ce: [400, 100, 36, 36] },
  [['c1', 'cs', 'stamp'], ['c2', 'stamp', 'ce']],
);

const BOXES: Record<string, Box> = {
  start: [100, 200, 36, 36],
  dept: [180, 178, 100, 80],
  late: [212, 240, 36, 36],
  escalate: [300, 320, 100, 80],
  lateEnd: [450, 342, 36, 36],
  sign: [330, 178, 100, 80],
  gw: [480, 193, 50, 50],
  all: [570, 90, 100, 80],
  few: [570, 270, 100, 80],
  gw2: [720, 193, 50, 50],
  call: [820, 90, 100, 80],
  office: [970, 90, 100, 80],
  end: [1120, 112, 36, 36],
  shortEnd: [820, 292, 36, 36],
};
const FLOWS: [string, string, string][] = [
  ['f1', 'start', 'dept'], ['f2', 'dept', 'sign'], ['f3', 'sign', 'gw'], ['toAll', 'gw', 'all'], ['toFew', 'gw', 'few'], ['f4', 'all', 'gw2'], ['f5', 'few', 'gw2'],
  ['toLong', 'gw2', 'call'], ['toShort', 'gw2', 'shortEnd'], ['f6', 'call', 'office'], ['f7', 'office', 'end'], ['f8', 'late', 'escalate'], ['f9', 'escalate', 'lateEnd'],
];
const XML = definitions(
  KEY,
  `<bpmn:startEvent id="start" name="开始" />
   <bpmn:userTask id="dept" name="部门审批" camunda:dataType="USERS" camunda:assignee="zhangwei" camunda:text="张伟" camunda:buttons='["pass","notPass","back"]' camunda:extendData='[{"isopinion":false,"timeout":{"after":"P1D","action":"remind"}}]' />
   <bpmn:boundaryEvent id="late" name="三天未办" attachedToRef="dept"><bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">P3D</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
   <bpmn:userTask id="escalate" name="上报教务处" camunda:dataType="USERS" camunda:assignee="admin" camunda:text="管理员" />
   <bpmn:endEvent id="lateEnd" />
   <bpmn:userTask id="sign" name="三人会签" camunda:dataType="USERS" camunda:assignee="\${signer}" camunda:candidateUsers="wuxia,lihua,zhoujie" camunda:text="吴霞,李华,周杰" camunda:buttons='["pass","notPass"]'>
     <bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${signers}" camunda:elementVariable="signer"><bpmn:completionCondition xsi:type="bpmn:tFormalExpression">\${passCount &gt;= 2}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>
   </bpmn:userTask>
   <bpmn:exclusiveGateway id="gw" name="通过人数" default="toFew" />
   <bpmn:sequenceFlow id="toAll" name="全员通过" sourceRef="gw" targetRef="all"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${passCount &gt;= 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
   <bpmn:userTask id="all" name="全员通过备案" camunda:dataType="USERS" camunda:assignee="admin" camunda:text="管理员" />
   <bpmn:userTask id="few" name="部分通过复核" camunda:dataType="USERS" camunda:assignee="admin" camunda:text="管理员" />
   <bpmn:exclusiveGateway id="gw2" name="天数" default="toShort" />
   <bpmn:sequenceFlow id="toLong" name="超过三天" sourceRef="gw2" targetRef="call"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript"><![CDATA[var limit = 3; days > limit]]></bpmn:conditionExpression></bpmn:sequenceFlow>
   <bpmn:callActivity id="call" name="用章子流程" calledElement="${CHILD}"><bpmn:extensionElements><camunda:in source="days" target="days" /></bpmn:extensionElements></bpmn:callActivity>
   <bpmn:userTask id="office" name="办公室备案" camunda:dataType="USERS" camunda:assignee="\${nobody}" camunda:extendData='[{"emptyapprove":"pass"}]' />
   <bpmn:endEvent id="end" name="结束" /><bpmn:endEvent id="shortEnd" name="结束" />`,
  BOXES,
  FLOWS,
);

let admin = '';
let modelId = '';
let formId = '';
beforeAll(async () => {
  admin = (await api('/user/login', { username: 'admin', password: E2E_ADMIN_PASSWORD, uid: crypto.randomUUID() })).token;
  const child = await api('/bpmModel/edit', { key: CHILD, name: '用章申请', xml: CHILD_XML, nodeForms: {} }, admin);
  await api('/bpmModel/deploy', { id: child.info.id }, admin);
  const form = await api('/bpmForm/edit', { name: `${KEY} form`, conf: JSON.stringify({ widgetList: [{ id: 'number1', type: 'number', formItemFlag: true, options: { name: 'days', label: '请假天数' } }], formConfig: { labelWidth: 100 } }) }, admin);
  formId = form.info.id;
  modelId = (await api('/bpmModel/edit', { key: KEY, name: '路由模拟请假', xml: XML, formId, nodeForms: {} }, admin)).info.id;
  await api('/bpmModel/deploy', { id: modelId }, admin);
});
afterAll(async () => {
  await api('/bpmForm/delete', { id: formId }, admin).catch(() => undefined);
});

const useLanguage = async (page: Page, lang: Lang) => {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  await page.reload();
};
const step = (page: Page, activity: string) => page.getByTestId('pd-sim-result').locator(`[data-testid="preview-step"][data-activity="${activity}"]`);

/** Opens the designer at a size and language, the route drawer, and simulates student1 asking for five days. */
async function simulated(context: BrowserContext, size: Size, lang: Lang): Promise<Page> {
  const page = await context.newPage();
  try {
    await simulatedIn(page, size, lang);
  } catch (error) {
    await screenshot(page, 'process-route-failure');
    throw error;
  }
  return page;
}

async function simulatedIn(page: Page, size: Size, lang: Lang): Promise<void> {
  await page.setViewportSize(size);
  await loginAs(page, 'admin');
  if (lang === 'en') await useLanguage(page, 'en');
  page.setDefaultTimeout(20_000);
  await page.goto(`/bpm/model/modeleidit?modelId=${modelId}`);
  await page.locator('[data-element-id="sign"]').waitFor();
  if (size.width < 768) {
    await page.getByTestId('pd-more').click();
    await page.getByRole('menuitem', { name: lang === 'zh' ? '路由模拟' : 'Route simulation' }).click();
  } else {
    await page.getByTestId('pd-route').click();
  }
  await page.getByTestId('pd-sim-form').getByRole('spinbutton').fill('5');
  await page.getByTestId('pd-sim-pick').click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('.ant-table') }).last();
  const name = dialog.getByLabel(lang === 'zh' ? '姓名' : 'Name', { exact: true });
  await name.fill('马小明');
  await name.press('Enter');
  await dialog.locator('.ant-table-row', { hasText: 'student1' }).locator('input').check();
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect.poll(() => page.getByTestId('pd-sim-initiator').textContent()).toContain('student1');
  await page.getByTestId('pd-sim-run').click();
  await step(page, 'office').waitFor();
}

async function drawerShot(page: Page, activity: string, name: string) {
  await step(page, activity).scrollIntoViewIfNeeded();
  await settled(page);
  await screenshot(page, name);
}

describe('route simulation on a countersign, a script, a call and the empty-approver pass', () => {
  it('shows the engine’s count, the alternatives, the call; an assumed rejection ends the path', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    try {
      await simulatedIn(page, DESK, 'zh');
      expect(await step(page, 'sign').textContent()).toContain('2 人通过后完成条件已满足，其余 1 人的审批取消：passCount = 2，failCount = 0');
      expect(await step(page, 'all').count()).toBe(0);
      expect(await step(page, 'few').count()).toBe(1);
      expect(await step(page, 'dept').textContent()).toContain('也可能改走 → 上报教务处：计时 P3D 到期时（本步骤随之结束）');
      expect(await step(page, 'gw2').textContent()).toContain('条件成立：「超过三天」（var limit = 3; days > limit） → 用章子流程');
      expect(await step(page, 'call').textContent()).toContain('子流程第一步「盖章」 → 吴霞');
      expect(await step(page, 'office').getByTestId('preview-empty-tag').textContent()).toBe('系统自动通过');
      expect(await step(page, 'office').getByTestId('preview-nobody').count()).toBe(0);
      await expect.poll(() => page.locator('[data-element-id="few"].pd-route').count()).toBe(1);
      await drawerShot(page, 'sign', 'process-route-simulate-zh-1440');
      await drawerShot(page, 'office', 'process-route-simulate-end-zh-1440');

      // The second countersigner rejects: the instance ends at the countersign.
      await page.locator('[data-testid="pd-sim-assume"][data-step="sign"] .ant-select').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: '不通过' }).click();
      const passes = page.locator('[data-testid="pd-sim-assume"][data-step="sign"] input[aria-label="之前通过"]');
      await passes.fill('1');
      await expect.poll(() => step(page, 'sign').textContent()).toContain('假设 1 人通过后下一人不通过：流程到此结束（不通过）');
      await expect.poll(() => step(page, 'gw').count()).toBe(0);
      await drawerShot(page, 'sign', 'process-route-assume-zh-1440');
      await page.getByTestId('pd-sim-assume-reset').click();
      await step(page, 'office').waitFor();
    } catch (error) {
      await screenshot(page, 'process-route-failure');
      throw error;
    } finally {
      await context.close();
    }
    for (const [size, lang, name] of [[PHONE, 'zh', 'zh-390'], [DESK, 'en', 'en-1440'], [PHONE, 'en', 'en-390']] as const) {
      const fresh = await browsers.context();
      const other = await simulated(fresh, size, lang);
      expect(await step(other, 'sign').textContent()).toContain({ zh: '2 人通过后完成条件已满足', en: 'The completion condition holds after 2 passes' }[lang]);
      await drawerShot(other, 'sign', `process-route-simulate-${name}`);
      await drawerShot(other, 'office', `process-route-simulate-end-${name}`);
      await fresh.close();
    }
  }, 300_000);

  it('the start page previews the same route, and the detail shows the open task’s time limit', async () => {
    let instanceId = '';
    for (const [size, lang, name] of [[DESK, 'zh', 'zh-1440'], [PHONE, 'zh', 'zh-390'], [DESK, 'en', 'en-1440'], [PHONE, 'en', 'en-390']] as const) {
      // A context keeps the language the previous page chose, and the login page would speak it.
      const context = await browsers.context();
      const page = await signedIn(context, 'student1', size, lang);
      await page.goto('/bpm/process-instance/createlist');
      await page.locator(`[data-testid="process-card"][data-key="${KEY}"]`).first().click();
      await expectPath(page, /^\/bpm\/process-instance\/create$/);
      await page.locator('[data-widget="days"] input').fill('5');
      const preview = page.getByTestId('approver-preview');
      await expect.poll(() => preview.locator('[data-activity="call"]').textContent(), { timeout: 15_000 }).toContain('吴霞');
      expect(await preview.locator('[data-activity="office"] [data-testid="preview-empty-tag"]').textContent()).toBe(lang === 'zh' ? '系统自动通过' : 'Passed by the system');
      expect(await preview.locator('[data-activity="office"] [data-testid="preview-nobody"]').count()).toBe(0);
      await preview.locator('[data-activity="sign"]').scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, `process-route-start-${name}`);
      await preview.locator('[data-activity="office"]').scrollIntoViewIfNeeded();
      await screenshot(page, `process-route-start-end-${name}`);
      if (!instanceId) {
        await page.getByTestId('start-submit').click();
        await page.getByTestId('confirm-ok').click();
        await expectPath(page, /^\/bpm\/process-instance\/detail$/);
        instanceId = new URL(page.url()).searchParams.get('id') ?? '';
      }
      await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
      const limit = page.locator('[data-testid="timeline-task"][data-activity="dept"] [data-testid="timeline-timeout"]');
      await expect.poll(() => limit.textContent(), { timeout: 15_000 }).toContain(lang === 'zh' ? '尚未提醒' : 'No reminder sent yet');
      await limit.scrollIntoViewIfNeeded();
      await settled(page);
      await screenshot(page, `process-route-detail-timeout-${name}`);
      await context.close();
    }
  }, 300_000);
});
