/**
 * Reading a moddle element for the compiler: attributes under any prefix, expression bodies, listeners,
 * timers and the extension elements the approval layer reads, as plain JSON of the graph.
 */
import type { ModdleElement } from '../model/parse.ts';
import type { ListenerDef, TimerDef } from './graph.ts';

export const bare = (type: string) => {
  const local = type.replace(/^[A-Za-z]+:/, '');
  return local.charAt(0).toLowerCase() + local.slice(1);
};

/** An attribute by plain name: a moddle property, or an unknown attribute under any prefix. */
export function attrOf(el: ModdleElement, name: string): string | undefined {
  const own = el[name];
  if (typeof own === 'string') return own;
  if (typeof own === 'number' || typeof own === 'boolean') return String(own);
  const attrs = el.$attrs ?? {};
  for (const [key, value] of Object.entries(attrs)) {
    if (key === name || key.endsWith(`:${name}`)) return value;
  }
  return undefined;
}

const ATTRS = [
  'assignee', 'candidateUsers', 'candidateGroups', 'candidateAttr', 'dataType', 'text', 'dueDate', 'followUpDate', 'priority',
  'buttons', 'expirationtime', 'extendData', 'xcformKey', 'formKey', 'class', 'expression', 'delegateExpression', 'resultVariable',
  'type', 'topic', 'orgid', 'roleid', 'candidateStarterGroups', 'candidateStarterUsers', 'initiator', 'AttributeHandler', 'deptHead',
  'async', 'asyncBefore', 'asyncAfter', 'collection', 'elementVariable', 'calledElement',
];

export function attrsOf(el: ModdleElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ATTRS) {
    const value = attrOf(el, name);
    if (value !== undefined && value !== '') out[name] = value;
  }
  return out;
}

export const bodyOf = (el: unknown): string | undefined => {
  if (!el || typeof el !== 'object') return undefined;
  const body = (el as { body?: unknown }).body;
  return typeof body === 'string' ? body.trim() : undefined;
};

/** Plain JSON of an extension element (no parent links), for the approval layer's vocabulary. */
export function plain(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || value === undefined) return null;
  if (typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1));
  const el = value as ModdleElement;
  const out: Record<string, unknown> = {};
  if (el.$type) out.$type = el.$type;
  for (const [key, v] of Object.entries(el)) {
    if (key.startsWith('$')) continue;
    out[key] = plain(v, depth + 1);
  }
  for (const [key, v] of Object.entries(el.$attrs ?? {})) if (!key.startsWith('xmlns')) out[key.replace(/^[^:]+:/, '')] = v;
  return out;
}

export function timerOf(def: ModdleElement): TimerDef | undefined {
  for (const kind of ['timeDate', 'timeDuration', 'timeCycle'] as const) {
    const body = bodyOf(def[kind]);
    if (body) return { kind, expression: body };
  }
  return undefined;
}

export function listenerOf(el: ModdleElement): ListenerDef | undefined {
  const script = el.script as ModdleElement | undefined;
  const fields = ((el.fields as ModdleElement[] | undefined) ?? []).map((f) => {
    const expr = attrOf(f, 'expression') ?? bodyOf(f.expression);
    return expr !== undefined
      ? { name: String(f.name ?? ''), value: expr, kind: 'expression' as const }
      : { name: String(f.name ?? ''), value: attrOf(f, 'stringValue') ?? bodyOf(f.string) ?? (typeof f.string === 'string' ? f.string : ''), kind: 'string' as const };
  });
  const base = { event: attrOf(el, 'event') ?? '', fields, ...(el.id ? { id: el.id } : {}) };
  const timerDef = ((el.eventDefinitions as ModdleElement[] | undefined) ?? [])[0];
  const timer = timerDef ? timerOf(timerDef) : undefined;
  const withTimer = timer ? { ...base, timer } : base;
  const cls = attrOf(el, 'class');
  if (cls) return { ...withTimer, type: 'class', value: cls };
  const expression = attrOf(el, 'expression');
  if (expression) return { ...withTimer, type: 'expression', value: expression };
  const delegate = attrOf(el, 'delegateExpression');
  if (delegate) return { ...withTimer, type: 'delegateExpression', value: delegate };
  if (script) {
    const resource = attrOf(script, 'resource');
    return { ...withTimer, type: 'script', value: typeof script.value === 'string' ? script.value : '', scriptFormat: attrOf(script, 'scriptFormat') ?? 'javascript', ...(resource ? { resource } : {}) };
  }
  return undefined;
}

export function refName(ref: unknown): string {
  const r = ref as ModdleElement | undefined;
  return r ? String(r.name ?? r.id ?? '') : '';
}

export const list = (text: string | undefined) => (text ? text.split(',').map((s) => s.trim()).filter(Boolean) : []);

export interface Extensions {
  listeners: ListenerDef[];
  taskListeners: ListenerDef[];
  properties: Record<string, string>;
  extensions: Record<string, unknown>[];
}

export function extensionsOf(el: ModdleElement): Extensions {
  const out: Extensions = { listeners: [], taskListeners: [], properties: {}, extensions: [] };
  const values = ((el.extensionElements as ModdleElement | undefined)?.values as ModdleElement[] | undefined) ?? [];
  for (const value of values) {
    const type = bare(value.$type);
    if (type === 'executionListener') {
      const l = listenerOf(value);
      if (l) out.listeners.push(l);
    } else if (type === 'taskListener') {
      const l = listenerOf(value);
      if (l) out.taskListeners.push(l);
    } else if (type === 'properties') {
      for (const p of (value.values as ModdleElement[] | undefined) ?? []) if (p.name) out.properties[String(p.name)] = String(p.value ?? '');
    } else {
      out.extensions.push(plain(value) as Record<string, unknown>);
    }
  }
  return out;
}
