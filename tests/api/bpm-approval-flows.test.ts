/**
 * Approval flows through started processes: every approver type, candidates and claiming, countersign
 * with add-sign / remove-sign, add-sign while two of three parallel instances wait, return past a
 * parallel join and from inside a parallel block, return to the initiator, chosen next handlers, CC
 * before approval, supervise jobs, and the approver preview.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { organizations } from '../../src/server/db/schema.ts';
import { attributeConfigTable, attributeTable } from '../../src/server/bpm/approvers/directory.ts';
import { bpmn, call, chain, copies, deploy, expectOk, messages, openTasks, start, taskAt, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
let configId: string;

const QUIET = { extendData: [{ isopinion: false }] };
const ALL = { buttons: ['pass', 'notPass', 'back', 'addSign', 'removeSign', 'delegate'], extendData: [{ isopinion: false }] };

/** start → one user task → end. */
const single = (id: string, attrs: Record<string, unknown>) => bpmn(id, `<bpmn:startEvent id="start" />${userTask('task', '审批', { ...QUIET, ...attrs })}<bpmn:endEvent id="end" />${chain('start', 'task', 'end')}`);

const mi = (sequential: boolean, collection: string, element: string) =>
  `<bpmn:multiInstanceLoopCharacteristics isSequential="${sequential}" camunda:collection="\${${collection}}" camunda:elementVariable="${element}"><bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>`;

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  const db = t.database.db;
  const [csse] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'CS-SE'));
  const [counsellor] = (await db.select({ id: attributeTable.col.id! }).from(attributeTable.table).where(eq(attributeTable.col.code!, 'counsellor'))) as { id: string }[];
  configId = crypto.randomUUID();
  const now = new Date();
  await db.insert(attributeConfigTable.table).values({ id: configId, attributeId: counsellor!.id, organizationId: csse!.id, humancode: 'teacher1', createdAt: now, updatedAt: now } as never);
}, 600_000);
afterAll(async () => t?.close());

describe('every approver type through a started process', () => {
  it('USERS, ROLES, DEPTS, DEPTHEAD, INITIATOR, HEAD, ATTRS, INITATTR', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['t_users', { dataType: 'USERS', assignee: 'lihua' }, 'lihua'],
      ['t_roles', { dataType: 'ROLES', candidateGroups: 'ROLE_designer' }, 'designer'],
      ['t_depts', { dataType: 'DEPTS', candidateGroups: 'DEPT_SAO' }, 'wuxia'],
      ['t_depthead', { dataType: 'DEPTHEAD', candidateGroups: 'DEPT_AAO' }, 'zhoujie'],
      ['t_initiator', { dataType: 'INITIATOR', text: '流程发起人' }, 'student1'],
      ['t_head', { dataType: 'HEAD', text: '发起人部门领导' }, 'zhangwei'],
      ['t_attrs', { dataType: 'ATTRS', candidateAttr: '' }, 'teacher1'],
      ['t_initattr', { dataType: 'INITATTR', candidateAttr: 'counsellor' }, 'teacher1'],
    ];
    for (const [key, attrs, expected] of cases) {
      if (key === 't_attrs') attrs.candidateAttr = configId;
      await deploy(t, single(key, attrs));
      const started = await start(t, as, 'student1', key);
      expect([key, started.tasks[0]?.assignee]).toEqual([key, expected]);
    }
  });

  it('several people are candidates: only they may claim, and only after claiming act', async () => {
    await deploy(t, single('t_candidates', { dataType: 'ROLES', candidateGroups: 'ROLE_depthead' }));
    const { instanceId, tasks } = await start(t, as, 'student1', 't_candidates');
    expect(tasks[0]).toMatchObject({ assignee: null });
    expect(tasks[0]!.candidateUsers).toEqual(expect.arrayContaining(['lihua', 'zhangwei', 'wuxia']));
    const id = tasks[0]!.id;
    const todo = await call(t, as, 'lihua', '/bpmTask/todoPage', { queryParam: { processInstanceId: instanceId } });
    expect(todo.info.total).toBe(1);
    const early = await call(t, as, 'lihua', '/bpmTask/approve', { id });
    expect([early.code, early.info]).toEqual(['00004', '请先签收该任务']);
    expect((await call(t, as, 'student2', '/bpmTask/claim', { id })).code).toBe('00004');
    expectOk(await call(t, as, 'lihua', '/bpmTask/claim', { id }));
    expect((await call(t, as, 'zhangwei', '/bpmTask/claim', { id })).code).toBe('00007');
    expect((await call(t, as, 'zhangwei', '/bpmTask/todoPage', { queryParam: { processInstanceId: instanceId } })).info.total).toBe(0);
    expect((await call(t, as, 'lihua', '/bpmTask/approve', { id })).info).toMatchObject({ status: 'completed', result: 2 });
  });
});

describe('multi-instance approvals', () => {
  it('countersign one after another, with add-sign after and remove-sign of a queued signer', async () => {
    const task = userTask('sign', '会签', { ...ALL, dataType: 'USERS', assignee: '${signer}', candidateUsers: 'lihua,zhangwei,chenjing' }, mi(true, 'signers', 'signer'));
    await deploy(t, bpmn('t_countersign', `<bpmn:startEvent id="start" />${task}<bpmn:endEvent id="end" />${chain('start', 'sign', 'end')}`));
    const { instanceId, tasks } = await start(t, as, 'student1', 't_countersign');
    expect(tasks.map((x) => x.assignee)).toEqual(['lihua']);
    await call(t, as, 'lihua', '/bpmTask/approve', { id: tasks[0]!.id });
    const second = await taskAt(t, instanceId, 'sign');
    expect(second.assignee).toBe('zhangwei');
    expect((await call(t, as, 'zhangwei', '/bpmTask/addSign', { id: second.id, users: ['chenjing'] })).code).toBe('00005');
    expectOk(await call(t, as, 'zhangwei', '/bpmTask/addSign', { id: second.id, users: ['wuxia'], position: 'after' }));
    expectOk(await call(t, as, 'zhangwei', '/bpmTask/removeSign', { id: second.id, userCode: 'chenjing' }));
    await call(t, as, 'zhangwei', '/bpmTask/approve', { id: second.id });
    const third = await taskAt(t, instanceId, 'sign');
    expect(third.assignee).toBe('wuxia');
    expect((await call(t, as, 'wuxia', '/bpmTask/approve', { id: third.id })).info).toMatchObject({ status: 'completed', result: 2 });
  });

  it('adds a signer while two of three parallel instances wait, removes one, and leaves when all passed', async () => {
    const task = userTask('review', '并行审批', { ...ALL, dataType: 'USERS', assignee: '${reviewer}', candidateUsers: 'lihua,zhangwei,chenjing' }, mi(false, 'reviewers', 'reviewer'));
    const after = userTask('after', '归档', { ...QUIET, dataType: 'USERS', assignee: 'teacher1' });
    await deploy(t, bpmn('t_parallel_mi', `<bpmn:startEvent id="start" />${task}${after}<bpmn:endEvent id="end" />${chain('start', 'review', 'after', 'end')}`));
    const { instanceId, tasks } = await start(t, as, 'student1', 't_parallel_mi');
    expect(tasks.map((x) => x.assignee).sort()).toEqual(['chenjing', 'lihua', 'zhangwei']);
    await call(t, as, 'lihua', '/bpmTask/approve', { id: (await taskAt(t, instanceId, 'review', 'lihua')).id });
    expect((await openTasks(t, instanceId)).map((x) => x.assignee).sort()).toEqual(['chenjing', 'zhangwei']);
    const mine = await taskAt(t, instanceId, 'review', 'zhangwei');
    const added = await call(t, as, 'zhangwei', '/bpmTask/addSign', { id: mine.id, users: ['wuxia'] });
    expect(added.info.tasks).toMatchObject([{ activityId: 'review', assignee: 'wuxia' }]);
    expect((await openTasks(t, instanceId)).map((x) => x.assignee).sort()).toEqual(['chenjing', 'wuxia', 'zhangwei']);
    expectOk(await call(t, as, 'zhangwei', '/bpmTask/removeSign', { id: mine.id, userCode: 'chenjing' }));
    expect((await openTasks(t, instanceId)).map((x) => x.assignee).sort()).toEqual(['wuxia', 'zhangwei']);
    await call(t, as, 'wuxia', '/bpmTask/approve', { id: (await taskAt(t, instanceId, 'review', 'wuxia')).id });
    expect((await openTasks(t, instanceId)).map((x) => x.activityId)).toEqual(['review']);
    await call(t, as, 'zhangwei', '/bpmTask/approve', { id: mine.id });
    expect((await openTasks(t, instanceId)).map((x) => [x.activityId, x.assignee])).toEqual([['after', 'teacher1']]);
  });
});

const node = (id: string, user: string) => userTask(id, id.toUpperCase(), { ...ALL, dataType: 'USERS', assignee: user });
const pass = async (instanceId: string, activityId: string, user: string) => expectOk(await call(t, as, user, '/bpmTask/approve', { id: (await taskAt(t, instanceId, activityId)).id }));
const open = async (instanceId: string) => (await openTasks(t, instanceId)).map((x) => x.activityId).sort();

describe('returns', () => {
  const PARALLEL = bpmn(
    't_parallel_block',
    `<bpmn:startEvent id="start" />${node('a', 'teacher1')}<bpmn:parallelGateway id="fork" />${node('b', 'lihua')}${node('c', 'zhangwei')}<bpmn:parallelGateway id="join" />${node('d', 'wangjianguo')}<bpmn:endEvent id="end" />
     ${chain('start', 'a', 'fork', 'b', 'join', 'd', 'end')}${chain('fork', 'c', 'join')}`,
  );

  it('returns past a parallel join into one branch; the join then waits for that branch only', async () => {
    await deploy(t, PARALLEL);
    const { instanceId } = await start(t, as, 'student1', 't_parallel_block');
    await pass(instanceId, 'a', 'teacher1');
    await pass(instanceId, 'b', 'lihua');
    await pass(instanceId, 'c', 'zhangwei');
    const d = await taskAt(t, instanceId, 'd');
    const bad = await call(t, as, 'wangjianguo', '/bpmTask/return', { id: d.id, target: 'end' });
    expect(bad.code).toBe('00007');
    expectOk(await call(t, as, 'wangjianguo', '/bpmTask/return', { id: d.id, target: 'b' }));
    expect(await open(instanceId)).toEqual(['b']);
    await pass(instanceId, 'b', 'lihua');
    expect(await open(instanceId)).toEqual(['d']);
  });

  it('returns from inside a parallel block to before its fork, taking the other branch along', async () => {
    const { instanceId } = await start(t, as, 'student1', 't_parallel_block');
    await pass(instanceId, 'a', 'teacher1');
    expect(await open(instanceId)).toEqual(['b', 'c']);
    expectOk(await call(t, as, 'lihua', '/bpmTask/return', { id: (await taskAt(t, instanceId, 'b')).id }));
    expect(await open(instanceId)).toEqual(['a']);
    await pass(instanceId, 'a', 'teacher1');
    expect(await open(instanceId)).toEqual(['b', 'c']);
  });

  it('returns to the initiator', async () => {
    const apply = userTask('apply', '申请', { ...ALL, dataType: 'INITIATOR', text: '流程发起人' });
    await deploy(t, bpmn('t_to_initiator', `<bpmn:startEvent id="start" />${apply}${node('check', 'teacher1')}<bpmn:endEvent id="end" />${chain('start', 'apply', 'check', 'end')}`));
    const { instanceId } = await start(t, as, 'student1', 't_to_initiator');
    await pass(instanceId, 'apply', 'student1');
    const check = await taskAt(t, instanceId, 'check');
    const back = await call(t, as, 'teacher1', '/bpmTask/return', { id: check.id, target: 'initiator', reason: '请补充' });
    expect(back.info.tasks).toMatchObject([{ activityId: 'apply', assignee: 'student1' }]);
  });
});

describe('next handlers, CC before, supervise', () => {
  it('lets the approver choose the next handler when the node says so', async () => {
    const pick = userTask('pick', '选择', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false, changeuser: true }] });
    await deploy(t, bpmn('t_choose', `<bpmn:startEvent id="start" />${pick}${userTask('next', '下一步', { ...QUIET, dataType: 'USERS', candidateUsers: 'lihua,wuxia' })}<bpmn:endEvent id="end" />${chain('start', 'pick', 'next', 'end')}`));
    const { instanceId } = await start(t, as, 'student1', 't_choose');
    const id = (await taskAt(t, instanceId, 'pick')).id;
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id })).code).toBe('00005');
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id, nextUsers: ['wuxia', 'lihua'] })).code).toBe('00005');
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id, nextUsers: ['sunli'] })).code).toBe('00005');
    const chosen = await call(t, as, 'teacher1', '/bpmTask/approve', { id, nextUsers: ['wuxia'] });
    expect(chosen.info.tasks).toMatchObject([{ activityId: 'next', assignee: 'wuxia' }]);
  });

  it('CCs departments and roles when the task is created, and sends supervise messages when due', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const watch = userTask(
      'watch',
      '督办节点',
      { ...QUIET, dataType: 'USERS', assignee: 'teacher1' },
      `<bpmn:extensionElements>
         <camunda:CopyItem type="dept" id='[{"id":"SAO","humanname":"学生工作处"}]' />
         <camunda:CopyItem type="role" id='[{"id":"ROLE_designer","rolename":"流程设计员"}]' />
         <camunda:SuperviseItem type="deptleader" id="[]" time="${past}" />
         <camunda:SuperviseItem type="supdeptleader" id='[{"id":"wangjianguo","humanname":"王建国"}]' time="${past}" />
       </bpmn:extensionElements>`,
    );
    await deploy(t, bpmn('t_cc_supervise', `<bpmn:startEvent id="start" />${watch}<bpmn:endEvent id="end" />${chain('start', 'watch', 'end')}`));
    const { instanceId } = await start(t, as, 'student1', 't_cc_supervise');
    expect((await copies(t, instanceId)).map((c) => c.userCode).sort()).toEqual(['designer', 'wuxia']);
    expect((await messages(t, instanceId, 'copy')).map((m) => m.receiverHumancode).sort()).toEqual(['designer', 'wuxia']);
    expect(await messages(t, instanceId, 'supervise')).toHaveLength(0);
    await t.app.jobs.tick();
    expect((await messages(t, instanceId, 'supervise')).map((m) => m.receiverHumancode).sort()).toEqual(['wangjianguo', 'zhangwei']);
    await t.app.jobs.tick();
    expect(await messages(t, instanceId, 'supervise')).toHaveLength(2);
  });
});

describe('approver preview', () => {
  it('walks the draft form data through the conditions and names who each step goes to', async () => {
    const xml = bpmn(
      't_preview',
      `<bpmn:startEvent id="start" /><bpmn:exclusiveGateway id="gw" default="f_small" />
       ${userTask('boss', '领导', { ...QUIET, dataType: 'HEAD' })}${userTask('clerk', '经办', { ...QUIET, dataType: 'USERS', assignee: 'wuxia' })}
       ${userTask('nobody', '无人', { ...QUIET, dataType: 'USERS', assignee: '${missing}' })}<bpmn:endEvent id="end" />
       ${chain('start', 'gw')}
       <bpmn:sequenceFlow id="f_big" sourceRef="gw" targetRef="boss"><bpmn:conditionExpression>\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
       <bpmn:sequenceFlow id="f_small" sourceRef="gw" targetRef="clerk" />
       ${chain('boss', 'nobody', 'end')}${chain('clerk', 'end')}`,
    );
    await deploy(t, xml);
    const big = await call(t, as, 'student1', '/bpmProcessInstance/previewApprovers', { processDefinitionKey: 't_preview', formData: { days: 5 } });
    expectOk(big);
    expect(big.info.steps.map((s: { activityId: string }) => s.activityId)).toEqual(['start', 'gw', 'boss', 'nobody', 'end']);
    expect(big.info.steps[2]).toMatchObject({ activityId: 'boss', users: ['zhangwei'], kind: 'assignee' });
    expect(big.info.steps[3].users).toEqual([]);
    expect(big.info.steps[3].problem).toContain('无人');
    const small = await call(t, as, 'student1', '/bpmProcessInstance/previewApprovers', { processDefinitionKey: 't_preview', formData: { days: 1 } });
    expect(small.info.steps.filter((s: { type: string }) => s.type === 'userTask').map((s: { activityId: string; users: string[] }) => [s.activityId, s.users])).toEqual([['clerk', ['wuxia']]]);
  });

  it('says why a step has nobody in the caller\'s language', async () => {
    const en = await t.call('POST', '/bpmProcessInstance/previewApprovers', { token: await as('student1'), body: { processDefinitionKey: 't_preview', formData: { days: 5 } }, headers: { 'accept-language': 'en' } });
    expectOk(en);
    const problem: string = en.info.steps[3].problem;
    expect(problem).toContain('无人');
    expect(problem.replaceAll('无人', '')).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
