/**
 * 超时处理 on the job queue, time advanced the way the timer tests do (the runner's tick at a later
 * instant): remind once, remind at an interval up to its count, pass and reject when the limit passes,
 * each recorded (message, system reason in zh/en, instance result); the job is dropped when the task is
 * passed or rejected before the limit, and a transfer keeps the step's limit on the new task.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { jobs } from '../../src/server/db/schema.ts';
import { allTasks, bpmn, call, chain, deploy, messages, openTasks, start, tokens, userTask, type Login } from './bpm-approval-support.ts';

let t: TestApp;
let as: Login;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  as = tokens(t);
}, 180_000);
afterAll(async () => t?.close());

const KIND = 'bpm-task-timeout-policy';
const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

/** start → 审批 (lihua, the timeout) → 复核 (zhangwei) → end. */
async function deployed(key: string, timeout: Record<string, unknown>): Promise<string> {
  await deploy(
    t,
    bpmn(
      key,
      `<bpmn:startEvent id="start" />
       ${userTask('review', '审批', { dataType: 'USERS', assignee: 'lihua', buttons: ['pass', 'notPass', 'transfer'], extendData: [{ isopinion: false, timeout }] })}
       ${userTask('check', '复核', { dataType: 'USERS', assignee: 'zhangwei', extendData: [{ isopinion: false }] })}
       <bpmn:endEvent id="end" />
       ${chain('start', 'review', 'check', 'end')}`,
    ),
  );
  return key;
}

const jobsOf = (taskId: string) => t.database.db.select().from(jobs).where(and(eq(jobs.kind, KIND), eq(jobs.refId, taskId)));
const reminders = async (instanceId: string) => (await messages(t, instanceId, 'urge')).map((m) => [m.receiverHumancode, m.title]);

async function reasonIn(instanceId: string, activityId: string, lang: 'zh' | 'en') {
  const answer = await t.call('POST', '/bpmProcessInstance/get', { token: await as('student1'), body: { id: instanceId }, headers: { 'accept-language': lang } });
  return (answer.info.tasks as { activityId: string; reason: string | null }[]).find((task) => task.activityId === activityId)?.reason;
}

describe('the task timeout', () => {
  it('remind: one 催办 message to the handler when the limit passes, the task stays open', async () => {
    const { instanceId, tasks } = await start(t, as, 'student1', await deployed('to_remind', { after: 'PT1H', action: 'remind' }));
    expect((await jobsOf(tasks[0]!.id)).map((job) => Math.round((job.dueAt.getTime() - Date.now()) / MINUTE))).toEqual([60]);
    await t.app.jobs.tick(later(30 * MINUTE));
    expect(await reminders(instanceId)).toEqual([]);
    await t.app.jobs.tick(later(61 * MINUTE));
    expect(await reminders(instanceId)).toEqual([['lihua', '超时提醒：to_remind「审批」已超过办理时限，请尽快处理']]);
    const [task] = await openTasks(t, instanceId);
    expect([task!.id, task!.status, (task!.extra as { timeout: { reminded: number } }).timeout.reminded]).toEqual([tasks[0]!.id, 'open', 1]);
    expect(await jobsOf(task!.id)).toEqual([]);
    const detail = await t.call('POST', '/bpmProcessInstance/get', { token: await as('student1'), body: { id: instanceId } });
    expect(detail.info.tasks[0].timeout).toMatchObject({ reminded: 1 });
    await t.app.jobs.tick(later(24 * 60 * MINUTE));
    expect(await reminders(instanceId)).toHaveLength(1);
  });

  it('remind at an interval: again every 30 minutes until three reminders in all', async () => {
    const { instanceId, tasks } = await start(t, as, 'student1', await deployed('to_repeat', { after: 'PT1H', action: 'remind', every: 'PT30M', times: 3 }));
    await t.app.jobs.tick(later(61 * MINUTE));
    expect(await reminders(instanceId)).toHaveLength(1);
    // The next one is due 30 minutes after the first fired.
    await t.app.jobs.tick(later(20 * MINUTE));
    expect(await reminders(instanceId)).toHaveLength(1);
    await t.app.jobs.tick(later(31 * MINUTE));
    expect(await reminders(instanceId)).toHaveLength(2);
    await t.app.jobs.tick(later(62 * MINUTE));
    expect(await reminders(instanceId)).toHaveLength(3);
    expect(await jobsOf(tasks[0]!.id)).toEqual([]);
    await t.app.jobs.tick(later(10 * 60 * MINUTE));
    const sent = await messages(t, instanceId, 'urge');
    expect(sent.map((m) => m.receiverHumancode)).toEqual(['lihua', 'lihua', 'lihua']);
  });

  it('pass: the task passes with a system reason when the limit passes, and the next step opens', async () => {
    const { instanceId } = await start(t, as, 'student1', await deployed('to_pass', { after: 'P1D', action: 'pass' }));
    await t.app.jobs.tick(later(23 * 60 * MINUTE));
    expect((await openTasks(t, instanceId)).map((task) => task.activityId)).toEqual(['review']);
    await t.app.jobs.tick(later(24 * 60 * MINUTE + MINUTE));
    const history = await allTasks(t, instanceId);
    expect(history.map((task) => [task.activityId, task.status, task.result, task.assignee, task.reason])).toEqual([
      ['review', 'completed', 2, 'lihua', '审批超时，系统自动通过'],
      ['check', 'open', 1, 'zhangwei', null],
    ]);
    expect(await reasonIn(instanceId, 'review', 'en')).toBe('the time limit passed: passed automatically');
    expect((await messages(t, instanceId, 'todo')).map((m) => m.receiverHumancode)).toEqual(['lihua', 'zhangwei']);
    // lihua did not pass it: there is nothing of theirs to withdraw.
    expect((await call(t, as, 'lihua', '/bpmTask/withdraw', { id: history[0]!.id })).code).not.toBe('00000');
  });

  it('reject: the instance ends not passed with a system reason when the limit passes', async () => {
    const { instanceId, tasks } = await start(t, as, 'student1', await deployed('to_reject', { after: 'PT4H', action: 'reject' }));
    await t.app.jobs.tick(later(4 * 60 * MINUTE + MINUTE));
    const history = await allTasks(t, instanceId);
    expect(history.map((task) => [task.id, task.status, task.result, task.reason])).toEqual([[tasks[0]!.id, 'completed', 3, '审批超时，系统自动驳回，流程不通过']]);
    const detail = await t.call('POST', '/bpmProcessInstance/get', { token: await as('student1'), body: { id: instanceId } });
    expect(detail.info.processInstance).toMatchObject({ status: 'completed', result: 3, endReason: '审批超时，系统自动驳回，流程不通过' });
    expect(await reasonIn(instanceId, 'review', 'en')).toBe('the time limit passed: rejected automatically, the process is not passed');
    expect((await messages(t, instanceId, 'result')).map((m) => m.receiverHumancode)).toEqual(['student1']);
  });

  it('is cancelled when the task is passed or rejected before the limit', async () => {
    const key = await deployed('to_cancel', { after: 'PT1H', action: 'reject' });
    const passed = await start(t, as, 'student1', key);
    expect(await jobsOf(passed.tasks[0]!.id)).toHaveLength(1);
    expect((await call(t, as, 'lihua', '/bpmTask/approve', { id: passed.tasks[0]!.id })).code).toBe('00000');
    expect(await jobsOf(passed.tasks[0]!.id)).toEqual([]);
    const rejected = await start(t, as, 'student1', key);
    expect((await call(t, as, 'lihua', '/bpmTask/reject', { id: rejected.tasks[0]!.id })).code).toBe('00000');
    expect(await jobsOf(rejected.tasks[0]!.id)).toEqual([]);
    await t.app.jobs.tick(later(2 * 60 * MINUTE));
    // The passed instance waits at 复核, untouched by a timeout of the step it left.
    expect((await openTasks(t, passed.instanceId)).map((task) => [task.activityId, task.status])).toEqual([['check', 'open']]);
  });

  it('keeps the step\'s limit across a transfer: the new task times out when the first would have', async () => {
    const { instanceId, tasks } = await start(t, as, 'student1', await deployed('to_transfer', { after: 'PT2H', action: 'pass' }));
    const [first] = await jobsOf(tasks[0]!.id);
    expect((await call(t, as, 'lihua', '/bpmTask/transfer', { id: tasks[0]!.id, userCode: 'wuxia' })).code).toBe('00000');
    const [moved] = await openTasks(t, instanceId);
    expect(moved!.assignee).toBe('wuxia');
    expect(await jobsOf(tasks[0]!.id)).toEqual([]);
    expect((await jobsOf(moved!.id)).map((job) => job.dueAt.getTime())).toEqual([first!.dueAt.getTime()]);
    await t.app.jobs.tick(later(2 * 60 * MINUTE + MINUTE));
    expect((await allTasks(t, instanceId)).map((task) => [task.assignee, task.result])).toEqual([
      ['lihua', 7],
      ['wuxia', 2],
      ['zhangwei', 1],
    ]);
  });
});
