/**
 * Events: boundary events on activities, event sub-process starts, event-based gateways, BPMN errors
 * and escalations travelling up the scopes, signal throws. The subscription rows themselves (messages,
 * signals, timers as syt_job rows) are subscriptions.ts.
 */
import { and, eq, ne } from 'drizzle-orm';
import { bpmEventSubscriptions } from '../../db/schema-bpm.ts';
import type { GraphNode } from './graph.ts';
import type { Run } from './run.ts';
import type { ExecRow, SubRow } from './state.ts';
import { detach, removeSubscription, subscribeCatch, type TimerConfig } from './subscriptions.ts';
import { findEventStarts } from './start-events.ts';
import { eventSubProcessesOf, isEventSubProcessStart, startEventSubProcess, startOf } from './behaviours/event-sub-process.ts';

export { TIMER_JOB, addTimer, detach, removeSubscription, subscribe, subscribeCatch, type TimerConfig } from './subscriptions.ts';
/** A signal for another instance. */
export const SIGNAL_JOB = 'bpm-signal';
/** A signal thrown inside a process, for the processes it starts (signal start events). */
export const SIGNAL_START_JOB = 'bpm-signal-start';

export function attachBoundaries(run: Run, exec: ExecRow, node: GraphNode): void {
  for (const id of node.boundaries) {
    const boundary = run.node(id);
    if (boundary.event?.kind === 'error' || boundary.event?.kind === 'escalation') continue;
    subscribeCatch(run, exec, boundary);
  }
}

/** A subscribed event happened: a boundary event fires, an event sub-process starts, an event gateway chooses, a catch node resumes. */
export async function fireSubscription(run: Run, sub: SubRow, payload?: Record<string, unknown>): Promise<void> {
  const exec = run.state.executions.get(sub.executionId);
  if (!exec) {
    removeSubscription(run, sub);
    return;
  }
  const node = run.node(sub.activityId);
  if (payload) run.setVariables(exec, payload);
  if (node.type === 'boundaryEvent' || isEventSubProcessStart(run, sub)) {
    // An interrupting event cancels the host and with it every subscription; a non-interrupting one-shot
    // timer is used up; messages, signals and cycles stay for the next firing.
    const cycle = (sub.config as TimerConfig | null)?.period !== undefined;
    const interrupting = node.type === 'boundaryEvent' ? node.cancelActivity : node.interrupting !== false;
    if (!interrupting && sub.eventType === 'timer' && !cycle) removeSubscription(run, sub);
    if (node.type === 'boundaryEvent') await fireBoundary(run, exec, node);
    else await startEventSubProcess(run, exec, node);
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

const catches = (node: GraphNode | undefined, kind: 'error' | 'escalation', code: string | null) => {
  const event = node?.event;
  return !!event && event.kind === kind && (event.code === null || event.code === code);
};

/**
 * Finds the nearest catcher of an error or escalation thrown from `exec`, walking up the scopes: at each
 * scope its event sub-processes (not the one the throw came from), then the boundary events of the
 * activity. Answers whether one caught it.
 */
export async function catchThrown(run: Run, exec: ExecRow, kind: 'error' | 'escalation', code: string | null): Promise<boolean> {
  let previous: ExecRow | undefined;
  for (let current: ExecRow | undefined = exec; current; previous = current, current = run.parent(current)) {
    const from = previous?.activityId;
    for (const id of eventSubProcessesOf(run, current)) {
      if (id === from) continue;
      const start = startOf(run, id);
      if (catches(start, kind, code)) {
        await startEventSubProcess(run, current, start);
        return true;
      }
    }
    if (!current.activityId || run.isMiChild(current)) continue;
    const node = run.graph.nodes[current.activityId];
    const catcher = node?.boundaries.map((id) => run.node(id)).find((b) => catches(b, kind, code));
    if (catcher) {
      await fireBoundary(run, current, catcher);
      return true;
    }
  }
  return false;
}

/**
 * Throws a BPMN error: the nearest catcher handles it. An error nobody catches ends the instance, not
 * passed (result 3), with the error named as the end reason, instead of failing the command.
 */
export async function throwError(run: Run, exec: ExecRow, code: string | null): Promise<void> {
  if (await catchThrown(run, exec, 'error', code)) return;
  await run.endInstance('completed', 3, `未被捕获的 BPMN 错误：${code ?? '（无错误码）'}`);
}

/** Throws an escalation: the nearest catcher handles it; nobody catching it is not a fault (the thrower goes on). */
export async function throwEscalation(run: Run, exec: ExecRow, code: string | null): Promise<boolean> {
  return catchThrown(run, exec, 'escalation', code);
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
  // Processes with a signal start event of that name start after this command, in the job's transaction.
  if ((await findEventStarts(run.tx, 'signal', name)).length > 0) {
    run.state.newJobs.push({ kind: SIGNAL_START_JOB, refId: `${name}:${crypto.randomUUID()}`, dueAt: run.now, payload: { name } });
  }
}
