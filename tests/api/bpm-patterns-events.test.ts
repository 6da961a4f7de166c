/**
 * Events and the other element kinds: WCP16 deferred choice (event-based gateway), boundary timers
 * (interrupting, non-interrupting cycles), message and signal boundaries on a sub-process, error end →
 * error boundary, intermediate timer/message/signal catch and signal throw, service / send / receive /
 * manual / script tasks. Timers fire through the job runner with a clock moved forward.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { EngineError } from '../../src/server/bpm/engine/types.ts';
import { completeAt, deploy, fixture, instanceRow, openActivities, openTasks, variable, interpreterOnly } from './bpm-engine-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ jobPollMs: 0 });
  interpreterOnly(t.app.bpm);
}, 180_000);
afterAll(async () => t?.close());

async function start(file: string, variables: Record<string, unknown> = {}) {
  const definition = await deploy(t, fixture(file));
  return (await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables })).instanceId;
}
const later = (ms: number) => new Date(Date.now() + ms);
const timerJobs = (id: string) => t.database.query<{ due_at: Date }>("select due_at from syt_job where kind = 'bpm-timer' and payload->>'instanceId' = $1", [id]);

describe('WCP16 deferred choice (event-based gateway)', () => {
  it('a message wins: the signal and timer subscriptions are dropped', async () => {
    const id = await start('wcp16-deferred-choice.bpmn');
    expect(await timerJobs(id)).toHaveLength(1);
    await t.app.bpm.correlateMessage({ name: 'approved', instanceId: id, variables: { note: 'ok' } });
    expect(await openActivities(t, id)).toEqual(['ByMessage']);
    expect(await variable(t, id, 'note')).toBe('ok');
    expect(await timerJobs(id)).toHaveLength(0);
    expect(await t.database.query('select id from bpm_event_subscription where instance_id = $1', [id])).toEqual([]);
  });

  it('a signal wins', async () => {
    const id = await start('wcp16-deferred-choice.bpmn');
    expect(await t.app.bpm.throwSignal({ name: 'recall' })).toBeGreaterThanOrEqual(1);
    expect(await openActivities(t, id)).toEqual(['BySignal']);
  });

  it('the timer wins when nothing happens for an hour', async () => {
    const id = await start('wcp16-deferred-choice.bpmn');
    await t.app.jobs.tick(later(30 * 60_000));
    expect(await openActivities(t, id)).toEqual([]);
    await t.app.jobs.tick(later(61 * 60_000));
    expect(await openActivities(t, id)).toEqual(['ByTimer']);
    const late = await t.app.bpm.correlateMessage({ name: 'approved', instanceId: id }).catch((e: unknown) => e);
    expect((late as EngineError).code).toBe('notFound');
  });
});

describe('boundary events', () => {
  it('an interrupting timer cancels the task and leads on', async () => {
    const id = await start('boundary-timer.bpmn');
    const [a] = await openTasks(t, id);
    await t.app.jobs.tick(later(3000));
    expect(await openActivities(t, id)).toEqual(['Escalated']);
    const [row] = await t.database.query<{ status: string }>('select status from bpm_task where id = $1', [a!.id]);
    expect(row!.status).toBe('cancelled');
  });

  it('completing the task first removes its timer', async () => {
    const id = await start('boundary-timer.bpmn');
    await completeAt(t, id, 'A');
    expect(await timerJobs(id)).toHaveLength(0);
    expect((await instanceRow(t, id)).status).toBe('completed');
  });

  it('a non-interrupting cycle R2/PT1M fires twice beside the task, then stops', async () => {
    const id = await start('boundary-cycle.bpmn');
    await t.app.jobs.tick(later(61_000));
    expect(await openActivities(t, id)).toEqual(['A', 'Reminder']);
    await t.app.jobs.tick(later(2 * 61_000));
    expect(await openActivities(t, id)).toEqual(['A', 'Reminder', 'Reminder']);
    expect(await timerJobs(id)).toHaveLength(0);
    await t.app.jobs.tick(later(10 * 61_000));
    expect(await openActivities(t, id)).toEqual(['A', 'Reminder', 'Reminder']);
  });

  it('WCP19 non-interrupting timer on A: Reminder beside A, A still completes normally', async () => {
    const id = await start('wcp19-cancel-task.bpmn');
    await t.app.jobs.tick(later(2 * 3600_000 + 1000));
    expect(await openActivities(t, id)).toEqual(['A', 'Reminder']);
    await completeAt(t, id, 'A');
    expect(await openActivities(t, id)).toEqual(['Next', 'Reminder']);
  });

  it('a signal boundary on a sub-process interrupts both of its parallel tasks', async () => {
    const id = await start('boundary-signal.bpmn');
    expect(await openActivities(t, id)).toEqual(['P', 'Q']);
    await completeAt(t, id, 'P');
    await t.app.bpm.throwSignal({ name: 'abort' });
    expect(await openActivities(t, id)).toEqual(['Aborted']);
    expect(await t.database.query("select id from bpm_execution where instance_id = $1 and state = 'joined'", [id])).toEqual([]);
  });

  it('the sub-process completes normally when its inner join fires', async () => {
    const id = await start('boundary-signal.bpmn');
    await completeAt(t, id, 'P');
    await completeAt(t, id, 'Q');
    expect(await openActivities(t, id)).toEqual(['After']);
    expect(await t.database.query('select id from bpm_event_subscription where instance_id = $1', [id])).toEqual([]);
  });

  it('an error end event inside a sub-process is caught by the error boundary', async () => {
    const rejected = await start('subprocess-error.bpmn');
    await completeAt(t, rejected, 'T', { rejected: true });
    expect(await openActivities(t, rejected)).toEqual(['Fix']);
    const fine = await start('subprocess-error.bpmn');
    await completeAt(t, fine, 'T', { rejected: false });
    expect(await openActivities(t, fine)).toEqual(['After']);
  });
});

describe('intermediate events and task kinds', () => {
  it('timer, message and signal catch in sequence; the signal throw reaches another instance', async () => {
    const other = await start('wcp16-deferred-choice.bpmn');
    const id = await start('events-intermediate.bpmn');
    await t.app.jobs.tick(later(1000));
    expect(await t.database.query("select activity_id from bpm_event_subscription where instance_id = $1", [id])).toEqual([{ activity_id: 'wait' }]);
    await t.app.jobs.tick(later(2500));
    expect(await t.database.query("select activity_id, event_name from bpm_event_subscription where instance_id = $1", [id])).toEqual([{ activity_id: 'pay', event_name: 'paid' }]);
    await t.app.bpm.correlateMessage({ name: 'paid', instanceId: id });
    await t.app.bpm.throwSignal({ name: 'go' });
    expect(await openActivities(t, id)).toEqual(['Done']);
    // "finished" is not what the other instance waits for: it stays at its gateway.
    expect(await openActivities(t, other)).toEqual([]);
    expect((await instanceRow(t, other)).status).toBe('running');
  });

  it('a signal thrown inside one instance reaches another through a bpm-signal job', async () => {
    const waiting = await start('wcp16-deferred-choice.bpmn');
    const xml = fixture('events-intermediate.bpmn').replace('<bpmn:signal id="sig_finished" name="finished" />', '<bpmn:signal id="sig_finished" name="recall" />');
    const definition = await deploy(t, xml);
    const id = (await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1' })).instanceId;
    await t.app.jobs.tick(later(3000));
    await t.app.bpm.correlateMessage({ name: 'paid', instanceId: id });
    await t.app.bpm.throwSignal({ name: 'go' });
    expect(await openActivities(t, waiting)).toEqual([]);
    await t.app.jobs.tick();
    expect(await openActivities(t, waiting)).toEqual(['BySignal']);
  });

  it('service task expression, send task, receive task waiting for its message, manual task', async () => {
    const id = await start('tasks-automatic.bpmn', { amount: 21 });
    expect(await variable(t, id, 'doubled')).toBe(42);
    expect(await openActivities(t, id)).toEqual([]);
    await t.app.bpm.correlateMessage({ name: 'reply', instanceId: id });
    expect(await openActivities(t, id)).toEqual(['Check']);
  });

  it('a script task runs only in the sandbox hook; without it the start fails clearly', async () => {
    const definition = await deploy(t, fixture('script-task.bpmn'));
    // registerBpm wires the QuickJS sandbox; take it away to see the engine's own refusal.
    const wired = t.app.bpm.hooks.runScript;
    delete t.app.bpm.hooks.runScript;
    const failure = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: { amount: 1 } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(EngineError);
    expect((failure as EngineError).en).toContain('sandbox');
    const seen: unknown[] = [];
    t.app.bpm.hooks.runScript = async (script, variables) => {
      seen.push(script.body);
      return { result: Number(variables.amount) + 1 };
    };
    try {
      const started = await t.app.bpm.startInstance({ definitionId: definition.id, initiator: 'student1', variables: { amount: 1 } });
      expect(await variable(t, started.instanceId, 'next')).toBe(2);
      expect(seen).toEqual(['amount + 1']);
    } finally {
      if (wired) t.app.bpm.hooks.runScript = wired;
      else delete t.app.bpm.hooks.runScript;
    }
  });
});
