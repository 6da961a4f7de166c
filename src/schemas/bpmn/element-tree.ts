/**
 * Nested moddle elements described as plain data, so the pure writers (listeners, timers, loops, script
 * tasks) can say what to create without a moddle at hand: the panel builds them with bpmn-js's
 * bpmnFactory, the tests with bpmn-moddle, the same specs either way.
 */

/** An element to create: its qualified type, its own properties, and child elements by property name. */
export interface TreeSpec {
  type: string;
  attrs?: Record<string, unknown>;
  children?: Record<string, TreeSpec | readonly TreeSpec[]>;
}

/** Creates the element of a spec and its children, depth first; undefined properties are left out. */
export function createTree<T>(factory: { create(type: string, attrs?: Record<string, unknown>): T }, spec: TreeSpec): T {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(spec.attrs ?? {})) if (value !== undefined) props[key] = value;
  for (const [key, child] of Object.entries(spec.children ?? {})) {
    props[key] = Array.isArray(child) ? (child as readonly TreeSpec[]).map((one) => createTree(factory, one)) : createTree(factory, child as TreeSpec);
  }
  return factory.create(spec.type, props);
}

/** A FormalExpression with a body (conditions, timer definitions, completion conditions). */
export const formalExpression = (body: string): TreeSpec => ({ type: 'bpmn:FormalExpression', attrs: { body } });

/** 8 random letters and digits: the spec's random timer-definition ids (and other generated ids). */
export function randomId8(random: () => number = Math.random): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return out;
}

/** A string property of a moddle element ('' when absent or not text). */
export function textOf(element: unknown, name: string): string {
  if (!element || typeof element !== 'object') return '';
  const value = (element as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** The body of a FormalExpression-like child (or a plain string). */
export function bodyText(value: unknown): string {
  if (typeof value === 'string') return value;
  return textOf(value, 'body');
}
