/**
 * The instance detail (the viewer inputs of spec §3: instance result, startUser, createTime, endTime;
 * activities key, taskId, endTime, outgoing; tasks id, name, result, assigneeUser, assigneeUserList,
 * copyListJson, createTime, endTime, reason) and one task as the approval page needs it (form, field
 * permissions, offered buttons, extend data, return targets). Readable by the people involved.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmCopies, bpmDefinitions, bpmExecutions, bpmHistory, bpmInstances, bpmTasks, bpmVariables } from '../../db/schema-bpm.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { fieldWidgets } from '../../../schemas/form/index.ts';
import { notFound } from '../../http/errors.ts';
import type { BpmEngine } from '../engine/engine.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import { buttonCatalogue, offeredCodes, OPERATION_BUTTONS } from './buttons.ts';
import { returnTargets, withdrawable } from './moves.ts';
import { hasExpressionDefaults, resolveFieldDefaults } from './field-defaults.ts';
import { isResubmitStep } from './initiator-step.ts';
import { people } from './queries.ts';
import { DELEGATE_OPERATIONS, forbidden, isDelegated } from './rules.ts';
import { reasonFor } from './system-reasons.ts';
import type { TimeoutState } from './task-timeout.ts';
import { definitionForms, nodeForm, nodeSettings } from './settings.ts';

/** Why a task ended when no one wrote a reason, as a code the pages translate (moves.ts WITHDRAWN). */
const reasonCodeOf = (extra: unknown): string | null => {
  const code = (extra as { reasonCode?: unknown } | null)?.reasonCode;
  return typeof code === 'string' ? code : null;
};

const timeoutOf = (extra: unknown): { due: string; reminded: number } | null => {
  const state = (extra as { timeout?: TimeoutState } | null)?.timeout;
  return state ? { due: state.due, reminded: state.reminded } : null;
};

/** Internal variables of the approval layer, not shown as form data. */
const INTERNAL = /^__/;

/** May `me` read the instance: initiator, someone a task was for, a CC receiver, or a viewer of all processes. */
async function mayRead(db: Db, instanceId: string, initiator: string | null, me: string, seeAll: boolean): Promise<boolean> {
  if (seeAll || initiator === me) return true;
  const [task] = await db
    .select({ id: bpmTasks.id })
    .from(bpmTasks)
    .where(and(eq(bpmTasks.instanceId, instanceId), or(eq(bpmTasks.assignee, me), eq(bpmTasks.owner, me), sql`${bpmTasks.candidateUsers} @> ${JSON.stringify([me])}::jsonb`)))
    .limit(1);
  if (task) return true;
  const [copy] = await db.select({ id: bpmCopies.id }).from(bpmCopies).where(and(eq(bpmCopies.instanceId, instanceId), eq(bpmCopies.userCode, me))).limit(1);
  return !!copy;
}

/**
 * The caller's own actions the detail page offers beside the initiator's: the passed task they may
 * withdraw and, for the initiator, the open step a return handed back to them.
 */
async function callerActions(engine: BpmEngine, db: Db, instance: { id: string; definitionId: string; status: string; initiator: string | null }, tasks: (typeof bpmTasks.$inferSelect)[], me: string) {
  let withdrawTaskId: string | null = null;
  let resubmitTaskId: string | null = null;
  if (instance.status !== 'running') return { withdrawTaskId, resubmitTaskId };
  const graph: ProcessGraph = (await engine.definition(db, instance.definitionId)).graph;
  // Only the newest pass can be withdrawable: the rule refuses a pass after which another task ended.
  const newest = tasks.filter((t) => t.assignee === me && t.status === 'completed' && t.result === 2 && t.endTime).toSorted((a, b) => b.endTime!.getTime() - a.endTime!.getTime())[0];
  if (newest && (await withdrawable(engine, db, newest, me))) withdrawTaskId = newest.id;
  const back = tasks.find((t) => t.status === 'open' && t.assignee === me && isResubmitStep(graph, t.activityId, instance.initiator, t.assignee));
  resubmitTaskId = back?.id ?? null;
  return { withdrawTaskId, resubmitTaskId };
}

export async function instanceDetail(db: Db, instanceId: string, me: string, seeAll: boolean, lang: Lang = 'zh', engine?: BpmEngine) {
  const [instance] = await db.select().from(bpmInstances).where(eq(bpmInstances.id, instanceId));
  if (!instance) throw notFound('流程实例不存在', 'no such process instance');
  if (!(await mayRead(db, instanceId, instance.initiator, me, seeAll))) throw forbidden('您无权查看该流程', 'you may not view this process');
  const [definition] = await db.select({ xml: bpmDefinitions.xml, graph: bpmDefinitions.graph, name: bpmDefinitions.name, version: bpmDefinitions.version }).from(bpmDefinitions).where(eq(bpmDefinitions.id, instance.definitionId));
  const [history, tasks, copies, variables] = await Promise.all([
    db.select().from(bpmHistory).where(eq(bpmHistory.instanceId, instanceId)).orderBy(asc(bpmHistory.seq)),
    db.select().from(bpmTasks).where(eq(bpmTasks.instanceId, instanceId)).orderBy(asc(bpmTasks.createTime)),
    db.select().from(bpmCopies).where(eq(bpmCopies.instanceId, instanceId)).orderBy(asc(bpmCopies.createTime)),
    db.select({ executionId: bpmVariables.executionId, name: bpmVariables.name, value: bpmVariables.value }).from(bpmVariables).where(eq(bpmVariables.instanceId, instanceId)),
  ]);
  const names = await people(db, [instance.initiator, ...tasks.flatMap((t) => [t.assignee, t.owner, ...(t.candidateUsers ?? [])]), ...copies.map((c) => c.userCode)]);
  const person = (code: string | null) => (code ? names.get(code)! : null);
  const forms = await definitionForms(db, instance.definitionId);
  const startFields = forms.start ? new Set(fieldWidgets(forms.start).map((f) => f.name)) : null;
  const formData: Record<string, unknown> = {};
  // Process-scope variables: the root execution has no parent; variables of child scopes are not form data.
  const scoped = new Set(history.map((h) => h.executionId));
  for (const v of variables) {
    if (INTERNAL.test(v.name) || (startFields ? !startFields.has(v.name) : scoped.has(v.executionId))) continue;
    formData[v.name] = v.value;
  }
  const start = person(instance.initiator);
  const actions = engine ? await callerActions(engine, db, instance, tasks, me) : { withdrawTaskId: null, resubmitTaskId: null };
  return {
    ...actions,
    processInstance: {
      id: instance.id,
      name: instance.name,
      status: instance.status,
      result: instance.result,
      businessKey: instance.businessKey,
      definitionId: instance.definitionId,
      processDefinitionKey: instance.definitionKey,
      version: definition?.version ?? null,
      startUser: start ? { humancode: start.humancode, humanName: start.humanName, organizationnames: start.organizationnames } : null,
      createTime: instance.startTime,
      endTime: instance.endTime,
      endReason: instance.endReason,
      formData,
    },
    bpmnXml: definition?.xml ?? null,
    startForm: forms.start,
    activities: history.map((h) => ({ key: h.activityId, name: h.activityName, type: h.activityType, taskId: h.taskId, startTime: h.startTime, endTime: h.endTime, outgoing: h.outgoing ?? [], endState: h.endState })),
    tasks: tasks.map((t) => {
      const cc = copies.filter((c) => c.taskId === t.id);
      return {
        id: t.id,
        name: t.name,
        activityId: t.activityId,
        status: t.status,
        result: t.result,
        assigneeUser: t.assignee ? { humancode: t.assignee, humanName: person(t.assignee)!.humanName } : null,
        assigneeUserList: (t.candidateUsers ?? []).map((c) => ({ humancode: c, humanName: person(c)!.humanName })),
        ownerUser: t.owner ? { humancode: t.owner, humanName: person(t.owner)!.humanName } : null,
        copyListJson: cc.length === 0 ? [] : [{ type: 'user', id: JSON.stringify(cc.map((c) => ({ id: c.userCode, humanname: person(c.userCode)!.humanName }))) }],
        createTime: t.createTime,
        endTime: t.endTime,
        reason: reasonFor(t, lang),
        reasonCode: reasonCodeOf(t.extra),
        /** 超时处理 where its node has one: the limit, and the reminders sent (task-timeout.ts). */
        timeout: timeoutOf(t.extra),
        formData: t.formData,
      };
    }),
  };
}

/** One task for the approval page. */
export async function taskDetail(engine: BpmEngine, db: Db, taskId: string, me: string, seeAll: boolean, lang: Lang = 'zh') {
  const [task] = await db.select().from(bpmTasks).where(eq(bpmTasks.id, taskId));
  if (!task) throw notFound('任务不存在', 'no such task');
  const [instance] = await db.select({ initiator: bpmInstances.initiator, name: bpmInstances.name, status: bpmInstances.status }).from(bpmInstances).where(eq(bpmInstances.id, task.instanceId));
  const involved = task.assignee === me || task.owner === me || (task.candidateUsers ?? []).includes(me);
  if (!involved && !(await mayRead(db, task.instanceId, instance?.initiator ?? null, me, seeAll))) throw forbidden('您无权查看该任务', 'you may not view this task');
  const definition = await engine.definition(db, task.definitionId);
  const graph: ProcessGraph = definition.graph;
  const settings = nodeSettings(graph, task.activityId);
  const offered = await offeredCodes(db, settings);
  const catalogue = await buttonCatalogue(db);
  const form = await nodeForm(db, task.definitionId, task.activityId);
  const values: Record<string, unknown> = {};
  let fieldPermissions = settings.fieldPermissions;
  if (form) {
    const fields = new Set(fieldWidgets(form).map((f) => f.name));
    const rows = await db.select({ name: bpmVariables.name, value: bpmVariables.value }).from(bpmVariables).where(eq(bpmVariables.instanceId, task.instanceId));
    for (const row of rows) if (fields.has(row.name)) values[row.name] = row.value;
    // Echo defaults (`${initiator}` …) answered evaluated, never as their text, and filling the fields with no value yet (field-defaults.ts).
    if (hasExpressionDefaults(fieldPermissions)) {
      const variables = Object.fromEntries(rows.map((r) => [r.name, r.value]));
      const resolved = await resolveFieldDefaults(db, fieldPermissions, { initiator: instance?.initiator ?? null, variables }, values);
      fieldPermissions = resolved.permissions;
      Object.assign(values, resolved.filled);
    }
  }
  const targets = task.status === 'open' ? await returnTargets(db, graph, task.instanceId, task.activityId) : [];
  const mine = task.status === 'open' && task.assignee === me;
  // The holder of a delegated task decides it and nothing else (rules.ts refuseDelegated): only those buttons.
  const delegated = mine && isDelegated(task);
  const buttons = delegated ? offered.filter((code) => DELEGATE_OPERATIONS.some((op) => OPERATION_BUTTONS[op].includes(code as never))) : offered;
  const removable = mine && !delegated && graph.nodes[task.activityId]?.mi && OPERATION_BUTTONS.removeSign.some((code) => offered.includes(code)) ? await removableSigners(db, task, me) : [];
  const names = await people(db, removable);
  return {
    task: { ...task, reason: reasonFor(task, lang), reasonCode: reasonCodeOf(task.extra), processName: instance?.name ?? null, processStatus: instance?.status ?? null },
    buttons: buttons.map((code) => {
      const row = catalogue.find((b) => b.code === code);
      return { id: row?.id ?? code, code, name: row?.name ?? settings.buttonElements.find((b) => b.code === code)?.name ?? code };
    }),
    extendData: settings.extendData,
    fieldPermissions,
    multiApproverMode: graph.nodes[task.activityId]?.mi ? (graph.nodes[task.activityId]!.mi!.sequential ? 'SequentialMultiInstance' : 'ParallelMultiInstance') : 'Null',
    form,
    formData: values,
    returnTargets: delegated ? [] : targets,
    /** The caller holds this task for its owner (delegated or added before them): pass or not pass only. */
    delegated,
    /** The caller could withdraw this task now (moves.ts `withdrawable`, the withdraw operation's own rule). */
    withdrawable: await withdrawable(engine, db, task, me),
    /** An open step a return handed back to the initiator: the form is the start form, edited and resubmitted (/edit). */
    resubmit: mine && isResubmitStep(graph, task.activityId, instance?.initiator ?? null, task.assignee),
    /** Whom a remove-sign may take out: the other open signers of this node and the queued ones. */
    removableSigners: removable.map((code) => ({ humancode: code, humanName: names.get(code)!.humanName })),
  };
}

/** The other open signers of a multi-instance task's node and the people still queued there (never the caller). */
async function removableSigners(db: Db, task: typeof bpmTasks.$inferSelect, me: string): Promise<string[]> {
  const [open, bodies] = await Promise.all([
    db.select({ assignee: bpmTasks.assignee }).from(bpmTasks).where(and(eq(bpmTasks.instanceId, task.instanceId), eq(bpmTasks.activityId, task.activityId), eq(bpmTasks.status, 'open'))),
    db.select({ mi: bpmExecutions.mi }).from(bpmExecutions).where(and(eq(bpmExecutions.instanceId, task.instanceId), eq(bpmExecutions.activityId, task.activityId))),
  ]);
  const out = new Set<string>(open.flatMap((r) => (r.assignee ? [r.assignee] : [])));
  for (const { mi } of bodies) {
    const data = mi as { sequential?: boolean; items?: unknown[] | null; next?: number } | null;
    if (data?.sequential && Array.isArray(data.items)) for (const item of data.items.slice(data.next ?? 0)) if (item) out.add(String(item));
  }
  out.delete(me);
  return [...out];
}
