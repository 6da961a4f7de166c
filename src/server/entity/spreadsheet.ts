/** Reading and writing .xlsx files for entity import, export and import templates (exceljs). */
import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { EntitySchema, FieldDef } from '../../schemas/entity/types.ts';
import { writableFields } from '../../schemas/entity/types.ts';
import { bilingualText } from '../../schemas/entity/bilingual.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How instants appear in a spreadsheet: local wall-clock time of the caller's zone, no offset. */
const LOCAL_TIME = 'YYYY-MM-DD HH:mm:ss';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The columns of the template, the export and the import alike, so that an export imports back:
 * only what a body may write (no soft-delete flag, no server timestamps), never a secret.
 */
export function importableFields(schema: EntitySchema): [string, FieldDef][] {
  return writableFields(schema).filter(([, f]) => f.importable !== false && !f.hidden);
}

/** The caller's IANA zone (header `x-time-zone`, sent by the web client) or the server's own. */
export function zoneOf(header: unknown): string {
  if (typeof header === 'string' && header.length <= 64) {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: header }).resolvedOptions().timeZone;
    } catch {
      // An unknown zone falls back to the server's, rather than failing the transfer.
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
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

function displayValue(field: FieldDef, value: unknown, zone: string): unknown {
  if (value === null || value === undefined) return '';
  if (field.enum) return field.enum.find((e) => e.value === value)?.label.zh ?? value;
  if (field.bilingual) return bilingualText(value, 'zh');
  if (field.type === 'boolean') return value ? '是' : '否';
  if (field.type === 'json') return JSON.stringify(value);
  if (field.type === 'datetime') return dayjs(value as string | Date).tz(zone).format(LOCAL_TIME);
  if (field.type === 'date') return String(value).slice(0, 10);
  return value;
}

/** `sharedLabels`: per reference field, labels several records carry; such a reference is written as its id. */
export async function exportWorkbook(
  schema: EntitySchema,
  rows: Record<string, unknown>[],
  zone: string,
  sharedLabels: Map<string, Set<string>> = new Map(),
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const fields = importableFields(schema);
  const sheet = sheetFor(workbook, schema, fields);
  for (const row of rows) {
    const labels = (row.$labels ?? {}) as Record<string, unknown>;
    const cell = (key: string, field: FieldDef) => {
      const label = labels[key];
      if (field.ref && typeof label === 'string' && !sharedLabels.get(key)?.has(label)) return label;
      return displayValue(field, row[key], zone);
    };
    sheet.addRow(Object.fromEntries(fields.map(([key, field]) => [key, cell(key, field)])));
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
/**
 * An instant from a cell: a date cell holds wall-clock time (exceljs hands it over as that time in
 * UTC), a text without an offset is wall-clock time too; both are read in the caller's zone.
 */
function instantOf(raw: unknown, zone: string): string {
  if (raw instanceof Date) return dayjs.tz(dayjs.utc(raw).format(LOCAL_TIME), zone).toISOString();
  const text = String(raw).trim();
  if (/(?:Z|[+-]\d\d:?\d\d)$/i.test(text)) return text;
  const local = dayjs.tz(text.replace('T', ' '), zone);
  return local.isValid() ? local.toISOString() : text;
}

function parseCell(field: FieldDef, raw: unknown, zone: string): unknown {
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
      return instantOf(raw, zone);
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
export async function readImport(schema: EntitySchema, data: Buffer, zone: string): Promise<{ rows: ParsedRow[]; unknownHeaders: string[] }> {
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
      const parsed = parseCell(field, cellText(row.getCell(col).value), zone);
      if (parsed !== undefined) values[key] = parsed;
    }
    if (Object.keys(values).length > 0) rows.push({ rowNumber, values });
  });
  return { rows, unknownHeaders };
}
