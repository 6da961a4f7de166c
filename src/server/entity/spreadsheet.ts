/** Reading and writing .xlsx files for entity import, export and import templates (exceljs). */
import ExcelJS from 'exceljs';
import type { EntitySchema, FieldDef } from '../../schemas/entity/types.ts';
import { visibleFields, writableFields } from '../../schemas/entity/types.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function importableFields(schema: EntitySchema): [string, FieldDef][] {
  return writableFields(schema).filter(([, f]) => f.importable !== false && !f.hidden);
}

async function toBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function sheetFor(workbook: ExcelJS.Workbook, schema: EntitySchema, fields: [string, FieldDef][]) {
  const sheet = workbook.addWorksheet(schema.title.zh.slice(0, 31));
  sheet.columns = fields.map(([key, field]) => ({ header: field.label.zh, key, width: Math.max(12, field.label.zh.length * 3) }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

export async function templateWorkbook(schema: EntitySchema): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const fields = importableFields(schema);
  const sheet = sheetFor(workbook, schema, fields);
  // A second header line says what each column takes, so the template explains itself.
  sheet.getRow(1).eachCell((cell, i) => {
    const [, field] = fields[i - 1]!;
    const hints = [field.required ? '必填' : '选填', field.enum ? `可选值: ${field.enum.map((e) => e.label.zh).join('/')}` : field.type];
    cell.note = hints.join('; ');
  });
  return toBuffer(workbook);
}

function displayValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (field.enum) return field.enum.find((e) => e.value === value)?.label.zh ?? value;
  if (field.type === 'boolean') return value ? '是' : '否';
  if (field.type === 'json') return JSON.stringify(value);
  return value;
}

export async function exportWorkbook(schema: EntitySchema, rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const fields = visibleFields(schema);
  const sheet = sheetFor(workbook, schema, fields);
  for (const row of rows) {
    const labels = (row.$labels ?? {}) as Record<string, unknown>;
    sheet.addRow(Object.fromEntries(fields.map(([key, field]) => [key, field.ref && labels[key] ? labels[key] : displayValue(field, row[key])])));
  }
  return toBuffer(workbook);
}

function cellText(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value;
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result;
    return undefined;
  }
  return value;
}

/** Converts a cell to the field's type; answers undefined for an empty cell and a string it cannot read as-is (ajv then reports it). */
function parseCell(field: FieldDef, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (field.enum) {
    const match = field.enum.find((e) => e.label.zh === raw || e.label.en === raw || String(e.value) === String(raw));
    return match ? match.value : raw;
  }
  switch (field.type) {
    case 'integer':
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      return Number.isFinite(n) ? n : raw;
    }
    case 'boolean':
      if (raw === true || raw === '是' || raw === 'true' || raw === 1 || raw === '1') return true;
      if (raw === false || raw === '否' || raw === 'false' || raw === 0 || raw === '0') return false;
      return raw;
    case 'datetime':
      return raw instanceof Date ? raw.toISOString() : String(raw);
    case 'date':
      return raw instanceof Date ? raw.toISOString().slice(0, 10) : String(raw);
    case 'json':
      try {
        return JSON.parse(String(raw));
      } catch {
        return raw;
      }
    default:
      return String(raw).trim();
  }
}

export interface ParsedRow {
  /** 1-based spreadsheet row number, for the error report. */
  rowNumber: number;
  values: Record<string, unknown>;
}

/** Reads the first sheet; header cells are matched by the zh label, the en label or the field key. */
export async function readImport(schema: EntitySchema, data: Buffer): Promise<{ rows: ParsedRow[]; unknownHeaders: string[] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return { rows: [], unknownHeaders: [] };
  const fields = importableFields(schema);
  const byHeader = new Map<string, [string, FieldDef]>();
  for (const entry of fields) for (const name of [entry[1].label.zh, entry[1].label.en, entry[0]]) byHeader.set(name.trim().toLowerCase(), entry);
  const columns = new Map<number, [string, FieldDef]>();
  const unknownHeaders: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    const header = String(cellText(cell.value) ?? '').trim();
    const entry = byHeader.get(header.toLowerCase());
    if (entry) columns.set(col, entry);
    else if (header) unknownHeaders.push(header);
  });
  const rows: ParsedRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, unknown> = {};
    for (const [col, [key, field]] of columns) {
      const parsed = parseCell(field, cellText(row.getCell(col).value));
      if (parsed !== undefined) values[key] = parsed;
    }
    if (Object.keys(values).length > 0) rows.push({ rowNumber, values });
  });
  return { rows, unknownHeaders };
}
