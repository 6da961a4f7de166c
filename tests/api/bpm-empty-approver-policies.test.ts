/**
 * 审批人为空时 at run time, one process per policy whose first rule (`${leader}`) finds nobody: refuse
 * refuses the start; users gives the step to the named people; admin to the super-administrators; pass
 * passes the step on its own (system reason, no todo, the next step opens); reject ends the instance not
 * passed (system reason, result notice). The history answers the system reason in zh and en; a rule that
 * names somebody is not touched by the policy; a node with no approver settings at all follows its policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { deployModel, saveModel } from '../../src/server/bpm/definitions/service.ts';
import { deployCheck } from '../../src/server/bpm/model/lint.ts';
import { allTasks, bpmn, call, chain, deploy, messages, openTasks, refusal, start, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
}, 180_000);
afterAll(async () => t?.close());

const QUIET = { isopinion: false };
/** The start form carries `leader` (a variable an approver rule reads must come from a form field). */
const FORM = { widgetList: [{ type: 'input', id: 'leader', formItemFlag: true, options: { name: 'leader', label: '负责人' } }], formConfig: {} };
const deployWithForm = (xml: string) => deploy(t, xml, { start: FORM });

/** Saves and deploys with the deploy check of the server's deploy call (bpmnlint and our rules). */
async function deployChecked(xml: string): Promise<void> {
  const key = /<bpmn:process id="([^"]+)"/.exec(xml)![1]!;
  const model = await saveModel(t.database.db, { key, name: key, xml, formSnapshot: FORM }, 'admin');
  await deployModel(t.database.db, model.id, 'admin', deployCheck);
}

/** start → 部门审批 (rule `${leader}`, the policy) → 复核 (lihua) → end. */
function process(key: string, policy: Record<string, unknown>, rule: Record<string, string> = { dataType: 'USERS', assignee: '${leader}' }): string {
  return bpmn(
    key,
    `<bpmn:startEvent id="start" />
     ${userTask('dept', '部门审批', { ...rule, extendData: [{ ...QUIET, ...policy }] })}
     ${userTask('check', '复核', { dataType: 'USERS', assignee: 'lihua', extendData: [QUIET] })}
     <bpmn:endEvent id="end" />
     ${chain('start', 'dept', 'check', 'end')}`,
  );
}

async function detail(instanceId: string, lang: 'zh' | 'en') {
  const answer = await t.call('POST', '/bpmProcessInstance/get', { token: await as('student1'), body: { id: instanceId }, headers: { 'accept-language': lang } });
  expect(answer.code === '00000' ? '00000' : answer.raw).toBe('00000');
  return answer.info as { processInstance: { status: string; result: number; endReason: string | null }; tasks: { activityId: string; result: number; reason: string | null; assigneeUser: unknown }[] };
}

describe('the empty-approver policy when a process starts', () => {
  it('refuse: the start is refused, nothing is written', async () => {
    await deployWithForm(process('e_refuse', { emptyapprove: 'refuse' }));
    const refused = await refusal(start(t, as, 'student1', 'e_refuse', { leader: '' }));
    expect(refused.text).toContain('没有找到可用的审批人');
  });

  it('users: the step goes to the named people, and says so on the task', async () => {
    await deployWithForm(process('e_users', { emptyapprove: 'users', emptyusers: [{ id: 'teacher1', humanname: '黄老师' }] }));
    const { instanceId, tasks } = await start(t, as, 'student1', 'e_users', { leader: '' });
    expect(tasks.map((task) => [task.activityId, task.assignee])).toEqual([['dept', 'teacher1']]);
    const [task] = await openTasks(t, instanceId);
    expect(task!.extra).toMatchObject({ emptyApproval: { policy: 'users', users: ['teacher1'] } });
    expect((await messages(t, instanceId, 'todo')).map((m) => m.receiverHumancode)).toEqual(['teacher1']);
  });

  it('admin: the step goes to the accounts holding a super-administrator role', async () => {
    await deployWithForm(process('e_admin', { emptyapprove: 'admin' }));
    const { instanceId, tasks } = await start(t, as, 'student1', 'e_admin', { leader: '' });
    expect(tasks.map((task) => [task.activityId, task.assignee])).toEqual([['dept', 'admin']]);
    expect((await openTasks(t, instanceId))[0]!.extra).toMatchObject({ emptyApproval: { policy: 'admin', users: ['admin'] } });
    // The administrator approves it like any task of theirs.
    const passed = await call(t, as, 'admin', '/bpmTask/approve', { id: tasks[0]!.id });
    expect(passed.info.tasks).toMatchObject([{ activityId: 'check', assignee: 'lihua' }]);
  });

  it('pass: the step passes on its own with a system reason, no todo, and the next step opens', async () => {
    await deployWithForm(process('e_pass', { emptyapprove: 'pass' }));
    const { instanceId, tasks } = await start(t, as, 'student1', 'e_pass', { leader: '' });
    expect(tasks.map((task) => [task.activityId, task.assignee])).toEqual([['check', 'lihua']]);
    const history = await allTasks(t, instanceId);
    expect(history.map((task) => [task.activityId, task.status, task.result, task.assignee])).toEqual([
      ['dept', 'completed', 2, null],
      ['check', 'open', 1, 'lihua'],
    ]);
    expect(history[0]!.reason).toBe('审批人为空，系统自动通过');
    expect(history[0]!.extra).toMatchObject({ systemReason: 'emptyPass', emptyApproval: { policy: 'pass', users: [] } });
    expect((await messages(t, instanceId, 'todo')).map((m) => m.receiverHumancode)).toEqual(['lihua']);
    expect((await detail(instanceId, 'zh')).tasks.find((task) => task.activityId === 'dept')).toMatchObject({ result: 2, reason: '审批人为空，系统自动通过', assigneeUser: null });
    expect((await detail(instanceId, 'en')).tasks.find((task) => task.activityId === 'dept')!.reason).toBe('no approver was found: passed automatically');
  });

  it('reject: the instance ends not passed with a system reason, and the initiator is told', async () => {
    await deployWithForm(process('e_reject', { emptyapprove: 'reject' }));
    const started = await start(t, as, 'student1', 'e_reject', { leader: '' });
    expect([started.status, started.result, started.tasks]).toEqual(['completed', 3, []]);
    const history = await allTasks(t, started.instanceId);
    expect(history.map((task) => [task.activityId, task.status, task.result, task.reason])).toEqual([['dept', 'completed', 3, '审批人为空，系统自动驳回，流程不通过']]);
    const zh = await detail(started.instanceId, 'zh');
    expect(zh.processInstance).toMatchObject({ status: 'completed', result: 3, endReason: '审批人为空，系统自动驳回，流程不通过' });
    expect((await detail(started.instanceId, 'en')).tasks[0]!.reason).toBe('no approver was found: rejected automatically, the process is not passed');
    expect((await messages(t, started.instanceId, 'result')).map((m) => m.receiverHumancode)).toEqual(['student1']);
    expect(await messages(t, started.instanceId, 'todo')).toEqual([]);
  });

  it('leaves a rule that names somebody alone', async () => {
    for (const key of ['e_pass', 'e_reject', 'e_admin']) {
      const { tasks } = await start(t, as, 'student1', key, { leader: 'zhangwei' });
      expect([key, tasks.map((task) => [task.activityId, task.assignee])]).toEqual([key, [['dept', 'zhangwei']]]);
    }
  });

  it('decides a node with no approver settings at all (the deploy check accepts it with a policy)', async () => {
    await deployChecked(process('e_bare_pass', { emptyapprove: 'pass' }, {}));
    const { tasks } = await start(t, as, 'student1', 'e_bare_pass');
    expect(tasks.map((task) => [task.activityId, task.assignee])).toEqual([['check', 'lihua']]);
    const refused = await refusal(deployChecked(process('e_bare_refuse', { emptyapprove: 'refuse' }, {})));
    expect(JSON.stringify(refused.errors)).toContain('用户任务没有设置审批人');
  });

  it('on a later step: the approver passes, the empty step after it rejects', async () => {
    const xml = bpmn(
      'e_later',
      `<bpmn:startEvent id="start" />
       ${userTask('first', '初审', { dataType: 'USERS', assignee: 'lihua', extendData: [QUIET] })}
       ${userTask('dept', '部门审批', { dataType: 'USERS', assignee: '${leader}', extendData: [{ ...QUIET, emptyapprove: 'reject' }] })}
       <bpmn:endEvent id="end" />
       ${chain('start', 'first', 'dept', 'end')}`,
    );
    await deployWithForm(xml);
    const { instanceId, tasks } = await start(t, as, 'student1', 'e_later', { leader: '' });
    const passed = await call(t, as, 'lihua', '/bpmTask/approve', { id: tasks[0]!.id });
    expect([passed.info.status, passed.info.result, passed.info.tasks]).toEqual(['completed', 3, []]);
    expect((await allTasks(t, instanceId)).map((task) => [task.activityId, task.result])).toEqual([['first', 2], ['dept', 3]]);
  });
});
