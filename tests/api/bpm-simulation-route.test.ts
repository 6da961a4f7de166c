/**
 * Route simulation (/bpmModel/simulate) follows the engine's variables and the user's assumed outcomes:
 * after a countersign passCount is what the engine counts (all three; two when the completion condition
 * `${passCount >= 2}` ends it early — checked against a real instance), a rejection assumed on a step
 * ends the path there (outcome 不通过), a rejection after fewer passes than the completion condition
 * needs ends it at the countersign, a return names the step it goes back to; the assumptions are a
 * closed body field, refused on what is not a user task or an outcome the task's buttons do not offer.
 * Inline JavaScript conditions run in the script sandbox (a script that is no JUEL takes its branch; one
 * yielding no boolean fails as in the engine; one that never ends is decided when it runs). Boundary
 * timers and an event-based gateway's other events are alternatives, not the path; a call activity names
 * the process it starts, whom its first step goes to, and the path goes on after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { runSandboxedScript, scriptPool } from '../../src/server/bpm/listeners/sandbox.ts';
import type { PreviewStep } from '../../src/schemas/bpmn/preview.ts';
import { bpmn, chain, deploy, openTasks, start, taskAt, tokens, userTask, type Login } from './bpm-approval-support.ts';
import { event, processXml } from './bpm-patterns-xml.ts';
import { approveTask } from '../../src/server/bpm/approval/operations.ts';

let t: TestApp;
let admin: string;
let as: Login;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  as = tokens(t);
  // A worker's first script is slow (QuickJS warming up): the simulation's script time is the bound of one command.
  await Promise.all(Array.from({ length: scriptPool().size * 2 }, () => runSandboxedScript('1 + 1', {})));
}, 180_000);
afterAll(async () => t?.close());

const BUTTONS = { buttons: ['pass', 'notPass', 'back'], extendData: [{ isopinion: false }] };
const loop = (completion: string) =>
  `<bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${signers}" camunda:elementVariable="signer"><bpmn:completionCondition>${completion}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>`;

/** start → 部门审批 (zhangwei) → a countersign of three → passCount ≥ 3 ? 全员通过 : 部分通过 → end. */
const signProcess = (key: string, completion: string) =>
  bpmn(
    key,
    `<bpmn:startEvent id="start" />
     ${userTask('dept', '部门审批', { ...BUTTONS, dataType: 'USERS', assignee: 'zhangwei' })}
     ${userTask('sign', '三人会签', { ...BUTTONS, dataType: 'USERS', assignee: '${signer}', candidateUsers: 'wuxia,lihua,zhoujie' }, loop(completion))}
     <bpmn:exclusiveGateway id="gw" default="toFew" />
     ${userTask('all', '全员通过', { dataType: 'USERS', assignee: 'admin' })}
     ${userTask('few', '部分通过', { dataType: 'USERS', assignee: 'admin' })}
     ${userTask('plain', '备案', { dataType: 'USERS', assignee: 'admin' })}
     <bpmn:endEvent id="end" />
     ${chain('start', 'dept', 'sign', 'gw')}
     <bpmn:sequenceFlow id="toAll" sourceRef="gw" targetRef="all"><bpmn:conditionExpression>\${passCount &gt;= 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
     <bpmn:sequenceFlow id="toFew" sourceRef="gw" targetRef="few" />
     ${chain('all', 'plain')}${chain('few', 'plain')}${chain('plain', 'end')}`,
  );
const COUNTERSIGN = signProcess('sim_route_all', '${nrOfCompletedInstances &gt;= nrOfInstances}');
const TWO_ENOUGH = signProcess('sim_route_two', '${passCount &gt;= 2}');

async function simulate(xml: string, body: Record<string, unknown> = {}) {
  return t.call('POST', '/bpmModel/simulate', { token: admin, body: { xml, initiator: 'student1', ...body } });
}
async function steps(xml: string, body: Record<string, unknown> = {}): Promise<Record<string, PreviewStep> & { $path: string[] }> {
  const answer = await simulate(xml, body);
  expect(answer.code === '00000' ? '00000' : answer.raw).toBe('00000');
  const list = answer.info.steps as PreviewStep[];
  return Object.assign(Object.fromEntries(list.map((s) => [s.activityId, s])), { $path: list.map((s) => s.activityId), $problems: answer.info.problems });
}

describe('the engine’s variables after a countersign', () => {
  it('counts every pass: passCount 3 takes the all-passed branch', async () => {
    const s = await steps(COUNTERSIGN);
    expect(s.$path).toEqual(['start', 'dept', 'sign', 'gw', 'all', 'plain', 'end']);
    expect(s.sign!.assumed).toEqual({ outcome: 'pass', chosen: false, instances: 3, passes: 3, variables: { outcome: '通过', passCount: 3, failCount: 0 }, ends: false });
    expect(s.dept!.assumed).toEqual({ outcome: 'pass', chosen: false, variables: { outcome: '通过' }, ends: false });
    expect(s.gw!.decision!.taken.map((b) => b.flowId)).toEqual(['toAll']);
  });

  it('stops counting where the completion condition ends the countersign, as a real instance does', async () => {
    const s = await steps(TWO_ENOUGH);
    expect(s.sign!.assumed).toMatchObject({ outcome: 'pass', instances: 3, passes: 2, completedEarly: true, variables: { passCount: 2 } });
    expect(s.$path).toEqual(['start', 'dept', 'sign', 'gw', 'few', 'plain', 'end']);
    await deploy(t, TWO_ENOUGH);
    const started = await start(t, as, 'student1', 'sim_route_two');
    const pass = async (activityId: string, user: string) => approveTask(t.app.bpm, t.database.db, { taskId: (await taskAt(t, started.instanceId, activityId, user)).id }, { humancode: user, lang: 'zh' } as never);
    await pass('dept', 'zhangwei');
    await pass('sign', 'wuxia');
    await pass('sign', 'lihua');
    expect((await openTasks(t, started.instanceId)).map((task) => task.activityId)).toEqual(['few']);
  });

  it('the start page’s preview of the deployed version follows the same count', async () => {
    await deploy(t, COUNTERSIGN);
    const answer = await t.call('POST', '/bpmProcessInstance/previewApprovers', { token: await as('student1'), body: { processDefinitionKey: 'sim_route_all', formData: {} } });
    expect((answer.info.steps as PreviewStep[]).map((s) => s.activityId)).toEqual(['start', 'dept', 'sign', 'gw', 'all', 'plain', 'end']);
  });
});

/** The code and the first error path of a simulation with these assumptions. */
async function refused(assumptions: unknown) {
  const answer = await simulate(COUNTERSIGN, { assumptions });
  return [answer.code, (/"path":"([^"]*)"/.exec(answer.raw) ?? [])[1]];
}

describe('assumed outcomes', () => {
  it('a rejection ends the path at its step, with outcome 不通过', async () => {
    const s = await steps(COUNTERSIGN, { assumptions: { dept: { outcome: 'reject' } } });
    expect(s.$path).toEqual(['start', 'dept']);
    expect(s.dept!.assumed).toEqual({ outcome: 'reject', chosen: true, variables: { outcome: '不通过' }, ends: true });
    expect(s.dept!.outcomes).toEqual(['pass', 'reject', 'return']);
  });

  it('a countersigner rejecting after one pass ends it; after two the condition has already completed it', async () => {
    const one = await steps(TWO_ENOUGH, { assumptions: { sign: { outcome: 'reject', passes: 1 } } });
    expect(one.$path).toEqual(['start', 'dept', 'sign']);
    expect(one.sign!.assumed).toMatchObject({ outcome: 'reject', chosen: true, instances: 3, passes: 1, ends: true, variables: { outcome: '不通过', passCount: 1 } });
    const two = await steps(TWO_ENOUGH, { assumptions: { sign: { outcome: 'reject', passes: 2 } } });
    expect(two.sign!.assumed).toMatchObject({ outcome: 'pass', requested: 'reject', passes: 2, completedEarly: true, ends: false });
    expect(two.$path).toContain('few');
  });

  it('a return goes back to the previous step a person handled', async () => {
    const s = await steps(COUNTERSIGN, { assumptions: { sign: { outcome: 'return' } } });
    expect(s.sign!.assumed).toMatchObject({ outcome: 'return', passes: 0, returnTo: { activityId: 'dept', name: '部门审批' }, ends: true, variables: { outcome: '驳回' } });
    expect(s.$path).toEqual(['start', 'dept', 'sign']);
  });

  it('refuses assumptions a real instance could not carry out, and any other shape', async () => {
    expect(await refused({ gw: { outcome: 'pass' } })).toEqual(['00005', '/assumptions/gw']);
    expect(await refused({ ghost: { outcome: 'pass' } })).toEqual(['00005', '/assumptions/ghost']);
    // 备案 offers the default buttons (pass, not pass): no return.
    expect(await refused({ plain: { outcome: 'return' } })).toEqual(['00005', '/assumptions/plain/outcome']);
    expect((await refused({ dept: { outcome: 'maybe' } }))[0]).toBe('00005');
    expect((await refused({ dept: { outcome: 'pass', extra: 1 } }))[0]).toBe('00005');
    expect((await refused({ sign: { outcome: 'reject', passes: -1 } }))[0]).toBe('00005');
    expect((await refused([{ outcome: 'pass' }]))[0]).toBe('00005');
  });
});

const cond = (id: string, target: string, body: string) =>
  `<bpmn:sequenceFlow id="${id}" sourceRef="gw" targetRef="${target}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript"><![CDATA[${body}]]></bpmn:conditionExpression></bpmn:sequenceFlow>`;
const scripted = (body: string) =>
  processXml(
    `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="gw" default="toShort" />
     ${userTask('long', '长假', { dataType: 'USERS', assignee: 'lihua' })}${userTask('short', '短假', { dataType: 'USERS', assignee: 'wuxia' })}
     ${chain('start', 'gw')}${cond('toLong', 'long', body)}<bpmn:sequenceFlow id="toShort" sourceRef="gw" targetRef="short" />`,
    {},
    'sim_route_script',
  );

describe('script conditions', () => {
  it('run in the sandbox: a script that is no JUEL decides its branch', async () => {
    const xml = scripted('var limit = 3; days > limit');
    const long = await steps(xml, { formData: { days: 5 } });
    expect(long.gw!.decision!.taken).toMatchObject([{ flowId: 'toLong', language: 'javascript' }]);
    expect(long.gw!.decision!.taken[0]!.failed).toBeUndefined();
    const short = await steps(xml, { formData: { days: 2 } });
    expect(short.gw!.decision!.notTaken).toMatchObject([{ flowId: 'toLong' }]);
    expect([short.gw!.decision!.notTaken[0]!.failed, short.gw!.decision!.notTaken[0]!.undecided]).toEqual([undefined, undefined]);
    expect(short.$path).toContain('short');
  });

  it('fail as the engine fails them, and are decided when they run when the preview cannot finish them', async () => {
    const notBoolean = await steps(scripted('days'), { formData: { days: 5 } });
    expect(notBoolean.gw!.decision!.notTaken[0]).toMatchObject({ flowId: 'toLong', failed: true });
    expect((notBoolean as unknown as { $problems: string[] }).$problems).toEqual(['toLong: 条件脚本必须得出 true 或 false（toLong），得到的是 number']);
    const endless = await steps(scripted('while (true) {} true'), { formData: { days: 5 } });
    expect(endless.gw!.decision!.notTaken[0]).toMatchObject({ flowId: 'toLong', undecided: true });
    expect(endless.gw!.decision!.notTaken[0]!.failed).toBeUndefined();
  });
});

/** start → a call of `called` (leader → approver) → 汇总 → end. */
const parent = (called: string) =>
  bpmn(
    'sim_route_parent',
    `<bpmn:startEvent id="start" />
     <bpmn:callActivity id="call" name="子审批" calledElement="${called}"><bpmn:extensionElements><camunda:in source="leader" target="approver" /></bpmn:extensionElements></bpmn:callActivity>
     ${userTask('after', '汇总', { dataType: 'USERS', assignee: 'zhangwei' })}<bpmn:endEvent id="end" />${chain('start', 'call', 'after', 'end')}`,
  );

describe('events and call activities', () => {
  it('names a boundary timer and the event gateway’s deadline as alternatives, following the normal path', async () => {
    const xml = processXml(
      `<bpmn:startEvent id="start" />
       ${userTask('dept', '部门审批', { dataType: 'USERS', assignee: 'zhangwei' })}
       ${event('boundaryEvent', 'late', 'timer', 'P3D', 'attachedToRef="dept"')}
       ${userTask('escalate', '上报', { dataType: 'USERS', assignee: 'admin' })}
       <bpmn:eventBasedGateway id="wait" />
       ${event('intermediateCatchEvent', 'deadline', 'timer', 'P7D')}
       ${event('intermediateCatchEvent', 'paid', 'message', 'paid')}
       ${userTask('done', '办结', { dataType: 'USERS', assignee: 'admin' })}
       <bpmn:endEvent id="end" /><bpmn:endEvent id="lateEnd" />
       ${chain('start', 'dept', 'wait')}${chain('late', 'escalate', 'end')}${chain('wait', 'deadline', 'lateEnd')}${chain('wait', 'paid', 'done', 'end')}`,
      { messages: ['paid'] },
      'sim_route_events',
    );
    const s = await steps(xml);
    expect(s.$path).toEqual(['start', 'dept', 'wait', 'paid', 'done', 'end']);
    expect(s.dept!.alternatives).toEqual([{ via: 'boundary', activityId: 'late', name: 'late', event: { kind: 'timer', timer: 'timeDuration', detail: 'P3D' }, interrupting: true, target: 'escalate', targetName: '上报' }]);
    expect(s.wait!.alternatives).toEqual([{ via: 'eventGateway', activityId: 'deadline', name: 'deadline', event: { kind: 'timer', timer: 'timeDuration', detail: 'P7D' }, target: 'lateEnd', targetName: null }]);
    expect(s.wait!.decision!.taken.map((b) => b.target)).toEqual(['paid']);
  });

  it('names the called process and whom its first step goes to, and goes on after it', async () => {
    await deploy(t, bpmn('sim_route_child', `<bpmn:startEvent id="cs" />${userTask('childTask', '子流程审批', { dataType: 'USERS', assignee: '${approver}' })}<bpmn:endEvent id="ce" />${chain('cs', 'childTask', 'ce')}`));
    const s = await steps(parent('sim_route_child'), { formData: { leader: 'lihua' } });
    expect(s.call!.call).toMatchObject({ key: 'sim_route_child', deployed: true, version: 1, firstSteps: [{ activityId: 'childTask', name: '子流程审批', users: ['lihua'] }] });
    expect(s.$path).toEqual(['start', 'call', 'after', 'end']);
    const missing = await steps(parent('sim_route_nowhere'));
    expect(missing.call!.call).toEqual({ key: 'sim_route_nowhere', deployed: false, name: null, version: null, firstSteps: [] });
  });
});
