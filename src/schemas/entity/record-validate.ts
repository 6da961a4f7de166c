/**
 * A JSON Schema check without code generation, for the browser: the page's Content-Security-Policy
 * forbids eval, which ajv needs to compile. It covers the keywords the derived record schemas use
 * (json-schema.ts, plus a json field's declared shape) and answers errors shaped like ajv's, so the
 * same wording applies; tests/unit/record-validate.test.ts holds its verdicts to ajv's on every
 * shipped entity, and fails if a schema uses a keyword this does not know.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';

export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

type Schema = Record<string, unknown>;

/** Keywords checked here; annotations (title, readOnly …) are ignored like ajv ignores them. */
export const CHECKED_KEYWORDS = [
  'type', 'enum', 'const', 'maxLength', 'minLength', 'pattern', 'format', 'minimum', 'maximum',
  'properties', 'required', 'additionalProperties', 'maxProperties', 'minProperties', 'items', 'maxItems', 'minItems',
] as const;
export const ANNOTATIONS = ['title', 'description', 'default', 'readOnly', 'writeOnly', 'examples', '$comment'] as const;

type FormatCheck = RegExp | ((value: string) => boolean) | { validate: RegExp | ((value: string) => boolean) };
const formats = fullFormats as unknown as Record<string, FormatCheck | undefined>;

function formatOk(name: string, value: string): boolean {
  const format = formats[name];
  if (!format) return true; // unknown formats are not checked (ajv runs with strict: false)
  const check = typeof format === 'object' && 'validate' in format ? format.validate : format;
  return check instanceof RegExp ? check.test(value) : check(value);
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function typeMatches(expected: unknown, value: unknown): boolean {
  const actual = typeOf(value);
  const list = Array.isArray(expected) ? (expected as string[]) : [expected as string];
  return list.some((t) => t === actual || (t === 'number' && actual === 'integer'));
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const patterns = new Map<string, RegExp>();

export function validateSchema(schema: Schema, value: unknown, path = ''): SchemaError[] {
  const errors: SchemaError[] = [];
  const fail = (keyword: string, params: Record<string, unknown>) => errors.push({ keyword, instancePath: path, params });
  if (schema.type !== undefined && !typeMatches(schema.type, value)) fail('type', { type: Array.isArray(schema.type) ? schema.type.join(',') : schema.type });
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => equal(option, value))) fail('enum', { allowedValues: schema.enum });
  if ('const' in schema && !equal(schema.const, value)) fail('const', { allowedValue: schema.const });

  if (typeof value === 'string') {
    const length = [...value].length;
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) fail('maxLength', { limit: schema.maxLength });
    if (typeof schema.minLength === 'number' && length < schema.minLength) fail('minLength', { limit: schema.minLength });
    if (typeof schema.pattern === 'string') {
      let pattern = patterns.get(schema.pattern);
      if (!pattern) patterns.set(schema.pattern, (pattern = new RegExp(schema.pattern, 'u')));
      if (!pattern.test(value)) fail('pattern', { pattern: schema.pattern });
    }
    if (typeof schema.format === 'string' && !formatOk(schema.format, value)) fail('format', { format: schema.format });
  }
  if (typeof value === 'number') {
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum', { comparison: '<=', limit: schema.maximum });
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum', { comparison: '>=', limit: schema.minimum });
  }
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) fail('maxItems', { limit: schema.maxItems });
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) fail('minItems', { limit: schema.minItems });
    if (schema.items && typeof schema.items === 'object') value.forEach((item, i) => errors.push(...validateSchema(schema.items as Schema, item, `${path}/${i}`)));
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    if (typeof schema.maxProperties === 'number' && keys.length > schema.maxProperties) fail('maxProperties', { limit: schema.maxProperties });
    if (typeof schema.minProperties === 'number' && keys.length < schema.minProperties) fail('minProperties', { limit: schema.minProperties });
    for (const required of (schema.required ?? []) as string[]) if (!(required in record)) fail('required', { missingProperty: required });
    for (const key of keys) {
      const child = `${path}/${escapePointer(key)}`;
      if (properties[key]) errors.push(...validateSchema(properties[key], record[key], child));
      else if (schema.additionalProperties === false) fail('additionalProperties', { additionalProperty: key });
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        errors.push(...validateSchema(schema.additionalProperties as Schema, record[key], child));
      }
    }
  }
  return errors;
}

/** Keywords of a schema (and its subschemas) that neither validateSchema checks nor are annotations. */
export function uncheckedKeywords(schema: Schema): string[] {
  const known = new Set<string>([...CHECKED_KEYWORDS, ...ANNOTATIONS]);
  const found = new Set<string>();
  const walk = (node: Schema) => {
    for (const [key, value] of Object.entries(node)) {
      if (!known.has(key)) found.add(key);
      if (key === 'properties') for (const child of Object.values(value as Record<string, Schema>)) walk(child);
      if ((key === 'items' || key === 'additionalProperties') && value && typeof value === 'object') walk(value as Schema);
    }
  };
  walk(schema);
  return [...found];
}
