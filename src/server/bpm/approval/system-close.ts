/**
 * Closing a task without anyone acting, inside the command that decided it: the approver's 不通过
 * (rejectAndEnd), and the platform's own pass and reject (the empty-approver and timeout policies), each
 * written like the approval it stands for, with its system reason kept on the task for the history.
 */
import { dropTaskJobs } from '../engine/behaviours/user-task.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { approverCollections } from './assign.ts';
import { copyConfigured } from './notices.ts';
import { passAtOnce } from './self-approval.ts';
import { SYSTEM_REASONS, type SystemReason } from './system-reasons.ts';

/** 不通过 (3): the task is closed not passed (its complete listeners fire) and the instance ends not passed. */
export async function rejectAndEnd(run: Run, task: TaskRow, reason: string | null): Promise<void> {
  run.setVariable(undefined, 'outcome', '不通过');
  task.status = 'completed';
  task.result = 3;
  task.endTime = run.now;
  task.reason = reason;
  const exec = run.state.executions.get(task.executionId);
  const node = run.graph.nodes[task.activityId];
  if (exec && node) await run.fireListeners(node.taskListeners, 'complete', exec, node, task);
  run.state.closeTask(task);
  dropTaskJobs(run, task);
  await run.endInstance('completed', 3, reason);
}

const mark = (run: Run, task: TaskRow, code: SystemReason): void => {
  task.extra = { ...(task.extra as Record<string, unknown> | null), systemReason: code };
  run.state.tasks.touch(task);
};

/**
 * The platform passes the task: as an approver's pass would (outcome 通过, the countersign collections
 * refreshed, CC after approval) with no form and no opinion but the system reason; the token moves on.
 */
export async function passBySystem(run: Run, task: TaskRow, code: 'emptyPass' | 'timeoutPass'): Promise<void> {
  mark(run, task, code);
  const collections = await approverCollections(run.tx, run.graph, { ...run.variables(), outcome: '通过' }, run.instance.initiator);
  run.setVariables(undefined, { outcome: '通过', ...collections });
  await copyConfigured(run, task, 'after');
  await passAtOnce(run, task, SYSTEM_REASONS[code].zh);
}

/** The platform rejects the task: the instance ends not passed, its reason the system's. */
export async function rejectBySystem(run: Run, task: TaskRow, code: 'emptyReject' | 'timeoutReject'): Promise<void> {
  mark(run, task, code);
  // The command answers the tasks waiting for someone; a task closed as it was created waits for nobody.
  const index = run.createdTasks.indexOf(task);
  if (index >= 0) run.createdTasks.splice(index, 1);
  await rejectAndEnd(run, task, SYSTEM_REASONS[code].zh);
}
