/**
 * Trust boundaries of the approval API: nobody chooses their own approver. Chosen next handlers only
 * where the model grants it and only among the step's designed approvers; server-decided variables
 * (`__…`, the initiator, countersign collections, what approver attributes read) never from a body;
 * the self-approval policy (skip by default, allow, department head); no bare /bpmTask/complete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { SAMPLE_PROCESS_KEY } from '../../src/server/bpm/definitions/sample.ts';
import { SKIPPED_REASON } from '../../src/server/bpm/approval/self-approval.ts';
import { leaveForm } from './demo-leave.ts';
import { allTasks, bpmn, call, chain, deploy, expectOk, messages, openTasks, taskAt, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;

const QUIET = { extendData: [{ isopinion: false }] };
const CREATE = '/bpmProcessInstance/create';
const firstPath = (answer: { errors?: unknown }) => (answer.errors as { path: string }[] | undefined)?.[0]?.path;
const APPROVER_FORM = { widgetList: [{ type: 'input', id: 'approver', formItemFlag: true, options: { name: 'approver', label: '审批人' } }], formConfig: {} };
const COMMENT_FORM = { widgetList: [{ type: 'input', id: 'comment', formItemFlag: true, options: { name: 'comment', label: '意见' } }], formConfig: {} };

/** start → `first` → `second` → end, both written like the designer writes them. */
const twoSteps = (key: string, first: Record<string, unknown>, second: Record<string, unknown> = { ...QUIET, dataType: 'USERS', assignee: 'lihua' }) =>
  bpmn(key, `<bpmn:startEvent id="start" />${userTask('first', '第一步', first)}${userTask('second', '第二步', second)}<bpmn:endEvent id="end" />${chain('start', 'first', 'second', 'end')}`);

beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  as = tokens(t);
}, 600_000);
afterAll(async () => t?.close());

describe('chosen next handlers at start', () => {
  it('a student starting the seeded leave request can pick only among its designed approvers, never themself', async () => {
    const self = await call(t, as, 'student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leaveForm(), nextUsers: ['student1'] });
    expect(self.code).toBe('00005');
    expect(firstPath(self)).toBe('/nextUsers');
    const stranger = await call(t, as, 'student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leaveForm(), nextUsers: ['wuxia'] });
    expect(stranger.code).toBe('00005');
    const designed = await call(t, as, 'student1', CREATE, { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leaveForm(), nextUsers: ['zhangwei'] });
    expectOk(designed);
    expect(designed.info.tasks).toMatchObject([{ activityId: 'head_approve', assignee: 'zhangwei' }]);
  });

  it('over a fixed camunda:assignee the pick is that person or nobody; moreuser lets it reach further', async () => {
    await deploy(t, bpmn('trust_fixed', `<bpmn:startEvent id="start" />${userTask('fixed', '固定', { ...QUIET, assignee: 'teacher1' })}<bpmn:endEvent id="end" />${chain('start', 'fixed', 'end')}`));
    expect((await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_fixed', nextUsers: ['lihua'] })).code).toBe('00005');
    expect((await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_fixed', nextUsers: ['student1'] })).code).toBe('00005');
    await deploy(t, bpmn('trust_more', `<bpmn:startEvent id="start" />${userTask('open', '可多选', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false, moreuser: true }] })}<bpmn:endEvent id="end" />${chain('start', 'open', 'end')}`));
    const further = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_more', nextUsers: ['lihua', 'wuxia'] });
    expectOk(further);
    expect(further.info.tasks).toMatchObject([{ activityId: 'open', assignee: null, candidateUsers: ['lihua', 'wuxia'] }]);
    // Even with moreuser the initiator is not an approver of their own request (policy skip).
    expect((await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_more', nextUsers: ['student1'] })).code).toBe('00005');
  });

  it('a step that does not let the previous step choose refuses the pick (00004)', async () => {
    await deploy(t, bpmn('trust_nochoice', `<bpmn:startEvent id="start" />${userTask('fixed', '固定', { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false, ischangeuser: false }] })}<bpmn:endEvent id="end" />${chain('start', 'fixed', 'end')}`));
    expect((await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_nochoice', nextUsers: ['teacher1'] })).code).toBe('00004');
  });
});

describe('chosen next handlers on approve', () => {
  it('go only where the next step allows it, and only to its designed approvers', async () => {
    const first = { dataType: 'USERS', assignee: 'teacher1', extendData: [{ isopinion: false }] };
    await deploy(t, twoSteps('trust_approve_closed', first, { dataType: 'USERS', assignee: 'lihua', extendData: [{ isopinion: false, ischangeuser: false }] }));
    const closed = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_approve_closed' });
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id: closed.info.tasks[0].id, nextUsers: ['lihua'] })).code).toBe('00004');

    await deploy(t, twoSteps('trust_approve_narrow', first, { ...QUIET, dataType: 'USERS', candidateUsers: 'lihua,wuxia' }));
    const narrow = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_approve_narrow' });
    const id = narrow.info.tasks[0].id;
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id, nextUsers: ['sunli'] })).code).toBe('00005');
    expect((await call(t, as, 'teacher1', '/bpmTask/approve', { id, nextUsers: ['student1'] })).code).toBe('00005');
    const picked = await call(t, as, 'teacher1', '/bpmTask/approve', { id, nextUsers: ['wuxia'] });
    expectOk(picked);
    expect(picked.info.tasks).toMatchObject([{ activityId: 'second', assignee: 'wuxia' }]);
  });
});

describe('server-decided variables never come from a body', () => {
  it('__nextAssignees, __approverCollections and the initiator are refused at start, naming the field', async () => {
    await deploy(t, twoSteps('trust_reserved', { ...QUIET, assignee: 'teacher1' }));
    for (const [body, path] of [
      [{ variables: { __nextAssignees: { first: ['student1'] } } }, '/variables/__nextAssignees'],
      [{ formData: { __nextAssignees: { first: ['student1'] } } }, '/formData/__nextAssignees'],
      [{ variables: { __approverCollections: [] } }, '/variables/__approverCollections'],
      [{ variables: { initiator: 'teacher1' } }, '/variables/initiator'],
    ] as const) {
      const answer = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_reserved', ...body });
      expect([answer.code, firstPath(answer)]).toEqual(['00005', path]);
    }
  });

  it('a countersign collection the server fills cannot be replaced by start variables', async () => {
    const mi = `<bpmn:multiInstanceLoopCharacteristics isSequential="false" camunda:collection="\${reviewerList}" camunda:elementVariable="reviewer"><bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>`;
    await deploy(t, bpmn('trust_collection', `<bpmn:startEvent id="start" />${userTask('sign', '会签', { ...QUIET, dataType: 'USERS', candidateUsers: 'teacher1,lihua' }, mi)}<bpmn:endEvent id="end" />${chain('start', 'sign', 'end')}`));
    const replaced = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_collection', variables: { reviewerList: ['student1'] } });
    expect([replaced.code, firstPath(replaced)]).toEqual(['00005', '/variables/reviewerList']);
    const designed = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_collection' });
    expectOk(designed);
    expect(designed.info.tasks.map((x: { assignee: string }) => x.assignee).sort()).toEqual(['lihua', 'teacher1']);
  });

  it('a variable an approver attribute reads comes from a form field only, never from free variables', async () => {
    await deploy(t, bpmn('trust_expr', `<bpmn:startEvent id="start" />${userTask('boss', '审批', { ...QUIET, assignee: '${approver}' })}<bpmn:endEvent id="end" />${chain('start', 'boss', 'end')}`));
    const free = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_expr', variables: { approver: 'student1' } });
    expect([free.code, firstPath(free)]).toEqual(['00005', '/variables/approver']);
  });

  it('a field of a later step\'s form does not let the start body name the approver (no start form: refused)', async () => {
    // Reviewer probe: only `later` has an `approver` field; the start body is validated by no form at all.
    const xml = bpmn('trust_other_form', `<bpmn:startEvent id="start" />${userTask('boss', '审批', { ...QUIET, assignee: '${approver}' })}${userTask('later', '后续', { ...QUIET, dataType: 'USERS', assignee: 'teacher1' })}<bpmn:endEvent id="end" />${chain('start', 'boss', 'later', 'end')}`);
    await deploy(t, xml, { nodes: { later: APPROVER_FORM } });
    for (const [body, path] of [
      [{ variables: { approver: 'lihua' } }, '/variables/approver'],
      [{ formData: { approver: 'lihua' } }, '/formData/approver'],
    ] as const) {
      const answer = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_other_form', ...body });
      expect([answer.code, firstPath(answer)]).toEqual(['00005', path]);
    }
  });

  it('the start form\'s own field carries the approver at start; on approve only the task\'s node form counts', async () => {
    const xml = bpmn('trust_own_form', `<bpmn:startEvent id="start" />${userTask('first', '第一步', { ...QUIET, dataType: 'USERS', assignee: 'teacher1' })}${userTask('boss', '审批', { ...QUIET, assignee: '${approver}' })}<bpmn:endEvent id="end" />${chain('start', 'first', 'boss', 'end')}`);
    await deploy(t, xml, { start: APPROVER_FORM, nodes: { first: COMMENT_FORM } });
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_own_form', formData: { approver: 'lihua' } });
    expectOk(started);
    const id = started.info.tasks[0].id;
    // `first` shows its own form (no approver field): the start form's field does not exempt this body.
    const answer = await call(t, as, 'teacher1', '/bpmTask/approve', { id, formData: { comment: 'ok', approver: 'teacher1' } });
    expect([answer.code, firstPath(answer)]).toEqual(['00005', '/formData/approver']);
    const passed = await call(t, as, 'teacher1', '/bpmTask/approve', { id, formData: { comment: 'ok' } });
    expectOk(passed);
    expect(passed.info.tasks).toMatchObject([{ activityId: 'boss', assignee: 'lihua' }]);
  });

  it('approve refuses reserved names in formData', async () => {
    await deploy(t, twoSteps('trust_approve_reserved', { ...QUIET, dataType: 'USERS', assignee: 'teacher1' }));
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_approve_reserved' });
    const id = started.info.tasks[0].id;
    const answer = await call(t, as, 'teacher1', '/bpmTask/approve', { id, formData: { __nextAssignees: { second: ['teacher1'] } } });
    expect([answer.code, firstPath(answer)]).toEqual(['00005', '/formData/__nextAssignees']);
    expect((await openTasks(t, started.info.instanceId)).map((x) => x.activityId)).toEqual(['first']);
  });
});

describe('the approver is the initiator (extendData selfapprove)', () => {
  it('skip (default): the step passes on its own, in the history, and the next step is reached', async () => {
    await deploy(t, twoSteps('trust_self_skip', { dataType: 'USERS', assignee: 'student1' }));
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_self_skip' });
    expectOk(started);
    expect(started.info.tasks).toMatchObject([{ activityId: 'second', assignee: 'lihua' }]);
    const [skipped] = (await allTasks(t, started.info.instanceId)).filter((x) => x.activityId === 'first');
    expect(skipped).toMatchObject({ status: 'completed', result: 2, assignee: 'student1', reason: SKIPPED_REASON, extra: { selfApproval: { policy: 'skip', initiator: 'student1' } } });
    expect((await messages(t, started.info.instanceId, 'todo')).map((m) => m.receiverHumancode)).not.toContain('student1');
    // The history says why in the caller's language (the row keeps extra.selfApproval as the marker).
    const reasons = async (lang: string) => {
      const headers = { 'accept-language': lang };
      const detail = await t.call('POST', '/bpmProcessInstance/get', { token: await as('student1'), body: { id: started.info.instanceId }, headers });
      const task = await t.call('POST', '/bpmTask/get', { token: await as('student1'), body: { id: skipped!.id }, headers });
      const done = await t.call('POST', '/bpmTask/donePage', { token: await as('student1'), body: { queryParam: { processInstanceId: started.info.instanceId } }, headers });
      return [detail.info.tasks.find((x: { id: string }) => x.id === skipped!.id).reason, task.info.task.reason, done.info.records[0].reason];
    };
    expect(await reasons('zh')).toEqual(Array(3).fill(SKIPPED_REASON));
    expect(await reasons('en')).toEqual(Array(3).fill('the approver is the initiator: passed automatically'));
  });

  it('deptHead: the head of the initiator department gets it; allow: the initiator does', async () => {
    await deploy(t, twoSteps('trust_self_head', { dataType: 'USERS', assignee: 'student1', extendData: [{ selfapprove: 'deptHead' }] }));
    const head = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_self_head' });
    expect(head.info.tasks).toMatchObject([{ activityId: 'first', assignee: 'zhangwei' }]);
    expect((await taskAt(t, head.info.instanceId, 'first')).extra).toMatchObject({ selfApproval: { policy: 'deptHead', initiator: 'student1' } });
    await deploy(t, twoSteps('trust_self_allow', { dataType: 'USERS', assignee: 'student1', extendData: [{ selfapprove: 'allow' }] }));
    const allow = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_self_allow' });
    expect(allow.info.tasks).toMatchObject([{ activityId: 'first', assignee: 'student1' }]);
  });

  it('among several candidates the initiator is only taken out; a step meant for the initiator is untouched', async () => {
    await deploy(t, twoSteps('trust_self_candidates', { dataType: 'USERS', candidateUsers: 'student1,teacher1,lihua' }));
    const some = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_self_candidates' });
    expect(some.info.tasks).toMatchObject([{ activityId: 'first', assignee: null, candidateUsers: ['teacher1', 'lihua'] }]);
    // Taken out of the candidates, the initiator cannot claim the task either.
    expect((await call(t, as, 'student1', '/bpmTask/claim', { id: some.info.tasks[0].id })).code).toBe('00004');
    await deploy(t, twoSteps('trust_self_initiator', { dataType: 'INITIATOR', text: '流程发起人' }));
    const own = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_self_initiator' });
    expect(own.info.tasks).toMatchObject([{ activityId: 'first', assignee: 'student1' }]);
  });
});

describe('no hand-over makes the initiator approve their own request', () => {
  const HANDS = { dataType: 'USERS', assignee: 'teacher1', buttons: ['pass', 'delegate', 'transfer', 'addSign'], extendData: [{ isopinion: false }] };

  it('delegate, transfer and add-sign before refuse the initiator (00005 naming the field) unless the step allows it', async () => {
    await deploy(t, twoSteps('trust_hand_self', HANDS));
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_hand_self' });
    const id = started.info.tasks[0].id;
    for (const [path, body, field] of [
      ['/bpmTask/delegate', { id, userCode: 'student1' }, '/userCode'],
      ['/bpmTask/transfer', { id, userCode: 'student1' }, '/userCode'],
      ['/bpmTask/addSign', { id, users: ['student1'], position: 'before' }, '/users'],
    ] as const) {
      const answer = await call(t, as, 'teacher1', path, body);
      expect([path, answer.code, firstPath(answer)]).toEqual([path, '00005', field]);
    }
    expect(await openTasks(t, started.info.instanceId)).toMatchObject([{ activityId: 'first', assignee: 'teacher1' }]);
    // Someone else is still a fine target.
    expectOk(await call(t, as, 'teacher1', '/bpmTask/transfer', { id, userCode: 'lihua' }));

    await deploy(t, twoSteps('trust_hand_allow', { ...HANDS, extendData: [{ isopinion: false, selfapprove: 'allow' }] }));
    const allowed = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_hand_allow' });
    const moved = await call(t, as, 'teacher1', '/bpmTask/transfer', { id: allowed.info.tasks[0].id, userCode: 'student1' });
    expectOk(moved);
    expect(moved.info.tasks).toMatchObject([{ activityId: 'first', assignee: 'student1' }]);
  });

  it('add-sign after on a countersign refuses the initiator', async () => {
    const mi = `<bpmn:multiInstanceLoopCharacteristics isSequential="false" camunda:collection="\${signList}" camunda:elementVariable="signer"><bpmn:completionCondition>\${nrOfCompletedInstances &gt;= nrOfInstances}</bpmn:completionCondition></bpmn:multiInstanceLoopCharacteristics>`;
    await deploy(t, bpmn('trust_hand_sign', `<bpmn:startEvent id="start" />${userTask('sign', '会签', { dataType: 'USERS', candidateUsers: 'teacher1,lihua', buttons: ['pass', 'addSign'], extendData: [{ isopinion: false }] }, mi)}<bpmn:endEvent id="end" />${chain('start', 'sign', 'end')}`));
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_hand_sign' });
    const mine = started.info.tasks.find((x: { assignee: string }) => x.assignee === 'teacher1');
    const answer = await call(t, as, 'teacher1', '/bpmTask/addSign', { id: mine.id, users: ['student1'], position: 'after' });
    expect([answer.code, firstPath(answer)]).toEqual(['00005', '/users']);
    expect((await openTasks(t, started.info.instanceId)).map((x) => x.assignee).sort()).toEqual(['lihua', 'teacher1']);
  });
});

describe('a skipped step is nobody\'s act', () => {
  it('is neither a return target nor something the initiator may withdraw', async () => {
    const first = { dataType: 'USERS', assignee: 'student1', extendData: [{ retrieve: true }] };
    await deploy(t, twoSteps('trust_self_moves', first, { dataType: 'USERS', assignee: 'lihua', buttons: ['pass', 'back'], extendData: [{ isopinion: false }] }));
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_self_moves' });
    const [skipped] = (await allTasks(t, started.info.instanceId)).filter((x) => x.activityId === 'first');
    expect((await call(t, as, 'student1', '/bpmTask/withdraw', { id: skipped!.id })).code).toBe('00004');
    const second = await call(t, as, 'lihua', '/bpmTask/get', { id: started.info.tasks[0].id });
    expect(second.info.returnTargets).toEqual([]);
  });
});

describe('no bare completion', () => {
  it('/bpmTask/complete is not an API call: a task ends only through the approval operations', async () => {
    await deploy(t, twoSteps('trust_complete', { ...QUIET, dataType: 'USERS', assignee: 'teacher1' }));
    const started = await call(t, as, 'student1', CREATE, { processDefinitionKey: 'trust_complete' });
    const id = started.info.tasks[0].id;
    const bare = await call(t, as, 'teacher1', '/bpmTask/complete', { id, variables: { __nextAssignees: { second: ['teacher1'] } } });
    expect(bare.code).toBe('00006');
    expect((await openTasks(t, started.info.instanceId)).map((x) => x.activityId)).toEqual(['first']);
  });
});
