/**
 * Return to the initiator and resubmit (README "Resubmit"), the withdrawable flag (README "Withdraw")
 * and the remove-sign choices, through the demo process 场地借用申请 (venue_booking) and small designed
 * ones: the start passes the initiator's own step, a return to 发起人 opens it again, /bpmTask/get says
 * `resubmit`, the approve call with the edited start form resubmits; the flag follows the withdraw rule.
 */
import { describe, expect, it } from 'vitest';
import { RESUBMIT_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-resubmit.ts';
import { allTasks, bpmn, chain, deploy, expectOk, START_FORM, taskAt, userTask } from './bpm-approval-support.ts';
import { useBpmTestApp } from './bpm-test-app.ts';

const app = useBpmTestApp({ jobPollMs: 0 });

const CREATE = '/bpmProcessInstance/create';
const VENUE = { venue: '报告厅', useDate: '2026-12-01', purpose: '班会' };

async function get(user: string, id: string) {
  return (await app.ok(user, '/bpmTask/get', { id })) as { withdrawable: boolean; resubmit: boolean; removableSigners: { humancode: string }[]; returnTargets: { activityId: string }[]; formData: Record<string, unknown> };
}

async function doneRow(user: string, id: string) {
  const page = await app.ok(user, '/bpmTask/donePage', { page: 1, pageSize: 50, queryParam: {} });
  return (page.records as { id: string; withdrawable: boolean }[]).find((r) => r.id === id);
}

async function detail(user: string, id: string) {
  return (await app.ok(user, '/bpmProcessInstance/get', { id })) as { withdrawTaskId: string | null; resubmitTaskId: string | null; processInstance: { formData: Record<string, unknown> } };
}

describe('场地借用申请: return to the initiator and resubmit', () => {
  it('the start passes the applicant step; a return to 发起人 opens it with the values; the edited form resubmits', async () => {
    const started = await app.call('student1', CREATE, { processDefinitionKey: RESUBMIT_SAMPLE_KEY, formData: VENUE });
    expectOk(started);
    const instanceId = started.info.instanceId as string;
    expect(started.info.tasks).toMatchObject([{ activityId: 'head_review', assignee: 'zhangwei' }]);
    const applied = (await allTasks(app.t, instanceId)).find((x) => x.activityId === 'apply')!;
    expect([applied.assignee, applied.status, applied.result, (applied.extra as { submittedByStart?: boolean }).submittedByStart]).toEqual(['student1', 'completed', 2, true]);

    const head = await taskAt(app.t, instanceId, 'head_review');
    const headTodo = await app.call('zhangwei', '/bpmTask/todoPage', { page: 1, pageSize: 50, queryParam: { processInstanceId: instanceId } });
    expect((headTodo.info.records as { resubmit: boolean }[]).map((r) => r.resubmit)).toEqual([false]);
    expect((await get('zhangwei', head.id)).returnTargets.map((r) => r.activityId)).toEqual(['apply']);
    const back = await app.call('zhangwei', '/bpmTask/return', { id: head.id, target: 'initiator', reason: '请改到体育馆' });
    expectOk(back);
    expect(back.info.tasks).toMatchObject([{ activityId: 'apply', assignee: 'student1' }]);
    const own = back.info.tasks[0].id as string;

    const seen = await get('student1', own);
    expect(seen.resubmit).toBe(true);
    expect(seen.formData).toMatchObject(VENUE);
    expect((await detail('student1', instanceId)).resubmitTaskId).toBe(own);
    const todo = await app.call('student1', '/bpmTask/todoPage', { page: 1, pageSize: 50, queryParam: { processInstanceId: instanceId } });
    expect((todo.info.records as { id: string; resubmit: boolean }[]).map((r) => [r.id, r.resubmit])).toEqual([[own, true]]);
    // The head's task is not a resubmit for the head, and nobody else may act on the applicant's.
    expect((await get('zhangwei', (await allTasks(app.t, instanceId)).find((x) => x.activityId === 'head_review')!.id)).resubmit).toBe(false);
    expect((await app.call('zhangwei', '/bpmTask/approve', { id: own, formData: { ...VENUE, venue: '体育馆' } })).code).toBe('00004');

    // The edited form is checked like the start form: a required field left empty is refused.
    expect((await app.call('student1', '/bpmTask/approve', { id: own, formData: { ...VENUE, purpose: '' } })).code).toBe('00005');
    const resubmitted = await app.call('student1', '/bpmTask/approve', { id: own, reason: '已改为体育馆', formData: { ...VENUE, venue: '体育馆' } });
    expectOk(resubmitted);
    expect(resubmitted.info.tasks).toMatchObject([{ activityId: 'head_review', assignee: 'zhangwei' }]);
    const after = await detail('zhangwei', instanceId);
    expect(after.processInstance.formData.venue).toBe('体育馆');
    expect((await detail('student1', instanceId)).resubmitTaskId).toBeNull();
  });

  it('a process without an initiator step offers no 发起人 target and the server refuses one', async () => {
    const quiet = { extendData: [{ isopinion: false }], buttons: ['pass', 'back'] };
    await deploy(app.t, bpmn('h4_no_initiator', `<bpmn:startEvent id="start" />${userTask('check', '审核', { ...quiet, dataType: 'USERS', assignee: 'teacher1' })}<bpmn:endEvent id="end" />${chain('start', 'check', 'end')}`), { start: START_FORM });
    const started = await app.call('student1', CREATE, { processDefinitionKey: 'h4_no_initiator', formData: { days: 1, why: '事由' } });
    expectOk(started);
    const id = started.info.tasks[0].id as string;
    expect((await get('teacher1', id)).returnTargets).toEqual([]);
    expect((await app.call('teacher1', '/bpmTask/return', { id, target: 'initiator' })).code).toBe('00007');
  });

  it('an initiator step with a form of its own is not passed by the start', async () => {
    const own = { widgetList: [{ type: 'input', id: 'extra', formItemFlag: true, options: { name: 'extra', label: '补充', required: true } }], formConfig: {} };
    await deploy(app.t, bpmn('h4_own_form', `<bpmn:startEvent id="start" />${userTask('fill', '补充材料', { dataType: 'INITIATOR', text: '流程发起人', extendData: [{ isopinion: false }] })}<bpmn:endEvent id="end" />${chain('start', 'fill', 'end')}`), { start: START_FORM, nodes: { fill: own } });
    const started = await app.call('student1', CREATE, { processDefinitionKey: 'h4_own_form', formData: { days: 1, why: '事由' } });
    expectOk(started);
    expect(started.info.tasks).toMatchObject([{ activityId: 'fill', assignee: 'student1' }]);
  });
});

describe('withdrawable: the withdraw rule, read', () => {
  it('the head may withdraw while the office has not acted; after the withdraw or once the office acts, not', async () => {
    const started = await app.call('student1', CREATE, { processDefinitionKey: RESUBMIT_SAMPLE_KEY, formData: VENUE });
    const instanceId = started.info.instanceId as string;
    const head = started.info.tasks[0].id as string;
    expect((await get('zhangwei', head)).withdrawable).toBe(false);
    expectOk(await app.call('zhangwei', '/bpmTask/approve', { id: head, reason: '同意' }));
    expect((await get('zhangwei', head)).withdrawable).toBe(true);
    expect((await doneRow('zhangwei', head))?.withdrawable).toBe(true);
    expect((await detail('zhangwei', instanceId)).withdrawTaskId).toBe(head);
    // Someone else reads it as not theirs to withdraw, and the server agrees.
    expect((await get('student1', head)).withdrawable).toBe(false);
    expect((await app.call('student1', '/bpmTask/withdraw', { id: head })).code).toBe('00004');

    const withdrawn = await app.call('zhangwei', '/bpmTask/withdraw', { id: head, reason: '再看看' });
    expectOk(withdrawn);
    expect(withdrawn.info.tasks).toMatchObject([{ activityId: 'head_review', assignee: 'zhangwei' }]);
    expect((await get('zhangwei', head)).withdrawable).toBe(false);
    expect((await doneRow('zhangwei', head))?.withdrawable).toBe(false);

    const again = withdrawn.info.tasks[0].id as string;
    expectOk(await app.call('zhangwei', '/bpmTask/approve', { id: again, reason: '同意' }));
    expect((await get('zhangwei', again)).withdrawable).toBe(true);
    const office = await taskAt(app.t, instanceId, 'office_confirm');
    expectOk(await app.call('wuxia', '/bpmTask/return', { id: office.id, target: 'head_review', reason: '补充' }));
    expect((await get('zhangwei', again)).withdrawable).toBe(false);
    expect((await detail('zhangwei', instanceId)).withdrawTaskId).toBeNull();
    expect((await app.call('zhangwei', '/bpmTask/withdraw', { id: again })).code).toBe('00007');
  });

  it('a node without retrieve is never withdrawable', async () => {
    const started = await app.call('student1', CREATE, { processDefinitionKey: RESUBMIT_SAMPLE_KEY, formData: VENUE });
    expectOk(await app.call('zhangwei', '/bpmTask/approve', { id: started.info.tasks[0].id, reason: '同意' }));
    const office = await taskAt(app.t, started.info.instanceId, 'office_confirm');
    const answer = await app.call('wuxia', '/bpmTask/approve', { id: office.id, reason: '同意' });
    expectOk(answer);
    expect((await get('wuxia', office.id)).withdrawable).toBe(false);
  });
});

describe('remove-sign choices', () => {
  it('lists the other open and queued signers, never the caller, only with the removeSign button', async () => {
    const mi = `<bpmn:multiInstanceLoopCharacteristics isSequential="true" camunda:collection="\${signers}" camunda:elementVariable="signer"><bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>`;
    const sign = userTask('sign', '会签', { dataType: 'USERS', assignee: '${signer}', candidateUsers: 'lihua,wuxia,zhoujie', buttons: ['pass', 'removeSign'], extendData: [{ isopinion: false }] }, mi);
    await deploy(app.t, bpmn('h4_remove_sign', `<bpmn:startEvent id="start" />${sign}<bpmn:endEvent id="end" />${chain('start', 'sign', 'end')}`));
    const started = await app.call('student1', CREATE, { processDefinitionKey: 'h4_remove_sign' });
    expectOk(started);
    const first = started.info.tasks[0] as { id: string; assignee: string };
    expect(first.assignee).toBe('lihua');
    expect((await get('lihua', first.id)).removableSigners.map((p) => p.humancode).sort()).toEqual(['wuxia', 'zhoujie']);
    // Someone not acting on the task is offered nobody.
    expect((await get('student1', first.id)).removableSigners).toEqual([]);
    expectOk(await app.call('lihua', '/bpmTask/removeSign', { id: first.id, userCode: 'zhoujie' }));
    expect((await get('lihua', first.id)).removableSigners.map((p) => p.humancode)).toEqual(['wuxia']);
    expect((await app.call('lihua', '/bpmTask/removeSign', { id: first.id, userCode: 'lihua' })).code).toBe('00005');
  });
});
