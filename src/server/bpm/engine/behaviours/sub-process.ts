/** Embedded sub-process: the token becomes the scope of a new token at the inner start event; it leaves when its last inner token ends. */
import type { Behaviour } from '../types.ts';

export const subProcess: Behaviour = {
  async enter(run, exec, node) {
    exec.isScope = true;
    exec.state = 'waiting';
    run.touch(exec);
    const token = run.newExecution(exec);
    run.enter(token, node.starts![0]!, null);
  },
};
