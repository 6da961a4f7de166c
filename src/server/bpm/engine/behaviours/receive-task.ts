/** Receive task: waits for its message (correlateMessage) or for an explicit trigger of its execution. */
import { subscribeCatch } from '../events.ts';
import type { Behaviour } from '../types.ts';

export const receiveTask: Behaviour = {
  async enter(run, exec, node) {
    if (run.fired.delete(exec.id)) {
      run.leave(exec);
      return;
    }
    exec.state = 'waiting';
    run.touch(exec);
    if (node.event?.kind === 'message') subscribeCatch(run, exec, node);
  },
};
