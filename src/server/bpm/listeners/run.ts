/**
 * Runs one listener when the engine fires it, inside the command's transaction. Class listeners are
 * built-ins (directly or through a bpmFlowListener row), expressions go through the safe evaluator
 * with setVariable/getVariable/sendMessage offered as functions, delegate expressions name a class,
 * scripts run in the QuickJS sandbox. Every failure is an AppError naming the listener.
 */
import { evaluateTemplate, ExpressionError } from '../../../schemas/expression/index.ts';
import { AppError, fail } from '../../http/errors.ts';
import { MESSAGE_KINDS, type MessageKind, messageTitle, notify } from './notify.ts';
import { listenerFacts, listenerScope, resolveParams, type StoredParam } from './params.ts';
import { defaultListenerRegistry, findStoredListener, type ListenerRegistry } from './registry.ts';
import { runSandboxedScript, type ScriptLimits } from './sandbox.ts';
import type { ListenerContext, ListenerDefinition } from './types.ts';

export interface RunListenerOptions {
  registry?: ListenerRegistry;
  scriptLimits?: Partial<ScriptLimits>;
}

const SCRIPT_FORMATS = new Set(['javascript', 'js', 'ecmascript', 'juel']);

export async function runListener(definition: ListenerDefinition, context: ListenerContext, options: RunListenerOptions = {}): Promise<void> {
  const registry = options.registry ?? defaultListenerRegistry;
  try {
    switch (definition.type) {
      case 'class':
        return await runClass(definition.value.trim(), definition, context, registry);
      case 'expression':
        return await runExpression(definition.value, context);
      case 'delegateExpression':
        return await runClass(delegateName(definition.value, context), definition, context, registry);
      case 'script':
        return await runScript(definition, context, options.scriptLimits);
      default:
        throw fail(`未知的监听器类型「${String((definition as { type: unknown }).type)}」`, `unknown listener type "${String((definition as { type: unknown }).type)}"`);
    }
  } catch (error) {
    throw describeFailure(error, definition, context);
  }
}

async function runClass(reference: string, definition: ListenerDefinition, context: ListenerContext, registry: ListenerRegistry): Promise<void> {
  if (!reference) throw fail('监听器未指定类', 'the listener names no class');
  const stored = await findStoredListener(context.tx, reference);
  const target = stored && (stored.valueType === 'class' || stored.valueType === 'delegateExpression') ? stored.value : reference;
  const builtin = registry.builtin(target);
  if (!builtin) throw fail(`未找到监听器「${reference}」`, `no listener named "${reference}"`);
  const storedParams: StoredParam[] = stored?.params ?? [];
  const declared = builtin.params.filter((p) => p.required).map((p) => ({ name: p.name, paramType: 'string', value: null, required: true }));
  await builtin.run(context, resolveParams([...storedParams, ...declared], definition.fields, context));
}

/** `${name}` names the class (or a variable holding its name); any other expression must evaluate to a name. */
function delegateName(source: string, context: ListenerContext): string {
  const bare = /^\s*[$#]\{\s*([\p{L}_][\p{L}\p{N}_$:]*)\s*\}\s*$/u.exec(source)?.[1];
  if (bare) {
    const held = bare.includes(':') ? undefined : context.getVariable(bare);
    return typeof held === 'string' && held.trim() ? held.trim() : bare;
  }
  const value = evaluateTemplate(source, listenerScope(context));
  if (typeof value === 'string' && value.trim()) return value.trim();
  throw fail(`委托表达式没有给出监听器名称：${source}`, `the delegate expression gives no listener name: ${source}`);
}

async function runExpression(source: string, context: ListenerContext): Promise<void> {
  // Evaluation is synchronous; message writes it asks for are queued and awaited after it.
  const pending: (() => Promise<unknown>)[] = [];
  const functions = {
    setVariable: (name: unknown, value: unknown) => {
      context.setVariable(String(name), value);
      return true;
    },
    getVariable: (name: unknown) => context.getVariable(String(name)) ?? null,
    sendMessage: (receivers: unknown, title: unknown, content?: unknown, type?: unknown) => {
      const kind = (typeof type === 'string' && type ? type : context.task ? 'todo' : 'notice') as MessageKind;
      if (!MESSAGE_KINDS.includes(kind)) throw fail(`未知的消息类型「${kind}」`, `unknown message type "${kind}"`);
      const to = Array.isArray(receivers) ? receivers.map(String) : String(receivers ?? '').split(',');
      pending.push(() =>
        notify(context.tx, {
          type: kind,
          receivers: to,
          title: title ? String(title) : messageTitle(kind, { processName: context.processName ?? null, taskName: context.task?.name ?? null }),
          content: content === undefined || content === null ? null : String(content),
          processInstanceId: context.processInstanceId,
          taskId: context.task?.id ?? null,
          sender: context.actor ?? null,
        }),
      );
      return true;
    },
  };
  evaluateTemplate(source, listenerScope(context), { functions });
  for (const work of pending) await work();
}

async function runScript(definition: ListenerDefinition, context: ListenerContext, limits: Partial<ScriptLimits> | undefined): Promise<void> {
  if (definition.resource) throw fail('不支持外部脚本资源，请使用内联脚本', 'external script resources are not supported; use an inline script');
  const format = (definition.scriptFormat ?? 'javascript').toLowerCase();
  if (!SCRIPT_FORMATS.has(format)) throw fail(`不支持的脚本语言「${format}」`, `unsupported script language "${format}"`);
  if (format === 'juel') return runExpression(definition.value, context);
  // The same facts as expressions see, as read-only constants over the variables of the same names.
  const globals = listenerFacts(context);
  const outcome = await runSandboxedScript(definition.value, context.variables(), { globals, ...(limits ? { limits } : {}), ...(context.scriptBudget ? { budget: context.scriptBudget } : {}) });
  for (const [name, value] of Object.entries(outcome.changes)) context.setVariable(name, value);
  for (const line of outcome.logs) context.logger.info(`script: ${line}`, { processInstanceId: context.processInstanceId, activityId: context.activityId });
}

function describeFailure(error: unknown, definition: ListenerDefinition, context: ListenerContext): AppError {
  const where = `${context.activityId ?? 'process'} ${context.event}`;
  const label = definition.type === 'script' ? 'script' : definition.value.slice(0, 80);
  if (error instanceof AppError) {
    if (error.codeName !== 'failed' || !error.text) return error;
    return fail(`监听器执行失败（${where}，${label}）：${error.text.zh}`, `listener failed (${where}, ${label}): ${error.text.en}`);
  }
  const message = error instanceof ExpressionError ? error.message : (error as Error)?.message ?? String(error);
  context.logger.error(`listener failed: ${message}`, { processInstanceId: context.processInstanceId, activityId: context.activityId, event: context.event });
  return fail(`监听器执行失败（${where}，${label}）：${message}`, `listener failed (${where}, ${label}): ${message}`);
}
