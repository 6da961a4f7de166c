/** Exclusive gateway: the first outgoing flow whose condition holds, else the default flow, else an error naming the gateway. */
import { flowHolds } from '../conditions.ts';
import { EngineError, type Behaviour } from '../types.ts';

export const exclusiveGateway: Behaviour = {
  async enter(run, exec, node) {
    for (const id of node.outgoing) {
      if (id === node.default) continue;
      if (await flowHolds(run, id, exec)) {
        run.leave(exec, [id]);
        return;
      }
    }
    if (node.default) {
      run.leave(exec, [node.default]);
      return;
    }
    throw new EngineError(
      'failed',
      `排他网关 ${node.name ?? node.id} 没有满足条件的出口`,
      `no outgoing flow of exclusive gateway ${node.name ?? node.id} matches`,
    );
  },
};
