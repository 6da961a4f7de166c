/**
 * Spreadsheets show instants as local wall-clock time in the caller's zone, and read them back in it
 * (issue 16, defect 4: the account export had raw UTC times).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportWorkbook, readImport, zoneOf } from '../../src/server/entity/spreadsheet.ts';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';

const schema = {
  name: 'meeting',
  table: 'meeting',
  title: { zh: '会议', en: 'Meetings' },
  labelField: 'title',
  fields: {
    title: { type: 'string', label: { zh: '标题', en: 'Title' } },
    startsAt: { type: 'datetime', label: { zh: '开始时间', en: 'Starts' } },
    createdBy: { type: 'string', label: { zh: '创建人', en: 'By' }, readOnly: true },
  },
  permissions: { view: 'v' },
  list: { columns: [{ field: 'title' }] },
} as unknown as EntitySchema;

async function rowsOf(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return values;
}

describe('instants in spreadsheets', () => {
  it('exports local time of the zone without the read-only columns, and imports it back as the same instant', async () => {
    const data = await exportWorkbook(schema, [{ title: 'Kick-off', startsAt: '2026-03-14T01:30:00.000Z', createdBy: 'x' }], 'Asia/Shanghai');
    expect(await rowsOf(data)).toEqual([
      ['标题', '开始时间'],
      ['Kick-off', '2026-03-14 09:30:00'],
    ]);
    const back = await readImport(schema, data, 'Asia/Shanghai');
    expect(back.rows[0]!.values).toEqual({ title: 'Kick-off', startsAt: '2026-03-14T01:30:00.000Z' });
    // Read in another zone the same wall-clock text is another instant.
    expect((await readImport(schema, data, 'Europe/Berlin')).rows[0]!.values.startsAt).toBe('2026-03-14T08:30:00.000Z');
  });

  it('reads a date cell as wall-clock time, and keeps a text with an offset as given', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('m');
    sheet.addRow(['标题', '开始时间']);
    sheet.addRow(['date cell', new Date(Date.UTC(2026, 2, 14, 9, 30))]);
    sheet.addRow(['with offset', '2026-03-14T09:30:00+02:00']);
    const back = await readImport(schema, Buffer.from(await workbook.xlsx.writeBuffer()), 'Asia/Shanghai');
    expect(back.rows.map((r) => r.values.startsAt)).toEqual(['2026-03-14T01:30:00.000Z', '2026-03-14T09:30:00+02:00']);
  });

  it('takes a valid zone from the header and falls back to the server zone otherwise', () => {
    expect(zoneOf('Asia/Shanghai')).toBe('Asia/Shanghai');
    expect(zoneOf('Mars/Olympus')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zoneOf(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
