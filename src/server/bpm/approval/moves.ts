/**
 * Return (驳回, 5) and withdraw (撤回): token moves back to an earlier user task with the engine's
 * moveTokens primitive, under the instance lock. A return takes every token the target can reach
 * (so returning from inside a parallel block to before its fork takes the other branches too, and a
 * return into a branch lets the join wait only for that branch).
 */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bpmHistory, bpmInstances, bpmTasks } from '../../db/schema-bpm.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { BUSY, type BpmEngine } from '../engine/engine.ts';
import { reachingNodes } from '../engine/compile-graph.ts';
import { moveTokens } from '../engine/move.ts';
import { dropTaskJobs } from '../engine/behaviours/user-task.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import type { Run } from '../engine/run.ts';
import { EngineError } from '../engine/types.ts';
import { approverCollections } from './assign.ts';
import { requireButton } from './buttons.ts';
import { onTask, type Actor, type OperationResult, answer } from './operations.ts';
import { forbidden, opinionOf, refuseDelegated, requireAssignee, requireOpinion } from './rules.ts';
import { passedByNobody } from './system-reasons.ts';
import { nodeSettings } from './settings.ts';

/** Nodes a token starting at `start` can reach (flows and boundary events). */
function forwardReach(run: Run, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const node = run.graph.nodes[stack.pop()!];
    if (!node) continue;
    for (const id of [...node.outgoing.map((f) => run.graph.flows[f]!.target), ...node.boundaries]) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(id);
    }
  }
  return seen;
}

interface Completed {
  activityId: string;
  seq: number;
  assignee: string | null;
}

/**
 * User tasks of the instance completed (passed) so far, oldest first. A step the self-approval policy
 * skipped, or the empty-approver or timeout policy passed, is no return target: nobody acted there.
 */
async function completedUserTasks(tx: Db, instanceId: string): Promise<Completed[]> {
  const rows = await tx
    .select({ activityId: bpmHistory.activityId, seq: bpmHistory.seq, assignee: bpmTasks.assignee, extra: bpmTasks.extra })
    .from(bpmHistory)
    .leftJoin(bpmTasks, eq(bpmTasks.id, bpmHistory.taskId))
    .where(and(eq(bpmHistory.instanceId, instanceId), eq(bpmHistory.activityType, 'userTask'), eq(bpmHistory.endState, 'completed')))
    .orderBy(asc(bpmHistory.seq));
  return rows.filter((row) => !passedByNobody(row.extra)).map(({ extra: _extra, ...row }) => row);
}

/** The activities a return to `target` from `current` may take: live tokens the target can reach, and the current one. */
function tokensFor(run: Run, target: string, current: string): string[] {
  const reach = forwardReach(run, target);
  const from = new Set<string>([current]);
  for (const exec of run.state.executions.values()) if (exec.activityId && reach.has(exec.activityId) && exec.parentId !== null) from.add(exec.activityId);
  return [...from];
}

export type ReturnTarget = 'previous' | 'initiator' | (string & {});

/** Earlier nodes a task may be returned to (for the approval page): completed user tasks upstream. */
export async function returnTargets(tx: Db, graph: ProcessGraph, instanceId: string, activityId: string): Promise<{ activityId: string; name: string | null }[]> {
  const upstream = new Set(reachingNodes(graph, activityId));
  const seen = new Set<string>();
  const out: { activityId: string; name: string | null }[] = [];
  for (const row of await completedUserTasks(tx, instanceId)) {
    if (!upstream.has(row.activityId) || row.activityId === activityId || seen.has(row.activityId)) continue;
    seen.add(row.activityId);
    out.push({ activityId: row.activityId, name: graph.nodes[row.activityId]?.name ?? null });
  }
  return out;
}

/** 驳回 (5): to the previous user task, to the initiator's task, or to any completed earlier user task. */
export async function returnTask(engine: BpmEngine, db: Db, input: { taskId: string; target?: ReturnTarget; reason?: string | null }, actor: Actor): Promise<OperationResult> {
  const { run: finished } = await onTask(engine, input.taskId, actor.humancode, async (run, task) => {
    requireAssignee(task, actor.humancode);
    refuseDelegated(task);
    const settings = nodeSettings(run.graph, task.activityId);
    await requireButton(run.tx, settings, 'back');
    const opinion = opinionOf(settings, input.reason, undefined);
    requireOpinion(settings, opinion);
    const completed = await completedUserTasks(run.tx, run.instance.id);
    const upstream = new Set(reachingNodes(run.graph, task.activityId));
    const eligible = completed.filter((c) => upstream.has(c.activityId) && c.activityId !== task.activityId);
    const wanted = input.target ?? 'previous';
    let target: string | undefined;
    if (wanted === 'previous') target = eligible.at(-1)?.activityId;
    else if (wanted === 'initiator') target = completed.find((c) => c.assignee !== null && c.assignee === run.instance.initiator && c.activityId !== task.activityId)?.activityId;
    else target = eligible.find((c) => c.activityId === wanted)?.activityId;
    if (!target) {
      const why = wanted === 'initiator' ? ['流程中没有发起人处理过的节点', 'no step was handled by the initiator'] : ['没有可驳回到的节点', 'no earlier step to return to'];
      throw new AppError('conflict', { message: { zh: why[0]!, en: why[1]! } });
    }
    task.status = 'completed';
    task.result = 5;
    task.endTime = run.now;
    task.reason = opinion;
    run.state.closeTask(task);
    dropTaskJobs(run, task);
    const collections = await approverCollections(run.tx, run.graph, { ...run.variables(), outcome: '驳回' }, run.instance.initiator);
    await moveTokens(run, { from: tokensFor(run, target, task.activityId), to: target, taskResult: 4, reason: null, variables: { outcome: '驳回', ...collections } });
  });
  return answer({ instanceId: finished.instance.id, status: finished.instance.status, result: finished.instance.result, tasks: finished.createdTasks });
}

/** A passed task as the withdraw rule reads it. */
export interface PassedTask {
  id: string;
  instanceId: string;
  activityId: string;
  assignee: string | null;
  status: string;
  result: number;
  endTime: Date | null;
  extra: unknown;
}

/** An open task of the instance as the withdraw rule reads it (a run's task row or a stored one). */
interface OpenTask {
  activityId: string;
  createTime: Date;
  claimTime: Date | null;
  owner: string | null;
  result: number;
  extra: unknown;
}

/** The part of the rule about the actor and the task alone (no instance read needed). */
function withdrawOwnRefusal(mine: PassedTask, actor: string): AppError | null {
  // A step the self-approval policy passed was not passed by its assignee.
  if (mine.assignee !== actor || mine.status !== 'completed' || mine.result !== 2 || !mine.endTime || passedByNobody(mine.extra)) return forbidden('只能撤回自己已通过的任务', 'you can only withdraw a task you passed');
  return null;
}

/**
 * Why `actor` may not withdraw `mine` now (null: they may). The one statement of the rule: the withdraw
 * operation runs it on the locked instance, the task reads (`withdrawable`) on the stored rows.
 */
async function withdrawRefusal(tx: Db, graph: ProcessGraph, instanceStatus: string, open: readonly OpenTask[], mine: PassedTask, actor: string): Promise<AppError | null> {
  const own = withdrawOwnRefusal(mine, actor);
  if (own) return own;
  if (instanceStatus !== 'running') return new AppError('conflict', { message: { zh: '流程实例已结束，不能撤回', en: 'the process instance has ended' } });
  const node = graph.nodes[mine.activityId];
  if (!node) return new AppError('conflict', { message: { zh: `流程定义中没有节点 ${mine.activityId}`, en: `no element ${mine.activityId}` } });
  if (!nodeSettings(graph, mine.activityId).extendData.retrieve) return forbidden('该节点不允许撤回', 'this step does not allow withdrawing');
  if (node.mi) return forbidden('会签节点不能撤回', 'a multi-instance step cannot be withdrawn');
  const at = mine.endTime!.getTime();
  const [created, later] = await Promise.all([
    tx.select({ id: bpmTasks.id }).from(bpmTasks).where(and(eq(bpmTasks.instanceId, mine.instanceId), eq(bpmTasks.createTime, mine.endTime!))),
    tx.select({ id: bpmTasks.id }).from(bpmTasks).where(and(eq(bpmTasks.instanceId, mine.instanceId), gt(bpmTasks.endTime, mine.endTime!), ne(bpmTasks.id, mine.id))).limit(1),
  ]);
  const next = open.filter((t) => t.createTime.getTime() === at);
  const untouched = next.every((t) => !t.claimTime && !t.owner && t.result === 1 && !(t.extra as { handover?: unknown } | null)?.handover);
  if (created.length === 0 || next.length !== created.length || later.length > 0 || !untouched) {
    return new AppError('conflict', { message: { zh: '下一节点已处理，不能撤回', en: 'the next step has been acted on; it cannot be withdrawn' } });
  }
  return null;
}

/** Whether `actor` could withdraw the stored task now (the same rule the withdraw operation applies). */
export async function withdrawable(engine: BpmEngine, db: Db, mine: PassedTask & { definitionId: string }, actor: string): Promise<boolean> {
  if (withdrawOwnRefusal(mine, actor)) return false;
  const [instance] = await db.select({ status: bpmInstances.status }).from(bpmInstances).where(eq(bpmInstances.id, mine.instanceId));
  if (!instance) return false;
  const graph = (await engine.definition(db, mine.definitionId)).graph;
  if (!nodeSettings(graph, mine.activityId).extendData.retrieve) return false;
  const open = await db
    .select({ activityId: bpmTasks.activityId, createTime: bpmTasks.createTime, claimTime: bpmTasks.claimTime, owner: bpmTasks.owner, result: bpmTasks.result, extra: bpmTasks.extra })
    .from(bpmTasks)
    .where(and(eq(bpmTasks.instanceId, mine.instanceId), eq(bpmTasks.status, 'open')));
  return (await withdrawRefusal(db, graph, instance.status, open, mine, actor)) === null;
}

/** The reasonCode of a task a withdraw cancelled. */
export const WITHDRAWN = 'withdrawn';

/**
 * 撤回: the approver of a passed task takes it back while every task its pass created is untouched
 * (open, unclaimed, not handed over) and nothing else in the instance happened since. The node must
 * allow it (extendData retrieve) and must not be a multi-instance node.
 */
export async function withdrawTask(engine: BpmEngine, db: Db, input: { taskId: string; reason?: string | null }, actor: Actor): Promise<OperationResult> {
  const [mine] = await db.select().from(bpmTasks).where(eq(bpmTasks.id, input.taskId));
  if (!mine) throw notFound('任务不存在', 'no such task');
  const own = withdrawOwnRefusal(mine, actor.humancode);
  if (own) throw own;
  const done = await engine.execute(
    mine.instanceId,
    async (run) => {
      const open = run.state.tasks.values();
      const refusal = await withdrawRefusal(run.tx, run.graph, run.instance.status, open, mine, actor.humancode);
      if (refusal) throw refusal;
      const next = open.filter((t) => t.createTime.getTime() === mine.endTime!.getTime());
      await moveTokens(run, { from: [...new Set(next.map((t) => t.activityId))], to: mine.activityId, taskResult: 4, reason: input.reason?.trim() || null, variables: {} });
      // Why these tasks ended is a code the pages name in their language (detail.ts reasonCode), not a sentence.
      for (const task of open) if (task.status === 'cancelled') task.extra = { ...(task.extra as Record<string, unknown> | null), reasonCode: WITHDRAWN };
    },
    { actor: actor.humancode },
  );
  if (done === BUSY) throw new EngineError('conflict', '流程实例正忙，请重试', 'the process instance is busy, try again');
  const run = done.run;
  return answer({ instanceId: run.instance.id, status: run.instance.status, result: run.instance.result, tasks: run.createdTasks });
}
