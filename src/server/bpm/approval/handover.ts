/**
 * Task row moves that keep the token where it is: the current task is closed with a result code and a
 * new open task on the same execution goes to someone else (delegate 6, transfer 7, add-sign before,
 * and a delegated task coming back to its owner).
 */
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';

export interface HandoverOptions {
  /** Result code written on the closed task. */
  result: number;
  reason: string | null;
  formData?: unknown;
  /** Who gets the new task. */
  assignee: string;
  /** The delegating owner the new task comes back to (null: none). */
  owner: string | null;
  /** Why the new task exists (delegate, transfer, addSignBefore, back). */
  kind: string;
}

export async function handover(run: Run, task: TaskRow, options: HandoverOptions): Promise<TaskRow> {
  task.status = 'completed';
  task.result = options.result;
  task.endTime = run.now;
  task.reason = options.reason;
  if (options.formData !== undefined) task.formData = options.formData;
  run.state.closeTask(task);
  const next: TaskRow = {
    ...task,
    id: crypto.randomUUID(),
    assignee: options.assignee,
    owner: options.owner,
    candidateUsers: [],
    candidateGroups: [],
    status: 'open',
    result: 1,
    createTime: run.now,
    claimTime: null,
    endTime: null,
    formData: null,
    reason: null,
    extra: { handover: options.kind, from: task.id, by: run.actor },
  };
  run.state.tasks.add(next);
  run.createdTasks.push(next);
  const exec = run.state.executions.get(task.executionId);
  const history = exec ? run.openHistoryOf(exec) : undefined;
  if (history) {
    history.taskId = next.id;
    run.state.history.touch(history);
  }
  const node = run.graph.nodes[task.activityId];
  if (exec && node) await run.fireListeners(node.taskListeners, 'assignment', exec, node, next);
  await run.hooks.onTaskCreated?.(run, next);
  return next;
}
