/** Event-based gateway: the token waits at the gateway, subscribed to every following event; the first one to happen wins (events.ts). */
import { subscribeCatch } from '../events.ts';
import type { Behaviour } from '../types.ts';

export const eventBasedGateway: Behaviour = {
  async enter(run, exec, node) {
    exec.state = 'waiting';
    run.touch(exec);
    for (const id of node.outgoing) subscribeCatch(run, exec, run.node(run.graph.flows[id]!.target));
  },
};
