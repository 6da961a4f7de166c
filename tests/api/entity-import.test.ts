/**
 * `{entity}/import`: an .xlsx built from the downloaded template imports every row; a file with one
 * bad row imports nothing and the error report names the row (`/rows/<n>/<field>`); anything that is
 * not an .xlsx upload is refused. Files are built with exceljs and sent as hand-built multipart bodies.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEntityFiles } from '../../src/server/entity/registry.ts';
import { importableFields } from '../../src/server/entity/spreadsheet.ts';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectEnvelope } from '../support/api-asserts.ts';
import { download, multipartBody, uploadFile, XLSX_TYPE } from '../support/multipart.ts';
import { createBody } from '../support/entity-values.ts';

const shipped = loadEntityFiles().map((f) => f.schema);
const registry = new Map(shipped.map((s) => [s.name, s]));
const importable = shipped.filter((s) => s.permissions.import && !s.readOnly);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const count = async (table: string) => (await t.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

/** Downloads the entity's template and appends the rows, each given as {field key: cell value}. */
async function fileFromTemplate(schema: EntitySchema, rows: Record<string, unknown>[]): Promise<Buffer> {
  const template = await download(t, 'GET', `/${schema.name}/downImportTemplate`, admin);
  expect(template.status, `${template.envelope?.raw}`).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template.data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const keyByHeader = new Map(importableFields(schema).map(([key, field]) => [field.label.zh, key]));
  const keys = (sheet.getRow(1).values as unknown[]).slice(1).map((header) => keyByHeader.get(String(header)));
  expect(keys.every((k) => k !== undefined), `template headers of ${schema.name}`).toBe(true);
  for (const row of rows) sheet.addRow(keys.map((key) => (row[key!] === undefined ? null : row[key!])));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A cell value for a generated field value: JSON as text, instants as dates. */
function cell(schema: EntitySchema, key: string, value: unknown): unknown {
  const field = schema.fields[key]!;
  if (value === null || value === undefined) return null;
  if (field.type === 'json') return JSON.stringify(value);
  if (field.type === 'datetime') return new Date(String(value));
  return value;
}

const sysParam = registry.get('sytSysParam')!;
const banner = registry.get('sytRollBanner')!;

describe('a valid file', () => {
  it('imports every row of a file built from the template', async () => {
    const before = await count('syt_sys_param');
    const data = await fileFromTemplate(sysParam, [
      { name: 'importA', value: '1', type: 'demo', isPublic: '是' },
      { name: 'importB', value: 'two', remark: '第二行', isPublic: false },
      { name: 'importC', isPublic: 'Yes' },
    ]);
    const answer = await uploadFile(t, '/sytSysParam/import', admin, { filename: 'params.xlsx', data });
    expectEnvelope(answer, 'import');
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(answer.info).toEqual({ imported: 3, ignoredColumns: [] });
    expect(await count('syt_sys_param')).toBe(before + 3);
    const rows = await t.database.query<{ name: string; value: string | null; remark: string | null; is_public: boolean }>(
      `select name, value, remark, is_public from syt_sys_param where name like 'import%' order by name`,
    );
    expect(rows).toEqual([
      { name: 'importA', value: '1', remark: null, is_public: true },
      { name: 'importB', value: 'two', remark: '第二行', is_public: false },
      { name: 'importC', value: null, remark: null, is_public: true },
    ]);
  });

  it('matches headers by zh label, en label or field key, and reports the columns it ignored', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('any name');
    sheet.addRow(['Title', 'imageUrl', '展示端', 'Colour']);
    sheet.addRow(['Banner by en label', '/a.png', '移动端', 'red']);
    sheet.addRow(['Banner two', '/b.png', 'pc', 'blue']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await uploadFile(t, '/sytRollBanner/import', admin, { filename: 'BANNERS.XLSX', data });
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(answer.info).toEqual({ imported: 2, ignoredColumns: ['Colour'] });
    const rows = await t.database.query(`select title, image_url, platform, sort, enabled from syt_roll_banner where title in ('Banner by en label', 'Banner two') order by title`);
    expect(rows).toEqual([
      { title: 'Banner by en label', image_url: '/a.png', platform: 'mobile', sort: 0, enabled: true },
      { title: 'Banner two', image_url: '/b.png', platform: 'pc', sort: 0, enabled: true },
    ]);
  });
});

describe('a file with a bad row imports nothing and names the row', () => {
  it('a duplicate unique value in row 3 (against the table)', async () => {
    const before = await count('syt_sys_param');
    const data = await fileFromTemplate(sysParam, [{ name: 'freshParam1' }, { name: 'importA' }, { name: 'freshParam2' }]);
    const answer = await uploadFile(t, '/sytSysParam/import', admin, { filename: 'params.xlsx', data });
    expectEnvelope(answer, 'import');
    expect(answer.code, `${answer.raw}`).toBe('00005');
    expect(answer.errors).toEqual([{ path: '/rows/3/name', message: expect.stringMatching(/^第 3 行：参数名“importA”已存在$/) }]);
    expect(answer.info).toBe('导入失败，1 处错误，未导入任何数据');
    expect(await count('syt_sys_param')).toBe(before);
    expect(await t.database.query(`select name from syt_sys_param where name like 'freshParam%'`)).toEqual([]);
  });

  it('a duplicate unique value within the file itself', async () => {
    const before = await count('syt_sys_param');
    const data = await fileFromTemplate(sysParam, [{ name: 'twiceParam' }, { name: 'onceParam' }, { name: 'twiceParam' }]);
    const answer = await uploadFile(t, '/sytSysParam/import', admin, { filename: 'params.xlsx', data });
    expect(answer.code, `${answer.raw}`).toBe('00005');
    expect(answer.errors).toEqual([expect.objectContaining({ path: '/rows/4/name' })]);
    expect(await count('syt_sys_param')).toBe(before);
  });

  it('a missing required field, reported in English too', async () => {
    const before = await count('syt_roll_banner');
    const data = await fileFromTemplate(banner, [
      { title: 'Fine banner', imageUrl: '/ok.png' },
      { title: 'No image' },
      { title: 'Fine banner 2', imageUrl: '/ok2.png' },
    ]);
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'banners.xlsx', contentType: XLSX_TYPE, data }]);
    const response = await t.app.inject({ method: 'POST', url: '/sytRollBanner/import', headers: { token: admin, 'content-type': contentType, 'accept-language': 'en' }, payload });
    const answer = JSON.parse(response.body);
    expect(answer.code).toBe('00005');
    expect(answer.info).toBe('Import failed with 1 error(s); nothing was imported');
    expect(answer.errors).toEqual([{ path: '/rows/3/imageUrl', message: 'Row 3: Image is required' }]);
    expect(await count('syt_roll_banner')).toBe(before);
  });

  it('reports every bad row at once (wrong enum, bad number, pattern) and still imports nothing', async () => {
    const before = await count('syt_roll_banner');
    const data = await fileFromTemplate(banner, [
      { title: 'Good', imageUrl: '/g.png' },
      { title: 'Bad platform', imageUrl: '/b.png', platform: '手表' },
      { title: 'Bad sort', imageUrl: '/b.png', sort: 'first' },
      { title: 'Negative sort', imageUrl: '/b.png', sort: -3 },
    ]);
    const answer = await uploadFile(t, '/sytRollBanner/import', admin, { filename: 'banners.xlsx', data });
    expect(answer.code, `${answer.raw}`).toBe('00005');
    expect(answer.errors!.map((e) => e.path)).toEqual(['/rows/3/platform', '/rows/4/sort', '/rows/5/sort']);
    expect(answer.info).toBe('导入失败，3 处错误，未导入任何数据');
    expect(await count('syt_roll_banner')).toBe(before);

    const badName = await fileFromTemplate(sysParam, [{ name: 'ok.name' }, { name: '1 starts with a digit' }]);
    const refused = await uploadFile(t, '/sytSysParam/import', admin, { filename: 'p.xlsx', data: badName });
    expect(refused.errors).toEqual([expect.objectContaining({ path: '/rows/3/name' })]);
  });

  it('a template with no data rows is refused', async () => {
    const data = await fileFromTemplate(banner, []);
    const answer = await uploadFile(t, '/sytRollBanner/import', admin, { filename: 'empty.xlsx', data });
    expect(answer.code).toBe('00005');
    expect(answer.info).toBe('文件中没有数据行');
  });
});

describe('only .xlsx uploads are accepted', () => {
  it('refuses a CSV, a text file named .xlsx, a broken zip, an empty file and a JSON body', async () => {
    const before = await count('syt_roll_banner');
    const cases: { filename: string; data: Buffer | string; contentType?: string }[] = [
      { filename: 'banners.csv', data: '标题,图片\nCSV banner,/c.png\n', contentType: 'text/csv' },
      { filename: 'banners.xlsx', data: '标题,图片\nCSV banner,/c.png\n' },
      { filename: 'banners.xlsx', data: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]) },
      { filename: 'banners.xlsx', data: Buffer.alloc(0) },
      { filename: 'banners.xls', data: await fileFromTemplate(banner, [{ title: 'Renamed', imageUrl: '/r.png' }]) },
    ];
    for (const file of cases) {
      const answer = await uploadFile(t, '/sytRollBanner/import', admin, file);
      expectEnvelope(answer, file.filename);
      expect(answer.code, `${file.filename}: ${answer.raw}`).toBe('00005');
    }
    const json = await t.call('POST', '/sytRollBanner/import', { token: admin, body: { rows: [{ title: 'x', imageUrl: '/x' }] } });
    expect(json.code).toBe('00011');
    const noFile = multipartBody([{ name: 'note', value: 'no file here' }]);
    const response = await t.app.inject({ method: 'POST', url: '/sytRollBanner/import', headers: { token: admin, 'content-type': noFile.contentType }, payload: noFile.payload });
    expect(JSON.parse(response.body).code).toBe('00005');
    expect(await count('syt_roll_banner')).toBe(before);
  });

  it('refuses an upload above the size limit', async () => {
    const answer = await uploadFile(t, '/sytRollBanner/import', admin, { filename: 'big.xlsx', data: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(11 * 1024 * 1024)]) });
    expectEnvelope(answer, 'big');
    expect(answer.code).toBe('00009');
  });

  it('is refused without the import code', async () => {
    const data = await fileFromTemplate(banner, [{ title: 'Sneaky', imageUrl: '/s.png' }]);
    for (const user of ['sysop', 'student1']) {
      const answer = await uploadFile(t, '/sytRollBanner/import', await t.login(user), { filename: 'b.xlsx', data });
      expect(answer.code, `${user}`).toBe('00004');
      const template = await download(t, 'GET', '/sytRollBanner/downImportTemplate', await t.login(user));
      expect(template.envelope?.code, `${user}`).toBe('00004');
    }
  });
});

describe.each(importable.map((s) => [s.name, s] as const))('%s import', (name, schema) => {
  it('imports two rows generated from the schema through its own template', async () => {
    const before = await count(schema.table);
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < 2; i++) {
      const body = await createBody(t, admin, registry, schema);
      rows.push(Object.fromEntries(importableFields(schema).map(([key]) => [key, cell(schema, key, body[key])])));
    }
    const data = await fileFromTemplate(schema, rows);
    const answer = await uploadFile(t, `/${name}/import`, admin, { filename: `${name}.xlsx`, data });
    expect(answer.code, `${name}: ${answer.raw}`).toBe('00000');
    expect(answer.info.imported).toBe(2);
    expect(await count(schema.table)).toBe(before + 2);
  });
});
