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
 * JSON pointers of the keys and string values holding U+0000. PostgreSQL text cannot store NUL, so such a
 * value would fail inside the driver as a server error; it is refused as a validation failure instead.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function nulCharacterPaths(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0 && found.length < limit) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path || '/');
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = `${path}/${pointerToken(key)}`;
        if (key.includes('\u0000')) found.push(childPath);
        pending.push([child, childPath]);
      }
    }
  }
  return found;
}
