/**
 * Execution and task listeners as the designer edits them (spec §3, §5): event, value type and value
 * (class, expression, delegate expression, or a script inline or external), the injected fields, and
 * for a task listener's timeout event its timer. Read from and written to camunda:executionListener /
 * camunda:taskListener, the elements the engine's compiler reads.
 */
import { bodyText, textOf, type TreeSpec } from './element-tree.ts';
import { ALIAS_PREFIXES, ENGINE_PREFIX } from './namespaces.ts';
import { readTimer, timerSpec, type TimerValue } from './timers.ts';
import type { ModdleLike } from './types.ts';

export type ListenerKind = 'executionListener' | 'taskListener';
export const EXECUTION_EVENTS = ['start', 'end', 'take'] as const;
export const TASK_EVENTS = ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'] as const;
export const LISTENER_VALUE_TYPES = ['class', 'expression', 'delegateExpression', 'script'] as const;
export type ListenerValueType = (typeof LISTENER_VALUE_TYPES)[number];
export type FieldType = 'string' | 'expression';
export type ScriptKind = 'inlineScript' | 'externalScript';

/** A listener field; `required` is the form's flag (spec: 0 yes, 1 no); only the value is stored. */
export interface ListenerField {
  name: string;
  required: '0' | '1';
  fieldType: FieldType;
  value: string;
}

export interface Listener {
  event: string;
  valueType: ListenerValueType;
  /** The class, expression or delegate expression; the inline script text. */
  value: string;
  scriptFormat: string;
  scriptType: ScriptKind;
  resource: string;
  fields: ListenerField[];
  /** Task listeners on the timeout event only. */
  timer?: TimerValue;
}

const LOCAL: Record<ListenerKind, string> = { executionListener: 'ExecutionListener', taskListener: 'TaskListener' };
const PREFIXES = [ENGINE_PREFIX, ...ALIAS_PREFIXES];
export const isListenerOf = (value: { $type: string }, kind: ListenerKind) => PREFIXES.some((prefix) => value.$type.toLowerCase() === `${prefix}:${kind}`.toLowerCase());

/** Events a listener of this kind may have; a sequence flow's execution listeners fire on take only. */
export function listenerEvents(kind: ListenerKind, elementType: string): readonly string[] {
  if (kind === 'taskListener') return TASK_EVENTS;
  return elementType === 'bpmn:SequenceFlow' ? ['take'] : ['start', 'end'];
}

export const emptyListener = (kind: ListenerKind): Listener => ({ event: kind === 'taskListener' ? 'create' : 'start', valueType: 'class', value: '', scriptFormat: '', scriptType: 'inlineScript', resource: '', fields: [] });

function readField(field: unknown): ListenerField {
  const expression = bodyText((field as Record<string, unknown>).expression);
  if (expression) return { name: textOf(field, 'name'), required: '1', fieldType: 'expression', value: expression };
  const value = textOf(field, 'stringValue') || bodyText((field as Record<string, unknown>).string);
  return { name: textOf(field, 'name'), required: '1', fieldType: 'string', value };
}

/** One listener element as the form edits it. */
export function readListener(element: ModdleLike): Listener {
  const script = element.script as ModdleLike | undefined;
  const fields = ((element.fields as unknown[] | undefined) ?? []).map(readField);
  const definitions = (element.eventDefinitions as unknown[] | undefined) ?? [];
  const timer = readTimer(definitions[0]) ?? undefined;
  const base = { ...emptyListener('executionListener'), event: textOf(element, 'event'), fields, ...(timer ? { timer } : {}) };
  for (const type of ['class', 'expression', 'delegateExpression'] as const) {
    const value = textOf(element, type);
    if (value) return { ...base, valueType: type, value };
  }
  if (script) {
    const resource = textOf(script, 'resource');
    // Spec §3: inline when a script text exists, else external.
    return { ...base, valueType: 'script', scriptFormat: textOf(script, 'scriptFormat'), scriptType: textOf(script, 'value') || !resource ? 'inlineScript' : 'externalScript', value: textOf(script, 'value'), resource };
  }
  return base;
}

/** A node's listeners of one kind, in document order. */
export function readListeners(element: ModdleLike, kind: ListenerKind): Listener[] {
  return (element.extensionElements?.values ?? []).filter((value) => isListenerOf(value, kind)).map(readListener);
}

/** The element of a listener: only the chosen value type's attribute; inline and external exclusive; the timer on timeout only. */
export function listenerSpec(kind: ListenerKind, listener: Listener, timerId?: string): TreeSpec {
  const attrs: Record<string, unknown> = { event: listener.event };
  const children: Record<string, TreeSpec | TreeSpec[]> = {};
  if (listener.valueType === 'script') {
    const inline = listener.scriptType === 'inlineScript';
    children.script = { type: `${ENGINE_PREFIX}:Script`, attrs: { scriptFormat: listener.scriptFormat, ...(inline ? { value: listener.value } : { resource: listener.resource }) } };
  } else attrs[listener.valueType] = listener.value;
  if (listener.fields.length > 0) {
    children.fields = listener.fields.map((field) => ({
      type: `${ENGINE_PREFIX}:Field`,
      attrs: field.fieldType === 'expression' ? { name: field.name, expression: field.value } : { name: field.name, stringValue: field.value },
    }));
  }
  if (kind === 'taskListener' && listener.event === 'timeout' && listener.timer) children.eventDefinitions = [timerSpec(listener.timer, timerId)];
  return { type: `${ENGINE_PREFIX}:${LOCAL[kind]}`, attrs, children };
}

/** Spec §5: what the listener form refuses (keys of the messages), empty when it may be saved. */
export function listenerProblems(listener: Listener): string[] {
  const problems: string[] = [];
  if (!listener.event) problems.push('event');
  if (!listener.valueType) problems.push('valueType');
  if (listener.valueType === 'script') {
    if (!listener.scriptFormat.trim()) problems.push('scriptFormat');
    if (listener.scriptType === 'inlineScript' ? !listener.value.trim() : !listener.resource.trim()) problems.push(listener.scriptType === 'inlineScript' ? 'script' : 'resource');
  } else if (!listener.value.trim()) problems.push(listener.valueType);
  if (listener.event === 'timeout' && !listener.timer?.body.trim()) problems.push('timer');
  return problems;
}

/** Spec §5: a field needs a name, the required flag and a type; its value only when required is 0 (yes). */
export function fieldProblems(field: ListenerField): string[] {
  const problems: string[] = [];
  if (!field.name.trim()) problems.push('name');
  if (field.required !== '0' && field.required !== '1') problems.push('required');
  if (field.fieldType !== 'string' && field.fieldType !== 'expression') problems.push('fieldType');
  if (field.required === '0' && !field.value.trim()) problems.push('value');
  return problems;
}

/** A row of the listener library (bpmFlowListener) and its parameters (bpmFlowListenerParam). */
export interface LibraryListener {
  eventType: string;
  valueType: string;
  value: string;
}
export interface LibraryParam {
  name: string;
  paramType: string;
  value?: string | null;
  required?: boolean | string | null;
}

/** The listener a library row gives: its event, type and value, a field per parameter (required ones must be filled). */
export function listenerFromLibrary(row: LibraryListener, params: readonly LibraryParam[]): Listener {
  const valueType = (LISTENER_VALUE_TYPES as readonly string[]).includes(row.valueType) ? (row.valueType as ListenerValueType) : 'class';
  const base = { ...emptyListener('executionListener'), event: row.eventType, valueType };
  const fields = params.map((param): ListenerField => ({
    name: param.name,
    required: param.required === true || param.required === 'true' || param.required === '0' ? '0' : '1',
    fieldType: param.paramType === 'expression' ? 'expression' : 'string',
    value: param.value ?? '',
  }));
  return valueType === 'script' ? { ...base, scriptFormat: 'javascript', value: row.value, fields } : { ...base, value: row.value, fields };
}
