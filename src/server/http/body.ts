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
