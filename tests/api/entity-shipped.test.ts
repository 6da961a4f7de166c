/**
 * Every shipped entity file (src/entities) gets a working call family: queryPage answers, an edit
 * round-trip (create from a body generated from the schema → update one field → delete or deleteYzj)
 * succeeds, a caller without the codes is refused with 00004, and an invalid body is answered 00005
 * with the offending field's path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import { columnOf, visibleFields, writableFields } from '../../src/schemas/entity/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectEnvelope } from '../support/api-asserts.ts';
import { createBody, updatableField, valueFor, wrongTypeFor } from '../support/entity-values.ts';

// The test cases are generated from the same files the server loads; beforeAll checks that the
// running app's registry (app.entities.all()) holds exactly these.
const shipped = loadEntityFiles().map((f) => f.schema);
const registry = new Map(shipped.map((s) => [s.name, s]));

/** Entities whose edit round-trip is skipped, and why. */
const skipRoundTrip = new Map(
  shipped.filter((s) => s.readOnly || !s.permissions.add).map((s) => [s.name, s.readOnly ? 'readOnly (no edit/delete at all)' : 'no add permission']),
);
const editable = shipped.filter((s) => !skipRoundTrip.has(s.name));

/**
 * /sytMessageSend/queryPage is the personal message list (message-routes.ts, spec §7.4): open to
 * every signed-in user, answering the caller's own messages; `scope: "all"` is the management view
 * behind sys_message_view. Its delete is likewise personal (managers may delete any).
 */
const PERSONAL_LIST = 'sytMessageSend';
const pageBody = (schema: EntitySchema, body: Record<string, unknown> = {}) => (schema.name === PERSONAL_LIST ? { ...body, scope: 'all' } : body);

let t: TestApp;
let admin: string;
let student: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  student = await t.login('student1');
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });

describe('the shipped entity registry', () => {
  it('serves exactly the files of src/entities', () => {
    expect(t.app.entities.all().map((r) => r.schema.name).sort()).toEqual(shipped.map((s) => s.name).sort());
    expect(shipped.length).toBeGreaterThanOrEqual(22);
  });

  it('skips the edit round-trip only where the administrator cannot create a record at all', async () => {
    // readOnly entities (the audit log) and those without an add code (e.g. favourites, which
    // users make through their own call) are skipped; everything else must round-trip.
    expect(skipRoundTrip.get('sytAuditLog')).toBe('readOnly (no edit/delete at all)');
    for (const name of skipRoundTrip.keys()) {
      const answer = await post(`/${name}/edit`, {});
      expect(['00004', '00006'], `${name}: ${answer.raw}`).toContain(answer.code);
    }
    expect(editable.length).toBeGreaterThanOrEqual(21);
  });
});

/** A datetime compares as the instant it names, everything else as is. */
const normal = (type: string, value: unknown) => (type === 'datetime' && value !== null && value !== undefined ? new Date(String(value)).toISOString() : value);

describe.each(shipped.map((s) => [s.name, s] as const))('%s', (name, schema) => {
  const hiddenKeys = Object.entries(schema.fields)
    .filter(([, f]) => f.hidden || f.writeOnly)
    .map(([key]) => key);
  const offersEdit = !schema.readOnly && Boolean(schema.permissions.add || schema.permissions.edit);

  it('queryPage answers records and total, with the default sort and a page size', async () => {
    const answer = await post(`/${name}/queryPage`, pageBody(schema, { page: 1, pageSize: 5 }));
    expectEnvelope(answer, `${name}/queryPage`);
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(Array.isArray(answer.info.records)).toBe(true);
    expect(answer.info.records.length).toBeLessThanOrEqual(5);
    expect(typeof answer.info.total).toBe('number');
    expect(answer.info.total).toBeGreaterThanOrEqual(answer.info.records.length);
    for (const record of answer.info.records as Record<string, unknown>[]) {
      expect(typeof record.id).toBe('string');
      for (const key of hiddenKeys) expect(record, `${key}`).not.toHaveProperty(key);
    }
    // Each sortable column sorts both ways.
    for (const column of schema.list.columns.filter((c) => c.sortable)) {
      for (const order of ['asc', 'desc'] as const) {
        const sorted = await post(`/${name}/queryPage`, pageBody(schema, { sort: { field: column.field, order } }));
        expect(sorted.code, `${name} sort ${column.field} ${order}: ${sorted.raw.slice(0, 300)}`).toBe('00000');
      }
    }
  });

  it('queryList and queryState answer for the view code', async () => {
    const list = await post(`/${name}/queryList`, {});
    expect(list.code, `${list.raw.slice(0, 300)}`).toBe('00000');
    expect(Array.isArray(list.info)).toBe(true);
    const state = await post(`/${name}/queryState`, {});
    expect(state.code, `${state.raw.slice(0, 300)}`).toBe('00000');
    expect(Array.isArray(state.info)).toBe(true);
  });

  it.runIf(Boolean(schema.stateField))('queryState counts every row under its state', async () => {
    const list = await post(`/${name}/queryList`, {});
    const state = await post(`/${name}/queryState`, {});
    expect(state.info.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(list.info.length);
  });

  it.runIf(name !== PERSONAL_LIST)('refuses queryPage to a caller without the view code (00004)', async () => {
    const page = await post(`/${name}/queryPage`, {}, student);
    expect(page.code, `${page.raw}`).toBe('00004');
    expect(page.status).toBe(403);
  });

  it.runIf(name === PERSONAL_LIST)('answers the personal list to anyone, and refuses the management view without the code', async () => {
    const own = await post(`/${name}/queryPage`, {}, student);
    expect(own.code).toBe('00000');
    expect(own.info.records.every((r: { receiverHumancode: string }) => r.receiverHumancode === 'student1')).toBe(true);
    expect((await post(`/${name}/queryPage`, { scope: 'all' }, student)).code).toBe('00004');
  });

  it.runIf(offersEdit)('refuses edit to a caller without the codes (00004), before looking at the payload', async () => {
    const create = await post(`/${name}/edit`, {}, student);
    expect(create.code, `${create.raw}`).toBe('00004');
    // A refused caller learns nothing about the payload.
    expect(create.errors).toBeUndefined();
    const update = await post(`/${name}/edit`, { id: 'x', notAField: 1 }, student);
    expect(update.code).toBe('00004');
  });

  it.runIf(!offersEdit)('offers no edit call at all (read-only, or no add and edit codes)', async () => {
    expect((await post(`/${name}/edit`, {})).code).toBe('00006');
    expect((await post(`/${name}/edit`, {}, student)).code).toBe('00006');
  });

  it.skipIf(skipRoundTrip.has(name))('edit creates, updates, and delete/deleteYzj removes a record generated from the schema', async () => {
    const before = await post(`/${name}/queryPage`, pageBody(schema, {}));
    expect(before.code, `${before.raw}`).toBe('00000');
    const body = await createBody(t, admin, registry, schema);

    const created = await post(`/${name}/edit`, body);
    expectEnvelope(created, `${name}/edit create`);
    expect(created.code, `${JSON.stringify(body)} → ${created.raw}`).toBe('00000');
    const id = String(created.info.id);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const info = await post(`/${name}/queryInfo`, { id });
    expect(info.code, `${info.raw}`).toBe('00000');
    for (const [key, field] of visibleFields(schema).filter(([k]) => k in body)) {
      expect(normal(field.type, info.info[key]), `${name}.${key}`).toEqual(normal(field.type, body[key]));
    }
    for (const key of hiddenKeys) expect(info.info).not.toHaveProperty(key);
    const after = await post(`/${name}/queryPage`, pageBody(schema, {}));
    expect(after.info.total).toBe(before.info.total + 1);

    // A second record with the same unique value is refused with 00007 naming the field.
    for (const [key] of writableFields(schema).filter(([, f]) => f.unique)) {
      const clash = await post(`/${name}/edit`, { ...(await createBody(t, admin, registry, schema)), [key]: body[key] });
      expect(clash.code, `${name}.${key} unique: ${clash.raw}`).toBe('00007');
      expect(clash.errors).toEqual([expect.objectContaining({ path: `/${key}` })]);
    }

    // Update one field. Add-only entities (messages are sent, never edited) refuse it even to the administrator.
    const [key, field] = updatableField(schema)!;
    const value = valueFor(key, field, 1, name);
    const updated = await post(`/${name}/edit`, { id, [key]: value });
    const reread = await post(`/${name}/queryInfo`, { id });
    expect({ code: updated.code, value: normal(field.type, reread.info[key]) }, `${name} update ${key}=${JSON.stringify(value)}: ${updated.raw}`).toEqual(
      schema.permissions.edit ? { code: '00000', value: normal(field.type, value) } : { code: '00004', value: normal(field.type, body[key]) },
    );

    const removal = schema.softDelete ? 'deleteYzj' : 'delete';
    const removed = await post(`/${name}/${removal}`, { id });
    expect(removed.code, `${name}/${removal}: ${removed.raw}`).toBe('00000');
    expect((await post(`/${name}/queryInfo`, { id })).code).toBe('00006');
    const last = await post(`/${name}/queryPage`, pageBody(schema, {}));
    expect(last.info.total).toBe(before.info.total);
    // A logical delete keeps the row with its flag set; a delete removes it.
    const flag = schema.softDelete ? columnOf(schema.softDelete.field, schema.fields[schema.softDelete.field]!) : 'true';
    expect(await t.database.query(`select ${flag} as flag from ${schema.table} where id = $1`, [id])).toEqual(schema.softDelete ? [{ flag: true }] : []);

    // Each change wrote an audit row (entity, record, action), readable through the audit entity.
    const audit = await post('/sytAuditLog/queryPage', { queryParam: { entity: name, recordId: id }, sort: { field: 'createdAt', order: 'asc' } });
    expect(audit.code, `${audit.raw}`).toBe('00000');
    const expected = ['create', ...(schema.permissions.edit ? ['update'] : []), schema.softDelete ? 'softDelete' : 'delete'];
    expect(audit.info.records.map((r: { action: string }) => r.action)).toEqual(expected);
  });

  it.skipIf(skipRoundTrip.has(name))('answers 00005 with the field path for a wrong type, and for an unknown field', async () => {
    const valid = await createBody(t, admin, registry, schema);
    const count = async () => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${schema.table}`))[0]!.n;
    const rowsBefore = await count();
    for (const [key, field] of writableFields(schema)) {
      const answer = await post(`/${name}/edit`, { ...valid, [key]: wrongTypeFor(field) });
      expectEnvelope(answer, `${name}.${key}`);
      expect(answer.code, `${name}.${key}: ${answer.raw}`).toBe('00005');
      // Only the broken field is reported.
      expect(new Set((answer.errors as { path: string }[]).map((e) => e.path)), `${name}.${key}`).toEqual(new Set([`/${key}`]));
    }
    const unknown = await post(`/${name}/edit`, { ...valid, notAField: 'x' });
    expect(unknown.code).toBe('00005');
    expect(unknown.errors).toEqual([expect.objectContaining({ path: '/notAField' })]);

    // Required fields without a default are reported by name when missing.
    for (const [key] of writableFields(schema).filter(([, f]) => f.required && f.default === undefined)) {
      const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
      const missing = await post(`/${name}/edit`, rest);
      expect(missing.code).toBe('00005');
      expect(missing.errors).toEqual([expect.objectContaining({ path: `/${key}` })]);
    }
    const en = await t.call('POST', `/${name}/edit`, { token: admin, body: { ...valid, notAField: 1 }, headers: { 'accept-language': 'en' } });
    expect(en.info).toMatch(/Request validation failed/);
    // Nothing was written by any refused call.
    expect(await count()).toBe(rowsBefore);
  });
});
