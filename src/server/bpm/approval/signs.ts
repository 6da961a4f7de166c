/**
 * 加签 and 减签 on multi-instance (countersign / any-one) tasks. Add-sign after: one more instance per
 * added person on the running body (parallel: started now; sequential: queued after the others).
 * Add-sign before: the added person handles the task first, then it comes back to the actor (like a
 * delegation). Remove-sign: an open sibling instance (its task is cancelled) or a queued person.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { accountsByCode } from '../approvers/directory.ts';
import { addInstance, bodyAt, removeInstance, type MiData } from '../engine/behaviours/multi-instance.ts';
import type { BpmEngine } from '../engine/engine.ts';
import type { Run } from '../engine/run.ts';
import type { ExecRow, TaskRow } from '../engine/state.ts';
import { requireButton } from './buttons.ts';
import { handover } from './handover.ts';
import { onTask, type Actor, type OperationResult, answer } from './operations.ts';
import { codes, forbidden, refuseDelegated, requireAssignee } from './rules.ts';
import { refuseInitiatorAsHandler } from './self-approval.ts';
import { nodeSettings } from './settings.ts';

const result = (run: Run): OperationResult => answer({ instanceId: run.instance.id, status: run.instance.status, result: run.instance.result, tasks: run.createdTasks });

/** The people of a body: open instances' handlers and queued elements. */
function signers(run: Run, body: ExecRow): { open: Map<string, TaskRow>; queued: string[] } {
  const open = new Map<string, TaskRow>();
  const children = new Set(run.children(body).map((c) => c.id));
  for (const task of run.state.tasks.values()) {
    const exec = run.state.executions.get(task.executionId);
    let inBody = false;
    for (let e = exec; e; e = run.parent(e)) if (children.has(e.id)) inBody = true;
    if (inBody && task.assignee) open.set(task.assignee, task);
  }
  const data = body.mi as MiData;
  const queued = data.sequential && data.items ? data.items.slice(data.next).map((item) => String(item ?? '')) : [];
  return { open, queued };
}

export async function addSign(engine: BpmEngine, db: Db, input: { taskId: string; users: string[]; position?: 'before' | 'after'; reason?: string | null }, actor: Actor): Promise<OperationResult> {
  const users = codes(input.users);
  if (users.length === 0) throw new AppError('validation', { message: { zh: '请选择加签人员', en: 'choose whom to add' }, errors: [{ path: '/users', message: { zh: '请选择加签人员', en: 'choose whom to add' } }] });
  const { run: finished } = await onTask(engine, input.taskId, actor.humancode, async (run, task) => {
    requireAssignee(task, actor.humancode);
    refuseDelegated(task);
    const node = run.graph.nodes[task.activityId];
    await requireButton(run.tx, nodeSettings(run.graph, task.activityId), 'addSign');
    const found = await accountsByCode(run.tx, users);
    const bad = users.filter((u) => !found.get(u)?.usable);
    if (bad.length > 0) throw new AppError('validation', { message: { zh: `用户不可用：${bad.join('、')}`, en: `unusable users: ${bad.join(', ')}` }, errors: [{ path: '/users', message: bad.join(',') }] });
    if (users.includes(actor.humancode)) throw new AppError('validation', { message: { zh: '不能给自己加签', en: 'you cannot add yourself' }, errors: [{ path: '/users', message: actor.humancode }] });
    refuseInitiatorAsHandler(run.graph, task.activityId, run.instance.initiator, users, '/users');
    if ((input.position ?? 'after') === 'before') {
      if (users.length !== 1) throw new AppError('validation', { message: { zh: '前加签只能选择一人', en: 'add one person before you' }, errors: [{ path: '/users', message: { zh: '前加签只能选择一人', en: 'add one person before you' } }] });
      await handover(run, task, { result: 6, reason: input.reason?.trim() || '加签', assignee: users[0]!, owner: actor.humancode, kind: 'addSignBefore' });
      return;
    }
    if (!node?.mi) throw forbidden('只有会签或或签节点可以加签', 'only a multi-instance step takes added signers');
    const body = bodyAt(run, task.activityId);
    const { open, queued } = signers(run, body);
    const already = users.filter((u) => open.has(u) || queued.includes(u));
    if (already.length > 0) throw new AppError('validation', { message: { zh: `已在审批人中：${already.join('、')}`, en: `already signers: ${already.join(', ')}` }, errors: [{ path: '/users', message: already.join(',') }] });
    for (const user of users) await addInstance(run, body, user, node.mi.elementVariable ? { [node.mi.elementVariable]: user } : {});
  });
  return result(finished);
}

/** 减签: the actor, a signer of the same multi-instance node, removes another signer (open or queued). */
export async function removeSign(engine: BpmEngine, db: Db, input: { taskId: string; userCode: string }, actor: Actor): Promise<OperationResult> {
  const target = input.userCode.trim();
  const { run: finished } = await onTask(engine, input.taskId, actor.humancode, async (run, task) => {
    requireAssignee(task, actor.humancode);
    refuseDelegated(task);
    const node = run.graph.nodes[task.activityId];
    await requireButton(run.tx, nodeSettings(run.graph, task.activityId), 'removeSign');
    if (!node?.mi) throw forbidden('只有会签或或签节点可以减签', 'only a multi-instance step can remove signers');
    if (target === actor.humancode) throw new AppError('validation', { message: { zh: '不能减签自己', en: 'you cannot remove yourself' }, errors: [{ path: '/userCode', message: target }] });
    const body = bodyAt(run, task.activityId);
    const { open, queued } = signers(run, body);
    const theirs = open.get(target);
    if (theirs) {
      let child = run.state.executions.get(theirs.executionId);
      while (child && child.parentId !== body.id) child = run.parent(child);
      if (!child) throw new AppError('conflict', { message: { zh: '该审批人的任务已变化', en: 'that signer’s task changed' } });
      await removeInstance(run, body, { child });
    } else if (queued.includes(target)) {
      await removeInstance(run, body, { element: target });
    } else {
      throw new AppError('validation', { message: { zh: `不是待审批的会签人员：${target}`, en: `not a pending signer: ${target}` }, errors: [{ path: '/userCode', message: target }] });
    }
  });
  return result(finished);
}
