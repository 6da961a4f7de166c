/**
 * Token moves for return (驳回), withdraw (撤回) and jumps: the tokens at the given activities are
 * cancelled (their tasks get the given result code) and one token starts at the target. Moving into a
 * branch of a parallel block marks the branches the target cannot reach as arrived at their join, so the
 * join does not wait for work that is not coming back; moving out of a sub-process closes its scope.
 */
import { reachingNodes } from './compile-graph.ts';
import { joinedAt } from './joins.ts';
import type { GraphNode } from './graph.ts';
import type { Run } from './run.ts';
import type { ExecRow } from './state.ts';
import { EngineError } from './types.ts';

export interface MoveOptions {
  /** Activities whose tokens are taken away (a join id takes the tokens waiting there); 'all' takes every token. */
  from: string[] | 'all';
  /** The activity the new token starts at. */
  to: string;
  variables?: Record<string, unknown>;
  /** Result code written on the cancelled tasks (5 returned, 4 cancelled …); default 4. */
  taskResult?: number;
  reason?: string | null;
}

/** The topmost executions at the given activities (a multi-instance body rather than its children). */
function tokensToTake(run: Run, from: string[] | 'all'): ExecRow[] {
  const root = run.root();
  if (from === 'all') return run.children(root);
  const found: ExecRow[] = [];
  for (const exec of run.state.executions.values()) {
    if (!exec.activityId || !from.includes(exec.activityId)) continue;
    let top = exec;
    for (let e = run.parent(exec); e && e.parentId !== null; e = run.parent(e)) if (e.activityId && from.includes(e.activityId)) top = e;
    if (!found.includes(top)) found.push(top);
  }
  return found;
}

/** The scope execution a token at `node` lives in, created (with its own scopes) when not active. */
function scopeFor(run: Run, scopeId: string | null): ExecRow {
  if (scopeId === null) return run.root();
  const existing = run.state.executions.values().find((e) => e.activityId === scopeId && e.isScope && e.mi === null);
  if (existing) return existing;
  const parent = scopeFor(run, run.node(scopeId).scope);
  const scope = run.newExecution(parent, { activityId: scopeId, isScope: true, state: 'waiting' });
  run.openHistory(scope, run.node(scopeId));
  return scope;
}

function forwardReach(run: Run, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const stack = [start];
  while (stack.length > 0) {
    const node = run.graph.nodes[stack.pop()!]!;
    const next = node.outgoing.map((f) => run.graph.flows[f]!.target);
    for (const b of node.boundaries) next.push(b);
    for (const id of next) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(id);
    }
  }
  return seen;
}

/** Parallel joins after the target wait only for branches a token can still come down. */
function prefillJoins(run: Run, target: GraphNode, scope: ExecRow): void {
  const reach = forwardReach(run, target.id);
  const live = run.state.executions.values().filter((e) => e.parentId === scope.id && e.activityId !== null && e.state !== 'joined');
  for (const id of reach) {
    const join = run.graph.nodes[id]!;
    if (join.type !== 'parallelGateway' || join.incoming.length < 2 || join.scope !== target.scope) continue;
    for (const flowId of join.incoming) {
      const source = run.graph.flows[flowId]!.source;
      if (reach.has(source)) continue;
      const feeding = new Set([source, ...reachingNodes(run.graph, source)]);
      if (live.some((e) => feeding.has(e.activityId!))) continue;
      if (joinedAt(run, join.id, scope.id).some((e) => e.flowId === flowId)) continue;
      const token = run.newExecution(scope, { activityId: join.id, state: 'joined', flowId, isConcurrent: true });
      run.openHistory(token, join);
    }
  }
}

export async function moveTokens(run: Run, options: MoveOptions): Promise<ExecRow> {
  const target = run.node(options.to);
  if (target.type === 'boundaryEvent' || target.type === 'startEvent' && target.scope !== null) {
    throw new EngineError('failed', `不能跳转到 ${target.id}`, `cannot move to ${target.id}`);
  }
  const tokens = tokensToTake(run, options.from);
  if (tokens.length === 0) throw new EngineError('conflict', '没有可移动的流程令牌', 'no token at the given activities');
  for (const token of tokens) await run.cancelExecution(token, { taskResult: options.taskResult ?? 4, reason: options.reason ?? null });
  run.setVariables(run.root(), options.variables);
  const scope = scopeFor(run, target.scope);
  // Sub-process scopes left without tokens (the move went out of them) are closed.
  for (let changed = true; changed; ) {
    changed = false;
    for (const exec of run.state.executions.values()) {
      if (exec.parentId !== null && exec.isScope && exec.mi === null && exec !== scope && run.children(exec).length === 0 && !isAncestor(run, exec, scope)) {
        await run.cancelExecution(exec);
        changed = true;
      }
    }
  }
  prefillJoins(run, target, scope);
  const token = run.newExecution(scope);
  run.enter(token, target.id, null);
  return token;
}

function isAncestor(run: Run, maybe: ExecRow, of: ExecRow): boolean {
  for (let e: ExecRow | undefined = of; e; e = run.parent(e)) if (e === maybe) return true;
  return false;
}
