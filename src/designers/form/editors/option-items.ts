/**
 * Reading option items typed or pasted by a designer. Anything that is not a list of
 * {label, value[, disabled][, children]} is refused as a whole with 'invalid options data' (spec §5):
 * a half-read paste would silently drop choices people meant to offer.
 */
import type { OptionItem } from '../../../schemas/form/types.ts';

export type ParsedOptions = { ok: true; items: OptionItem[] } | { ok: false };

const MAX_ITEMS = 2000;

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';
}

function readItem(raw: unknown, tree: boolean): OptionItem | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  if (!isScalar(record.value)) return undefined;
  if (record.label !== undefined && !isScalar(record.label)) return undefined;
  if (record.disabled !== undefined && typeof record.disabled !== 'boolean') return undefined;
  const item: OptionItem = { label: record.label === undefined ? String(record.value) : String(record.label), value: record.value };
  if (record.disabled === true) item.disabled = true;
  if (record.children !== undefined) {
    if (!tree || !Array.isArray(record.children)) return undefined;
    const children = readList(record.children, tree);
    if (!children) return undefined;
    item.children = children;
  }
  return item;
}

function readList(list: unknown[], tree: boolean): OptionItem[] | undefined {
  const out: OptionItem[] = [];
  for (const raw of list) {
    const item = readItem(raw, tree);
    if (!item) return undefined;
    out.push(item);
  }
  return out;
}

/** Values must tell the options apart: a duplicate value would make two choices one. */
function distinctValues(items: readonly OptionItem[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${typeof item.value}:${String(item.value)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if (item.children && !distinctValues(item.children)) return false;
  }
  return true;
}

/** A JSON array, or (flat lists only) one option per line: `value,label` or `value`. */
export function parseOptionItems(text: string, tree = false): ParsedOptions {
  const source = text.trim();
  if (source === '') return { ok: true, items: [] };
  let items: OptionItem[] | undefined;
  // Text that starts like JSON is read as JSON only: a broken paste must not become one odd option.
  if (source.startsWith('[') || source.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(source);
      items = Array.isArray(parsed) ? readList(parsed, tree) : undefined;
    } catch {
      items = undefined;
    }
  } else if (!tree) {
    items = source
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '')
      .map((line) => {
        const comma = line.search(/[,，]/);
        const value = comma < 0 ? line : line.slice(0, comma).trim();
        const label = comma < 0 ? line : line.slice(comma + 1).trim();
        return { label: label === '' ? value : label, value };
      });
    if (items.some((item) => item.value === '')) items = undefined;
  }
  if (!items || items.length > MAX_ITEMS || !distinctValues(items)) return { ok: false };
  return { ok: true, items };
}

/** The lines form of a flat list, for the bulk editor. */
export function optionLines(items: readonly OptionItem[]): string {
  return items.map((item) => (String(item.label) === String(item.value) ? String(item.value) : `${String(item.value)},${String(item.label)}`)).join('\n');
}

/** A typed value keeps the kind the option had: 1 stays a number when retyped as "2". */
export function typedValue(text: string, previous: unknown): string | number | boolean {
  if (typeof previous === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (typeof previous === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The next free value for an added option (1, 2, 3 … as VForm numbers them). */
export function nextOptionValue(items: readonly OptionItem[]): string | number {
  const numeric = items.every((item) => typeof item.value === 'number');
  let n = items.length + 1;
  const taken = new Set(items.map((item) => String(item.value)));
  while (taken.has(String(n))) n++;
  return numeric ? n : String(n);
}
