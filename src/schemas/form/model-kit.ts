/**
 * Pieces the widget models (src/widgets/<type>/model.ts) share: the default option sets VForm gives
 * every field, container and display widget, and value coercions and checks. Pure, so the server
 * validates with the same code the browser runs.
 */
import { formMessage } from './messages.ts';
import type { CheckContext } from './rules.ts';
import type { OptionItem, WidgetOptions } from './types.ts';

export type Coerced = { value: unknown } | { error: string };

/** Event-script slots of field widgets (run in the browser only). */
const FIELD_EVENTS = { onCreated: '', onMounted: '', onChange: '', onFocus: '', onBlur: '', onValidate: '' };

export function fieldOptions(extra: Partial<WidgetOptions> = {}): WidgetOptions {
  return {
    name: '',
    label: '',
    labelAlign: '',
    labelWidth: null,
    labelHidden: false,
    labelIconClass: null,
    labelIconPosition: 'rear',
    labelTooltip: null,
    columnWidth: '200px',
    size: '',
    placeholder: '',
    defaultValue: null,
    hidden: false,
    disabled: false,
    readonly: false,
    required: false,
    requiredHint: '',
    validation: '',
    validationHint: '',
    customClass: '',
    linkbuttons: { dynamic: [] },
    ...FIELD_EVENTS,
    ...extra,
  } as WidgetOptions;
}

export function containerOptions(extra: Partial<WidgetOptions> = {}): WidgetOptions {
  return { name: '', hidden: false, customClass: '', onCreated: '', onMounted: '', ...extra } as WidgetOptions;
}

export function displayOptions(extra: Partial<WidgetOptions> = {}): WidgetOptions {
  return { name: '', label: '', columnWidth: '200px', hidden: false, customClass: '', onCreated: '', onMounted: '', ...extra } as WidgetOptions;
}

export function invalid(context: CheckContext): { error: string } {
  return { error: formMessage('invalidValue', context.lang, { label: context.label }) };
}

/** Text fields: strings as they are, numbers and booleans as text, null/undefined as ''. */
export function coerceText(value: unknown, context: CheckContext, maxLength = 100_000): Coerced {
  if (value === null || value === undefined) return { value: '' };
  if (typeof value === 'string') return value.length > maxLength ? invalid(context) : { value };
  if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) };
  return invalid(context);
}

export function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A single choice: a scalar, or null for none. */
export function coerceScalar(value: unknown, context: CheckContext): Coerced {
  if (value === null || value === undefined || value === '') return { value: value === '' ? '' : null };
  return isScalar(value) ? { value } : invalid(context);
}

/** A multiple choice: a list of scalars (a lone scalar becomes a one-item list). */
export function coerceScalarList(value: unknown, context: CheckContext, maxItems = 1000): Coerced {
  if (value === null || value === undefined || value === '') return { value: [] };
  const list = Array.isArray(value) ? value : [value];
  if (list.length > maxItems || !list.every(isScalar)) return invalid(context);
  return { value: list };
}

export function optionItems(options: WidgetOptions): OptionItem[] {
  return Array.isArray(options.optionItems) ? options.optionItems : [];
}

function sameOption(a: unknown, b: unknown): boolean {
  return a === b || (isScalar(a) && isScalar(b) && String(a) === String(b));
}

/** Values that are not among the offered options (disabled options count as offered: a stored value may hold one). */
export function unknownOptions(values: readonly unknown[], items: readonly OptionItem[]): unknown[] {
  return values.filter((value) => !items.some((item) => sameOption(item.value, value)));
}

/**
 * Option membership for radio, checkbox and select. Remote or creatable selects, and widgets whose
 * options are empty in the schema (filled by scripts at run time), are not checked.
 */
export function checkOptions(value: unknown, options: WidgetOptions, context: CheckContext): string[] {
  if (options.remote === true || options.allowCreate === true) return [];
  const items = optionItems(options);
  if (items.length === 0) return [];
  const values = Array.isArray(value) ? value : [value];
  return unknownOptions(values, items).length > 0 ? [formMessage('invalidOption', context.lang, { label: context.label })] : [];
}

export function checkMultipleLimit(value: unknown, options: WidgetOptions, context: CheckContext): string[] {
  const limit = Number(options.multipleLimit);
  if (!Array.isArray(value) || !Number.isInteger(limit) || limit <= 0 || value.length <= limit) return [];
  return [formMessage('multipleLimit', context.lang, { label: context.label, max: limit })];
}

export function isEmptyList(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Tree options (cascader, tree-select): whether a value is a node's value, searched depth-first. */
export function treeHasValue(items: readonly OptionItem[], value: unknown, depth = 0): boolean {
  if (depth > 32) return false;
  return items.some((item) => sameOption(item.value, value) || (Array.isArray(item.children) && treeHasValue(item.children, value, depth + 1)));
}

/** A cascader path [a, b, c]: each value is a child of the previous one. */
export function treeHasPath(items: readonly OptionItem[], path: readonly unknown[]): boolean {
  let level: readonly OptionItem[] = items;
  for (const value of path) {
    const node = level.find((item) => sameOption(item.value, value));
    if (!node) return false;
    level = Array.isArray(node.children) ? node.children : [];
  }
  return path.length > 0;
}

/** 'HH:mm' or 'HH:mm:ss' (the time value format). */
export function isTimeText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  return !!match && Number(match[1]) < 24 && Number(match[2]) < 60 && Number(match[3] ?? 0) < 60;
}
