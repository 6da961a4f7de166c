/** Nodes that do nothing but pass the token on: start and boundary events, plain and manual tasks. */
import type { Behaviour } from '../types.ts';

export const passThrough: Behaviour = {
  async enter(run, exec) {
    run.leave(exec);
  },
};
