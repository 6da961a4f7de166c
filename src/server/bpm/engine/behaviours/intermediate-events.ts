/**
 * Intermediate events: catch (timer, message, signal) waits for its subscription; throw passes on after
 * throwing its signal, sending its message (messages.ts) or throwing its escalation to the nearest catcher.
 */
import { subscribeCatch, throwEscalation, throwSignal } from '../events.ts';
import { sendMessage } from '../messages.ts';
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
    const event = node.event;
    if (event?.kind === 'signal') await throwSignal(run, event.name);
    if (event?.kind === 'message') sendMessage(run, exec, event.name);
    // An interrupting escalation catcher cancels this token; leave() then finds it gone and does nothing.
    if (event?.kind === 'escalation') await throwEscalation(run, exec, event.code);
    run.leave(exec);
  },
};
