/**
 * Events: subscriptions of waiting executions (messages, signals, timers as syt_job rows), boundary
 * events on activities, event-based gateways, BPMN errors and signal throws.
 */
import { and, eq, ne } from 'drizzle-orm';
import { bpmEventSubscriptions } from '../../db/schema-bpm.ts';
import type { GraphNode, TimerDef } from './graph.ts';
import type { Run } from './run.ts';
import type { ExecRow, SubRow } from './state.ts';
import { planTimer, TimerError } from './timers.ts';
import { EngineError } from './types.ts';

export const TIMER_JOB = 'bpm-timer';
export const SIGNAL_JOB = 'bpm-signal';

export interface TimerConfig {
  kind: TimerDef['kind'];
  expression: string;
  remaining?: number | null;
  period?: string;
}

export function subscribe(run: Run, exec: ExecRow, activityId: string, eventType: 'message' | 'signal', eventName: string): SubRow {
  return run.state.subscriptions.add({
    id: crypto.randomUUID(),
    instanceId: run.instance.id,
    executionId: exec.id,
    activityId,
    eventType,
    eventName,
    config: null,
    createdAt: run.now,
  });
}

/** A timer for an execution at (or attached to) an activity: a subscription row plus its syt_job row. */
export function addTimer(run: Run, exec: ExecRow, activityId: string, timer: TimerDef): SubRow {
  const value = run.template(timer.expression, exec, activityId);
  const expression = value instanceof Date ? value.toISOString() : String(value ?? '');
  let plan;
  try {
    plan = planTimer(timer.kind, expression, run.now);
  } catch (error) {
    if (error instanceof TimerError) throw new EngineError('failed', `定时器定义错误（${activityId}）：${error.message}`, `bad timer at ${activityId}: ${error.message}`);
    throw error;
  }
  const config: TimerConfig = { kind: timer.kind, expression, ...(plan.period ? { period: plan.period, remaining: plan.remaining ?? null } : {}) };
  const sub = run.state.subscriptions.add({
    id: crypto.randomUUID(),
    instanceId: run.instance.id,
    executionId: exec.id,
    activityId,
    eventType: 'timer',
    eventName: null,
    config,
    createdAt: run.now,
  });
  run.state.newJobs.push({ kind: TIMER_JOB, refId: sub.id, dueAt: plan.due, payload: { instanceId: run.instance.id } });
  return sub;
}

export function removeSubscription(run: Run, sub: SubRow): void {
  run.state.subscriptions.remove(sub.id);
  if (sub.eventType === 'timer') run.state.dropJob(TIMER_JOB, sub.id);
}

/** Subscribes what an event catch node waits for on behalf of `exec`. */
export function subscribeCatch(run: Run, exec: ExecRow, node: GraphNode): void {
  const event = node.event;
  if (!event) return;
  if (event.kind === 'timer') addTimer(run, exec, node.id, event.timer);
  else if (event.kind === 'message' || event.kind === 'signal') subscribe(run, exec, node.id, event.kind, resolveName(run, exec, event.name));
}

/** Event names may be expressions (`${orderId}`), resolved when subscribing. */
function resolveName(run: Run, exec: ExecRow, name: string): string {
  return /[$#]\{/.test(name) ? String(run.template(name, exec, name)) : name;
}

export function attachBoundaries(run: Run, exec: ExecRow, node: GraphNode): void {
  for (const id of node.boundaries) {
    const boundary = run.node(id);
    if (boundary.event?.kind === 'error') continue;
    subscribeCatch(run, exec, boundary);
  }
}

/** Drops every subscription and timer of an execution (it left its node). */
export function detach(run: Run, exec: ExecRow): void {
  for (const sub of run.state.subscriptions.values()) if (sub.executionId === exec.id) removeSubscription(run, sub);
}

/** A subscribed event happened: a boundary event fires, an event gateway chooses, a catch node resumes. */
export async function fireSubscription(run: Run, sub: SubRow, payload?: Record<string, unknown>): Promise<void> {
  const exec = run.state.executions.get(sub.executionId);
  if (!exec) {
    removeSubscription(run, sub);
    return;
  }
  const node = run.node(sub.activityId);
  if (payload) run.setVariables(exec, payload);
  if (node.type === 'boundaryEvent') {
    // An interrupting event cancels the host and with it every subscription; a non-interrupting one-shot
    // timer is used up; messages, signals and cycles stay for the next firing.
    const cycle = (sub.config as TimerConfig | null)?.period !== undefined;
    if (!node.cancelActivity && sub.eventType === 'timer' && !cycle) removeSubscription(run, sub);
    await fireBoundary(run, exec, node);
    return;
  }
  const at = exec.activityId ? run.graph.nodes[exec.activityId] : undefined;
  if (at?.type === 'eventBasedGateway') {
    const flow = at.outgoing.find((f) => run.graph.flows[f]!.target === node.id)!;
    detach(run, exec);
    run.closeHistory(exec, 'completed', [flow]);
    run.fired.add(exec.id);
    run.enter(exec, node.id, flow);
    return;
  }
  removeSubscription(run, sub);
  const behaviour = run.behaviour(node);
  if (behaviour.trigger) await behaviour.trigger(run, exec, node, { kind: 'event', subscription: sub, ...(payload ? { payload } : {}) });
  else run.leave(exec);
}

/** A boundary event fires on the execution of its host activity. */
export async function fireBoundary(run: Run, host: ExecRow, boundary: GraphNode): Promise<void> {
  if (boundary.cancelActivity) {
    await run.cancelExecution(host, { keep: true });
    run.enter(host, boundary.id, null);
  } else {
    const token = run.newExecution(run.parent(host) ?? null, { isConcurrent: true });
    run.enter(token, boundary.id, null);
  }
}

/** Throws a BPMN error from an execution: the nearest enclosing error boundary catches it. */
export async function throwError(run: Run, exec: ExecRow, code: string | null): Promise<void> {
  for (let current: ExecRow | undefined = exec; current; current = run.parent(current)) {
    if (!current.activityId || run.isMiChild(current)) continue;
    const node = run.graph.nodes[current.activityId];
    if (!node) continue;
    const catcher = node.boundaries
      .map((id) => run.node(id))
      .find((b) => b.event?.kind === 'error' && (b.event.code === null || b.event.code === code));
    if (catcher) {
      await fireBoundary(run, current, catcher);
      return;
    }
  }
  throw new EngineError('failed', `未被捕获的 BPMN 错误：${code ?? ''}`, `unhandled BPMN error ${code ?? ''}`);
}

/**
 * Throws a signal: catchers of this instance fire now; other instances get a bpm-signal job each, run
 * in their own transaction (never two instance locks in one transaction).
 */
export async function throwSignal(run: Run, name: string): Promise<void> {
  for (const sub of run.state.subscriptions.values()) {
    if (sub.eventType === 'signal' && sub.eventName === name) run.schedule(async () => {
      if (run.state.subscriptions.get(sub.id)) await fireSubscription(run, sub);
    });
  }
  const others = await run.tx
    .selectDistinct({ instanceId: bpmEventSubscriptions.instanceId })
    .from(bpmEventSubscriptions)
    .where(and(eq(bpmEventSubscriptions.eventType, 'signal'), eq(bpmEventSubscriptions.eventName, name), ne(bpmEventSubscriptions.instanceId, run.instance.id)));
  for (const { instanceId } of others) {
    run.state.newJobs.push({ kind: SIGNAL_JOB, refId: `${instanceId}:${crypto.randomUUID()}`, dueAt: run.now, payload: { instanceId, name } });
  }
}
