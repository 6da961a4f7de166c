/**
 * Approval operations over HTTP on one process: start form checked, pass with the node form and field
 * permissions, opinion required, buttons, non-assignee refused, CC after approval, withdraw (allowed,
 * then refused once the next task was touched), delegate and its return to the owner, transfer, return,
 * not pass (3), cancel (4), urge with its rate limit, pages and the instance detail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { allTasks, bpmn, expectOk, refusal, call, chain, copies, deploy, messages, openTasks, start, START_FORM, taskAt, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
let key: string;

const DEPT = userTask(
  'dept',
  '部门审批',
  { dataType: 'USERS', assignee: 'teacher1', buttons: ['pass', 'notPass', 'back', 'delegate', 'transfer', 'copy'], extendData: [{ isopinion: true, retrieve: true, copyTime: 'after' }] },
  `<bpmn:extensionElements>
     <camunda:CopyItem type="user" id='[{"id":"student2","humanname":"杨小红"}]' />
     <camunda:FieldsPermission value='[{"name":"days","label":"天数","disabled":true},{"name":"comment","label":"意见","reason":true}]' />
   </bpmn:extensionElements>`,
);
const LEADER = userTask('leader', '领导审批', { dataType: 'HEAD', text: '发起人部门领导', buttons: ['pass', 'back', 'notPass', 'delegate'], extendData: [{ isopinion: false }] });

const XML = bpmn(
  'approval_linear',
  `<bpmn:startEvent id="start" />
   ${DEPT}
   <bpmn:exclusiveGateway id="gw" default="f_short" />
   ${LEADER}
   <bpmn:endEvent id="end" />
   ${chain('start', 'dept', 'gw')}
   <bpmn:sequenceFlow id="f_long" sourceRef="gw" targetRef="leader"><bpmn:conditionExpression>\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
   <bpmn:sequenceFlow id="f_short" sourceRef="gw" targetRef="end" />
   ${chain('leader', 'end')}`,
);

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  key = await deploy(t, XML, { start: START_FORM });
}, 600_000);
afterAll(async () => t?.close());

const leave = { days: 5, why: '家中有事' };

describe('starting', () => {
  it('checks the start form with validateSubmission', async () => {
    const bad = await refusal(start(t, as, 'student1', key, { days: 99 }));
    expect(bad.code).toBe('00005');
    expect(JSON.stringify(bad.errors)).toContain('/formData/days');
    expect(JSON.stringify(bad.errors)).toContain('/formData/why');
  });

  it('starts over HTTP', async () => {
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: key, variables: leave });
    expectOk(started);
    expect(started.info.tasks).toMatchObject([{ activityId: 'dept', assignee: 'teacher1' }]);
  });

  it('starts: the first task goes to its approver with a todo message', async () => {
    const started = await start(t, as, 'student1', key, leave);
    expect(started.tasks).toMatchObject([{ activityId: 'dept', assignee: 'teacher1' }]);
    const todo = await messages(t, started.instanceId, 'todo');
    expect(todo.map((m) => m.receiverHumancode)).toEqual(['teacher1']);
  });
});

describe('pass (2) and its checks', () => {
  it('refuses a non-assignee, a missing opinion, a changed disabled field and a button the node lacks', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    const task = await taskAt(t, instanceId, 'dept');
    expect((await call(t, as, 'student2', '/bpmTask/approve', { id: task.id, reason: '同意' })).code).toBe('00004');
    const noOpinion = await call(t, as, 'teacher1', '/bpmTask/approve', { id: task.id });
    expect(noOpinion.code).toBe('00005');
    expect(noOpinion.raw).toContain('请填写审批意见');
    const changed = await call(t, as, 'teacher1', '/bpmTask/approve', { id: task.id, reason: '同意', formData: { days: 1 } });
    expect(changed.code).toBe('00005');
    expect(JSON.stringify(changed.errors)).toContain('/formData/days');
    const notOffered = await call(t, as, 'teacher1', '/bpmTask/addSign', { id: task.id, users: ['lihua'] });
    expect(notOffered.code).toBe('00004');
    expect(notOffered.raw).toContain('加签');
    expect(await openTasks(t, instanceId)).toHaveLength(1);
  });

  it('passes with the opinion from the reason field, keeps the form data on the task, CCs after and routes on the form data', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    const task = await taskAt(t, instanceId, 'dept');
    const passed = await call(t, as, 'teacher1', '/bpmTask/approve', { id: task.id, formData: { comment: '同意请假' } });
    expectOk(passed);
    // days 5 > 3: the leader (head of the initiator's department) is next.
    expect(passed.info.tasks).toMatchObject([{ activityId: 'leader', assignee: 'zhangwei' }]);
    const done = (await allTasks(t, instanceId)).find((x) => x.id === task.id)!;
    expect(done).toMatchObject({ status: 'completed', result: 2, reason: '同意请假' });
    expect(done.formData).toMatchObject({ days: 5, why: '家中有事', comment: '同意请假' });
    expect((await copies(t, instanceId)).map((c) => [c.userCode, c.taskId])).toEqual([['student2', task.id]]);
    expect((await messages(t, instanceId, 'copy')).map((m) => m.receiverHumancode)).toEqual(['student2']);
    const short = await start(t, as, 'student1', key, { days: 2, why: '看病' });
    const shortTask = await taskAt(t, short.instanceId, 'dept');
    const ended = await call(t, as, 'teacher1', '/bpmTask/approve', { id: shortTask.id, reason: '同意' });
    expect(ended.info).toMatchObject({ status: 'completed', result: 2, tasks: [] });
    expect((await messages(t, short.instanceId, 'result')).map((m) => m.receiverHumancode)).toEqual(['student1']);
  });
});

describe('withdraw, delegate, return, not pass', () => {
  it('withdraws while the next task is untouched, not after it was delegated; delegation comes back; return then not pass ends the instance (3)', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    const first = await taskAt(t, instanceId, 'dept');
    await call(t, as, 'teacher1', '/bpmTask/approve', { id: first.id, reason: '同意' });
    const leader = await taskAt(t, instanceId, 'leader');
    expect((await call(t, as, 'student2', '/bpmTask/withdraw', { id: first.id })).code).toBe('00004');
    const withdrawn = await call(t, as, 'teacher1', '/bpmTask/withdraw', { id: first.id });
    expectOk(withdrawn);
    expect(withdrawn.info.tasks).toMatchObject([{ activityId: 'dept', assignee: 'teacher1' }]);
    // No Chinese sentence is stored: a code the pages translate (zh 已撤回, en Withdrawn).
    expect((await allTasks(t, instanceId)).find((x) => x.id === leader.id)).toMatchObject({ status: 'cancelled', result: 4, reason: null });
    const record = await call(t, as, 'student1', '/bpmProcessInstance/get', { id: instanceId });
    expect(record.info.tasks.find((x: { id: string }) => x.id === leader.id)).toMatchObject({ reason: null, reasonCode: 'withdrawn' });

    const second = await taskAt(t, instanceId, 'dept');
    await call(t, as, 'teacher1', '/bpmTask/approve', { id: second.id, reason: '再次同意' });
    const leader2 = await taskAt(t, instanceId, 'leader');
    const delegated = await call(t, as, 'zhangwei', '/bpmTask/delegate', { id: leader2.id, userCode: 'lihua', reason: '请李华看看' });
    expectOk(delegated);
    expect((await allTasks(t, instanceId)).find((x) => x.id === leader2.id)).toMatchObject({ result: 6, status: 'completed' });
    const refused = await call(t, as, 'teacher1', '/bpmTask/withdraw', { id: second.id });
    expect(refused.code).toBe('00007');
    expect(refused.raw).toContain('下一节点已处理');

    const lihuaTask = await taskAt(t, instanceId, 'leader');
    expect(lihuaTask).toMatchObject({ assignee: 'lihua', owner: 'zhangwei' });
    expect((await call(t, as, 'lihua', '/bpmTask/delegate', { id: lihuaTask.id, userCode: 'wuxia' })).code).toBe('00004');
    const back = await call(t, as, 'lihua', '/bpmTask/approve', { id: lihuaTask.id, reason: '可以' });
    expectOk(back);
    const again = await taskAt(t, instanceId, 'leader');
    expect(again).toMatchObject({ assignee: 'zhangwei', owner: null });

    const returned = await call(t, as, 'zhangwei', '/bpmTask/return', { id: again.id, reason: '材料不全' });
    expectOk(returned);
    expect((await allTasks(t, instanceId)).find((x) => x.id === again.id)).toMatchObject({ result: 5, reason: '材料不全' });
    const third = await taskAt(t, instanceId, 'dept');
    const rejected = await call(t, as, 'teacher1', '/bpmTask/reject', { id: third.id, reason: '不批' });
    expect(rejected.info).toMatchObject({ status: 'completed', result: 3 });
    expect(await openTasks(t, instanceId)).toHaveLength(0);
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id: third.id, reason: 'x' })).code).toBe('00007');
  });

  it('a delegate is offered and allowed only pass and not pass; the owner gets the task back with every button', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    await call(t, as, 'teacher1', '/bpmTask/approve', { id: (await taskAt(t, instanceId, 'dept')).id, reason: '同意' });
    const leader = await taskAt(t, instanceId, 'leader');
    expectOk(await call(t, as, 'zhangwei', '/bpmTask/delegate', { id: leader.id, userCode: 'lihua', reason: '请李华看看' }));
    const held = await taskAt(t, instanceId, 'leader');
    // Tasks that left someone's hands no longer ask them to act: their todo messages are read.
    const todo = await messages(t, instanceId, 'todo');
    expect(todo.filter((m) => m.status === 0).map((m) => [m.receiverHumancode, m.taskId])).toEqual([['lihua', held.id]]);
    expect(todo.filter((m) => m.taskId === leader.id)).toMatchObject([{ receiverHumancode: 'zhangwei', status: 1 }]);
    const page = await call(t, as, 'lihua', '/bpmTask/get', { id: held.id });
    expect(page.info.buttons.map((b: { code: string }) => b.code)).toEqual(['pass', 'notPass']);
    expect(page.info).toMatchObject({ delegated: true, returnTargets: [] });
    const back = await call(t, as, 'lihua', '/bpmTask/return', { id: held.id, reason: '退回' });
    expect(back.code).toBe('00004');
    expect(back.raw).toContain('委派给您的任务只能通过或不通过');
    expect((await call(t, as, 'lihua', '/bpmTask/delegate', { id: held.id, userCode: 'wuxia' })).code).toBe('00004');
    expect(await openTasks(t, instanceId)).toMatchObject([{ id: held.id, assignee: 'lihua' }]);
    expectOk(await call(t, as, 'lihua', '/bpmTask/approve', { id: held.id, reason: '可以' }));
    const again = await taskAt(t, instanceId, 'leader');
    const owners = await call(t, as, 'zhangwei', '/bpmTask/get', { id: again.id });
    expect(owners.info.buttons.map((b: { code: string }) => b.code)).toEqual(['pass', 'back', 'notPass', 'delegate']);
    expect(owners.info.delegated).toBe(false);
  });

  it('transfers (7) to another person who then acts', async () => {
    const { instanceId } = await start(t, as, 'student1', key, { days: 1, why: '事假' });
    const task = await taskAt(t, instanceId, 'dept');
    expect((await call(t, as, 'teacher1', '/bpmTask/transfer', { id: task.id, userCode: 'teacher1' })).code).toBe('00005');
    const moved = await call(t, as, 'teacher1', '/bpmTask/transfer', { id: task.id, userCode: 'wuxia' });
    expect(moved.info.tasks).toMatchObject([{ activityId: 'dept', assignee: 'wuxia' }]);
    expect((await allTasks(t, instanceId)).find((x) => x.id === task.id)).toMatchObject({ result: 7 });
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id: moved.info.tasks[0].id, reason: '同意' })).code).toBe('00004');
    expect((await call(t, as, 'wuxia', '/bpmTask/approve', { id: moved.info.tasks[0].id, reason: '同意' })).info.result).toBe(2);
  });
});

describe('the initiator: cancel (4) and urge', () => {
  it('only the initiator cancels; open tasks are cancelled', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    expect((await call(t, as, 'teacher1', '/bpmProcessInstance/cancel', { id: instanceId })).code).toBe('00004');
    const cancelled = await call(t, as, 'student1', '/bpmProcessInstance/cancel', { id: instanceId, reason: '不请了' });
    expect(cancelled.info).toMatchObject({ status: 'cancelled', result: 4 });
    expect((await allTasks(t, instanceId))[0]).toMatchObject({ status: 'cancelled', result: 4 });
    expect((await call(t, as, 'student1', '/bpmProcessInstance/cancel', { id: instanceId })).code).toBe('00007');
  });

  it('urges the handler once per task and person in the window', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    expect((await call(t, as, 'teacher1', '/bpmProcessInstance/urge', { id: instanceId })).code).toBe('00004');
    const urged = await call(t, as, 'student1', '/bpmProcessInstance/urge', { id: instanceId, reason: '请尽快' });
    expect(urged.info).toEqual({ urged: 1 });
    expect((await messages(t, instanceId, 'urge')).map((m) => m.receiverHumancode)).toEqual(['teacher1']);
    const again = await call(t, as, 'student1', '/bpmProcessInstance/urge', { id: instanceId });
    expect(again.code).toBe('00008');
    expect(await messages(t, instanceId, 'urge')).toHaveLength(1);
  });
});

describe('pages and detail', () => {
  it('answers todo, done, my and CC pages and the viewer inputs of an instance', async () => {
    const { instanceId } = await start(t, as, 'student1', key, leave);
    const todo = await call(t, as, 'teacher1', '/bpmTask/todoPage', { page: 1, pageSize: 50, queryParam: { processInstanceId: instanceId } });
    expect(todo.info.records).toHaveLength(1);
    expect(todo.info.records[0]).toMatchObject({ activityId: 'dept', processInstanceId: instanceId, startUser: { humanName: '马小明' } });
    const taskId = todo.info.records[0].id as string;
    const page = await call(t, as, 'teacher1', '/bpmTask/get', { id: taskId });
    expect(page.info.buttons.map((b: { code: string }) => b.code)).toEqual(['pass', 'notPass', 'back', 'delegate', 'transfer', 'copy']);
    expect(page.info.extendData).toMatchObject({ isopinion: true, retrieve: true, copyTime: 'after' });
    expect(page.info.formData).toMatchObject({ days: 5, why: '家中有事' });
    expect((await call(t, as, 'student3', '/bpmTask/get', { id: taskId })).code).toBe('00004');
    await call(t, as, 'teacher1', '/bpmTask/approve', { id: taskId, reason: '同意', copyUsers: ['student3'] });
    const done = await call(t, as, 'teacher1', '/bpmTask/donePage', { page: 1, pageSize: 50, queryParam: { processInstanceId: instanceId } });
    expect(done.info.records.map((r: { id: string }) => r.id)).toEqual([taskId]);
    const mine = await call(t, as, 'student1', '/bpmProcessInstance/myPage', { page: 1, pageSize: 100 });
    expect(mine.info.records.find((r: { id: string }) => r.id === instanceId)).toMatchObject({ status: 'running', result: 1, tasks: [{ name: '领导审批', assignee: 'zhangwei' }] });
    const cc = await call(t, as, 'student3', '/bpmProcessInstanceCopy/queryPage', { page: 1, pageSize: 10 });
    expect(cc.info.records[0]).toMatchObject({ processInstanceId: instanceId, taskName: '部门审批', creator: 'teacher1', readFlag: false });

    const detail = await call(t, as, 'student3', '/bpmProcessInstance/get', { id: instanceId });
    expectOk(detail);
    const info = detail.info;
    expect(info.processInstance).toMatchObject({ result: 1, startUser: { humanName: '马小明', organizationnames: '软件工程系' }, endTime: null });
    expect(info.processInstance.createTime).toBeTruthy();
    expect(info.processInstance.formData).toMatchObject({ days: 5, why: '家中有事' });
    expect(info.activities.map((a: { key: string }) => a.key)).toEqual(['start', 'dept', 'gw', 'leader']);
    expect(info.activities[1]).toMatchObject({ key: 'dept', taskId, outgoing: ['f_dept_gw'] });
    expect(info.activities[3].endTime).toBeNull();
    const [deptTask, leaderTask] = info.tasks;
    expect(deptTask).toMatchObject({ id: taskId, name: '部门审批', result: 2, reason: '同意', assigneeUser: { humanName: '黄老师' } });
    expect(JSON.parse(deptTask.copyListJson.find((c: { id: string }) => c.id.includes('student3')).id)).toEqual(
      expect.arrayContaining([{ id: 'student3', humanname: '许文' }, { id: 'student2', humanname: '杨小红' }]),
    );
    expect(leaderTask).toMatchObject({ name: '领导审批', result: 1, endTime: null, assigneeUser: { humanName: '张伟' } });
    expect((await call(t, as, 'student4', '/bpmProcessInstance/get', { id: instanceId })).code).toBe('00004');
  });
});
