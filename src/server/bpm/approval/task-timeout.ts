/**
 * 超时处理 (extendData `timeout`, src/schemas/bpmn/task-timeout.ts): a user task's time limit on the
 * server's one job queue. When a task is created a job (kind bpm-task-timeout-policy, ref the task id)
 * is queued for the limit; the engine drops it with the task's own jobs when the task closes
 * (TASK_JOB_KINDS), and a hand-over moves it to the new task with the same limit. When it fires on the
 * still-open task it acts in the instance's own command: remind (a 催办 message to the task's handlers,
 * again at the interval until the count is reached), pass or reject (system-close.ts, with the system
 * reason in the history). The task keeps where it stands in `extra.timeout`.
 */
import type { JobHandler } from '../../jobs/runner.ts';
import { BUSY, type BpmEngine } from '../engine/engine.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { addDuration } from '../engine/timers.ts';
import { EngineError } from '../engine/types.ts';
import { notifyIn } from '../listeners/notify.ts';
import { handlersOf } from './notices.ts';
import { nodeSettings } from './settings.ts';
import { passBySystem, rejectBySystem } from './system-close.ts';

export const TASK_TIMEOUT_POLICY_JOB = 'bpm-task-timeout-policy';

/** Where a task's timeout stands (`extra.timeout`). */
export interface TimeoutState {
  /** When the limit passes (ISO). */
  due: string;
  /** When the job fires next (ISO): the limit, then each reminder after it. */
  next: string;
  /** Reminders sent so far. */
  reminded: number;
}

const stateOf = (task: TaskRow | undefined): TimeoutState | null => {
  const state = (task?.extra as { timeout?: TimeoutState } | null)?.timeout;
  return state && typeof state.next === 'string' ? state : null;
};

function keep(run: Run, task: TaskRow, state: TimeoutState): void {
  task.extra = { ...(task.extra as Record<string, unknown> | null), timeout: state };
  run.state.tasks.touch(task);
}

/**
 * Queues the timeout of a new open task whose node has one. A hand-over's task (`extra.from`, closed in
 * this same command) takes over the limit and the reminders already sent: it is the same step.
 */
export function scheduleTaskTimeout(run: Run, task: TaskRow): void {
  const timeout = nodeSettings(run.graph, task.activityId).extendData.timeout;
  if (!timeout || task.status !== 'open') return;
  const from = (task.extra as { from?: unknown } | null)?.from;
  const previous = typeof from === 'string' ? stateOf(run.state.doneTasks.rows.get(from)) : null;
  if (typeof from === 'string') run.state.dropJob(TASK_TIMEOUT_POLICY_JOB, from);
  const due = addDuration(run.now, timeout.after).toISOString();
  const state = previous ?? { due, next: due, reminded: 0 };
  keep(run, task, state);
  run.state.newJobs.push({ kind: TASK_TIMEOUT_POLICY_JOB, refId: task.id, dueAt: new Date(state.next), payload: { instanceId: run.instance.id } });
}

/** The timeout fires on an open task: acts, and answers when to fire again (reminders), or null. */
async function fire(run: Run, taskId: string): Promise<Date | null> {
  const task = run.state.tasks.get(taskId);
  if (!task || task.status !== 'open' || run.instance.status !== 'running') return null;
  const timeout = nodeSettings(run.graph, task.activityId).extendData.timeout;
  if (!timeout) return null;
  if (timeout.action === 'pass') await passBySystem(run, task, 'timeoutPass');
  else if (timeout.action === 'reject') await rejectBySystem(run, task, 'timeoutReject');
  if (timeout.action !== 'remind') return null;
  const state = stateOf(task) ?? { due: run.now.toISOString(), next: run.now.toISOString(), reminded: 0 };
  const times = timeout.every ? (timeout.times ?? 1) : 1;
  const count = state.reminded + 1;
  notifyIn(run, {
    type: 'urge',
    receivers: handlersOf(task),
    title: `超时提醒：${run.instance.name || '流程'}「${task.name ?? task.activityId}」已超过办理时限，请尽快处理`,
    content: times > 1 ? `系统第 ${count} 次提醒（共 ${times} 次）` : '系统提醒',
    processInstanceId: run.instance.id,
    taskId: task.id,
    sender: 'system',
  });
  const next = count < times && timeout.every ? addDuration(run.now, timeout.every) : null;
  keep(run, task, { ...state, reminded: count, next: (next ?? run.now).toISOString() });
  return next;
}

const BUSY_RETRY_MS = 250;

/** The job: fires under the instance lock in the job's transaction; a locked instance is tried again shortly. */
export function taskTimeoutJob(engine: BpmEngine): JobHandler {
  return {
    async run(job, tx) {
      const { instanceId } = job.payload as { instanceId: string };
      try {
        const answer = await engine.execute(instanceId, (run) => fire(run, job.refId), { tx, lock: 'skip' });
        return answer === BUSY ? new Date(Date.now() + BUSY_RETRY_MS) : answer.value;
      } catch (error) {
        // The instance was deleted meanwhile: nothing is left to time out.
        if (error instanceof EngineError && error.code === 'notFound') return null;
        throw error;
      }
    },
  };
}
