/**
 * Multiple instances (WCP13, WCP14, WCP15 via add-sign), countersign and any-one completion, and the
 * token moves of the approval layer: return past a parallel join, add-sign while two of three wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { completeAt, deploy, fixture, instanceRow, openActivities, openTasks, variable, visited, interpreterOnly } from './bpm-engine-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

async function start(file: string, variables: Record<string, unknown> = {}) {
  const definition = await deploy(t, fixture(file));
  return (await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables })).instanceId;
}

const localVars = async (taskId: string) =>
  Object.fromEntries(
    (await t.database.query<{ name: string; value: unknown }>('select v.name, v.value from bpm_variable v join bpm_task k on k.execution_id = v.execution_id where k.id = $1', [taskId])).map((r) => [r.name, r.value]),
  );

describe('multiple instances', () => {
  it('WCP13 design-time cardinality: three parallel instances with loopCounter, S after all three', async () => {
    const id = await start('wcp13-mi-design-time.bpmn');
    const tasks = await openTasks(t, id);
    expect(tasks.map((x) => x.activityId)).toEqual(['R', 'R', 'R']);
    expect((await Promise.all(tasks.map(async (x) => (await localVars(x.id)).loopCounter))).sort()).toEqual([0, 1, 2]);
    await t.app.bpm.completeTask({ taskId: tasks[0]!.id, actor: 'user1' });
    const counts = await t.database.query<{ name: string; value: number }>("select name, value from bpm_variable where instance_id = $1 and name like 'nrOf%'", [id]);
    expect(Object.fromEntries(counts.map((c) => [c.name, c.value]))).toEqual({ nrOfInstances: 3, nrOfCompletedInstances: 1, nrOfActiveInstances: 2 });
    await t.app.bpm.completeTask({ taskId: tasks[1]!.id, actor: 'user1' });
    expect(await openActivities(t, id)).toEqual(['R']);
    await t.app.bpm.completeTask({ taskId: tasks[2]!.id, actor: 'user1' });
    expect(await openActivities(t, id)).toEqual(['S']);
    // The body's counters go with it.
    expect(await t.database.query("select name from bpm_variable where instance_id = $1 and name like 'nrOf%'", [id])).toEqual([]);
  });

  it('WCP14 run-time collection: one task per approver (countersign, all must complete)', async () => {
    const id = await start('wcp14-mi-runtime.bpmn', { approvers: ['teacher1', 'teacher2', 'zhangwei'] });
    const tasks = await openTasks(t, id);
    expect(tasks.map((x) => x.assignee).sort()).toEqual(['teacher1', 'teacher2', 'zhangwei']);
    for (const task of tasks) await t.app.bpm.completeTask({ taskId: task.id, actor: task.assignee });
    expect(await openActivities(t, id)).toEqual(['S']);
  });

  it('sequential countersign: one approver after the other in order; a not-pass vote counts in failCount', async () => {
    const id = await start('mi-sequential.bpmn', { approvers: ['teacher1', 'teacher2'] });
    let [task] = await openTasks(t, id);
    expect(task!.assignee).toBe('teacher1');
    await t.app.bpm.completeTask({ taskId: task!.id, actor: 'teacher1', result: 2 });
    [task] = await openTasks(t, id);
    expect(task!.assignee).toBe('teacher2');
    await t.app.bpm.completeTask({ taskId: task!.id, actor: 'teacher2', result: 3 });
    expect(await variable(t, id, 'passCount')).toBe(1);
    expect(await variable(t, id, 'failCount')).toBe(1);
    expect(await openActivities(t, id)).toEqual(['Failed']);
  });

  it('any one (completion condition nrOfCompletedInstances > 0): the first completion ends the others', async () => {
    const id = await start('mi-any-one.bpmn', { approvers: ['teacher1', 'teacher2', 'zhangwei'] });
    const tasks = await openTasks(t, id);
    expect(tasks).toHaveLength(3);
    await t.app.bpm.completeTask({ taskId: tasks[1]!.id, actor: tasks[1]!.assignee });
    expect(await openActivities(t, id)).toEqual(['S']);
    const states = await t.database.query<{ status: string }>("select status from bpm_task where instance_id = $1 and activity_id = 'R' order by status", [id]);
    expect(states.map((s) => s.status)).toEqual(['cancelled', 'cancelled', 'completed']);
  });

  it('an empty collection skips the activity', async () => {
    const id = await start('wcp14-mi-runtime.bpmn', { approvers: [] });
    expect(await openActivities(t, id)).toEqual(['S']);
  });

  it('WCP15 without a priori run-time knowledge: add-sign (加签) while two of three parallel instances wait', async () => {
    const id = await start('wcp14-mi-runtime.bpmn', { approvers: ['teacher1', 'teacher2', 'zhangwei'] });
    const tasks = await openTasks(t, id);
    await t.app.bpm.completeTask({ taskId: tasks[0]!.id, actor: tasks[0]!.assignee });
    const added = await t.app.bpm.addMultiInstance({ instanceId: id, activityId: 'R', element: 'lihua' });
    expect(added.tasks.map((x) => x.assignee)).toEqual(['lihua']);
    const open = await openTasks(t, id);
    expect(open.map((x) => x.assignee).sort()).toEqual(['lihua', tasks[1]!.assignee, tasks[2]!.assignee].sort());
    expect(await t.database.query("select value from bpm_variable where instance_id = $1 and name = 'nrOfInstances'", [id])).toEqual([{ value: 4 }]);
    for (const task of open.slice(0, 2)) await t.app.bpm.completeTask({ taskId: task.id, actor: task.assignee });
    expect((await openActivities(t, id))).toEqual(['R']);
    await t.app.bpm.completeTask({ taskId: open[2]!.id, actor: open[2]!.assignee });
    expect(await openActivities(t, id)).toEqual(['S']);
  });

  it('remove-sign (减签) of a waiting instance: the body completes with the others', async () => {
    const id = await start('wcp14-mi-runtime.bpmn', { approvers: ['teacher1', 'teacher2', 'zhangwei'] });
    const tasks = await openTasks(t, id);
    await t.app.bpm.completeTask({ taskId: tasks[0]!.id, actor: tasks[0]!.assignee });
    await t.app.bpm.completeTask({ taskId: tasks[1]!.id, actor: tasks[1]!.assignee });
    await t.app.bpm.removeMultiInstance({ instanceId: id, activityId: 'R', taskId: tasks[2]!.id });
    expect(await openActivities(t, id)).toEqual(['S']);
  });

  it('add-sign on a sequential body queues the new approver at the end', async () => {
    const id = await start('mi-sequential.bpmn', { approvers: ['teacher1'] });
    await t.app.bpm.addMultiInstance({ instanceId: id, activityId: 'R', element: 'teacher2' });
    let [task] = await openTasks(t, id);
    await t.app.bpm.completeTask({ taskId: task!.id, actor: 'teacher1' });
    [task] = await openTasks(t, id);
    expect(task).toMatchObject({ activityId: 'R', assignee: 'teacher2' });
    await t.app.bpm.completeTask({ taskId: task!.id, actor: 'teacher2' });
    expect(await openActivities(t, id)).toEqual(['Passed']);
  });
});

describe('token moves (return / withdraw primitives)', () => {
  it('returns from after a parallel join into one branch: the join does not wait for the other branch again', async () => {
    const id = await start('wcp02-parallel.bpmn');
    await completeAt(t, id, 'A');
    await completeAt(t, id, 'B');
    await completeAt(t, id, 'C');
    const [d] = await openTasks(t, id);
    await t.app.bpm.moveTokens({ instanceId: id, from: ['D'], to: 'B', taskResult: 5, reason: '请补充材料' });
    expect(await openActivities(t, id)).toEqual(['B']);
    const [returned] = await t.database.query<{ status: string; result: number; reason: string }>('select status, result, reason from bpm_task where id = $1', [d!.id]);
    expect(returned).toEqual({ status: 'cancelled', result: 5, reason: '请补充材料' });
    await completeAt(t, id, 'B');
    expect(await openActivities(t, id)).toEqual(['D']);
    await completeAt(t, id, 'D');
    expect((await instanceRow(t, id)).status).toBe('completed');
  });

  it('returns from inside a parallel block to before the fork: both branches are withdrawn', async () => {
    const id = await start('wcp02-parallel.bpmn');
    await completeAt(t, id, 'A');
    await completeAt(t, id, 'B');
    // B already waits at the join; C returns everything to A.
    await t.app.bpm.moveTokens({ instanceId: id, from: ['C', 'join'], to: 'A', taskResult: 5 });
    expect(await openActivities(t, id)).toEqual(['A']);
    expect(await t.database.query("select id from bpm_execution where instance_id = $1 and state = 'joined'", [id])).toEqual([]);
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['B', 'C']);
  });

  it('moves a single branch forward past the join while the other branch is done', async () => {
    const id = await start('wcp02-parallel.bpmn');
    await completeAt(t, id, 'A');
    await completeAt(t, id, 'B');
    await t.app.bpm.moveTokens({ instanceId: id, from: ['C', 'join'], to: 'D' });
    expect(await openActivities(t, id)).toEqual(['D']);
    expect((await visited(t, id)).at(-1)).toBe('D');
  });

  it('returns to the first task from a multi-instance node: all its instances go', async () => {
    const id = await start('wcp13-mi-design-time.bpmn');
    await t.app.bpm.moveTokens({ instanceId: id, from: ['R'], to: 'R', taskResult: 5 });
    expect(await openActivities(t, id)).toEqual(['R', 'R', 'R']);
    expect(await t.database.query("select id from bpm_task where instance_id = $1 and result = 5", [id])).toHaveLength(3);
  });

  it('ends an instance as not passed (3) with its open tasks closed', async () => {
    const id = await start('wcp02-parallel.bpmn');
    await completeAt(t, id, 'A');
    await t.app.bpm.endInstance({ instanceId: id, result: 3, reason: '不同意' });
    expect(await instanceRow(t, id)).toMatchObject({ status: 'completed', result: 3 });
    expect(await openTasks(t, id)).toHaveLength(0);
  });
});
