/**
 * /bpmTask/batchApprove: only nodes with extendData batchapprove that ask nothing of the approver (no
 * opinion, no form field to fill); 1..100 unique ids (00005 otherwise); each task passes or fails on
 * its own with the code a single approve would answer; someone else's task is refused. The todo page
 * marks the same rows batchApprovable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BATCH_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-batch.ts';
import { bpmn, call, chain, deploy, expectOk, messages, openTasks, start, START_FORM, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
const keys = {} as Record<'batch' | 'flagOff' | 'opinion' | 'formEdit', string>;

/** start → one step for teacher1 with the given extendData (and field permissions) → end. */
function oneStep(id: string, extendData: Record<string, unknown>, permissions?: unknown[]) {
  const inner = permissions ? `<bpmn:extensionElements><camunda:FieldsPermission value='${JSON.stringify(permissions)}' /></bpmn:extensionElements>` : '';
  return bpmn(id, `<bpmn:startEvent id="start" />${userTask('step', '审批', { dataType: 'USERS', assignee: 'teacher1', extendData: [extendData] }, inner)}<bpmn:endEvent id="end" />${chain('start', 'step', 'end')}`);
}

beforeAll(async () => {
  t = await createTestApp();
  as = tokens(t);
  keys.batch = await deploy(t, oneStep('batch_ok', { batchapprove: true, isopinion: false }), { start: START_FORM });
  keys.flagOff = await deploy(t, oneStep('batch_flag_off', { isopinion: false }), { start: START_FORM });
  keys.opinion = await deploy(t, oneStep('batch_opinion', { batchapprove: true }), { start: START_FORM });
  // The step makes the optional `comment` required: an empty one is a form edit the batch cannot make.
  keys.formEdit = await deploy(t, oneStep('batch_form', { batchapprove: true, isopinion: false }, [{ name: 'comment', label: '意见', required: true }]), { start: START_FORM });
}, 600_000);
afterAll(async () => t?.close());

const leave = { days: 2, why: '事由' };

async function taskOf(key: keyof typeof keys, formData: Record<string, unknown> = leave) {
  const started = await start(t, as, 'student1', keys[key], formData);
  return { instanceId: started.instanceId, taskId: started.tasks[0]!.id };
}

async function batch(user: string, ids: string[]) {
  return call(t, as, user, '/bpmTask/batchApprove', { ids });
}

async function todoRow(user: string, instanceId: string) {
  const page = await call(t, as, user, '/bpmTask/todoPage', { page: 1, pageSize: 10, queryParam: { processInstanceId: instanceId } });
  expectOk(page);
  return page.info.records[0] as { id: string; batchApprovable: boolean } | undefined;
}

describe('which tasks a batch passes', () => {
  it('passes a task of a node with batchapprove and no opinion, as a pass (result 2) with the node moving on', async () => {
    const task = await taskOf('batch');
    expect((await todoRow('teacher1', task.instanceId))?.batchApprovable).toBe(true);
    expect(await messages(t, task.instanceId, 'todo')).toMatchObject([{ receiverHumancode: 'teacher1', taskId: task.taskId, status: 0 }]);
    const answer = await batch('teacher1', [task.taskId]);
    expectOk(answer);
    // The bell stops counting the todo message of a task the batch passed.
    expect(await messages(t, task.instanceId, 'todo')).toMatchObject([{ receiverHumancode: 'teacher1', taskId: task.taskId, status: 1, readAt: expect.any(Date) }]);
    expect(answer.info.results).toEqual([{ id: task.taskId, ok: true, code: '00000', msg: expect.any(String), instanceId: task.instanceId }]);
    expect(await openTasks(t, task.instanceId)).toEqual([]);
    const detail = await call(t, as, 'student1', '/bpmProcessInstance/get', { id: task.instanceId });
    expect(detail.info.processInstance.result).toBe(2);
    expect(detail.info.tasks[0]).toMatchObject({ result: 2 });
  });

  it('refuses a node without the flag (00004), the task stays open', async () => {
    const task = await taskOf('flagOff');
    expect((await todoRow('teacher1', task.instanceId))?.batchApprovable).toBe(false);
    const answer = await batch('teacher1', [task.taskId]);
    expect(answer.info.results).toEqual([{ id: task.taskId, ok: false, code: '00004', msg: '该节点不允许批量通过', instanceId: task.instanceId }]);
    expect(await openTasks(t, task.instanceId)).toHaveLength(1);
  });

  it('refuses a node that requires an opinion', async () => {
    const task = await taskOf('opinion');
    expect((await todoRow('teacher1', task.instanceId))?.batchApprovable).toBe(false);
    const [result] = (await batch('teacher1', [task.taskId])).info.results;
    expect(result).toMatchObject({ ok: false, code: '00004', msg: '该节点需要填写审批意见，不能批量通过' });
    expect(await openTasks(t, task.instanceId)).toHaveLength(1);
  });

  it('refuses a task whose node requires a form field that is still empty, and passes it once the value is there', async () => {
    const empty = await taskOf('formEdit');
    expect((await todoRow('teacher1', empty.instanceId))?.batchApprovable).toBe(false);
    const [refused] = (await batch('teacher1', [empty.taskId])).info.results;
    expect(refused).toMatchObject({ ok: false, code: '00005' });
    expect(refused.msg).toContain('表单校验未通过');
    expect(await openTasks(t, empty.instanceId)).toHaveLength(1);

    const filled = await taskOf('formEdit', { ...leave, comment: '已填写' });
    expect((await todoRow('teacher1', filled.instanceId))?.batchApprovable).toBe(true);
    expect((await batch('teacher1', [filled.taskId])).info.results[0]).toMatchObject({ ok: true, code: '00000' });
  });

  it("refuses someone else's task without naming its instance, and it stays open", async () => {
    const task = await taskOf('batch');
    expect(await todoRow('teacher2', task.instanceId)).toBeUndefined();
    const [result] = (await batch('teacher2', [task.taskId])).info.results;
    expect(result).toEqual({ id: task.taskId, ok: false, code: '00004', msg: '您不是该任务的处理人', instanceId: null });
    expect(await openTasks(t, task.instanceId)).toHaveLength(1);
  });

  it('answers mixed results in the order asked: one failure does not stop the others', async () => {
    const a = await taskOf('batch');
    const off = await taskOf('flagOff');
    const b = await taskOf('batch');
    const answer = await batch('teacher1', [a.taskId, off.taskId, 'no-such-task', b.taskId]);
    expectOk(answer);
    expect(answer.info.results.map((r: { id: string; ok: boolean; code: string }) => [r.id, r.ok, r.code])).toEqual([
      [a.taskId, true, '00000'],
      [off.taskId, false, '00004'],
      ['no-such-task', false, '00006'],
      [b.taskId, true, '00000'],
    ]);
    expect(await openTasks(t, a.instanceId)).toEqual([]);
    expect(await openTasks(t, b.instanceId)).toEqual([]);
    expect(await openTasks(t, off.instanceId)).toHaveLength(1);
  });

  it('a task passed already is a conflict the second time', async () => {
    const task = await taskOf('batch');
    expect((await batch('teacher1', [task.taskId])).info.results[0].ok).toBe(true);
    expect((await batch('teacher1', [task.taskId])).info.results[0]).toMatchObject({ ok: false, code: '00007' });
  });
});

describe('the demo data', () => {
  it('seeds 在读证明申请, whose head step a department head can batch approve', async () => {
    const started = await call(t, as, 'student1', '/bpmProcessInstance/create', { processDefinitionKey: BATCH_SAMPLE_KEY, formData: { purpose: '办理签证', copies: 2 } });
    expectOk(started);
    const [task] = started.info.tasks;
    expect(task).toMatchObject({ activityId: 'head_confirm', assignee: 'zhangwei' });
    expect((await todoRow('zhangwei', started.info.instanceId))?.batchApprovable).toBe(true);
    expect((await batch('zhangwei', [task.id])).info.results[0]).toMatchObject({ ok: true, instanceId: started.info.instanceId });
    const detail = await call(t, as, 'student1', '/bpmProcessInstance/get', { id: started.info.instanceId });
    expect(detail.info.processInstance).toMatchObject({ status: 'completed', result: 2, formData: { purpose: '办理签证', copies: 2 } });
  });
});

describe('the call contract', () => {
  it('refuses 101 ids, duplicates and an empty list with 00005, touching nothing', async () => {
    const task = await taskOf('batch');
    const many = [task.taskId, ...Array.from({ length: 100 }, (_, i) => `t${i}`)];
    expect((await batch('teacher1', many)).code).toBe('00005');
    expect((await batch('teacher1', [task.taskId, task.taskId])).code).toBe('00005');
    expect((await batch('teacher1', [])).code).toBe('00005');
    expect((await call(t, as, 'teacher1', '/bpmTask/batchApprove', {})).code).toBe('00005');
    expect(await openTasks(t, task.instanceId)).toHaveLength(1);
  });

  it('takes 100 ids', async () => {
    const tasks = await Promise.all(Array.from({ length: 3 }, () => taskOf('batch')));
    const ids = [...tasks.map((x) => x.taskId), ...Array.from({ length: 97 }, (_, i) => `missing${i}`)];
    const answer = await batch('teacher1', ids);
    expectOk(answer);
    expect(answer.info.results).toHaveLength(100);
    expect(answer.info.results.filter((r: { ok: boolean }) => r.ok)).toHaveLength(3);
  });
});
