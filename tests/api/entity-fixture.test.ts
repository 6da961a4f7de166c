/**
 * The runtime proven on a test-only entity: tests/fixtures/entities/testGadget.json (plus its small
 * reference target testGadgetKind.json) is a new table with string, integer, boolean, datetime, enum
 * and reference fields, search operators equals/like/range/in, a tree, a soft-delete flag and a state
 * field. With no other code — no hook, no route, no migration — it gets the whole call family.
 */
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectEnvelope } from '../support/api-asserts.ts';
import { download, uploadFile, XLSX_TYPE } from '../support/multipart.ts';

const fixtures = fileURLToPath(new URL('../fixtures/entities', import.meta.url));

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};

const post = (url: string, body: unknown = {}, token = admin) => t.call('POST', url, { token, body });
/** A gadget as answered: the fields of the file, the system fields and reference labels. */
interface Gadget {
  id: string;
  code: string;
  name: string;
  parentId: string | null;
  quantity: number;
  active: boolean;
  releasedAt: string | null;
  status: string;
  kindId: string | null;
  $labels: Record<string, string | null>;
}
interface TreeNode {
  code: string;
  children: TreeNode[];
}
/** A tree reduced to codes and children. */
const shape = (nodes: TreeNode[]): unknown => nodes.map((n) => ({ code: n.code, children: shape(n.children) }));
const codesOf = (records: { code: string }[]) => records.map((r) => r.code);

async function edit(body: Record<string, unknown>): Promise<string> {
  const answer = await post('/testGadget/edit', body);
  if (answer.code !== '00000') throw new Error(`create gadget: ${answer.raw}`);
  return String(answer.info.id);
}

async function page(body: Record<string, unknown> = {}) {
  const answer = await post('/testGadget/queryPage', body);
  expectEnvelope(answer, JSON.stringify(body));
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info as { records: Gadget[]; total: number; page: number; pageSize: number };
}

async function workbookOf(data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

beforeAll(async () => {
  t = await createTestApp({}, { entityFolders: [fixtures] });
  admin = await t.login('admin');
  for (const name of ['Kind A', 'Kind B']) {
    const kind = await post('/testGadgetKind/edit', { name });
    if (kind.code !== '00000') throw new Error(`create kind: ${kind.raw}`);
    ids[name] = String(kind.info.id);
  }
  ids.ALPHA = await edit({
    code: 'ALPHA',
    name: 'Alpha widget',
    quantity: 5,
    active: true,
    releasedAt: '2026-01-10T08:00:00.000Z',
    status: 'live',
    kindId: ids['Kind A'],
    secret: 'alpha-secret',
  });
  ids.BETA = await edit({ code: 'BETA', name: 'Beta widget', quantity: 50, active: false, releasedAt: '2026-03-01T00:00:00.000Z', status: 'draft', kindId: ids['Kind B'] });
  ids.GAMMA = await edit({ code: 'GAMMA', name: 'Gamma gizmo', quantity: 500, active: true, status: 'retired', parentId: ids.ALPHA });
  ids.DELTA = await edit({ code: 'DELTA', name: 'Delta gizmo', parentId: ids.ALPHA });
});
afterAll(async () => {
  await t?.close();
});

describe('a new entity file gets a table and a call family with no other code', () => {
  it('registers the entity and creates its table from the file', async () => {
    expect(t.app.entities.get('testGadget')?.file).toMatch(/tests\/fixtures\/entities\/testGadget\.json$/);
    const columns = await t.database.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_name = 'test_gadget' order by column_name`,
    );
    expect(Object.fromEntries(columns.map((c) => [c.column_name, c.data_type]))).toEqual({
      id: 'text',
      parent_id: 'text',
      code: 'text',
      name: 'text',
      quantity: 'integer',
      active: 'boolean',
      released_at: 'timestamp with time zone',
      status: 'text',
      kind_id: 'text',
      secret: 'text',
      del_flag: 'boolean',
      created_at: 'timestamp with time zone',
      updated_at: 'timestamp with time zone',
    });
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/testGadget/')).map((r) => `${r.method} ${r.url}`);
    expect(routes.sort()).toEqual(
      [
        'POST /testGadget/queryPage',
        'POST /testGadget/queryList',
        'POST /testGadget/queryState',
        'POST /testGadget/queryInfo',
        'POST /testGadget/treeList',
        'POST /testGadget/edit',
        'POST /testGadget/delete',
        'POST /testGadget/deleteYzj',
        'POST /testGadget/export',
        'GET /testGadget/downImportTemplate',
        'POST /testGadget/import',
      ].sort(),
    );
    // Every call is guarded by the file's permission codes.
    for (const route of t.app.routeTable.filter((r) => r.url.startsWith('/testGadget/'))) {
      expect(route.public, `${route.url}`).toBe(false);
      expect(JSON.stringify(route.permission), `${route.url}`).toMatch(/test_gadget_/);
    }
  });

  it('applies defaults on create, never answers the hidden field, and fills reference labels', async () => {
    const delta = await post('/testGadget/queryInfo', { id: ids.DELTA });
    expect(delta.code).toBe('00000');
    expect(delta.info).toMatchObject({ code: 'DELTA', quantity: 0, active: true, status: 'draft', delFlag: false, kindId: null, parentId: ids.ALPHA });
    expect(delta.info.$labels).toEqual({ parentId: 'Alpha widget', kindId: null });
    const alpha = await post('/testGadget/queryInfo', { id: ids.ALPHA });
    expect(alpha.info).not.toHaveProperty('secret');
    expect(alpha.raw).not.toContain('alpha-secret');
    expect(alpha.info.$labels.kindId).toBe('Kind A');
    // The write-only secret was stored all the same.
    expect(await t.database.query('select secret from test_gadget where id = $1', [ids.ALPHA])).toEqual([{ secret: 'alpha-secret' }]);
    expect((await post('/testGadget/queryInfo', { id: 'no-such-id' })).code).toBe('00006');
    expect((await post('/testGadget/queryInfo', {})).code).toBe('00005');
  });
});

describe('queryPage', () => {
  it('pages with a total and the default sort (code asc)', async () => {
    const all = await page();
    expect(all.total).toBe(4);
    expect(codesOf(all.records)).toEqual(['ALPHA', 'BETA', 'DELTA', 'GAMMA']);
    for (const record of all.records) expect(record).not.toHaveProperty('secret');
    const second = await page({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(codesOf(second.records)).toEqual(['DELTA', 'GAMMA']);
    const beyond = await page({ page: 9, pageSize: 2 });
    expect(beyond.total).toBe(4);
    expect(beyond.records).toEqual([]);
  });

  it('sorts ascending and descending on the sortable columns', async () => {
    expect(codesOf((await page({ sort: { field: 'quantity', order: 'desc' } })).records)).toEqual(['GAMMA', 'BETA', 'ALPHA', 'DELTA']);
    expect(codesOf((await page({ sort: { field: 'quantity', order: 'asc' } })).records)).toEqual(['DELTA', 'ALPHA', 'BETA', 'GAMMA']);
    expect(codesOf((await page({ sort: { field: 'code', order: 'desc' } })).records)).toEqual(['GAMMA', 'DELTA', 'BETA', 'ALPHA']);
    expect(codesOf((await page({ sort: { field: 'name' } })).records)).toEqual(['ALPHA', 'BETA', 'DELTA', 'GAMMA']);
    const byRelease = codesOf((await page({ sort: { field: 'releasedAt', order: 'desc' }, queryParam: { releasedAt: ['2000-01-01T00:00:00Z', null] } })).records);
    expect(byRelease).toEqual(['BETA', 'ALPHA']);
  });

  it('filters with like (case-insensitive substring)', async () => {
    expect(codesOf((await page({ queryParam: { name: 'gizmo' } })).records)).toEqual(['DELTA', 'GAMMA']);
    expect(codesOf((await page({ queryParam: { name: 'WIDGET' } })).records)).toEqual(['ALPHA', 'BETA']);
    expect((await page({ queryParam: { name: 'nothing like it' } })).total).toBe(0);
    // An empty like is no filter.
    expect((await page({ queryParam: { name: '' } })).total).toBe(4);
  });

  it('filters with equals on strings, booleans and references', async () => {
    expect(codesOf((await page({ queryParam: { code: 'BETA' } })).records)).toEqual(['BETA']);
    expect(codesOf((await page({ queryParam: { code: 'beta' } })).records)).toEqual([]);
    expect(codesOf((await page({ queryParam: { active: false } })).records)).toEqual(['BETA']);
    expect(codesOf((await page({ queryParam: { active: true } })).records)).toEqual(['ALPHA', 'DELTA', 'GAMMA']);
    expect(codesOf((await page({ queryParam: { kindId: ids['Kind A'] } })).records)).toEqual(['ALPHA']);
    expect(codesOf((await page({ queryParam: { kindId: null } })).records)).toEqual(['DELTA', 'GAMMA']);
  });

  it('filters with range on integers and datetimes, open at either end', async () => {
    expect(codesOf((await page({ queryParam: { quantity: [5, 50] } })).records)).toEqual(['ALPHA', 'BETA']);
    expect(codesOf((await page({ queryParam: { quantity: [null, 5] } })).records)).toEqual(['ALPHA', 'DELTA']);
    expect(codesOf((await page({ queryParam: { quantity: [100] } })).records)).toEqual(['GAMMA']);
    expect(codesOf((await page({ queryParam: { quantity: [] } })).records)).toHaveLength(4);
    expect(codesOf((await page({ queryParam: { releasedAt: ['2026-02-01T00:00:00Z', null] } })).records)).toEqual(['BETA']);
    expect(codesOf((await page({ queryParam: { releasedAt: ['2026-01-01T00:00:00Z', '2026-01-31T23:59:59Z'] } })).records)).toEqual(['ALPHA']);
  });

  it('filters with in, and an empty list matches nothing', async () => {
    expect(codesOf((await page({ queryParam: { status: ['live', 'retired'] } })).records)).toEqual(['ALPHA', 'GAMMA']);
    expect(codesOf((await page({ queryParam: { status: ['draft'] } })).records)).toEqual(['BETA', 'DELTA']);
    expect((await page({ queryParam: { status: [] } })).total).toBe(0);
  });

  it('combines filters with and, and filters by the tree parent', async () => {
    expect(codesOf((await page({ queryParam: { name: 'gizmo', status: ['retired'] } })).records)).toEqual(['GAMMA']);
    expect(codesOf((await page({ queryParam: { parentId: ids.ALPHA } })).records)).toEqual(['DELTA', 'GAMMA']);
    expect(codesOf((await page({ queryParam: { parentId: null } })).records)).toEqual(['ALPHA', 'BETA']);
  });

  it('refuses a page size above the limit and a page below 1', async () => {
    expect((await post('/testGadget/queryPage', { pageSize: 501 })).code).toBe('00005');
    expect((await post('/testGadget/queryPage', { page: 0 })).code).toBe('00005');
  });
});

describe('queryList, queryState, treeList', () => {
  it('queryList answers every matching row in order, with labels', async () => {
    const list = await post('/testGadget/queryList', { queryParam: { name: 'widget' }, sort: { field: 'code', order: 'desc' } });
    expect(list.code).toBe('00000');
    expect(codesOf(list.info)).toEqual(['BETA', 'ALPHA']);
    expect(list.info[0].$labels.kindId).toBe('Kind B');
  });

  it('queryState counts the rows of each state under the filter', async () => {
    const state = await post('/testGadget/queryState', {});
    expect(state.code).toBe('00000');
    const counts = Object.fromEntries(state.info.map((s: { value: string; count: number }) => [s.value, s.count]));
    expect(counts).toEqual({ draft: 2, live: 1, retired: 1 });
    const filtered = await post('/testGadget/queryState', { queryParam: { name: 'gizmo' } });
    expect(Object.fromEntries(filtered.info.map((s: { value: string; count: number }) => [s.value, s.count]))).toEqual({ draft: 1, retired: 1 });
  });

  it('treeList nests children under their parent', async () => {
    const tree = await post('/testGadget/treeList', {});
    expect(tree.code).toBe('00000');
    expect(shape(tree.info)).toEqual([
      { code: 'ALPHA', children: [{ code: 'DELTA', children: [] }, { code: 'GAMMA', children: [] }] },
      { code: 'BETA', children: [] },
    ]);
    const filtered = await post('/testGadget/treeList', { queryParam: { name: 'gizmo' } });
    // Children whose parent is filtered out become roots.
    expect(shape(filtered.info)).toEqual([
      { code: 'DELTA', children: [] },
      { code: 'GAMMA', children: [] },
    ]);
  });
});

describe('edit', () => {
  it('updates only the fields sent, and answers the saved record', async () => {
    const updated = await post('/testGadget/edit', { id: ids.BETA, name: 'Beta widget v2', quantity: 51 });
    expect(updated.code, `${updated.raw}`).toBe('00000');
    expect(updated.info).toMatchObject({ id: ids.BETA, code: 'BETA', name: 'Beta widget v2', quantity: 51, active: false, status: 'draft' });
    expect(updated.info).not.toHaveProperty('secret');
    const info = await post('/testGadget/queryInfo', { id: ids.BETA });
    expect(info.info).toMatchObject({ name: 'Beta widget v2', quantity: 51, kindId: ids['Kind B'] });
    expect(new Date(info.info.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(info.info.createdAt).getTime());
    // Clearing an optional field with null.
    const cleared = await post('/testGadget/edit', { id: ids.BETA, releasedAt: null });
    expect(cleared.info.releasedAt).toBeNull();
    expect((await post('/testGadget/edit', { id: ids.BETA, releasedAt: '2026-03-01T00:00:00.000Z' })).code).toBe('00000');
  });

  it('refuses a duplicate unique value (00007), a missing reference, a bad pattern, an out-of-range number and a bad enum (00005)', async () => {
    const clash = await post('/testGadget/edit', { code: 'ALPHA', name: 'Second alpha' });
    expect(clash.code).toBe('00007');
    expect(clash.errors).toEqual([expect.objectContaining({ path: '/code' })]);
    // Updating a record to its own unique value is no clash.
    expect((await post('/testGadget/edit', { id: ids.ALPHA, code: 'ALPHA' })).code).toBe('00000');
    expect((await post('/testGadget/edit', { id: ids.BETA, code: 'ALPHA' })).code).toBe('00007');

    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'NEWONE', name: 'x', kindId: 'no-such-kind' }, '/kindId'],
      [{ code: 'NEWONE', name: 'x', parentId: 'no-such-parent' }, '/parentId'],
      [{ code: 'lower-case', name: 'x' }, '/code'],
      [{ code: 'NEWONE', name: 'x', quantity: -1 }, '/quantity'],
      [{ code: 'NEWONE', name: 'x', quantity: 1.5 }, '/quantity'],
      [{ code: 'NEWONE', name: 'x', status: 'broken' }, '/status'],
      [{ code: 'NEWONE', name: 'x', releasedAt: 'yesterday' }, '/releasedAt'],
      [{ code: 'NEWONE' }, '/name'],
    ];
    for (const [body, path] of cases) {
      const answer = await post('/testGadget/edit', body);
      expect(answer.code, `${JSON.stringify(body)} → ${answer.raw}`).toBe('00005');
      expect(answer.errors, `${JSON.stringify(body)}`).toEqual([expect.objectContaining({ path })]);
    }
    expect((await page()).total).toBe(4);
  });

  it('refuses an update of a missing record (00006) and a parent that would make a cycle (00005)', async () => {
    expect((await post('/testGadget/edit', { id: 'no-such-id', name: 'x' })).code).toBe('00006');
    const cycle = await post('/testGadget/edit', { id: ids.ALPHA, parentId: ids.GAMMA });
    expect(cycle.code).toBe('00005');
    expect(cycle.errors).toEqual([expect.objectContaining({ path: '/parentId' })]);
    expect((await post('/testGadget/edit', { id: ids.ALPHA, parentId: ids.ALPHA })).code).toBe('00005');
  });

  it('ignores the read-only and derived keys a client sends back with what it read (delFlag, timestamps, $labels, children, hasChildren)', async () => {
    const before = (await post('/testGadget/queryInfo', { id: ids.ALPHA })).info;
    const node = (await post('/testGadget/treeList', {})).info.find((n: { id: string }) => n.id === ids.ALPHA);
    const forged = { delFlag: true, createdAt: '2001-02-03T04:05:06.000Z', updatedAt: '2001-02-03T04:05:06.000Z', $labels: { kindId: 'forged' }, children: [] };
    const echoed = await post('/testGadget/edit', { ...node, ...forged, name: 'Alpha renamed' });
    expect(echoed.code, `${echoed.raw}`).toBe('00000');
    const after = (await post('/testGadget/queryInfo', { id: ids.ALPHA })).info;
    expect(after).toMatchObject({ name: 'Alpha renamed', delFlag: false, createdAt: before.createdAt, $labels: before.$labels });
    expect(after.updatedAt).not.toBe(forged.updatedAt);
    // The children a tree answer carries are not a write: the tree is unchanged.
    const tree = (await post('/testGadget/treeList', {})).info.find((n: { id: string }) => n.id === ids.ALPHA);
    expect(codesOf(tree.children)).toEqual(['DELTA', 'GAMMA']);
    // A row of one tree level carries hasChildren.
    const level = (await post('/testGadget/queryList', { queryParam: { parentId: null } })).info.find((r: { id: string }) => r.id === ids.ALPHA);
    expect(level.hasChildren).toBe(true);
    expect((await post('/testGadget/edit', { ...level, name: 'Alpha widget' })).code).toBe('00000');
    // A create cannot set them either: the row is live, with the server's timestamps.
    const created = await post('/testGadget/edit', { code: 'ECHO', name: 'x', ...forged });
    expect(created.code, `${created.raw}`).toBe('00000');
    expect(created.info.delFlag).toBe(false);
    expect(created.info.createdAt).not.toBe(forged.createdAt);
    expect((await post('/testGadget/delete', { id: created.info.id })).code).toBe('00000');
    // Unknown keys are still refused.
    const unknown = await post('/testGadget/edit', { ...level, notAField: 1 });
    expect(unknown.code).toBe('00005');
    expect(unknown.errors).toEqual([expect.objectContaining({ path: '/notAField' })]);
  });

  it('is refused without the codes', async () => {
    const sysop = await t.login('sysop');
    for (const call of ['queryPage', 'queryList', 'queryInfo', 'queryState', 'treeList', 'edit', 'delete', 'deleteYzj', 'export', 'import']) {
      const answer = await post(`/testGadget/${call}`, { id: ids.ALPHA }, sysop);
      expect(answer.code, `${call}`).toBe('00004');
    }
    expect((await t.call('GET', '/testGadget/downImportTemplate', { token: sysop })).code).toBe('00004');
    expect((await t.call('POST', '/testGadget/queryPage', { body: {} })).code).toBe('00002');
  });
});

describe('export and the import template', () => {
  it('export answers the filtered rows as an .xlsx with labels, never the hidden field, in the import columns', async () => {
    const file = await download(t, 'POST', '/testGadget/export', admin, { queryParam: { status: ['live', 'retired'] }, sort: { field: 'code', order: 'asc' } });
    expect(file.status).toBe(200);
    expect(file.contentType).toContain(XLSX_TYPE);
    expect(file.disposition).toMatch(/^attachment; filename="testGadget-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await workbookOf(file.data);
    expect(sheet.name).toBe('测试部件');
    // The import's columns (issue 16): no 已删除 flag, so an export imports back.
    expect(rowValues(sheet, 1)).toEqual(['上级部件', '编码', '名称', '数量', '启用', '发布时间', '状态', '类别']);
    expect(sheet.rowCount).toBe(3);
    const alpha = rowValues(sheet, 2);
    expect(alpha.slice(0, 5)).toEqual(['', 'ALPHA', 'Alpha widget', 5, '是']);
    // Local wall-clock time (here the server's zone: no x-time-zone header was sent), not a UTC instant.
    expect(alpha[5]).toBe(new Date('2026-01-10T08:00:00.000Z').toLocaleString('sv-SE'));
    expect(alpha.slice(6)).toEqual(['上线', 'Kind A']);
    expect(rowValues(sheet, 3).slice(0, 3)).toEqual(['Alpha widget', 'GAMMA', 'Gamma gizmo']);
    expect(rowValues(sheet, 3)[6]).toBe('退役');
    expect(file.data.toString('latin1')).not.toContain('alpha-secret');
  });

  it('export validates its filter like queryPage', async () => {
    const refused = await download(t, 'POST', '/testGadget/export', admin, { queryParam: { nope: 1 } });
    expect(refused.envelope?.code).toBe('00005');
  });

  it('downImportTemplate answers the importable columns with hints', async () => {
    const file = await download(t, 'GET', '/testGadget/downImportTemplate', admin);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain(XLSX_TYPE);
    expect(file.disposition).toMatch(/testGadget-template/);
    const sheet = await workbookOf(file.data);
    // The hidden secret and the read-only delete flag are not importable.
    expect(rowValues(sheet, 1)).toEqual(['上级部件', '编码', '名称', '数量', '启用', '发布时间', '状态', '类别']);
    expect(sheet.rowCount).toBe(1);
    const note = (col: number) => JSON.stringify(sheet.getRow(1).getCell(col).note);
    expect(note(2)).toContain('必填');
    expect(note(7)).toContain('草稿/上线/退役');
  });
});

describe('import', () => {
  it('imports the rows of a file built from the template', async () => {
    const template = await download(t, 'GET', '/testGadget/downImportTemplate', admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template.data as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    sheet.addRow([ids.ALPHA, 'IMP-1', 'Imported one', 3, '否', new Date('2026-05-01T10:00:00Z'), '上线', ids['Kind A']]);
    sheet.addRow([null, 'IMP-2', 'Imported two', '12', 'true', null, 'retired', null]);
    sheet.addRow([null, 'IMP-3', 'Imported three', null, null, '2026-06-01T00:00:00Z', null, null]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await uploadFile(t, '/testGadget/import', admin, { filename: 'gadgets.xlsx', data });
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(answer.info).toEqual({ imported: 3, ignoredColumns: [] });

    const imported = (await page({ queryParam: { name: 'Imported' }, sort: { field: 'code', order: 'asc' } })).records;
    expect(imported.map((r) => [r.code, r.parentId, r.quantity, r.active, r.status, r.kindId])).toEqual([
      ['IMP-1', ids.ALPHA, 3, false, 'live', ids['Kind A']],
      ['IMP-2', null, 12, true, 'retired', null],
      ['IMP-3', null, 0, true, 'draft', null],
    ]);
    expect(new Date(String(imported[0]!.releasedAt)).toISOString()).toBe('2026-05-01T10:00:00.000Z');
    expect(new Date(String(imported[2]!.releasedAt)).toISOString()).toBe('2026-06-01T00:00:00.000Z');
  });
});

describe('delete and deleteYzj', () => {
  it('refuses to delete a node with children, or a row another entity refers to (00007)', async () => {
    const parent = await post('/testGadget/delete', { id: ids.ALPHA });
    expect(parent.code).toBe('00007');
    expect(parent.info).toBe('存在下级节点，无法删除');
    const kind = await post('/testGadgetKind/delete', { id: ids['Kind A'] });
    expect(kind.code).toBe('00007');
    expect(kind.info).toMatch(/已被测试部件引用 \d+ 条，无法删除/);
    const en = await t.call('POST', '/testGadgetKind/delete', { token: admin, body: { id: ids['Kind A'] }, headers: { 'accept-language': 'en' } });
    expect(en.info).toMatch(/Referred to by \d+ record\(s\) of Test gadget/);
  });

  it('deleteYzj hides a row but keeps it, and it no longer blocks its references', async () => {
    const before = (await page()).total;
    expect((await post('/testGadget/deleteYzj', { id: ids.BETA })).code).toBe('00000');
    expect((await page()).total).toBe(before - 1);
    expect((await post('/testGadget/queryInfo', { id: ids.BETA })).code).toBe('00006');
    expect((await post('/testGadget/edit', { id: ids.BETA, name: 'ghost' })).code).toBe('00006');
    expect((await post('/testGadget/deleteYzj', { id: ids.BETA })).code).toBe('00006');
    expect(await t.database.query('select del_flag from test_gadget where id = $1', [ids.BETA])).toEqual([{ del_flag: true }]);
    // Kind B was referred to by BETA only: the logically deleted row does not block it.
    expect((await post('/testGadgetKind/delete', { id: ids['Kind B'] })).code).toBe('00000');
    // A deleted row's unique value is still taken.
    expect((await post('/testGadget/edit', { code: 'BETA', name: 'again' })).code).toBe('00007');
  });

  it('delete removes rows (one id or a list), all or nothing', async () => {
    const leaves = [ids.DELTA!, ids.GAMMA!];
    const mixed = await post('/testGadget/delete', { ids: [...leaves, 'no-such-id'] });
    expect(mixed.code).toBe('00006');
    expect(await t.database.query('select count(*)::int as n from test_gadget where id = any($1)', [leaves])).toEqual([{ n: 2 }]);
    expect((await post('/testGadget/delete', { ids: leaves })).code).toBe('00000');
    expect(await t.database.query('select count(*)::int as n from test_gadget where id = any($1)', [leaves])).toEqual([{ n: 0 }]);
    expect((await post('/testGadget/delete', {})).code).toBe('00005');
  });
});
