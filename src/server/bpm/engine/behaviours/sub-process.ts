/**
 * Embedded sub-process (and an event sub-process once triggered): the token becomes the scope of new
 * tokens at the inner starts (graph.ts `starts`: its start event, or, without one, every activity and
 * gateway with no incoming flow, in parallel) and listens for its inner event sub-processes; it leaves
 * when its last inner token ends.
 */
import type { Behaviour } from '../types.ts';
import { subscribeEventSubProcesses } from './event-sub-process.ts';

export const subProcess: Behaviour = {
  async enter(run, exec, node) {
    exec.isScope = true;
    exec.state = 'waiting';
    run.touch(exec);
    subscribeEventSubProcesses(run, exec);
    const starts = node.starts ?? [];
    for (const start of starts) run.enter(run.newExecution(exec, { isConcurrent: starts.length > 1 }), start, null);
  },
};
