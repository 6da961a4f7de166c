/**
 * Clients that send back what they read: every shipped entity's queryInfo answer, posted back to its
 * edit with one field changed, is accepted. The fields the server answers but never takes from a body
 * (read-only fields such as delFlag, lastLoginAt, a form's `fields`; createdAt, updatedAt; $labels) are
 * ignored even when sent with other values; unknown and hidden fields are still refused with 00005.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import { columnOf, type EntitySchema, type FieldDef } from '../../src/schemas/entity/types.ts';
import { recordSchema } from '../../src/schemas/entity/json-schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createBody, refTarget, updatableField, uniqueToken, valueFor } from '../support/entity-values.ts';

const shipped = loadEntityFiles().map((f) => f.schema);
const registry = new Map(shipped.map((s) => [s.name, s]));
/** Entities whose records the administrator may change through edit. */
const editable = shipped.filter((s) => !s.readOnly && s.permissions.edit);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

/** A record to edit: created through edit, or — feedback has no add code — through the portal's feedback call. */
async function recordOf(schema: EntitySchema): Promise<string> {
  if (schema.permissions.add) {
    const created = await post(`/${schema.name}/edit`, await createBody(t, admin, registry, schema));
    if (created.code === '00007') {
      // One row per value of an enum (an address-book field): every value is taken, so edit one of them.
      const page = await post(`/${schema.name}/queryPage`, { pageSize: 1 });
      return String((page.info.records as { id: string }[])[0]!.id);
    }
    if (created.code !== '00000') throw new Error(`create ${schema.name}: ${created.raw}`);
    return String(created.info.id);
  }
  if (schema.name === 'sytServiceFeedback') {
    const service = await refTarget(t, admin, registry, 'sytServiceCenter');
    const content = `feedback ${uniqueToken()}`;
    const sent = await post('/sytServiceCenter/feedback', { id: service, content });
    if (sent.code !== '00000') throw new Error(`feedback: ${sent.raw}`);
    const page = await post(`/${schema.name}/queryPage`, { pageSize: 500 });
    return String((page.info.records as { id: string; content: string }[]).find((r) => r.content === content)!.id);
  }
  throw new Error(`${schema.name}: no way to make a record to edit`);
}

/** Another value of the same JSON type, so that honouring it would show. */
function tampered(field: FieldDef | undefined, value: unknown): unknown {
  if (!field || field.type === 'datetime') return '2001-02-03T04:05:06.000Z';
  switch (field.type) {
    case 'boolean':
      return value !== true;
    case 'integer':
    case 'number':
      return (typeof value === 'number' ? value : 0) + 17;
    case 'json':
      return [{ tampered: true }];
    case 'date':
      return '2001-02-03';
    case 'string':
      return `tampered ${uniqueToken()}`;
  }
}

/** A datetime (or an undeclared timestamp) compares as the instant it names, whether a string or a Date from the driver. */
const instant = (field: FieldDef | undefined, value: unknown) =>
  (field?.type === 'datetime' || field === undefined) && (typeof value === 'string' || value instanceof Date) ? new Date(value).toISOString() : value;

describe.each(editable.map((s) => [s.name, s] as const))('%s', (name, schema) => {
  /** What a read answers that no body may set: read-only fields and the system timestamps. */
  const readOnlyKeys = [...Object.entries(schema.fields).filter(([, f]) => f.readOnly && !f.hidden && !f.writeOnly).map(([k]) => k), 'createdAt', 'updatedAt'];
  const refusedKeys = Object.entries(schema.fields)
    .filter(([, f]) => f.hidden && !f.writeOnly)
    .map(([k]) => k);

  it('accepts its queryInfo answer back with one field changed; the read-only fields in it are ignored', async () => {
    const id = await recordOf(schema);
    const read = await post(`/${name}/queryInfo`, { id });
    expect(read.code, `${read.raw}`).toBe('00000');
    const before = read.info as Record<string, unknown>;

    const [key, field] = updatableField(schema)!;
    const value = valueFor(key, field, 1, name);
    const echo: Record<string, unknown> = structuredClone(before);
    echo[key] = value;
    for (const k of readOnlyKeys) if (k in echo) echo[k] = tampered(schema.fields[k], echo[k]);
    if ('$labels' in echo) echo.$labels = Object.fromEntries(Object.keys(echo.$labels as object).map((k) => [k, 'tampered']));

    const saved = await post(`/${name}/edit`, echo);
    expect(saved.code, `${JSON.stringify(echo)} → ${saved.raw}`).toBe('00000');
    const reread = await post(`/${name}/queryInfo`, { id });
    expect(reread.code, `${reread.raw}`).toBe('00000');
    const after = reread.info as Record<string, unknown>;
    // The change is read from the table: an answer may mask it (a secret parameter's value).
    const [stored] = await t.database.query<{ v: unknown }>(`select ${columnOf(key, field)} as v from ${schema.table} where id = $1`, [id]);
    expect(instant(field, stored?.v), `${name}.${key}`).toEqual(instant(field, value));
    // Every read-only key answered keeps its stored value; updatedAt is the server's, not the forged one.
    const kept = readOnlyKeys.filter((k) => k !== 'updatedAt' && k in before);
    expect(Object.fromEntries(kept.map((k) => [k, instant(schema.fields[k], after[k])])), `${name}`).toEqual(
      Object.fromEntries(kept.map((k) => [k, instant(schema.fields[k], before[k])])),
    );
    expect(after.updatedAt === undefined || instant(undefined, after.updatedAt) !== echo.updatedAt, `${name}.updatedAt`).toBe(true);
    expect(after.$labels, `${name}.$labels`).toEqual(before.$labels);
  });

  it('still refuses an unknown field, and a hidden one it never answers, in an echoed body (00005)', async () => {
    const id = await recordOf(schema);
    const before = (await post(`/${name}/queryInfo`, { id })).info as Record<string, unknown>;
    for (const k of ['notAField', ...refusedKeys]) {
      const answer = await post(`/${name}/edit`, { ...before, [k]: 'x' });
      expect(answer.code, `${name}.${k}: ${answer.raw}`).toBe('00005');
      expect(answer.errors).toEqual([expect.objectContaining({ path: `/${k}` })]);
    }
  });

  it('accepts what the web edit dialog sends: the writable fields of the row it read, empty as null', async () => {
    const id = await recordOf(schema);
    const row = (await post(`/${name}/queryInfo`, { id })).info as Record<string, unknown>;
    // EditDialog.tsx: the row's keys the derived schema offers, '' and undefined sent as null, plus the id.
    const offered = Object.keys((recordSchema(schema, 'update') as { properties: object }).properties).filter((k) => k !== 'id' && k in row);
    const body = Object.fromEntries(offered.map((k) => [k, row[k] === '' || row[k] === undefined ? null : row[k]]));
    const saved = await post(`/${name}/edit`, { ...body, id });
    expect(saved.code, `${JSON.stringify(body)} → ${saved.raw}`).toBe('00000');
  });
});

describe('/bpmForm/edit', () => {
  it('derives `fields` from the conf it stores, whatever `fields` the body carries', async () => {
    const schema = registry.get('bpmForm')!;
    const id = await recordOf(schema);
    const got = await post('/bpmForm/get', { id });
    expect(got.code, `${got.raw}`).toBe('00000');
    const conf = valueFor('conf', schema.fields.conf!, 2, 'bpmForm');
    const saved = await post('/bpmForm/edit', { ...got.info, conf, fields: [{ name: 'forged', label: 'x', type: 'input' }] });
    expect(saved.code, `${saved.raw}`).toBe('00000');
    const reread = await post('/bpmForm/get', { id });
    expect(reread.info.fields.map((f: { name: string }) => f.name)).toEqual(['f2']);
  });
});
