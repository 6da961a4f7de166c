/**
 * Valid values for entity fields, generated from the schema alone: required fields, enums, patterns
 * (a value that matches each declared pattern), formats, bounds, unique values and references (an
 * existing row of the referenced entity, created through the API when there is none).
 */
import type { EntitySchema, FieldDef } from '../../src/schemas/entity/types.ts';
import { writableFields } from '../../src/schemas/entity/types.ts';
import { normaliseFormSchema } from '../../src/schemas/form/migrations.ts';
import type { TestApp } from './test-app.ts';
import { multipartBody } from './multipart.ts';

let counter = 0;

/** A short unique lower-case token: letters and digits only, starting with a letter. */
export function uniqueToken(): string {
  counter += 1;
  return `t${counter.toString(36)}${crypto.randomUUID().replaceAll('-', '').slice(0, 6)}`;
}

/** The literal text a pattern starts with (`^builtin:[a-z]+$` → `builtin:`), unescaped. */
function literalPrefix(pattern: string): string {
  const match = /^\^((?:[A-Za-z0-9_:/@.-]|\\[^A-Za-z0-9])*)/u.exec(pattern);
  return (match?.[1] ?? '').replace(/\\(.)/gu, '$1');
}

/** Candidate strings tried against a field's pattern, in order; the first that matches (and fits) wins. */
function patternCandidates(token: string, pattern: string): string[] {
  const digits = String(counter).padStart(7, '0').slice(-7);
  const letters = token.replace(/[0-9]/gu, (d) => 'abcdefghij'[Number(d)]!);
  const base = [`t_${token}`, `T${token.toUpperCase()}`, `\${${token} == 1}`, `139${digits}${Math.floor(Math.random() * 10)}`, token, letters, letters.toUpperCase(), `${token}@example.com`, '08:30', '1,2,3'];
  const prefix = literalPrefix(pattern);
  return prefix ? [...base, ...base.map((c) => prefix + c)] : base;
}

export class UnsatisfiablePattern extends Error {}

export function stringFor(key: string, field: FieldDef, token = uniqueToken()): string {
  const max = field.maxLength ?? 2000;
  let value: string;
  if (field.pattern !== undefined) {
    const pattern = new RegExp(field.pattern, 'u');
    const found = patternCandidates(token, field.pattern).find((c) => pattern.test(c) && c.length <= max && c.length >= (field.minLength ?? 0));
    if (found === undefined) throw new UnsatisfiablePattern(`no test value for ${key} matches /${field.pattern}/`);
    return found;
  }
  if (field.format === 'email') value = `${token}@example.com`;
  else if (field.format === 'uri') value = `https://example.com/${token}`;
  else value = `${field.label.en} ${token}`;
  value = value.slice(0, max);
  while (value.length < (field.minLength ?? 0)) value += 'x';
  return value;
}

/**
 * Fields a hook checks beyond what the schema can say, keyed `entity.field`: the dispatching centre's
 * hook parses the cron expression, the form hook the form schema.
 */
const HOOK_CHECKED: Record<string, (variant: number) => unknown> = {
  // Reservation hooks: an end after its start.
  'sytResource.openTime': (variant) => ['08:00', '07:30'][variant % 2],
  'sytResource.closeTime': (variant) => ['22:00', '21:30'][variant % 2],
  'sytResourProjectTime.startTime': (variant) => ['09:00', '14:00'][variant % 2],
  'sytResourProjectTime.endTime': (variant) => ['11:00', '16:00'][variant % 2],
  // One row per address-book field (the hook refuses a second); the seed lists mobile, email and telephone.
  'sytAddressBookField.field': (variant) => ['sex', 'humancode'][variant % 2],
  'sytDispatchingCenter.cron': (variant) => ['0 3 * * *', '*/10 * * * *'][variant % 2],
  // The form hook normalises the conf; an already normalised one is stored as sent.
  'bpmForm.conf': (variant) => JSON.stringify(normaliseFormSchema({ widgetList: [{ type: 'input', id: `f${variant}`, options: { name: `f${variant}` } }], formConfig: {} })),
  // A secret parameter's value is answered masked (param-hooks.ts, tests/api/param-secrets.test.ts), so the round trip uses a plain one.
  'sytSysParam.secret': () => false,
};

/** A valid value of the field's own type; `variant` picks another enum value or number (for updates). */
export function valueFor(key: string, field: FieldDef, variant = 0, entity = ''): unknown {
  const checked = HOOK_CHECKED[`${entity}.${key}`];
  if (checked) return checked(variant);
  if (field.enum) return field.enum[variant % field.enum.length]!.value;
  switch (field.type) {
    case 'string':
      // A checked upload holds a view link (createBody links a real upload).
      if (typeof field.file === 'object') return `/file/view/${crypto.randomUUID()}`;
      return stringFor(key, field);
    case 'integer':
    case 'number': {
      const low = field.minimum ?? 0;
      const high = field.maximum ?? low + 1000;
      return Math.min(high, low + 7 + variant);
    }
    case 'boolean':
      return variant % 2 === 0;
    case 'datetime':
      return new Date(Date.UTC(2026, 2, 14 + variant, 9, 30, 0)).toISOString();
    case 'date':
      return `2026-03-${String(14 + variant).padStart(2, '0')}`;
    case 'json': {
      // A declared shape (sytDesktop's layout is an array of blocks) is met by its empty value.
      if (field.audience) return {};
      const declared = field.jsonSchema?.type;
      if (declared === 'array') return [];
      if (declared === 'object') return {};
      return { note: `value ${variant}` };
    }
  }
}

/** A value of the wrong JSON type for the field (what ajv must refuse with the field's path). */
export function wrongTypeFor(field: FieldDef): unknown {
  switch (field.type) {
    case 'string':
    case 'datetime':
    case 'date':
      return 12345;
    case 'integer':
    case 'number':
      return 'not-a-number';
    case 'boolean':
      return 'yes';
    case 'json':
      return 'not-an-object';
  }
}

type Post = TestApp['call'];

/**
 * Answers the id of a row of `entity` to refer to: an existing one when there is any, else one created
 * through `{entity}/edit` (recursively satisfying its own references).
 */
export async function refTarget(t: TestApp, token: string, registry: Map<string, EntitySchema>, entity: string, depth = 0): Promise<string> {
  const call: Post = t.call;
  const listed = await call('POST', `/${entity}/queryPage`, { token, body: { page: 1, pageSize: 1 } });
  if (listed.code !== '00000') throw new Error(`queryPage ${entity}: ${listed.raw}`);
  const first = listed.info.records[0] as { id: string } | undefined;
  if (first) return first.id;
  if (depth > 3) throw new Error(`reference chain to ${entity} is too deep`);
  const schema = registry.get(entity);
  if (!schema) throw new Error(`unknown entity ${entity}`);
  const created = await call('POST', `/${entity}/edit`, { token, body: await createBody(t, token, registry, schema, depth + 1) });
  if (created.code !== '00000') throw new Error(`create ${entity} for a reference: ${created.raw}`);
  return String(created.info.id);
}

/** A create body that passes validation, unique and reference checks: every writable field gets a value. */
export async function createBody(
  t: TestApp,
  token: string,
  registry: Map<string, EntitySchema>,
  schema: EntitySchema,
  depth = 0,
): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  for (const [key, field] of writableFields(schema)) {
    body[key] = field.ref ? await refTarget(t, token, registry, field.ref.entity, depth) : valueFor(key, field, 0, schema.name);
    if (typeof field.file === 'object') body[key] = await uploadedLink(t, token, field.file.types?.[0] ?? 'txt');
  }
  return body;
}

/** A checked file field needs an existing upload of the caller's: a tiny file of an allowed type. */
async function uploadedLink(t: TestApp, token: string, type: string): Promise<string> {
  const data = type === 'pdf' ? Buffer.from('%PDF-1.4\n%%EOF\n') : Buffer.from('plain text\n');
  const { payload, contentType } = multipartBody([{ name: 'file', filename: `fixture.${type === 'pdf' ? 'pdf' : 'txt'}`, data }]);
  const answer = JSON.parse((await t.app.inject({ method: 'POST', url: '/file/upload', headers: { token, 'content-type': contentType }, payload })).body) as { code: string; info: { url: string } };
  if (answer.code !== '00000') throw new Error(`upload for a file field: ${JSON.stringify(answer)}`);
  return answer.info.url;
}

/** The field an update changes: a plain (non-unique, non-reference) field, strings first. */
export function updatableField(schema: EntitySchema): [string, FieldDef] | undefined {
  const candidates = writableFields(schema).filter(([, f]) => !f.ref && !f.unique && !f.hidden);
  return (
    candidates.find(([, f]) => f.type === 'string' && !f.enum) ??
    candidates.find(([, f]) => f.type === 'integer' || f.type === 'number') ??
    candidates[0]
  );
}
