/**
 * 批量通过 (batch approve). A batch pass is the plain pass (approveTask) with nothing the approver would
 * have to give: no opinion, no form data, no chosen handlers, no extra CC. So only a node built for it
 * qualifies (README "Batch approve"): extendData `batchapprove`, no opinion required, no handler to pick,
 * the pass button offered, and its form valid as it stands (every field the node leaves writable and
 * requires already holds a value). The todo page marks such rows with the same test (batchApprovable);
 * the batch call tests the node again and each task then goes through approveTask with every rule, in
 * its own transaction, so one failure leaves the others alone.
 */
import { eq, inArray } from 'drizzle-orm';
import type { UserTaskSettings } from '../../../schemas/bpmn/index.ts';
import { Codes, describeCode, type Lang } from '../../../schemas/envelope.ts';
import { fieldWidgets } from '../../../schemas/form/index.ts';
import { validateSubmission } from '../../../schemas/form/validate-submission.ts';
import type { Db } from '../../db/client.ts';
import { bpmTasks, bpmVariables } from '../../db/schema-bpm.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { BpmEngine } from '../engine/engine.ts';
import type { TaskRow } from '../engine/state.ts';
import { asAppError } from '../definitions/errors.ts';
import { OPERATION_BUTTONS, offeredCodes } from './buttons.ts';
import { approveTask, type Actor } from './operations.ts';
import { forbidden, requireAssignee } from './rules.ts';
import { nodeForm, nodeSettings } from './settings.ts';
import { resolveFieldDefaults } from './field-defaults.ts';

/** At most this many tasks per call (the route refuses more with 00005). */
export const BATCH_LIMIT = 100;

/** Tasks of one batch approved side by side: enough to overlap the database round trips, few enough to leave the pool to others. */
const PARALLEL = 4;

export interface BatchResult {
  id: string;
  ok: boolean;
  /** The envelope code a single /bpmTask/approve of this task would have answered. */
  code: string;
  msg: string;
  instanceId: string | null;
}

/** Why a node's settings keep its tasks out of a batch (null: they don't). */
async function nodeRefusal(db: Db, settings: UserTaskSettings): Promise<AppError | null> {
  const x = settings.extendData;
  if (!x.batchapprove) return forbidden('该节点不允许批量通过', 'this step does not allow batch approval');
  if (x.isopinion) return forbidden('该节点需要填写审批意见，不能批量通过', 'this step requires an opinion and cannot be batch approved');
  if (x.changeuser) return forbidden('该节点需要选择下一步处理人，不能批量通过', 'this step requires choosing the next handler and cannot be batch approved');
  const offered = await offeredCodes(db, settings);
  if (!OPERATION_BUTTONS.pass.some((code) => offered.includes(code))) return forbidden('该节点不允许「通过」操作', 'this step does not offer "pass"');
  return null;
}

/** Whether the node's form accepts a pass that submits nothing, with the instance's stored values. */
async function formStandsAsIs(db: Db, form: Parameters<typeof validateSubmission>[0], settings: UserTaskSettings, variables: Record<string, unknown>): Promise<boolean> {
  const stored: Record<string, unknown> = {};
  for (const entry of fieldWidgets(form)) if (Object.hasOwn(variables, entry.name)) stored[entry.name] = variables[entry.name];
  // Echo defaults evaluated as the approve check will (rules.ts checkNodeForm); the engine stores the initiator as a variable.
  const initiator = typeof variables.initiator === 'string' ? variables.initiator : null;
  const { permissions, filled } = await resolveFieldDefaults(db, settings.fieldPermissions, { initiator, variables }, stored);
  Object.assign(stored, filled);
  return validateSubmission(form, {}, permissions, { stored }).ok;
}

interface ListedTask {
  id: string;
  activityId: string;
  definitionId: string;
  processInstanceId: string;
  assignee: string | null;
}

/** The ids among todo rows that a batch pass would accept as the page is read. */
export async function batchApprovableIds(engine: BpmEngine, db: Db, me: string, rows: readonly ListedTask[]): Promise<Set<string>> {
  const out = new Set<string>();
  const withForm: { row: ListedTask; settings: UserTaskSettings; form: NonNullable<Awaited<ReturnType<typeof nodeForm>>> }[] = [];
  for (const row of rows) {
    // An unclaimed candidate task must be claimed first; a batch never claims.
    if (row.assignee !== me) continue;
    const settings = nodeSettings((await engine.definition(db, row.definitionId)).graph, row.activityId);
    if (await nodeRefusal(db, settings)) continue;
    const form = await nodeForm(db, row.definitionId, row.activityId);
    if (form) withForm.push({ row, settings, form });
    else out.add(row.id);
  }
  if (withForm.length === 0) return out;
  const instanceIds = [...new Set(withForm.map((w) => w.row.processInstanceId))];
  const values = await db.select({ instanceId: bpmVariables.instanceId, name: bpmVariables.name, value: bpmVariables.value }).from(bpmVariables).where(inArray(bpmVariables.instanceId, instanceIds));
  const byInstance = new Map<string, Record<string, unknown>>();
  for (const v of values) {
    const vars = byInstance.get(v.instanceId) ?? {};
    vars[v.name] = v.value;
    byInstance.set(v.instanceId, vars);
  }
  for (const { row, settings, form } of withForm) if (await formStandsAsIs(db, form, settings, byInstance.get(row.processInstanceId) ?? {})) out.add(row.id);
  return out;
}

/** Refuses a task a batch may not pass before it is locked (node settings never change for a task). */
async function refuseUnbatchable(engine: BpmEngine, db: Db, taskId: string, me: string): Promise<void> {
  const [task] = await db.select().from(bpmTasks).where(eq(bpmTasks.id, taskId));
  if (!task) throw notFound('任务不存在', 'no such task');
  if (task.status !== 'open') throw new AppError('conflict', { message: { zh: '任务已处理或已取消', en: 'the task has already been completed or cancelled' } });
  requireAssignee(task as unknown as TaskRow, me);
  const refusal = await nodeRefusal(db, nodeSettings((await engine.definition(db, task.definitionId)).graph, task.activityId));
  if (refusal) throw refusal;
}

function failure(id: string, error: unknown, lang: Lang, log: (error: unknown) => void): BatchResult {
  const mapped = asAppError(error);
  if (mapped instanceof AppError) {
    const detail = mapped.fieldErrors(lang)?.map((e) => e.message).join('; ');
    const head = mapped.describe(lang);
    return { id, ok: false, code: Codes[mapped.codeName], msg: detail ? `${head}: ${detail}` : head, instanceId: null };
  }
  log(error);
  return { id, ok: false, code: Codes.serverError, msg: describeCode('serverError', lang), instanceId: null };
}

/** Passes each task as /bpmTask/approve would with nothing given; answers one result per id, in order. */
export async function batchApprove(engine: BpmEngine, db: Db, ids: readonly string[], actor: Actor, log: (error: unknown) => void = () => {}): Promise<{ results: BatchResult[] }> {
  const results: BatchResult[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const id = ids[index]!;
      try {
        await refuseUnbatchable(engine, db, id, actor.humancode);
        const done = await approveTask(engine, db, { taskId: id, reason: null }, actor);
        results[index] = { id, ok: true, code: Codes.ok, msg: describeCode('ok', actor.lang), instanceId: done.instanceId };
      } catch (error) {
        results[index] = failure(id, error, actor.lang, log);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, ids.length) }, worker));
  // A failed task still names its instance when the caller may see it (their own task).
  const missing = results.filter((r) => !r.ok).map((r) => r.id);
  if (missing.length > 0) {
    const owned = await db.select({ id: bpmTasks.id, instanceId: bpmTasks.instanceId, assignee: bpmTasks.assignee, owner: bpmTasks.owner }).from(bpmTasks).where(inArray(bpmTasks.id, missing));
    for (const row of owned) {
      if (row.assignee !== actor.humancode && row.owner !== actor.humancode) continue;
      for (const r of results) if (r.id === row.id) r.instanceId = row.instanceId;
    }
  }
  return { results };
}
