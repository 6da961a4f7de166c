/**
 * Export → import round trip for every shipped entity that offers both (issue 16, defect 4): the
 * export has exactly the import's columns (no 已删除 flag, no server timestamps), references as their
 * labels, and a record's exported row imports back to the same values. A label naming no record or
 * several is reported on its row.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import { importableFields } from '../../src/server/entity/spreadsheet.ts';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { download, uploadFile } from '../support/multipart.ts';
import { createBody, uniqueToken } from '../support/entity-values.ts';

const shipped = loadEntityFiles().map((f) => f.schema);
const registry = new Map(shipped.map((s) => [s.name, s]));
const transferable = shipped.filter((s) => s.permissions.import && s.permissions.export && s.permissions.add && !s.readOnly);

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

async function sheetOf(data: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const cells = (row: ExcelJS.Row, width: number) => Array.from({ length: width }, (_, i) => row.getCell(i + 1).value);

/** Values compare as JSON (a stored json field comes back as the same structure). */
const same = (value: unknown) => JSON.stringify(value ?? null);

it('covers the entities that offer both export and import', () => {
  expect(transferable.map((s) => s.name)).toEqual(expect.arrayContaining(['sytPermissionAccount', 'sytSysOrganization', 'sytElectronicSeal', 'sytDesktop']));
  expect(transferable.length).toBeGreaterThanOrEqual(15);
});

describe.each(transferable.map((s) => [s.name, s] as const))('%s', (name, schema: EntitySchema) => {
  it('exports the import columns, references by label, and the row imports back to the same record', async () => {
    const body = await createBody(t, admin, registry, schema);
    const created = await post(`/${name}/edit`, body);
    expect(created.code, `${JSON.stringify(body)} → ${created.raw}`).toBe('00000');
    const id = String(created.info.id);
    const info = (await post(`/${name}/queryInfo`, { id })).info as Record<string, unknown> & { $labels?: Record<string, string> };

    const exported = await download(t, 'POST', `/${name}/export`, admin, {});
    expect(exported.status, `${exported.envelope?.raw}`).toBe(200);
    const sheet = await sheetOf(exported.data);
    const fields = importableFields(schema);
    const headers = cells(sheet.getRow(1), fields.length + 1).filter((h) => h !== null && h !== undefined);
    expect(headers).toEqual(fields.map(([, f]) => f.label.zh));

    // The record's row: the one whose text cells carry the generated (unique-token) values.
    const textKeys = fields.filter(([k, f]) => f.type === 'string' && !f.ref && !f.enum && typeof body[k] === 'string').map(([k]) => k);
    expect(textKeys.length, `${name} has a text column to find its row by`).toBeGreaterThan(0);
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row, n) => {
      if (n > 1 && textKeys.every((k) => String(row.getCell(fields.findIndex(([key]) => key === k) + 1).text) === body[k])) found = row;
    });
    expect(found, `${name}: exported row of ${id}`).toBeDefined();
    // A reference is written as its label, or as the id where several records share that label.
    const refCells = fields.flatMap(([key, field], i) => (field.ref && body[key] ? [{ key, cell: found!.getCell(i + 1).text, allowed: [info.$labels?.[key], body[key]] }] : []));
    for (const { key, cell, allowed } of refCells) expect(allowed, `${name}.${key} as label`).toContain(cell);

    // Remove the original (unique values free again), then import its exported row. A logically
    // deleted account keeps its login name taken, so the test removes the row itself.
    const removed = schema.softDelete
      ? (await t.database.query(`delete from ${schema.table} where id = $1 returning id`, [id])).length === 1
      : (await post(`/${name}/delete`, { id })).code === '00000';
    expect(removed, `${name}: original removed`).toBe(true);
    const workbook = new ExcelJS.Workbook();
    const copy = workbook.addWorksheet('copy');
    copy.addRow(headers);
    copy.addRow(cells(found!, fields.length));
    const imported = await uploadFile(t, `/${name}/import`, admin, { filename: `${name}.xlsx`, data: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(imported.code, `${name}: ${imported.raw}`).toBe('00000');
    expect(imported.info).toEqual({ imported: 1, ignoredColumns: [] });

    const list = (await post(`/${name}/queryList`, {})).info as Record<string, unknown>[];
    const again = list.filter((r) => r.id !== id && textKeys.every((k) => r[k] === body[k]));
    expect(again, `${name}: the imported record`).toHaveLength(1);
    for (const [key] of fields) expect(same(again[0]![key]), `${name}.${key}`).toBe(same(info[key]));
  });
});

async function importAccount(organisation: string) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('accounts');
  const account = registry.get('sytPermissionAccount')!;
  const fields = importableFields(account);
  sheet.addRow(fields.map(([, f]) => f.label.zh));
  const values: Record<string, unknown> = { humancode: uniqueToken(), humanname: '导入人', organizationId: organisation };
  sheet.addRow(fields.map(([key]) => values[key] ?? null));
  return uploadFile(t, '/sytPermissionAccount/import', admin, { filename: 'a.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) });
}

describe('references by label', () => {
  it('writes the id where several records share the label, so that the row still imports', async () => {
    const resources = registry.get('sytPermissionResources')!;
    const fields = importableFields(resources);
    const exported = await sheetOf((await download(t, 'POST', '/sytPermissionResources/export', admin, {})).data);
    const parentColumn = fields.findIndex(([key]) => key === 'parentId') + 1;
    const parents = new Set<string>();
    exported.eachRow((row, n) => void (n > 1 && row.getCell(parentColumn).text && parents.add(row.getCell(parentColumn).text)));
    const labels = await t.database.query<{ label: string; n: number }>(`select label, count(*)::int as n from syt_permission_resources group by label`);
    const shared = new Set(labels.filter((l) => l.n > 1).map((l) => l.label));
    expect(shared.size, 'the seed has shared labels such as 新增').toBeGreaterThan(0);
    expect([...parents].filter((p) => shared.has(p))).toEqual([]);
  });

  it('reports a label that names several records, and one that names none, and imports nothing', async () => {
    const twin = `同名部门${uniqueToken()}`;
    for (const code of [uniqueToken(), uniqueToken()]) {
      const org = await post('/sytSysOrganization/edit', { ...(await createBody(t, admin, registry, registry.get('sytSysOrganization')!)), name: twin, code });
      expect(org.code, `${org.raw}`).toBe('00000');
    }
    const ambiguous = await importAccount(twin);
    expect(ambiguous.code, `${ambiguous.raw}`).toBe('00005');
    expect(ambiguous.errors).toEqual([{ path: '/rows/2/organizationId', message: expect.stringContaining(`有 2 条名为“${twin}”`) }]);

    const missing = await importAccount('没有这个部门');
    expect(missing.code).toBe('00005');
    expect(missing.errors).toEqual([{ path: '/rows/2/organizationId', message: expect.stringContaining('找不到名为“没有这个部门”') }]);

    const single = `唯一部门${uniqueToken()}`;
    expect(await t.database.query(`select 1 from syt_permission_account where humanname = '导入人'`)).toEqual([]);
    const org = await post('/sytSysOrganization/edit', { ...(await createBody(t, admin, registry, registry.get('sytSysOrganization')!)), name: single });
    const fine = await importAccount(single);
    expect(fine.code, `${fine.raw}`).toBe('00000');
    const rows = await t.database.query<{ organization_id: string }>(`select organization_id from syt_permission_account where humanname = '导入人'`);
    expect(rows).toEqual([{ organization_id: org.info.id }]);
  });
});
