/** Subscriptions of waiting executions: messages, signals, and timers (a subscription row plus its syt_job row). */
import type { GraphNode, TimerDef } from './graph.ts';
import type { Run } from './run.ts';
import type { ExecRow, SubRow } from './state.ts';
import { planTimer, TimerError } from './timers.ts';
import { EngineError } from './types.ts';

export const TIMER_JOB = 'bpm-timer';

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

/** Drops every subscription and timer of an execution (it left its node). */
export function detach(run: Run, exec: ExecRow): void {
  for (const sub of run.state.subscriptions.values()) if (sub.executionId === exec.id) removeSubscription(run, sub);
}

