/** Intermediate events: catch (timer, message, signal) waits for its subscription; throw passes on (signals are thrown). */
import { subscribeCatch, throwSignal } from '../events.ts';
import type { Behaviour } from '../types.ts';

export const intermediateCatch: Behaviour = {
  async enter(run, exec, node) {
    // Chosen by an event-based gateway: the event already happened.
    if (run.fired.delete(exec.id)) {
      run.leave(exec);
      return;
    }
    exec.state = 'waiting';
    run.touch(exec);
    subscribeCatch(run, exec, node);
  },
};

export const intermediateThrow: Behaviour = {
  async enter(run, exec, node) {
    if (node.event?.kind === 'signal') await throwSignal(run, node.event.name);
    run.leave(exec);
  },
};
