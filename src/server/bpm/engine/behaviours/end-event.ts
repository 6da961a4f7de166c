/**
 * End events: a none end ends its token (the scope completes with its last token); terminate ends the
 * whole scope at once; an error end throws to the nearest catcher (an uncaught error ends the instance,
 * events.ts); an escalation end throws and ends its token; signal and message ends throw first.
 */
import { sendMessage } from '../messages.ts';
import { throwError, throwEscalation, throwSignal } from '../events.ts';
import type { Behaviour } from '../types.ts';

export const endEvent: Behaviour = {
  async enter(run, exec, node) {
    const event = node.event;
    if (event?.kind === 'error') {
      run.closeHistory(exec, 'completed', []);
      await throwError(run, exec, event.code);
      return;
    }
    if (event?.kind === 'signal') await throwSignal(run, event.name);
    if (event?.kind === 'message') sendMessage(run, exec, event.name);
    if (event?.kind === 'escalation') {
      await throwEscalation(run, exec, event.code);
      // An interrupting catcher has cancelled this token already; otherwise it ends here.
      if (!run.alive(exec)) return;
    }
    if (event?.kind === 'terminate') {
      run.closeHistory(exec, 'completed', []);
      const scope = run.parent(exec);
      if (!scope || scope.parentId === null) {
        await run.endInstance('completed', run.instance.result === 1 ? 2 : run.instance.result, null);
        return;
      }
      // Terminating inside a sub-process ends that sub-process only.
      for (const child of run.children(scope)) await run.cancelExecution(child);
      await run.scopeMaybeDone(scope);
      return;
    }
    run.leave(exec, []);
  },
};
