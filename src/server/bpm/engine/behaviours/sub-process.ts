/**
 * Embedded sub-process (and an event sub-process once triggered): the token becomes the scope of a new
 * token at the inner start event and listens for its inner event sub-processes; it leaves when its last
 * inner token ends.
 */
import type { Behaviour } from '../types.ts';
import { subscribeEventSubProcesses } from './event-sub-process.ts';

export const subProcess: Behaviour = {
  async enter(run, exec, node) {
    exec.isScope = true;
    exec.state = 'waiting';
    run.touch(exec);
    subscribeEventSubProcesses(run, exec);
    const token = run.newExecution(exec);
    run.enter(token, node.starts![0]!, null);
  },
};
