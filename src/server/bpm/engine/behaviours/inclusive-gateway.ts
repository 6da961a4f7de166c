/**
 * Inclusive gateway: a join fires when every token that can still reach it has arrived (reachability
 * precomputed on the graph); a fork takes every flow whose condition holds, else the default.
 */
import type { GraphNode } from '../graph.ts';
import type { Run } from '../run.ts';
import type { ExecRow } from '../state.ts';
import { outgoingOf } from '../conditions.ts';
import { fireJoin, inclusiveCanFire, joinedAt } from '../joins.ts';
import { EngineError, type Behaviour } from '../types.ts';

export const inclusiveGateway: Behaviour & { fork(run: Run, exec: ExecRow, node: GraphNode): Promise<void> } = {
  async enter(run, exec, node) {
    if (node.incoming.length <= 1) {
      await this.fork(run, exec, node);
      return;
    }
    exec.state = 'joined';
    run.touch(exec);
    if (inclusiveCanFire(run, node, exec.parentId)) await fireJoin(run, node, joinedAt(run, node.id, exec.parentId));
  },
  async fork(run, exec, node) {
    const taken = await outgoingOf(run, exec, node);
    if (taken.length === 0) {
      throw new EngineError('failed', `包容网关 ${node.name ?? node.id} 没有满足条件的出口`, `no outgoing flow of inclusive gateway ${node.name ?? node.id} matches`);
    }
    run.leave(exec, taken);
  },
};
