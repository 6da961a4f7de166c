/**
 * Joining gateways: the tokens waiting at a join (state `joined`), when an inclusive join may fire (no
 * other token of its scope can still reach it, by the reachability the compiler stored), and merging
 * the waiting tokens into one that leaves by the gateway's fork. The run looks at inclusive joins again
 * whenever its agenda runs dry (settleJoins), since a token elsewhere ending may free one.
 */
import type { GraphNode } from './graph.ts';
import type { Run } from './run.ts';
import type { ExecRow } from './state.ts';

/** The tokens waiting at a join in one scope, oldest first. */
export function joinedAt(run: Run, activityId: string, parentId: string | null): ExecRow[] {
  return run.state.executions
    .values()
    .filter((e) => e.activityId === activityId && e.parentId === parentId && e.state === 'joined')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** An inclusive join may fire when no other token of its scope can still reach it. */
export function inclusiveCanFire(run: Run, node: GraphNode, parentId: string | null): boolean {
  const reach = new Set(run.graph.reachableFrom[node.id] ?? []);
  return !run.state.executions.values().some(
    (e) => e.parentId === parentId && e.activityId !== null && reach.has(e.activityId) && !(e.activityId === node.id && e.state === 'joined'),
  );
}

/** Merges the given joined tokens into the first and leaves the gateway by its fork flows. */
export async function fireJoin(run: Run, node: GraphNode, tokens: ExecRow[]): Promise<void> {
  const [keep, ...rest] = tokens;
  if (!keep) return;
  for (const other of rest) {
    run.closeHistory(other, 'joined');
    run.dropExecution(other);
  }
  keep.state = 'active';
  run.touch(keep);
  const behaviour = run.behaviour(node);
  if ('fork' in behaviour && typeof behaviour.fork === 'function') await (behaviour.fork as (run: Run, exec: ExecRow, node: GraphNode) => Promise<void>)(run, keep, node);
  else run.leave(keep);
}

/** Schedules the first inclusive join that may now fire; answers whether there was one. */
export async function settleJoins(run: Run): Promise<boolean> {
  const joined = run.state.executions.values().filter((e) => e.state === 'joined' && e.activityId && run.graph.nodes[e.activityId]?.type === 'inclusiveGateway');
  for (const exec of joined) {
    const node = run.node(exec.activityId);
    if (inclusiveCanFire(run, node, exec.parentId)) {
      run.schedule(async () => fireJoin(run, node, joinedAt(run, node.id, exec.parentId)));
      return true;
    }
  }
  return false;
}
