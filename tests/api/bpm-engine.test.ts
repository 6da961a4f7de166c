/** The engine end to end over HTTP: deploy a model, start it, approve its user task, the instance ends. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fixture, instanceRow, openTasks, visited } from './bpm-engine-support.ts';

let t: TestApp;
let admin: string;

/** The approver comes from a field the designer put on the start form (a body may not set it otherwise). */
const START_FORM = {
  widgetList: [
    { type: 'input', id: 'approver', formItemFlag: true, options: { name: 'approver', label: '审批人', required: true } },
    { type: 'number', id: 'days', formItemFlag: true, options: { name: 'days', label: '天数' } },
  ],
  formConfig: {},
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
}, 180_000);
afterAll(async () => t?.close());

describe('start → user task → approve → end over HTTP', () => {
  let definitionId: string;

  it('saves and deploys a model', async () => {
    const saved = await t.call('POST', '/bpmModel/edit', { token: admin, body: { key: 'simple_approval', name: '简单审批', xml: fixture('simple-approval.bpmn'), formSnapshot: START_FORM } });
    expect(saved.code).toBe('00000');
    const deployed = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
    expect(deployed.code).toBe('00000');
    expect(deployed.info).toMatchObject({ key: 'simple_approval', version: 1, suspended: false });
    definitionId = deployed.info.id;
    const again = await t.call('POST', '/bpmModel/deploy', { token: admin, body: { id: saved.info.id } });
    expect(again.info.version).toBe(2);
    definitionId = again.info.id;
  });

  it('starts, approves the task as its assignee and ends passed', async () => {
    const student = await t.login('student1');
    const started = await t.call('POST', '/bpmProcessInstance/create', { token: student, body: { processDefinitionKey: 'simple_approval', variables: { approver: 'teacher1', days: 3 } } });
    expect(started.code).toBe('00000');
    const instanceId = started.info.instanceId as string;
    expect(started.info.tasks).toHaveLength(1);
    // The approval layer's create answers task summaries; the row itself is open.
    expect(started.info.tasks[0]).toMatchObject({ activityId: 'approve', assignee: 'teacher1', name: '审批' });
    expect((await openTasks(t, instanceId)).map((task) => task.id)).toEqual([started.info.tasks[0].id]);
    const row = await instanceRow(t, instanceId);
    expect(row).toMatchObject({ status: 'running', result: 1, initiator: 'student1', definitionId });

    const taskId = started.info.tasks[0].id as string;
    const notMine = await t.call('POST', '/bpmTask/approve', { token: student, body: { id: taskId } });
    expect(notMine.code).toBe('00004');

    const teacher = await t.login('teacher1');
    const done = await t.call('POST', '/bpmTask/approve', { token: teacher, body: { id: taskId, reason: '同意' } });
    expect(done.code).toBe('00000');
    expect(done.info).toMatchObject({ status: 'completed', result: 2, tasks: [] });
    expect(await openTasks(t, instanceId)).toHaveLength(0);
    expect(await visited(t, instanceId)).toEqual(['start', 'approve', 'end']);
    const ended = await instanceRow(t, instanceId);
    expect(ended.status).toBe('completed');
    expect(ended.endTime).not.toBeNull();

    const twice = await t.call('POST', '/bpmTask/approve', { token: teacher, body: { id: taskId } });
    expect(twice.code).toBe('00007');
  });
});
