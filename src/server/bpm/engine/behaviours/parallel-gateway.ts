/**
 * Parallel gateway: a join waits for one token per incoming flow (so a token that arrives twice by the
 * same flow waits for the next round, and a join after a nested exclusive join is not fooled); a fork
 * sends a token down every outgoing flow.
 */
import type { GraphNode } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow } from '../state.ts';
import { fireJoin, joinedAt } from '../joins.ts';
import type { Behaviour } from '../types.ts';

export const parallelGateway: Behaviour & { fork(run: Run, exec: ExecRow, node: GraphNode): Promise<void> } = {
  async enter(run, exec, node) {
    if (node.incoming.length <= 1) {
      run.leave(exec, node.outgoing);
      return;
    }
    exec.state = 'joined';
    run.touch(exec);
    const waiting = joinedAt(run, node.id, exec.parentId);
    const picked: ExecRow[] = [];
    for (const flow of node.incoming) {
      const token = waiting.find((e) => e.flowId === flow && !picked.includes(e));
      if (!token) return;
      picked.push(token);
    }
    await fireJoin(run, node, picked);
  },
  async fork(run, exec, node) {
    run.leave(exec, node.outgoing);
  },
};
