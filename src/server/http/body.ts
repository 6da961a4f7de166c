/** Small builders for request JSON Schemas: closed objects with bounded strings, so every body is checked. */

export type JsonSchema = Record<string, unknown>;

export const str = (maxLength = 200, extra: JsonSchema = {}): JsonSchema => ({ type: 'string', maxLength, ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const bool = (): JsonSchema => ({ type: 'boolean' });
export const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });

/** A closed object: unknown fields are refused, listed ones validated. */
export function object(properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}

/** For calls that take no payload: an empty object (or no body at all). */
export const empty = object({});

const pointerToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Deepest nesting of objects and arrays a body may have. Real bodies (forms, filters, variables) stay far
 * below; thousands of levels make PostgreSQL's jsonb parser overflow its stack (a 500) and cost every
 * recursive reader on the way.
 */
export const MAX_BODY_DEPTH = 100;

/** An unpaired UTF-16 surrogate: PostgreSQL jsonb refuses its \u escape, so JSON.stringify's output fails there. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type UnstorableReason = 'nul' | 'surrogate' | 'number' | 'depth';

export const UNSTORABLE_TEXT: Record<UnstorableReason, { zh: string; en: string }> = {
  nul: { zh: '不能包含空字符 (NUL)', en: 'must not contain NUL characters' },
  surrogate: { zh: '不能包含不成对的代理字符', en: 'must not contain unpaired surrogate characters' },
  number: { zh: '数值超出范围', en: 'is a number out of range' },
  depth: { zh: `嵌套层数不能超过 ${MAX_BODY_DEPTH}`, en: `must not be nested more than ${MAX_BODY_DEPTH} levels deep` },
};

function textProblem(text: string): UnstorableReason | null {
  if (text.includes('\u0000')) return 'nul';
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/**
 * JSON pointers of what a body holds that PostgreSQL cannot store or JSON cannot carry: keys and strings
 * with U+0000 (text and jsonb refuse NUL) or an unpaired surrogate (jsonb refuses it), numbers JSON.parse
 * turned into Infinity (1e400), and values nested deeper than MAX_BODY_DEPTH. Any of these would fail
 * inside the driver as a server error, or be stored as something else; they are refused as validation
 * failures instead. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorablePaths(value: unknown, limit = 10): { path: string; reason: UnstorableReason }[] {
  const found: { path: string; reason: UnstorableReason }[] = [];
  const pending: [unknown, string, number][] = [[value, '', 0]];
  while (pending.length > 0 && found.length < limit) {
    const [current, path, depth] = pending.pop()!;
    if (typeof current === 'string') {
      const reason = textProblem(current);
      if (reason) found.push({ path: path || '/', reason });
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) found.push({ path: path || '/', reason: 'number' });
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_BODY_DEPTH) {
        found.push({ path: path || '/', reason: 'depth' });
        continue;
      }
      for (const [key, child] of Object.entries(current)) {
        const childPath = `${path}/${pointerToken(key)}`;
        const reason = textProblem(key);
        if (reason) found.push({ path: childPath, reason });
        pending.push([child, childPath, depth + 1]);
      }
    }
  }
  return found;
}
