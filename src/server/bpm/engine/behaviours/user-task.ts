/**
 * User task: creates the task row (assignee and candidates from the attributes, or from the approval
 * layer's resolver), fires the create/assignment task listeners and waits until the task is completed.
 */
import type { GraphNode } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow, TaskRow } from '../state.ts';
import { addDuration, planTimer } from '../timers.ts';
import type { Assignment, Behaviour } from '../types.ts';

export const TASK_DUE_JOB = 'bpm-task-due';
/** A task listener of event timeout with its own timer; ref `${taskId}:${listener index}`. */
export const TASK_TIMEOUT_JOB = 'bpm-task-timeout';

/**
 * Job kinds the layers above schedule per task with the task id as ref (the approval layer's timeout
 * policy); they are dropped with the task's own jobs, so a closed task's job never fires.
 */
export const TASK_JOB_KINDS = new Set<string>();

/** The jobs a task may have (due date, timeout listeners, TASK_JOB_KINDS), dropped when it closes. */
export function dropTaskJobs(run: Run, task: TaskRow): void {
  run.state.dropJob(TASK_DUE_JOB, task.id);
  for (const kind of TASK_JOB_KINDS) run.state.dropJob(kind, task.id);
  const node = run.graph.nodes[task.activityId];
  node?.taskListeners.forEach((listener, index) => {
    if (listener.event === 'timeout' && listener.timer) run.state.dropJob(TASK_TIMEOUT_JOB, `${task.id}:${index}`);
  });
}

/** A list attribute: `a,b`, or an expression answering a list or a comma-separated string. */
export function listOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  return String(value).split(',').map((s) => s.trim()).filter(Boolean);
}

function dateOf(run: Run, exec: ExecRow, text: string | undefined, where: string): Date | null {
  if (!text) return null;
  const value = run.template(text, exec, where);
  if (value instanceof Date) return value;
  const raw = String(value ?? '').trim();
  if (!raw) return null;
  if (/^P/i.test(raw)) return addDuration(run.now, raw);
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time);
}

export function assignmentFromAttributes(run: Run, exec: ExecRow, node: GraphNode): Assignment {
  const attrs = node.attrs;
  const assignee = attrs.assignee ? run.template(attrs.assignee, exec, `${node.id}.assignee`) : null;
  return {
    assignee: assignee === null || assignee === undefined || assignee === '' ? null : String(assignee),
    candidateUsers: attrs.candidateUsers ? listOf(run.template(attrs.candidateUsers, exec, `${node.id}.candidateUsers`)) : [],
    candidateGroups: attrs.candidateGroups ? listOf(run.template(attrs.candidateGroups, exec, `${node.id}.candidateGroups`)) : [],
  };
}

export async function createTask(run: Run, exec: ExecRow, node: GraphNode): Promise<TaskRow> {
  const fromAttributes = assignmentFromAttributes(run, exec, node);
  const assignment = run.hooks.resolveAssignment ? await run.hooks.resolveAssignment({ run, execution: exec, node, fromAttributes }) : fromAttributes;
  const priority = node.attrs.priority ? Number(run.template(node.attrs.priority, exec, `${node.id}.priority`)) : 50;
  const task: TaskRow = {
    id: crypto.randomUUID(),
    instanceId: run.instance.id,
    definitionId: run.definition.id,
    executionId: exec.id,
    activityId: node.id,
    name: node.name ?? node.id,
    assignee: assignment.assignee ?? null,
    owner: null,
    candidateUsers: assignment.candidateUsers ?? [],
    candidateGroups: assignment.candidateGroups ?? [],
    status: 'open',
    result: 1,
    priority: Number.isFinite(priority) ? Math.trunc(priority) : 50,
    createTime: run.now,
    claimTime: null,
    endTime: null,
    dueDate: dateOf(run, exec, node.attrs.dueDate, `${node.id}.dueDate`),
    followUpDate: dateOf(run, exec, node.attrs.followUpDate, `${node.id}.followUpDate`),
    formKey: node.attrs.formKey ?? node.attrs.xcformKey ?? null,
    formData: null,
    reason: null,
    extra: null,
  };
  run.state.tasks.add(task);
  run.createdTasks.push(task);
  const history = run.openHistoryOf(exec);
  if (history) history.taskId = task.id;
  exec.state = 'waiting';
  run.touch(exec);
  if (task.dueDate) run.state.newJobs.push({ kind: TASK_DUE_JOB, refId: task.id, dueAt: task.dueDate, payload: { instanceId: run.instance.id } });
  node.taskListeners.forEach((listener, index) => {
    if (listener.event !== 'timeout' || !listener.timer) return;
    const value = run.template(listener.timer.expression, exec, `${node.id}.timeout`);
    const plan = planTimer(listener.timer.kind, String(value ?? ''), run.now);
    run.state.newJobs.push({ kind: TASK_TIMEOUT_JOB, refId: `${task.id}:${index}`, dueAt: plan.due, payload: { instanceId: run.instance.id, listener: index } });
  });
  await run.fireListeners(node.taskListeners, 'create', exec, node, task);
  if (task.assignee) await run.fireListeners(node.taskListeners, 'assignment', exec, node, task);
  await run.hooks.onTaskCreated?.(run, task);
  return task;
}

export const userTask: Behaviour = {
  async enter(run, exec, node) {
    await createTask(run, exec, node);
  },
  async trigger(run, exec) {
    run.leave(exec);
  },
};
