/**
 * Service, send and business-rule tasks: run the implementation registered under the camunda:class or
 * the delegate expression's name, or evaluate camunda:expression into resultVariable; a task without an
 * implementation passes on (a send task with a message sends it). A BpmnError from the implementation goes to the error boundary.
 */
import { throwError } from '../events.ts';
import { sendMessage } from '../messages.ts';
import { BpmnError, EngineError, type Behaviour } from '../types.ts';

export const serviceTask: Behaviour = {
  async enter(run, exec, node) {
    const attrs = node.attrs;
    try {
      let result: unknown;
      const name = attrs.class ?? (attrs.delegateExpression ? String(run.template(attrs.delegateExpression, exec, node.id)) : undefined);
      if (name !== undefined) {
        const service = run.hooks.services?.[name];
        if (!service) throw new EngineError('failed', `没有注册的服务实现 ${name}（${node.id}）`, `no service implementation registered as ${name} (${node.id})`);
        result = await service({
          run,
          execution: exec,
          node,
          tx: run.tx,
          getVariable: (n) => run.getVariable(exec, n),
          setVariable: (n, v) => run.setVariable(exec, n, v),
        });
      } else if (attrs.expression) {
        result = run.template(attrs.expression, exec, node.id);
      } else if (node.type === 'sendTask' && node.event?.kind === 'message') {
        // A send task with a message and no implementation sends the message (messages.ts).
        sendMessage(run, exec, node.event.name);
      } else if (attrs.type === 'external') {
        throw new EngineError('failed', `不支持外部任务（${node.id}）`, `external tasks are not supported (${node.id})`);
      }
      if (attrs.resultVariable) run.setVariable(exec, attrs.resultVariable, result ?? null);
    } catch (error) {
      if (error instanceof BpmnError) {
        run.closeHistory(exec, 'cancelled');
        await throwError(run, exec, error.errorCode);
        return;
      }
      throw error;
    }
    run.leave(exec);
  },
};
