/**
 * Event sub-processes (a subProcess with triggeredByEvent). They are not entered by a flow: when their
 * scope (the process, or a sub-process) starts, the scope execution subscribes their message, timer and
 * signal start events; errors and escalations find them while they travel up the scopes (events.ts).
 * An interrupting one cancels everything else in its scope (and the scope's other event sub-processes)
 * first; a non-interrupting one runs beside it. When it completes, the scope completes with its last
 * token as usual, so an interrupting one ends its scope and a non-interrupting one just ends.
 */
import type { GraphNode } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow, SubRow } from '../state.ts';
import { removeSubscription, subscribeCatch } from '../subscriptions.ts';

/** The event sub-processes directly inside the scope an execution holds (the process root or a sub-process). */
export function eventSubProcessesOf(run: Run, scope: ExecRow): string[] {
  if (scope.parentId === null) return run.graph.eventSubProcesses ?? [];
  if (!scope.isScope || scope.mi !== null || !scope.activityId) return [];
  return run.graph.nodes[scope.activityId]?.eventSubProcesses ?? [];
}

/** The start event of an event sub-process. */
export function startOf(run: Run, eventSubProcess: string): GraphNode {
  return run.node(run.node(eventSubProcess).starts?.[0] ?? null);
}

/** A scope begins: it listens for the message, timer and signal starts of its event sub-processes. */
export function subscribeEventSubProcesses(run: Run, scope: ExecRow): void {
  for (const id of eventSubProcessesOf(run, scope)) {
    const start = startOf(run, id);
    const kind = start.event?.kind;
    if (kind === 'message' || kind === 'timer' || kind === 'signal') subscribeCatch(run, scope, start);
  }
}

/** Whether a subscription belongs to the start event of an event sub-process. */
export function isEventSubProcessStart(run: Run, sub: SubRow): boolean {
  const node = run.graph.nodes[sub.activityId];
  return node?.type === 'startEvent' && node.scope !== null && run.graph.nodes[node.scope]?.triggeredByEvent === true;
}

/** Starts the event sub-process of `start` in `scope`. */
export async function startEventSubProcess(run: Run, scope: ExecRow, start: GraphNode): Promise<void> {
  const interrupting = start.interrupting !== false;
  if (interrupting) {
    for (const sub of run.state.subscriptions.values()) if (sub.executionId === scope.id && isEventSubProcessStart(run, sub)) removeSubscription(run, sub);
    for (const child of run.children(scope)) await run.cancelExecution(child);
  }
  const exec = run.newExecution(scope, { isConcurrent: !interrupting });
  run.enter(exec, start.scope!, null);
}
