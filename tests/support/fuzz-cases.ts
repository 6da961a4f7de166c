/**
 * Malformed requests for the fuzz test, derived from each route's declared schema: broken JSON, values
 * that are not objects, oversize bodies, hostile keys, and every declared field given values its schema
 * refuses. Each case names the code a caller that passed the guard must get.
 */
import type { RouteEntry } from '../../src/server/app.ts';
import { MAX_BODY_DEPTH } from '../../src/server/http/body.ts';

export interface FuzzCase {
  label: string;
  /** Appended to the route's URL. */
  query?: string;
  contentType?: string;
  payload?: string;
  /** The expected code once past the guard; undefined when only "a catalogued envelope" can be said. */
  expect?: string;
  /** Refused with some catalogued failure code: for routes that check their payload in the handler. */
  refused?: boolean;
  /** A field path the validation errors must name. */
  path?: string;
}

type FieldSchema = {
  type?: string | string[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  enum?: unknown[];
  minItems?: number;
  maxItems?: number;
};

const JSON_TYPE = 'application/json';
export const HUGE = 'x'.repeat(2 * 1024 * 1024);
const deep = (levels: number, leaf: string) => '{"a":'.repeat(levels) + leaf + '}'.repeat(levels);

function hasType(type: string, value: unknown): boolean | undefined {
  switch (type) {
    case 'null': return value === null;
    case 'string': return typeof value === 'string';
    case 'integer': return Number.isInteger(value);
    case 'number': return typeof value === 'number';
    case 'boolean': return typeof value === 'boolean';
    case 'array': return Array.isArray(value);
    case 'object': return value !== null && typeof value === 'object' && !Array.isArray(value);
    default: return undefined;
  }
}

/**
 * True when the server must refuse `value` for a field declared with `schema`, judged only by keywords
 * whose meaning is certain here (type, lengths, pattern, enum, item counts, and the server-wide NUL
 * rule). Values it cannot judge (other keywords, unknown types) are not sent: false.
 */
export function mustRefuse(schema: FieldSchema, value: unknown): boolean {
  if (typeof value === 'string' && value.includes('\u0000')) return true;
  if (schema.type === undefined) return false;
  const matches = [schema.type].flat().map((type) => hasType(type, value));
  if (matches.includes(undefined)) return false;
  if (!matches.includes(true)) return true;
  if (schema.enum && !schema.enum.includes(value)) return true;
  if (Array.isArray(value)) {
    return (schema.maxItems !== undefined && value.length > schema.maxItems) || (schema.minItems !== undefined && value.length < schema.minItems);
  }
  if (typeof value !== 'string') return false;
  const length = [...value].length;
  if (schema.maxLength !== undefined && length > schema.maxLength) return true;
  if (schema.minLength !== undefined && length < schema.minLength) return true;
  return schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value);
}

function candidates(schema: FieldSchema): unknown[] {
  const over = (schema.maxLength ?? 200) + 1;
  return [
    123, -1, 1.5, 1e308, true, false, null, [], ['x'], {}, { $ne: null }, { $gt: '' }, JSON.parse(deep(50, '1')),
    '', '0', "' OR 1=1 --", "admin'--", '"; DROP TABLE syt_permission_account; --', '<script>alert(1)</script>',
    '{{7*7}}', '😀', 'a\u0000b', '\u0000', 'x'.repeat(over), '😀'.repeat(over), '中'.repeat(over),
    Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => 'x'),
  ];
}

function fields(schema: unknown): Record<string, FieldSchema> {
  return ((schema as { properties?: Record<string, FieldSchema> } | undefined)?.properties ?? {});
}

/** Cases for a body-taking route (POST). */
export function bodyCases(route: RouteEntry): FuzzCase[] {
  const json = (label: string, payload: string, expect: string, path?: string): FuzzCase => ({
    label, contentType: JSON_TYPE, payload, expect, ...(path ? { path } : {}),
  });
  // A JSON object reaches the route's own checks: a declared (closed) schema answers 00005 with the path;
  // a route that validates in its handler (entity calls, uploads) must still refuse it somehow.
  const declaredBody = route.schema?.body !== undefined;
  const objectCase = (label: string, payload: string, path: string): FuzzCase =>
    declaredBody ? json(label, payload, '00005', path) : { label, contentType: JSON_TYPE, payload, refused: true };
  const cases: FuzzCase[] = [
    json('unterminated object', '{', '00010'),
    json('trailing comma', '{"a":1,}', '00010'),
    json('plain words', 'not json at all', '00010'),
    json('sql text', "' OR 1=1 --", '00010'),
    json('script text', '<script>alert(1)</script>', '00010'),
    json('two documents', '{}{}', '00010'),
    json('raw NUL', '\u0000', '00010'),
    json('empty', '', '00010'),
    json('single quotes', "{'a':1}", '00010'),
    json('prototype pollution', '{"__proto__":{"isAdmin":true}}', '00010'),
    json('constructor pollution', '{"constructor":{"prototype":{"isAdmin":true}}}', '00010'),
    json('array', '[]', '00005', '/'),
    json('array of object', '[{}]', '00005', '/'),
    json('number', '42', '00005', '/'),
    json('string', '"hello"', '00005', '/'),
    json('boolean', 'true', '00005', '/'),
    json('null', 'null', '00005', '/'),
    // Refused before any schema, at the first level past the limit.
    json('deep nesting', deep(5000, '1'), '00005', '/a'.repeat(MAX_BODY_DEPTH)),
    json('deep arrays', '['.repeat(5000) + ']'.repeat(5000), '00005', '/'),
    objectCase('sql key', JSON.stringify({ "' OR 1=1 --": 1 }), "/' OR 1=1 --"),
    objectCase('script key', JSON.stringify({ '<script>': '<img src=x onerror=alert(1)>' }), '/<script>'),
    objectCase('emoji key and value', JSON.stringify({ '😀': '🙂🙃'.repeat(50) }), '/😀'),
    json('NUL key', JSON.stringify({ 'a\u0000': 1 }), '00005', '/a\u0000'),
    json('huge unknown field', JSON.stringify({ x: HUGE }), '00009'),
    json('huge garbage', HUGE, '00009'),
    { label: 'form encoded', contentType: 'application/x-www-form-urlencoded', payload: 'username=admin&password=x', expect: '00011' },
    {
      label: 'multipart',
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="role"\r\n\r\nadmin\r\n--zz--\r\n',
      // Only upload routes read form-data, and this one carries no file.
      ...(route.multipart ? { refused: true } : { expect: '00011' }),
    },
    {
      label: 'broken multipart',
      contentType: 'multipart/form-data; boundary=zz',
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK',
      ...(route.multipart ? { refused: true } : { expect: '00011' }),
    },
    { label: 'xml', contentType: 'application/xml', payload: '<a>1</a>', expect: '00011' },
    { label: 'plain text', contentType: 'text/plain', payload: '{"a":1}', expect: '00005', path: '/' },
    { label: 'NUL in query', query: '?q=%00', contentType: JSON_TYPE, payload: '{}', expect: '00005', path: '/q' },
  ];
  const declared = fields(route.schema?.body);
  for (const [name, schema] of Object.entries(declared)) {
    cases.push(json(`huge ${name}`, JSON.stringify({ [name]: HUGE }), '00009'));
    for (const value of candidates(schema)) {
      if (!mustRefuse(schema, value)) continue;
      const shown = JSON.stringify(value).slice(0, 40);
      cases.push(json(`${name} = ${shown}`, JSON.stringify({ [name]: value }), '00005', `/${name}`));
    }
  }
  return cases;
}

/** Cases for a GET route: its querystring, and bodies (which a GET ignores: only the envelope is asserted). */
export function queryCases(route: RouteEntry): FuzzCase[] {
  const cases: FuzzCase[] = [
    { label: 'NUL in query', query: '?uid=%00', expect: '00005', path: '/uid' },
    { label: 'body on GET', contentType: JSON_TYPE, payload: '{"a":' },
    { label: 'huge body on GET', contentType: JSON_TYPE, payload: HUGE },
    { label: 'sql in query', query: `?${encodeURIComponent("' OR 1=1 --")}=1` },
    { label: 'bad escape in query', query: '?uid=%E0%A4%A' },
  ];
  const declared = fields(route.schema?.querystring);
  if (Object.keys(declared).length === 0) return cases;
  cases.push({ label: 'unknown query field', query: '?isAdmin=true', expect: '00005', path: '/isAdmin' });
  for (const [name, schema] of Object.entries(declared)) {
    cases.push({ label: `${name} twice`, query: `?${name}=a&${name}=b`, expect: '00005', path: `/${name}` });
    const over = (schema.maxLength ?? 200) + 1;
    cases.push({ label: `${name} too long`, query: `?${name}=${'x'.repeat(over)}`, expect: '00005', path: `/${name}` });
    cases.push({ label: `${name} NUL`, query: `?${name}=a%00b`, expect: '00005', path: `/${name}` });
  }
  return cases;
}
