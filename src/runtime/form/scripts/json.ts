/**
 * Values cross between the page and the sandbox as JSON text only, so a script never holds a page
 * object (no DOM node, no React state, no function). This encoder never throws: cycles become null,
 * functions are dropped, DOM and React events become `{type, target: {name, value, checked}}`.
 */

interface EventLike {
  type: string;
  target?: { name?: unknown; value?: unknown; checked?: unknown } | null;
}

function isEventLike(value: object): value is EventLike {
  if (typeof Event !== 'undefined' && value instanceof Event) return true;
  // React's synthetic events wrap the native one.
  return 'nativeEvent' in value && typeof (value as { type?: unknown }).type === 'string';
}

function plainEvent(event: EventLike): Record<string, unknown> {
  const target = event.target;
  return {
    type: event.type,
    target: target ? { name: target.name, value: target.value, checked: target.checked } : null,
  };
}

/** JSON text of `value`, or undefined for undefined (a missing value stays missing on the other side). */
export function toJson(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const ancestors: object[] = [];
  const replacer = function (this: unknown, _key: string, item: unknown): unknown {
    // `this` is the holder: drop it from the chain once we are back at its level.
    while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
    if (typeof item === 'function' || typeof item === 'symbol') return undefined;
    if (typeof item === 'bigint') return item.toString();
    if (typeof item === 'number' && !Number.isFinite(item)) return null;
    if (item === null || typeof item !== 'object') return item;
    if (ancestors.includes(item)) return null;
    if (typeof Node !== 'undefined' && item instanceof Node) return null;
    const out = isEventLike(item) ? plainEvent(item) : item;
    ancestors.push(out);
    return out;
  };
  try {
    return JSON.stringify(value, replacer) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keys a script could use to reach prototypes once its object is merged into page state: dropped on the way in. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function safeKeys(this: unknown, key: string, value: unknown): unknown {
  return UNSAFE_KEYS.has(key) ? undefined : value;
}

/** The inverse of toJson for what comes out of the sandbox (undefined stays undefined). */
export function fromJson(text: string | undefined): unknown {
  return text === undefined ? undefined : JSON.parse(text, safeKeys);
}
