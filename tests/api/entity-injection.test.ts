/**
 * Injection attempts through queryParam and sort: field and operator names come from the entity file
 * only (anything else is refused with 00005 before SQL is built), values are bound parameters (SQL
 * fragments match literally, `%` and `_` in a like search match themselves), and only sortable
 * columns sort.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import { sortableFields } from '../../src/schemas/entity/json-schema.ts';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectEnvelope } from '../support/api-asserts.ts';

const fixtures = fileURLToPath(new URL('../fixtures/entities', import.meta.url));
const shipped = loadEntityFiles().map((f) => f.schema);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { entityFolders: [fixtures] });
  admin = await t.login('admin');
  const gadgetNames = ['100% cotton', '100 cotton', 'a_b', 'axb', "O'Brien", 'OBrien', 'back\\slash', 'backslash'];
  for (const [i, name] of gadgetNames.entries()) {
    const answer = await t.call('POST', '/testGadget/edit', { token: admin, body: { code: `G${i}`, name, status: i % 2 ? 'live' : 'draft' } });
    if (answer.code !== '00000') throw new Error(`create gadget: ${answer.raw}`);
  }
});
afterAll(async () => {
  await t?.close();
});

const page = (entity: string, body: unknown) =>
  t.call('POST', `/${entity}/queryPage`, { token: admin, body: entity === 'sytMessageSend' && typeof body === 'object' ? { ...(body as object), scope: 'all' } : body });

async function names(queryParam: Record<string, unknown>): Promise<string[]> {
  const answer = await page('testGadget', { queryParam, pageSize: 100, sort: { field: 'code', order: 'asc' } });
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info.records.map((r: { name: string }) => r.name);
}

/** What a refused page call answered: its code and the paths of its field errors. */
async function refusal(entity: string, body: unknown): Promise<{ code: string; paths: string[] }> {
  const answer = await page(entity, body);
  expectEnvelope(answer, `${entity} ${JSON.stringify(body)}`);
  return { code: answer.code, paths: ((answer.errors ?? []) as { path: string }[]).map((e) => e.path) };
}

/** A 00005 answer whose errors name `path`. */
const refusedAt = (path: string) => ({ code: '00005', paths: expect.arrayContaining([path]) });

describe('values are bound, never spliced into SQL', () => {
  it('a like search matches % and _ literally', async () => {
    expect(await names({ name: '%' })).toEqual(['100% cotton']);
    expect(await names({ name: '_' })).toEqual(['a_b']);
    expect(await names({ name: '0%' })).toEqual(['100% cotton']);
    expect(await names({ name: 'a_' })).toEqual(['a_b']);
    expect(await names({ name: '%%' })).toEqual([]);
  });

  it('quotes and backslashes match themselves', async () => {
    expect(await names({ name: "'" })).toEqual(["O'Brien"]);
    expect(await names({ name: "o'b" })).toEqual(["O'Brien"]);
    expect(await names({ name: '\\' })).toEqual(['back\\slash']);
    expect(await names({ name: 'k\\s' })).toEqual(['back\\slash']);
  });

  it('SQL fragments as values find nothing and change nothing', async () => {
    const fragments = [
      "' OR 1=1 --",
      "' OR '1'='1",
      "%' OR '1'='1",
      "x'; drop table test_gadget; --",
      "'); delete from syt_permission_account; --",
      '1) or (1=1',
      '" OR ""="',
      '$1',
      "' UNION SELECT password_hash FROM syt_permission_account --",
    ];
    for (const fragment of fragments) {
      expect(await names({ name: fragment }), `${fragment}`).toEqual([]);
      // code is at most 40 characters: a longer fragment is refused outright, a shorter one finds nothing.
      const byCode = await page('testGadget', { queryParam: { code: fragment } });
      expect({ code: byCode.code, records: byCode.info?.records ?? null }, `${fragment}`).toEqual(
        fragment.length > 40 ? { code: '00005', records: null } : { code: '00000', records: [] },
      );
      expect(await names({ status: [fragment, 'live'] }), `${fragment}`).toEqual(['100 cotton', 'axb', 'OBrien', 'backslash']);
    }
    expect(await t.database.query('select count(*)::int as n from test_gadget')).toEqual([{ n: 8 }]);
    expect((await t.database.query<{ n: number }>('select count(*)::int as n from syt_permission_account'))[0]!.n).toBeGreaterThan(5);
  });

  it('a reference id that is an SQL fragment finds nothing', async () => {
    expect(await names({ kindId: "' OR 1=1 --" })).toEqual([]);
    expect(await names({ parentId: "' OR 1=1 --" })).toEqual([]);
  });
});

describe('names come from the entity file only', () => {
  it('refuses unknown fields, operator-looking keys and Mongo-style operators in queryParam', async () => {
    const keys = ['notAField', 'name__like', 'name__icontains', 'name$like', '$or', '$where', 'or', 'name OR 1=1', 'name"; --', 'secret', 'delFlag', 'id', 'constructor', 'toString'];
    for (const key of keys) expect(await refusal('testGadget', { queryParam: { [key]: 'x' } })).toEqual(refusedAt(`/queryParam/${key}`));
    expect(await refusal('testGadget', { queryParam: { $or: [{ name: 'a' }, { code: 'b' }] } })).toEqual(refusedAt('/queryParam/$or'));
  });

  it('refuses operator objects and wrong shapes as values', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: { $like: '%' } }, '/queryParam/name'],
      [{ name: { op: 'like', value: '%' } }, '/queryParam/name'],
      [{ name: ['a', 'b'] }, '/queryParam/name'],
      [{ code: { $ne: null } }, '/queryParam/code'],
      [{ quantity: '1 OR 1=1' }, '/queryParam/quantity'],
      [{ quantity: [1, 2, 3] }, '/queryParam/quantity'],
      [{ quantity: ['1; drop table x', null] }, '/queryParam/quantity/0'],
      [{ releasedAt: ["2026-01-01' OR '1'='1", null] }, '/queryParam/releasedAt/0'],
      [{ status: 'live' }, '/queryParam/status'],
      [{ status: [{ $gt: '' }] }, '/queryParam/status/0'],
      [{ active: "true' OR 1=1" }, '/queryParam/active'],
    ];
    for (const [queryParam, path] of cases) expect(await refusal('testGadget', { queryParam })).toEqual(refusedAt(path));
    expect(await refusal('testGadget', { queryParam: 'name = 1' })).toEqual(refusedAt('/queryParam'));
    expect(await refusal('testGadget', { queryParam: [] })).toEqual(refusedAt('/queryParam'));
  });

  it('refuses unknown top-level keys and non-integer paging', async () => {
    expect(await refusal('testGadget', { where: '1=1' })).toEqual(refusedAt('/where'));
    expect(await refusal('testGadget', { filter: { name: 'x' } })).toEqual(refusedAt('/filter'));
    expect(await refusal('testGadget', { page: '1; drop table test_gadget' })).toEqual(refusedAt('/page'));
    expect(await refusal('testGadget', { pageSize: '10 OR 1=1' })).toEqual(refusedAt('/pageSize'));
    expect(await refusal('testGadget', { page: 1.5 })).toEqual(refusedAt('/page'));
    expect(await refusal('testGadget', { pageSize: -1 })).toEqual(refusedAt('/pageSize'));
    expect(await refusal('testGadget', { page: 0 })).toEqual(refusedAt('/page'));
  });

  it('a prototype key in the body is refused before it reaches anything', async () => {
    const answer = await t.call('POST', '/testGadget/queryPage', { token: admin, body: '{"queryParam":{"__proto__":{"name":"x"}}}' });
    expectEnvelope(answer, '__proto__');
    expect(['00005', '00010']).toContain(answer.code);
  });
});

describe('sorting', () => {
  it('refuses a sort on a non-sortable, hidden, unknown or SQL-looking field, and a bad order', async () => {
    for (const field of ['active', 'status', 'secret', 'delFlag', 'kindId', 'notAField', 'name desc', 'name; drop table test_gadget', '(select 1)', 'name, (select 1)']) {
      expect(await refusal('testGadget', { sort: { field, order: 'asc' } })).toEqual(refusedAt('/sort/field'));
    }
    for (const order of ['ASC', 'desc; drop table test_gadget', 'asc nulls first', '']) {
      expect(await refusal('testGadget', { sort: { field: 'name', order } })).toEqual(refusedAt('/sort/order'));
    }
    expect(await refusal('testGadget', { sort: 'name' })).toEqual(refusedAt('/sort'));
    expect(await refusal('testGadget', { sort: { field: 'name', order: 'asc', nulls: 'first' } })).toEqual(refusedAt('/sort/nulls'));
    expect(await refusal('testGadget', { sort: {} })).toEqual(refusedAt('/sort/field'));
  });

  it('sorts on the sortable ones', async () => {
    const answer = await page('testGadget', { sort: { field: 'code', order: 'desc' }, pageSize: 2 });
    expect(answer.code).toBe('00000');
    expect(answer.info.records.map((r: { code: string }) => r.code)).toEqual(['G7', 'G6']);
  });
});

/** A field of the entity that its list does not declare sortable (every entity has one). */
function unsortable(schema: EntitySchema): string {
  const sortable = new Set(sortableFields(schema));
  return Object.keys(schema.fields).find((k) => !sortable.has(k)) ?? 'id';
}

describe.each(shipped.map((s) => [s.name, s] as const))('shipped entity %s', (name, schema) => {
  it('refuses unknown and operator-looking queryParam keys, and a non-sortable sort', async () => {
    const first = schema.search?.[0]?.field ?? 'name';
    for (const key of ['notAField', `${first}__like`, `${first}__in`, '$or', `${first}; --`]) {
      expect(await refusal(name, { queryParam: { [key]: 'x' } })).toEqual(refusedAt(`/queryParam/${key}`));
    }
    expect(await refusal(name, { sort: { field: unsortable(schema), order: 'asc' } })).toEqual(refusedAt('/sort/field'));
    expect(await refusal(name, { sort: { field: "1; drop table syt_permission_account; --", order: 'asc' } })).toEqual(refusedAt('/sort/field'));
    // Hidden fields are neither searchable nor sortable.
    for (const [key] of Object.entries(schema.fields).filter(([, f]) => f.hidden)) {
      expect(await refusal(name, { queryParam: { [key]: 'x' } })).toEqual(refusedAt(`/queryParam/${key}`));
      expect(await refusal(name, { sort: { field: key } })).toEqual(refusedAt('/sort/field'));
    }
  });

  it('binds SQL fragments in every like and string equals search', async () => {
    const textSearches = (schema.search ?? []).filter((search) => {
      const field = schema.fields[search.field];
      return search.op === 'like' || (search.op === 'equals' && field?.type === 'string' && !field.ref);
    });
    for (const search of textSearches) {
      for (const fragment of ["' OR 1=1 --", "%' OR '1'='1", '_%']) {
        const answer = await page(name, { queryParam: { [search.field]: fragment } });
        expect(answer.code, `${name}.${search.field} ${fragment}: ${answer.raw}`).toBe('00000');
        expect(answer.info.total, `${name}.${search.field} ${fragment}`).toBe(0);
      }
    }
  });

  it('answers a range on a timestamp search with bound instants', async () => {
    // Every shipped range search is on createdAt (a system field): it once reached SQL as a string and failed with a 500.
    for (const search of (schema.search ?? []).filter((s) => s.op === 'range' && s.field === 'createdAt')) {
      const all = await page(name, {});
      const ranged = await page(name, { queryParam: { [search.field]: ['2000-01-01T00:00:00Z', '2999-12-31T23:59:59Z'] } });
      expect(ranged.code, `${name}.${search.field}: ${ranged.raw}`).toBe('00000');
      expect(ranged.info.total).toBe(all.info.total);
      const none = await page(name, { queryParam: { [search.field]: ['2999-01-01T00:00:00Z', null] } });
      expect(none.info.total).toBe(0);
      expect(await refusal(name, { queryParam: { [search.field]: ["2026-01-01' OR '1'='1", null] } })).toEqual(refusedAt(`/queryParam/${search.field}/0`));
    }
  });
});
