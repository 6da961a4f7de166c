/**
 * Multi-instance activities. The arriving token becomes the body (a scope execution holding `mi` and
 * the local variables nrOfInstances, nrOfCompletedInstances, nrOfActiveInstances); each instance is a
 * child execution with loopCounter and the element variable, running the activity's own behaviour.
 * Sequential bodies start one child at a time. passCount / failCount are process variables, reset when
 * a body starts and counted by task results (2 pass, 3 not pass). Add-sign and remove-sign (加签/减签)
 * change a running body.
 */
import type { GraphNode } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow } from '../state.ts';
import { EngineError } from '../types.ts';
import { attachBoundaries, detach } from '../events.ts';
import { outgoingOf } from '../conditions.ts';

export interface MiData {
  sequential: boolean;
  /** The collection's items when iterating a collection (add-sign appends). */
  items: unknown[] | null;
  total: number;
  /** The next loopCounter to hand out. */
  next: number;
}

const num = (run: Run, exec: ExecRow, name: string) => Number(run.getVariable(exec, name) ?? 0);

function collectionOf(run: Run, exec: ExecRow, node: GraphNode, text: string): unknown[] {
  const value = /[$#]\{/.test(text) ? run.template(text, exec, `${node.id}.collection`) : run.getVariable(exec, text);
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  if (value === null || value === undefined) return [];
  throw new EngineError('failed', `多实例集合不是列表（${node.id}）`, `the multi-instance collection of ${node.id} is not a list`);
}

export async function enterMultiInstance(run: Run, body: ExecRow, node: GraphNode): Promise<void> {
  const mi = node.mi!;
  let items: unknown[] | null = (await run.hooks.multiInstanceItems?.(run, body, node)) ?? null;
  let total: number;
  if (items) {
    total = items.length;
  } else if (mi.collection) {
    items = collectionOf(run, body, node, mi.collection);
    total = items.length;
  } else {
    total = Number(run.template(mi.cardinality ?? '0', body, `${node.id}.loopCardinality`));
    if (!Number.isInteger(total) || total < 0) throw new EngineError('failed', `多实例数量无效（${node.id}）`, `invalid loop cardinality at ${node.id}`);
  }
  const data: MiData = { sequential: mi.sequential, items, total, next: 0 };
  body.isScope = true;
  body.mi = data;
  body.state = 'waiting';
  run.touch(body);
  run.setLocal(body, 'nrOfInstances', total);
  run.setLocal(body, 'nrOfCompletedInstances', 0);
  run.setLocal(body, 'nrOfActiveInstances', 0);
  run.setVariable(undefined, 'passCount', 0);
  run.setVariable(undefined, 'failCount', 0);
  if (node.boundaries.length > 0) attachBoundaries(run, body, node);
  if (total === 0) {
    await finishBody(run, body, node);
    return;
  }
  const starting = mi.sequential ? 1 : total;
  for (let i = 0; i < starting; i++) await startChild(run, body, node);
}

async function startChild(run: Run, body: ExecRow, node: GraphNode, extra: Record<string, unknown> = {}): Promise<ExecRow> {
  const data = body.mi as MiData;
  const index = data.next;
  data.next += 1;
  run.touch(body);
  const child = run.newExecution(body, { activityId: node.id, isConcurrent: !data.sequential });
  run.setLocal(child, 'loopCounter', index);
  if (data.items && node.mi?.elementVariable) run.setLocal(child, node.mi.elementVariable, data.items[index] ?? null);
  for (const [name, value] of Object.entries(extra)) run.setLocal(child, name, value);
  run.setLocal(body, 'nrOfActiveInstances', num(run, body, 'nrOfActiveInstances') + 1);
  run.schedule(async () => {
    if (run.alive(child)) await run.enterInner(child, node);
  });
  return child;
}

/** One instance finished: count it, check the completion condition, start the next or leave. */
export async function childCompleted(run: Run, child: ExecRow, node: GraphNode): Promise<void> {
  const body = run.parent(child)!;
  const data = body.mi as MiData;
  run.setLocal(body, 'nrOfCompletedInstances', num(run, body, 'nrOfCompletedInstances') + 1);
  run.setLocal(body, 'nrOfActiveInstances', Math.max(0, num(run, body, 'nrOfActiveInstances') - 1));
  const condition = node.mi?.completionCondition;
  const done = condition ? run.condition(condition, child, `${node.id}.completionCondition`) : false;
  await run.cancelExecution(child);
  await continueBody(run, body, node, done || (data.next >= data.total && num(run, body, 'nrOfActiveInstances') === 0));
}

async function continueBody(run: Run, body: ExecRow, node: GraphNode, done: boolean): Promise<void> {
  const data = body.mi as MiData;
  if (done) {
    await finishBody(run, body, node);
    return;
  }
  if (data.sequential && num(run, body, 'nrOfActiveInstances') === 0 && data.next < data.total) await startChild(run, body, node);
}

async function finishBody(run: Run, body: ExecRow, node: GraphNode): Promise<void> {
  // Instances still open (an "any one" completion) are cancelled with the body's end.
  for (const child of run.children(body)) await run.cancelExecution(child, { taskResult: 1, reason: null });
  for (const name of ['nrOfInstances', 'nrOfCompletedInstances', 'nrOfActiveInstances']) run.removeLocal(body, name);
  body.mi = null;
  body.isScope = false;
  body.state = 'active';
  run.touch(body);
  detach(run, body);
  await run.fireListeners(node.listeners, 'end', body, node);
  await run.takeFlows(body, await outgoingOf(run, body, node));
}

/** The running body of an activity (for add-sign / remove-sign). */
export function bodyAt(run: Run, activityId: string): ExecRow {
  const body = run.state.executions.values().find((e) => e.activityId === activityId && e.mi !== null);
  if (!body) throw new EngineError('conflict', `节点 ${activityId} 没有进行中的多实例`, `no running multi-instance at ${activityId}`);
  return body;
}

/** 加签: one more instance, started now (parallel) or queued after the others (sequential). */
export async function addInstance(run: Run, body: ExecRow, element: unknown, variables: Record<string, unknown> = {}): Promise<ExecRow | null> {
  const node = run.node(body.activityId);
  const data = body.mi as MiData;
  data.total += 1;
  run.setLocal(body, 'nrOfInstances', data.total);
  const elementVariable = node.mi?.elementVariable;
  if (!data.sequential) {
    // Parallel children get their element directly; items only served the initial start.
    return startChild(run, body, node, elementVariable && element !== undefined ? { ...variables, [elementVariable]: element } : variables);
  }
  if (data.items) data.items.push(element ?? null);
  run.touch(body);
  return null;
}

/** 减签: removes a running instance (its task is cancelled) or a queued element of a sequential body. */
export async function removeInstance(run: Run, body: ExecRow, target: { child?: ExecRow; element?: unknown }): Promise<void> {
  const node = run.node(body.activityId);
  const data = body.mi as MiData;
  if (target.child) {
    await run.cancelExecution(target.child, { taskResult: 4, reason: null });
    run.setLocal(body, 'nrOfActiveInstances', Math.max(0, num(run, body, 'nrOfActiveInstances') - 1));
    if (data.sequential) {
      // The current element is dropped; the next one takes its place.
      data.next -= 1;
      if (data.items) data.items.splice(data.next, 1);
    }
  } else {
    const index = data.items ? data.items.findIndex((item, i) => i >= data.next && JSON.stringify(item) === JSON.stringify(target.element)) : -1;
    if (!data.sequential || index < 0) throw new EngineError('conflict', '没有可减签的实例', 'no such pending instance to remove');
    data.items!.splice(index, 1);
  }
  data.total -= 1;
  run.touch(body);
  run.setLocal(body, 'nrOfInstances', data.total);
  const active = num(run, body, 'nrOfActiveInstances');
  await continueBody(run, body, node, active === 0 && data.next >= data.total);
}
