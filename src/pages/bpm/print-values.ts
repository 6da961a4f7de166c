/**
 * The print view's form: each field's value as text (option labels instead of codes, ranges joined,
 * people and files by name), signature images as images, a sub-form as a table of its rows. Printed
 * input boxes show half a value and a box; a sheet of label–value rows is what an archive wants.
 */
import { fieldWidgets, type FieldEntry, SUB_FORM_TYPES } from '../../schemas/form/index.ts';
import type { Widget } from '../../schemas/form/types.ts';
import { isSignImage } from '../../widgets/sign/model.ts';

export type PrintValue = { kind: 'text'; text: string } | { kind: 'images'; images: string[] };

export interface PrintField {
  name: string;
  label: string;
  value: PrintValue;
}

export interface PrintSubForm {
  name: string;
  label: string;
  columns: { name: string; label: string }[];
  rows: PrintValue[][];
}

export type PrintEntry = ({ kind: 'field' } & PrintField) | ({ kind: 'subForm' } & PrintSubForm);

/** Words the caller translates: yes / no for switches. */
export interface PrintWords {
  yes: string;
  no: string;
}

const RANGE_TYPES = new Set(['date-range', 'time-range']);

/** A nameable value's name: option-like objects, people (humanname), files (name). */
function nameOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of ['label', 'humanname', 'name', 'title', 'value']) {
      const v = record[key];
      if (typeof v === 'string' || typeof v === 'number') return String(v);
    }
  }
  return '';
}

/** One field's value as printed. */
export function printValue(widget: Widget, value: unknown, words: PrintWords): PrintValue {
  if (isSignImage(value)) return { kind: 'images', images: [value] };
  if (Array.isArray(value) && value.length > 0 && value.every(isSignImage)) return { kind: 'images', images: value };
  const options = widget.options as { optionItems?: unknown } | undefined;
  const items = Array.isArray(options?.optionItems) ? (options.optionItems as { label?: unknown; value?: unknown }[]) : [];
  const label = (v: unknown) => {
    const item = items.find((option) => option.value === v || String(option.value) === String(v));
    return item && item.label !== undefined ? String(item.label) : nameOf(v);
  };
  if (typeof value === 'boolean') return { kind: 'text', text: value ? words.yes : words.no };
  if (Array.isArray(value)) {
    const parts = value.map(label).filter((text) => text !== '');
    return { kind: 'text', text: parts.join(RANGE_TYPES.has(widget.type) ? ' ~ ' : '、') };
  }
  return { kind: 'text', text: label(value) };
}

const hidden = (entry: FieldEntry) => (entry.widget.options as { hidden?: unknown } | undefined)?.hidden === true;

const isEmpty = (value: PrintValue) => (value.kind === 'text' ? value.text === '' : value.images.length === 0);

/** The printable entries of a form with its values; a hidden field (as designed) is left out when empty. */
export function printEntries(form: { widgetList: Widget[] }, data: Record<string, unknown>, words: PrintWords): PrintEntry[] {
  const entries = fieldWidgets(form);
  const out: PrintEntry[] = [];
  for (const entry of entries) {
    if (entry.subForm !== undefined) continue; // printed inside its sub-form's table
    if (SUB_FORM_TYPES.has(entry.widget.type)) {
      const columns = entries.filter((column) => column.subForm === entry.name);
      const rowsIn = Array.isArray(data[entry.name]) ? (data[entry.name] as unknown[]) : [];
      const rows = rowsIn.map((row) => columns.map((column) => printValue(column.widget, (row as Record<string, unknown> | null)?.[column.name], words)));
      if (rows.length === 0 && hidden(entry)) continue;
      out.push({ kind: 'subForm', name: entry.name, label: entry.label, columns: columns.map((c) => ({ name: c.name, label: c.label })), rows });
      continue;
    }
    const value = printValue(entry.widget, data[entry.name], words);
    if (isEmpty(value) && hidden(entry)) continue;
    out.push({ kind: 'field', name: entry.name, label: entry.label, value });
  }
  return out;
}
