/**
 * The whole life of a designed process in Chromium (issue #14, Tests): from an empty canvas the admin
 * draws start → 部门审批 (department head of 软件工程系) → a gateway on days → (`${days > 3}`) a
 * countersign of three with `${passCount >= 2}` / (default) → end, binds the sample 请假申请 form, sets
 * field permissions and buttons on the head's task, simulates the route (path and approvers shown),
 * saves and deploys with a note. Then student1 starts it from 发起流程 with five days, the head passes
 * it with only the chosen buttons, and two of the three countersigners finish it. Placement goes through
 * bpm-js's modeling services; every property is set through the panel.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FIVE_DAYS } from '../api/demo-leave.ts';
import { designerContext, currentXml, option, commit, openGroup, pickPeople, setLanguage } from './support/process-designer.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';
import { fillLeaveForm, offeredButtons, openDetail, openTask, operate, pickRange, shot, signedIn, startProcess, todoCount } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile(designerContext(baseURL));

interface Drawn { head: string; gateway: string; sign: string; toSign: string; toEnd: string; ends: string[] }

/** Places the nodes and flows through bpmn-js's own services (placement only, no properties). */
function draw(page: Page): Promise<Drawn> {
  return page.evaluate(() => {
    type Services = { get(name: string): any };
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: Services }).bpmnModeler;
    const factory = modeler.get('elementFactory');
    const autoPlace = modeler.get('autoPlace');
    const start = modeler.get('elementRegistry').get('StartEvent_1');
    const head = autoPlace.append(start, factory.createShape({ type: 'bpmn:UserTask' }));
    const gateway = autoPlace.append(head, factory.createShape({ type: 'bpmn:ExclusiveGateway' }));
    const sign = autoPlace.append(gateway, factory.createShape({ type: 'bpmn:UserTask' }));
    const end = autoPlace.append(sign, factory.createShape({ type: 'bpmn:EndEvent' }));
    const shortEnd = autoPlace.append(gateway, factory.createShape({ type: 'bpmn:EndEvent' }));
    const flowTo = (target: { incoming: { id: string; source: { id: string } }[] }) => target.incoming.find((flow) => flow.source.id === gateway.id)!.id;
    return { head: head.id, gateway: gateway.id, sign: sign.id, toSign: flowTo(sign), toEnd: flowTo(shortEnd), ends: [end.id, shortEnd.id] };
  });
}

/** Selects an element as a click on it would (flows are thin; the selection service is exact). */
async function select(page: Page, id: string) {
  await page.evaluate((elementId) => {
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: { get(name: string): any } }).bpmnModeler;
    modeler.get('selection').select(modeler.get('elementRegistry').get(elementId));
  }, id);
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBe(id);
}

const SIGNERS = [{ user: 'wuxia', name: '吴霞' }, { user: 'lihua', name: '李华' }, { user: 'zhoujie', name: '周杰' }];

describe('a leave process drawn, deployed and run', () => {
  it('draws, binds, simulates, deploys, then a student starts it and approvers finish it', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const key = `pd_leave_${Date.now().toString(36)}`;
    try {
      const drawn = await design(page, key);
      // Two passes of three finished it: the third signer never had a task.
      expect(await runAsPeople(key, drawn)).toBe(0);
    } catch (error) {
      await screenshot(page, 'process-designer-leave-failure');
      throw error;
    } finally {
      await context.close();
    }
  }, 300_000);
});

async function design(page: Page, key: string): Promise<Drawn> {
  await openShell(page, 'admin');
  await page.goto('/bpm/model/modeleidit');
  await page.locator('[data-element-id="StartEvent_1"]').waitFor();
  await expect.poll(() => page.getByTestId('pd-panel').getAttribute('data-element')).toBeTruthy();
  await commit(page, 'pd-id', key);
  await commit(page, 'pd-name', '设计器请假流程');
  await openGroup(page, 'pd-form-group');
  await page.getByTestId('pd-form').click();
  // Exactly the sample form: the form designer's e2e saves forms named "请假申请 e2e …" on the same server.
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: /^请假申请$/ }).click();
  await page.getByTestId('pd-process-group').waitFor();

  const drawn = await draw(page);
  for (const [id, name] of [['StartEvent_1', '开始'], ...drawn.ends.map((end) => [end, '结束'])] as const) {
    await select(page, id);
    await commit(page, 'pd-name', name);
  }

  // The head's task: name, the department head of 软件工程系, three buttons, two read-only fields.
  await select(page, drawn.head);
  await commit(page, 'pd-name', '部门审批');
  // Opened once, these groups stay open on the next tasks (remembered per group).
  for (const group of ['pd-approver-group', 'pd-policy-group', 'pd-permission-group']) await openGroup(page, group);
  await page.getByTestId('pd-approver-type').click();
  await option(page, '部门负责人').click();
  await page.getByTestId('pd-approver-depts').click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '软件工程系' }).click();
  await page.keyboard.press('Escape');
  const buttons = page.getByTestId('pd-buttons');
  for (const name of ['通过', '不通过', '驳回']) await buttons.locator('.ant-checkbox-wrapper', { hasText: new RegExp(`^${name}$`) }).click();
  await page.getByTestId('pd-permissions-open').click();
  const table = page.getByTestId('pd-perm-table');
  await table.getByTestId('pd-perm-days-disabled').check();
  await table.getByTestId('pd-perm-reason-disabled').check();
  await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
  await expect.poll(() => page.getByTestId('pd-permission-group').textContent()).toContain('已设置 2 个字段');
  await screenshot(page, 'process-designer-leave-head-zh-1440');

  // The countersign: three users, countersign mode, done once two have passed.
  await select(page, drawn.sign);
  await commit(page, 'pd-name', '三人会签');
  await page.getByTestId('pd-approver-type').click();
  await option(page, '指定用户').click();
  await page.getByTestId('pd-choose-users').click();
  await pickPeople(page, SIGNERS.map((signer) => signer.name));
  await page.getByTestId('pd-multi-mode').getByText('会签').click();
  await openGroup(page, 'pd-loop-group');
  await page.getByTestId('pd-loop-owned').waitFor();
  await commit(page, 'pd-loop-completionCondition', '${passCount >= 2}');
  await expect.poll(() => page.getByTestId('pd-loop-preset').locator('.ant-radio-wrapper-checked').textContent()).toBe('自定义');

  // The gateway's flows: days > 3 to the countersign, the default straight to the end.
  await select(page, drawn.gateway);
  await commit(page, 'pd-name', '请假天数');
  await select(page, drawn.toSign);
  await openGroup(page, 'pd-condition-group');
  await page.getByTestId('pd-flow-type').getByText('条件流转路径').click();
  await commit(page, 'pd-condition', '${days > 3}');
  await select(page, drawn.toEnd);
  await page.getByTestId('pd-flow-type').getByText('默认流转路径').click();

  const xml = await currentXml(page);
  expect(xml).toContain('camunda:dataType="DEPTHEAD"');
  expect(xml).toMatch(/camunda:candidateUsers="wuxia,lihua,zhoujie"/);
  expect(xml).toContain('${passCount &gt;= 2}');
  expect(xml).toContain('${days &gt; 3}');
  expect(xml).toMatch(new RegExp(`id="${drawn.gateway}"[^>]*default="${drawn.toEnd}"`));
  expect(xml).toMatch(/<camunda:fieldsPermission value="[^"]*reason[^"]*"/);

  // Route simulation: student1 with five days goes through the countersign.
  await page.getByTestId('pd-route').click();
  await page.getByTestId('pd-sim-form').waitFor();
  await pickRange(page, 'period', FIVE_DAYS);
  await page.getByTestId('pd-sim-pick').click();
  const people = page.getByRole('dialog').filter({ hasText: '姓名' });
  await people.getByLabel('姓名').fill('马小明');
  await people.getByRole('button', { name: '查询' }).click();
  await people.locator('.ant-table-row', { hasText: 'student1' }).locator('input').check();
  await people.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => page.getByTestId('pd-sim-initiator').textContent()).toContain('student1');
  await page.getByTestId('pd-sim-run').click();
  const result = page.getByTestId('pd-sim-result');
  await expect.poll(() => result.locator(`[data-activity="${drawn.head}"]`).textContent()).toContain('张伟');
  await expect.poll(() => result.locator(`[data-activity="${drawn.sign}"]`).textContent()).toMatch(/吴霞.*李华.*周杰/);
  await expect.poll(() => page.locator(`[data-element-id="${drawn.sign}"].pd-route`).count()).toBe(1);
  await result.locator(`[data-activity="${drawn.sign}"]`).scrollIntoViewIfNeeded();
  await shot(page, 'process-designer-leave-simulate-zh-1440');
  await page.locator('.ant-drawer-close').first().click();

  await page.getByTestId('pd-save').click();
  await page.getByText('保存成功').waitFor();
  await expect.poll(() => page.getByTestId('process-designer').getAttribute('data-dirty')).toBe('0');
  await page.getByTestId('pd-deploy').click();
  await page.getByTestId('deploy-note').fill('第一版：部门审批，超过三天三人会签');
  await page.getByTestId('deploy-note-ok').waitFor();
  await shot(page, 'process-designer-leave-deploy-zh-1440');
  await page.getByTestId('deploy-note-ok').click();
  await page.getByText('部署成功').waitFor();

  // The designer on a phone, in English.
  await setLanguage(page, 'en');
  await page.locator(`[data-element-id="${drawn.sign}"]`).waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('pd-panel-toggle').waitFor();
  // The whole diagram on the narrow canvas (a view change, not a property).
  await page.evaluate(() => (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: { get(name: string): any } }).bpmnModeler.get('canvas').zoom('fit-viewport'));
  await shot(page, 'process-designer-leave-en-390');
  await setLanguage(page, 'zh');
  return drawn;
}

/** Answers how many tasks of the instance the third countersigner was left with. */
async function runAsPeople(key: string, drawn: Drawn): Promise<number> {
  const student = await signedIn(await browsers.context(), 'student1');
  const instanceId = await startProcess(student, key, (page) => fillLeaveForm(page, '马小明', FIVE_DAYS), async (page) => {
    await expect.poll(() => page.locator(`[data-testid="preview-step"][data-activity="${drawn.head}"]`).textContent(), { timeout: 15_000 }).toContain('张伟');
    await expect.poll(() => page.locator(`[data-testid="preview-step"][data-activity="${drawn.sign}"]`).textContent()).toMatch(/吴霞.*李华.*周杰/);
    await shot(page, 'process-designer-leave-start-zh-1440');
  });

  // The head sees only the buttons set in the designer, and the fields made read-only.
  const head = await signedIn(await browsers.context(), 'zhangwei');
  await openTask(head, instanceId);
  expect((await offeredButtons(head)).sort()).toEqual(['back', 'notPass', 'pass']);
  expect(await head.locator('[data-widget="reason"] textarea').isEditable()).toBe(false);
  await shot(head, 'process-designer-leave-head-approve-zh-1440');
  expect(await operate(head, 'pass', { opinion: '同意' })).toContain('三人会签');

  // Countersign in turn; two passes are enough.
  for (const [i, signer] of SIGNERS.slice(0, 2).entries()) {
    const page = await signedIn(await browsers.context(), signer.user);
    expect(await todoCount(page, instanceId)).toBe(1);
    await openTask(page, instanceId);
    if (i === 0) await shot(page, 'process-designer-leave-sign-zh-1440');
    await operate(page, 'pass', { opinion: `${signer.name}同意` });
  }
  const third = await signedIn(await browsers.context(), SIGNERS[2]!.user);
  const left = await todoCount(third, instanceId);

  await openDetail(student, instanceId);
  await expect.poll(() => student.getByTestId('detail-result').locator('[data-result]').getAttribute('data-result')).toBe('2');
  await student.getByTestId('timeline-end').waitFor();
  await shot(student, 'process-designer-leave-finished-zh-1440');
  return left;
}
