/**
 * Schema versions and their upgrades. Version 0 is whatever VForm 2.2.x (or the customised designer
 * of the corpus) exported: no schemaVersion, options possibly missing, customClass as a string or a
 * list, numbers written as text, fileTypes as 'a,b'. Each upgrade is an explicit function from one
 * version to the next; normaliseFormSchema runs the ones a schema needs and stamps the current version.
 */
import { normaliseClassList, withConfigDefaults, isRecord } from './config.ts';
import { FORM_SCHEMA_VERSION, type FormSchema, type TableRow, type Widget, type WidgetOptions } from './types.ts';

export class FormSchemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormSchemaError';
  }
}

type Migration = (input: Record<string, unknown>) => Record<string, unknown>;

/** MIGRATIONS[n] upgrades version n to n + 1. */
export const MIGRATIONS: readonly Migration[] = [upgradeVForm];

/** Deepest nesting accepted: real forms nest a handful of levels; a bound keeps recursion safe. */
export const MAX_WIDGET_DEPTH = 32;
/** Most widgets accepted in one form (the bench form has 500 fields plus containers). */
export const MAX_WIDGETS = 5000;

/** Options that VForm writes as numbers but older exports sometimes wrote as text. */
const NUMERIC_OPTIONS = [
  'span', 'offset', 'push', 'pull', 'md', 'sm', 'xs', 'gutter', 'colspan', 'rowspan', 'limit', 'fileMaxSize', 'min', 'max',
  'precision', 'step', 'rows', 'minLength', 'maxLength', 'multipleLimit', 'minNum', 'switchWidth', 'lowThreshold', 'highThreshold',
];

/** Reads a stored or exported schema: an object or its JSON text. */
export function parseSchemaInput(input: unknown): Record<string, unknown> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new FormSchemaError('form schema is not valid JSON');
    }
  }
  if (!isRecord(value)) throw new FormSchemaError('form schema must be an object with widgetList and formConfig');
  return value;
}

export function schemaVersionOf(input: Record<string, unknown>): number {
  const version = input.schemaVersion;
  return typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0;
}

/** Upgrades to the current version and stamps it. Refuses versions newer than this code knows. */
export function migrateFormSchema(input: unknown): { schema: FormSchema; from: number } {
  let current = parseSchemaInput(input);
  const from = schemaVersionOf(current);
  if (from > FORM_SCHEMA_VERSION) throw new FormSchemaError(`form schema version ${from} is newer than this server (${FORM_SCHEMA_VERSION})`);
  for (let version = from; version < FORM_SCHEMA_VERSION; version++) {
    current = { ...MIGRATIONS[version]!(current), schemaVersion: version + 1 };
  }
  return { schema: { ...current, schemaVersion: FORM_SCHEMA_VERSION } as unknown as FormSchema, from };
}

/**
 * Accepts a VForm export as it is (or a stored schema of any known version) and answers the current
 * shape. It also re-applies the version-0 clean-up to current schemas, which is idempotent, so a
 * hand-edited stored schema is read as leniently as an export.
 */
export function normaliseFormSchema(input: unknown): FormSchema {
  const { schema } = migrateFormSchema(input);
  const cleaned = upgradeVForm(schema as unknown as Record<string, unknown>);
  return { ...cleaned, schemaVersion: FORM_SCHEMA_VERSION } as unknown as FormSchema;
}

/** Stamps the current version (on save). */
export function stampVersion(schema: FormSchema): FormSchema {
  return { ...schema, schemaVersion: FORM_SCHEMA_VERSION };
}

/** Version 0 → 1: config defaults, a well-formed widget tree. */
export function upgradeVForm(input: Record<string, unknown>): Record<string, unknown> {
  const counter = { widgets: 0, names: new Set<string>() };
  const rawList = Array.isArray(input.widgetList) ? input.widgetList : [];
  const widgetList = normaliseList(rawList, 0, counter);
  return { ...input, widgetList, formConfig: withConfigDefaults(input.formConfig) };
}

interface Counter {
  widgets: number;
  names: Set<string>;
}

function normaliseList(list: unknown[], depth: number, counter: Counter): Widget[] {
  if (depth > MAX_WIDGET_DEPTH) throw new FormSchemaError(`widgets nested deeper than ${MAX_WIDGET_DEPTH} levels`);
  const out: Widget[] = [];
  for (const item of list) {
    if (!isRecord(item) || typeof item.type !== 'string' || item.type === '') continue;
    out.push(normaliseWidget(item, depth, counter));
  }
  return out;
}

function normaliseWidget(raw: Record<string, unknown>, depth: number, counter: Counter): Widget {
  counter.widgets++;
  if (counter.widgets > MAX_WIDGETS) throw new FormSchemaError(`more than ${MAX_WIDGETS} widgets`);
  const type = raw.type as string;
  const options: WidgetOptions = { ...(isRecord(raw.options) ? raw.options : {}) } as WidgetOptions;
  const id = typeof raw.id === 'string' && raw.id !== '' ? raw.id : typeof options.name === 'string' && options.name !== '' ? options.name : generatedName(type, counter);
  if (typeof options.name !== 'string' || options.name === '') options.name = typeof options.name === 'number' ? String(options.name) : id;
  counter.names.add(options.name);
  if ('customClass' in options) options.customClass = normaliseClassList(options.customClass);
  for (const key of NUMERIC_OPTIONS) {
    const value = options[key];
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) options[key] = Number(value);
  }
  if (typeof options.fileTypes === 'string') {
    options.fileTypes = options.fileTypes.split(',').map((item) => item.trim()).filter((item) => item !== '');
  }
  if (Array.isArray(options.optionItems)) {
    options.optionItems = options.optionItems
      .filter((item) => isRecord(item) || typeof item === 'string' || typeof item === 'number')
      .map((item) => (isRecord(item) ? { ...item, label: typeof item.label === 'string' ? item.label : String(item.label ?? item.value ?? '') } : { label: String(item), value: item })) as WidgetOptions['optionItems'];
  }
  const widget: Widget = { ...raw, type, id, options };
  if (Array.isArray(raw.widgetList)) widget.widgetList = normaliseList(raw.widgetList, depth + 1, counter);
  if (Array.isArray(raw.cols)) widget.cols = normaliseList(raw.cols, depth + 1, counter);
  if (Array.isArray(raw.tabs)) widget.tabs = normaliseList(raw.tabs, depth + 1, counter);
  if (Array.isArray(raw.rows)) {
    widget.rows = raw.rows.filter(isRecord).map((row, index): TableRow => ({
      ...row,
      id: typeof row.id === 'string' && row.id !== '' ? row.id : `${id}-row-${index}`,
      merged: row.merged === true,
      cols: normaliseList(Array.isArray(row.cols) ? row.cols : [], depth + 1, counter),
    }));
  }
  if (typeof raw.merged !== 'undefined') widget.merged = raw.merged === true;
  return widget;
}

function generatedName(type: string, counter: Counter): string {
  const base = type.replace(/[^A-Za-z0-9]/g, '');
  let n = counter.widgets;
  while (counter.names.has(`${base}${n}`)) n++;
  return `${base}${n}`;
}
