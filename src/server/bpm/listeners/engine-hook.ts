/**
 * Plugs runListener into the interpreter: turns the engine's ListenerInvocation into a
 * ListenerContext over the command's Run (variables at the execution, its transaction), and offers
 * the QuickJS sandbox for script tasks. Installed on the engine's mutable hooks object once.
 */
import { evaluateTemplate } from '../../../schemas/expression/index.ts';
import { fail } from '../../http/errors.ts';
import type { EngineHooks, ListenerInvocation } from '../engine/types.ts';
import { runListener, type RunListenerOptions } from './run.ts';
import { runSandboxedScript } from './sandbox.ts';
import { checkVariableName } from './builtins/set-variable.ts';
import type { ListenerContext, ListenerEvent, ListenerLogger } from './types.ts';

/** A pino-style logger (Fastify's app.log). */
export interface PinoLike {
  info(data: object, message: string): void;
  warn(data: object, message: string): void;
  error(data: object, message: string): void;
}

export interface ListenerHookOptions extends RunListenerOptions {
  log?: PinoLike;
}

function loggerOf(log: PinoLike | undefined): ListenerLogger {
  return {
    info: (message, data) => log?.info(data ?? {}, message),
    warn: (message, data) => log?.warn(data ?? {}, message),
    error: (message, data) => log?.error(data ?? {}, message),
  };
}

export function contextOf(invocation: ListenerInvocation, logger: ListenerLogger): ListenerContext {
  const { run, execution, node, task, flowId } = invocation;
  return {
    event: invocation.event as ListenerEvent,
    processInstanceId: run.instance.id,
    processDefinitionKey: run.definition.key,
    processName: run.definition.name ?? run.instance.name ?? null,
    activityId: node?.id ?? null,
    activityName: node?.name ?? null,
    ...(flowId ? { flowId } : {}),
    ...(task
      ? {
          task: {
            id: task.id,
            name: task.name,
            activityId: task.activityId,
            assignee: task.assignee,
            candidateUsers: task.candidateUsers ?? [],
            candidateGroups: task.candidateGroups ?? [],
            owner: task.owner,
            dueAt: task.dueDate,
            priority: task.priority,
          },
        }
      : {}),
    initiator: run.instance.initiator ?? null,
    actor: run.actor,
    getVariable: (name) => run.getVariable(execution, name),
    setVariable: (name, value) => run.setVariable(execution, name, value),
    variables: () => run.variables(execution),
    tx: run.tx,
    logger,
  };
}

/** The engine's runListener hook. */
export function listenerHook(options: ListenerHookOptions = {}): NonNullable<EngineHooks['runListener']> {
  const logger = loggerOf(options.log);
  return (invocation) => runListener(invocation.listener, contextOf(invocation, logger), options);
}

/**
 * The engine's runScript hook for script tasks: JavaScript in the sandbox (its setVariable calls are the
 * changes), JUEL with the safe evaluator (setVariable offered as a function); answers result and changes.
 */
export function scriptTaskHook(options: ListenerHookOptions = {}): NonNullable<EngineHooks['runScript']> {
  return async ({ format, body }, variables, run) => {
    const language = (format || 'javascript').toLowerCase();
    if (language === 'juel') {
      const changes: Record<string, unknown> = {};
      const functions = {
        setVariable: (name: unknown, value: unknown) => {
          changes[checkVariableName(String(name))] = value;
          return true;
        },
      };
      return { result: evaluateTemplate(body, variables, { functions }), changes };
    }
    if (!['javascript', 'js', 'ecmascript'].includes(language)) throw fail(`不支持的脚本语言「${language}」`, `unsupported script language "${language}"`);
    const globals = { processInstanceId: run.instance.id, initiator: run.instance.initiator ?? null };
    const outcome = await runSandboxedScript(body, variables, { globals, ...(options.scriptLimits ? { limits: options.scriptLimits } : {}) });
    return { result: outcome.result, changes: outcome.changes };
  };
}

/** Installs the listener and script-task hooks unless something else already did. */
export function installListenerHooks(hooks: EngineHooks, options: ListenerHookOptions = {}): void {
  hooks.runListener ??= listenerHook(options);
  hooks.runScript ??= scriptTaskHook(options);
}
