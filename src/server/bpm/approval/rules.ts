/**
 * The checks every task operation shares, run under the instance lock: who may act on a task, the
 * opinion a node requires, and the node's form validated with the form runtime's validateSubmission.
 */
import type { UserTaskSettings } from '../../../schemas/bpmn/index.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { validateSubmission } from '../../../schemas/form/validate-submission.ts';
import { fieldWidgets } from '../../../schemas/form/index.ts';
import { AppError } from '../../http/errors.ts';
import type { Run } from '../engine/run.ts';
import type { TaskRow } from '../engine/state.ts';
import { EngineError } from '../engine/types.ts';
import { nodeForm } from './settings.ts';
import { resolveFieldDefaults } from './field-defaults.ts';
import { checkSealUse } from '../../modules/seals.ts';
import { calendarFor } from '../../campus/calendar-store.ts';

export const forbidden = (zh: string, en: string) => new AppError('forbidden', { message: { zh, en } });

/** The open task under the lock (a task no longer open is a conflict: someone acted first). */
export function openTask(run: Run, taskId: string): TaskRow {
  if (run.instance.status !== 'running') throw new EngineError('conflict', '流程实例已结束', 'the process instance has ended');
  const task = run.state.tasks.get(taskId);
  if (!task) throw new EngineError('conflict', '任务已处理或已取消', 'the task has already been completed or cancelled');
  return task;
}

/** Only the assignee acts; a candidate must claim the task first. */
export function requireAssignee(task: TaskRow, actor: string): void {
  if (task.assignee === actor) return;
  if (!task.assignee && (task.candidateUsers ?? []).includes(actor)) throw forbidden('请先签收该任务', 'claim the task first');
  throw forbidden('您不是该任务的处理人', 'you are not the assignee of this task');
}

/** What the holder of a delegated task (one with an owner it goes back to) may do: decide, nothing else. */
export const DELEGATE_OPERATIONS = ['pass', 'notPass'] as const;

/** A task handed to someone by its owner (delegate, add-sign before): they pass or not pass it, nothing else. */
export const isDelegated = (task: { owner: string | null; assignee: string | null }): boolean => !!task.owner && task.assignee !== task.owner;

/** Refuses the operations a delegate may not perform (return, delegate again, transfer, add or remove signers). */
export function refuseDelegated(task: TaskRow): void {
  if (isDelegated(task)) throw forbidden('委派给您的任务只能通过或不通过', 'a task delegated to you can only be approved or rejected');
}

/** The opinion: given, else the value of the form field the node marks as the opinion (reason). */
export function opinionOf(settings: UserTaskSettings, reason: string | null | undefined, formData: Record<string, unknown> | undefined): string | null {
  const given = typeof reason === 'string' ? reason.trim() : '';
  if (given) return given;
  const field = settings.fieldPermissions.find((p) => p.reason);
  const value = field && formData ? formData[field.name] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function requireOpinion(settings: UserTaskSettings, opinion: string | null): void {
  if (settings.extendData.isopinion && !opinion) throw new AppError('validation', { message: { zh: '请填写审批意见', en: 'an approval opinion is required' }, errors: [{ path: '/reason', message: { zh: '请填写审批意见', en: 'an approval opinion is required' } }] });
}

/**
 * The node's form (its own, else the start form) checked against the node's field permissions, with
 * the instance's current values as the stored ones; answers the cleaned data (empty without a form).
 */
export async function checkNodeForm(run: Run, task: TaskRow, settings: UserTaskSettings, submitted: unknown, lang: Lang): Promise<Record<string, unknown>> {
  const form = await nodeForm(run.tx, task.definitionId, task.activityId);
  if (!form) return {};
  const variables = run.variables();
  const stored: Record<string, unknown> = {};
  for (const entry of fieldWidgets(form)) if (Object.hasOwn(variables, entry.name)) stored[entry.name] = variables[entry.name];
  // The reference value of a read-only field is its evaluated echo default, as the detail showed it.
  const { permissions, filled } = await resolveFieldDefaults(run.tx, settings.fieldPermissions, { initiator: run.instance.initiator, variables }, stored);
  Object.assign(stored, filled);
  const result = validateSubmission(form, submitted ?? {}, permissions, { lang, stored, calendar: await calendarFor(run.tx, form) });
  if (!result.ok) throw new AppError('validation', { message: { zh: '表单校验未通过', en: 'the form has errors' }, errors: formErrors(result.errors) });
  // Callers have checked that the actor is the assignee: the signer.
  await checkSealUse(run.tx, form, result.data, task.assignee ?? '', lang, stored);
  return result.data;
}

/** Humancodes from a request list (trimmed, unique, bounded). */
export function codes(list: readonly unknown[] | undefined): string[] {
  return [...new Set((list ?? []).map((v) => String(v).trim()).filter(Boolean))];
}

/** Form field errors as envelope errors (JSON pointers into the request's formData). */
export function formErrors(errors: readonly { path: string; message: string }[]): { path: string; message: string }[] {
  return errors.map((e) => ({ path: `/formData/${e.path.replaceAll('.', '/')}`, message: e.message }));
}
