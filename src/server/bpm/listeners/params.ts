/** Listener parameters: bpmFlowListenerParam defaults under the model's fields, expressions evaluated. */
import { evaluateTemplate, type Scope } from '../../../schemas/expression/index.ts';
import { fail } from '../../http/errors.ts';
import type { ListenerContext, ListenerField, ListenerParams } from './types.ts';

export interface StoredParam {
  name: string;
  /** string | expression */
  paramType: string | null;
  value: string | null;
  required: boolean | null;
}

/**
 * The facts of the moment under fixed names, so an expression can say `${task.assignee}`,
 * `${initiator}` or `${execution.processInstanceId}`; then the variables. The facts win: a variable
 * (which a starter's body may name) called `task` must not redirect what a listener does to the task.
 */
export function listenerScope(context: ListenerContext): Scope {
  const facts = listenerFacts(context);
  return (name: string) => (Object.hasOwn(facts, name) ? facts[name] : context.getVariable(name));
}

/** The names listener expressions and scripts read as engine facts (never as process variables). */
export function listenerFacts(context: ListenerContext): Record<string, unknown> {
  return {
    processInstanceId: context.processInstanceId,
    activityId: context.activityId,
    eventName: context.event,
    initiator: context.initiator,
    task: context.task ? { ...context.task, candidateUsers: [...context.task.candidateUsers], candidateGroups: [...context.task.candidateGroups] } : null,
    execution: {
      processInstanceId: context.processInstanceId,
      processDefinitionKey: context.processDefinitionKey ?? null,
      activityId: context.activityId,
      currentActivityId: context.activityId,
      eventName: context.event,
    },
  };
}

export function resolveParams(stored: readonly StoredParam[], fields: readonly ListenerField[], context: ListenerContext): ListenerParams {
  const scope = listenerScope(context);
  const params: ListenerParams = {};
  for (const param of stored) {
    if (param.value === null || param.value === '') continue;
    params[param.name] = param.paramType === 'expression' ? evaluateTemplate(param.value, scope) : param.value;
  }
  for (const field of fields) {
    if (!field.name) continue;
    params[field.name] = field.kind === 'expression' ? evaluateTemplate(field.value, scope) : field.value;
  }
  for (const param of stored) {
    const value = params[param.name];
    if (param.required && (value === undefined || value === null || value === '')) {
      throw fail(`监听器缺少必填参数「${param.name}」`, `the listener needs the parameter "${param.name}"`);
    }
  }
  return params;
}

/** Text parameter helpers shared by the built-ins. */
export function textParam(params: ListenerParams, name: string): string | undefined {
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function flagParam(params: ListenerParams, name: string, fallback: boolean): boolean {
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  if (value === undefined || value === null || value === '') return fallback;
  return value === true || value === 1 || value === 'true' || value === '1';
}

/** A list parameter: an array, JSON array text, or comma-separated text. */
export function listParam(params: ListenerParams, name: string): string[] {
  const value = Object.hasOwn(params, name) ? params[name] : undefined;
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return value === undefined || value === null ? [] : [String(value)];
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v).trim()).filter(Boolean);
    } catch {
      // Not JSON: read as a comma list.
    }
  }
  return trimmed.split(',').map((s) => s.trim()).filter(Boolean);
}
