/**
 * The diagram's semantic model as JSON for the "preview JSON" tool: each moddle element with its $type
 * and properties; references to other elements (sourceRef, default, bpmnElement …) are written as
 * their ids, so the tree has no cycles and reads like the XML.
 */
interface Moddle {
  $type?: string;
  id?: string;
  $attrs?: Record<string, unknown>;
  [key: string]: unknown;
}

const SKIP = new Set(['$parent', '$model', '$descriptor', '$instanceOf', 'di', 'labels']);

function isModdle(value: unknown): value is Moddle {
  return !!value && typeof value === 'object' && typeof (value as Moddle).$type === 'string';
}

function plain(value: Moddle, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = { $type: value.$type };
  for (const [key, child] of Object.entries(value)) {
    if (SKIP.has(key) || child === undefined) continue;
    if (key === '$attrs') {
      if (child && Object.keys(child).length > 0) out.$attrs = child;
      continue;
    }
    out[key] = convert(child, value, depth);
  }
  return out;
}

/** A child whose $parent is the element being written is part of it; any other element is a reference. */
function convert(value: unknown, owner: Moddle, depth: number): unknown {
  if (Array.isArray(value)) return value.map((item) => convert(item, owner, depth));
  if (isModdle(value)) {
    const owned = value.$parent === owner || (value.$parent === undefined && !value.id);
    if (!owned || depth > 64) return value.id ? `#${value.id}` : value.$type;
    return plain(value, depth + 1);
  }
  return value;
}

export function definitionsJson(definitions: unknown): string {
  if (!isModdle(definitions)) return '{}';
  return JSON.stringify(plain(definitions, 0), null, 2);
}
