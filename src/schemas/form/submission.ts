/**
 * Server-side validation of a submitted form (the core of validateSubmission, with the widget models
 * passed in so this file imports nothing outside src/schemas). The rules:
 * - only field widgets (and sub-forms) keep values; display widgets, containers, unknown types and
 *   names the schema does not have are dropped;
 * - a field's state is its options, then the node permission, then linkage evaluated on the trusted
 *   data (writable fields as submitted, the others as stored), then hidden ancestors (a field in a
 *   hidden card or tab is hidden; linkage may target a container);
 * - a field the user cannot write (hidden, disabled, read-only) keeps its stored value, or its
 *   default when nothing is stored; a submitted value that differs is a field error (a crafted
 *   request cannot write it). A field hidden only by linkage may also come back empty (the renderer
 *   clears it) — it is then stored as before;
 * - a calculated field the user cannot write is recomputed from the cleaned data instead (its shown
 *   value is derived, not stored);
 * - a writable field is coerced by its model, then checked with the same rules the renderer shows
 *   (required, validation, length, widget checks); absent means stored, else default, else empty;
 * - sub-form rows are checked field by field (paths `sub.0.field`) and against minNum.
 */
import { computeCalculation, formCalculations, type Calculation } from './calculations.ts';
import { todayOf, type CalendarDay, type WorkCalendar } from './dates.ts';
import { compileLinkage, type LinkageOverride } from './linkage.ts';
import { baseFieldState, effectiveRequired, isWritable, permissionMap, withLinkage, withPermission, type FieldState } from './field-state.ts';
import { formMessage } from './messages.ts';
import { numberBounds, roundToPrecision } from './number.ts';
import { checkValue, type CheckContext, type RuleModel } from './rules.ts';
import type { FieldError, FieldPermission, FieldPermissions, FormData, FormSchema, Lang, Widget, WidgetOptions } from './types.ts';
import { fieldWidgets, labelOf, SUB_FORM_TYPES, type FieldEntry } from './walk.ts';

/** What validation needs of a widget model (src/widgets WidgetModel satisfies it). */
export interface SubmissionModel extends RuleModel {
  kind: 'container' | 'field' | 'display';
  emptyValue(options: WidgetOptions): unknown;
  coerce?(value: unknown, options: WidgetOptions, context: CheckContext): { value: unknown } | { error: string };
}

export interface SubmissionOptions {
  lang?: Lang;
  /** The values stored so far (the instance's form data at this node); absent on a process start. */
  stored?: FormData | null;
  /** The school calendar: holidays and make-up workdays, for getdays calculations and the date-range's disabled days. */
  calendar?: WorkCalendar;
  /** The server's day, for the rules that depend on it (default: today by the server's clock). */
  today?: CalendarDay;
}

export type SubmissionResult = { ok: true; data: FormData } | { ok: false; errors: FieldError[] };

type Models = Readonly<Record<string, SubmissionModel>>;

interface Field {
  entry: FieldEntry;
  model: SubmissionModel;
  state: FieldState;
  calc?: Calculation | undefined;
}

export function validateSubmissionWith(
  models: Models,
  schema: Pick<FormSchema, 'widgetList'>,
  data: unknown,
  permissions?: FieldPermissions | readonly FieldPermission[] | null,
  options: SubmissionOptions = {},
): SubmissionResult {
  const lang: Lang = options.lang === 'en' ? 'en' : 'zh';
  const submitted: FormData = isRecord(data) ? data : {};
  const stored: FormData = isRecord(options.stored) ? options.stored : {};
  // The day and the school calendar judge only what is entered now (see validateOne).
  const day: DayContext = { today: options.today ?? todayOf(), calendar: options.calendar };
  const byName = permissionMap(permissions);
  const modelOf = (type: string) => (Object.hasOwn(models, type) ? models[type] : undefined);
  const isField = (widget: Widget) => modelOf(widget.type)?.kind === 'field';

  const calcs = new Map(formCalculations(schema).map((calc) => [calc.target, calc]));
  const fields = new Map<string, Field>();
  for (const entry of fieldWidgets(schema, isField)) {
    if (fields.has(entry.name)) continue;
    const model = modelOf(entry.widget.type);
    if (!model) continue;
    const state = withPermission(baseFieldState(entry.widget), byName.get(entry.name));
    fields.set(entry.name, { entry, model, state, calc: calcs.get(entry.name) });
  }

  // Linkage reads trusted values only: what the user may write, and the stored value of the rest.
  const linkage = compileLinkage(schema);
  const trusted = (name: string): unknown => {
    const field = fields.get(name);
    if (!field || field.entry.subForm) return undefined;
    if (isWritable(field.state) && Object.hasOwn(submitted, name)) {
      const coerced = coerce(field, submitted[name], lang);
      return 'value' in coerced ? coerced.value : undefined;
    }
    return referenceValue(field, stored, lang);
  };
  const overrides = linkage.evaluate(trusted);
  const errors: FieldError[] = [];
  const out: FormData = {};

  for (const field of fields.values()) {
    if (field.entry.subForm) continue;
    const state = finalState(field, overrides);
    const path = field.entry.name;
    if (SUB_FORM_TYPES.has(field.entry.widget.type)) {
      out[path] = validateRows(field, state, submitted[path], stored[path], fields, overrides, errors, lang, day);
      continue;
    }
    const result = validateOne(field, state, submitted, stored, lang, day);
    if ('error' in result) errors.push({ path, message: result.error });
    else if (result.value !== undefined) out[path] = result.value;
    if ('messages' in result) for (const message of result.messages ?? []) errors.push({ path, message });
  }
  if (errors.length > 0) return { ok: false, errors };
  recompute(fields, overrides, out, options.calendar, lang);
  return { ok: true, data: out };
}

/** Derived values of calculated fields the user cannot write, in tree order, twice (a calculation may read another). */
function recompute(fields: ReadonlyMap<string, Field>, overrides: Readonly<Record<string, LinkageOverride>>, out: FormData, calendar: WorkCalendar | undefined, lang: Lang): void {
  const targets = [...fields.values()].filter((field) => field.calc && !isWritable(finalState(field, overrides)));
  for (let pass = 0; pass < 2; pass++) {
    for (const field of targets) {
      const calc = field.calc!;
      const settle = (value: unknown) => {
        const coerced = coerce(field, value, lang);
        if (!('value' in coerced)) return null;
        // A number field shows a calculated value at its own precision.
        if (typeof coerced.value === 'number' && field.entry.widget.type === 'number') {
          return roundToPrecision(coerced.value, numberBounds(field.entry.widget.options).precision);
        }
        return coerced.value;
      };
      if (calc.rowOf) {
        const rows = out[calc.rowOf];
        if (!Array.isArray(rows)) continue;
        for (const row of rows as Record<string, unknown>[]) row[calc.target] = settle(computeCalculation(calc, { data: out, row, calendar }));
      } else {
        out[calc.target] = settle(computeCalculation(calc, { data: out, calendar }));
      }
    }
  }
}

/** What the day-dependent rules read: the server's day and the school calendar. */
interface DayContext {
  today: CalendarDay;
  calendar: WorkCalendar | undefined;
}

type OneResult = { value: unknown; messages?: string[] } | { error: string };

function validateOne(field: Field, state: FieldState & { linkageHidden: boolean }, submitted: FormData, stored: FormData, lang: Lang, day: DayContext): OneResult {
  const name = field.entry.name;
  const present = Object.hasOwn(submitted, name) && submitted[name] !== undefined;
  if (!isWritable(state)) {
    const reference = referenceValue(field, stored, lang);
    // Recomputed after validation (see recompute).
    if (!present || field.calc) return { value: reference };
    const coerced = coerce(field, submitted[name], lang);
    if ('value' in coerced && sameValue(coerced.value, reference)) return { value: reference };
    if ('value' in coerced && state.linkageHidden && isEmpty(field, coerced.value)) return { value: reference };
    const key = state.hidden ? 'hiddenChanged' : 'readOnlyChanged';
    return { error: formMessage(key, lang, { label: labelOf(field.entry.widget) }) };
  }
  const raw = present ? submitted[name] : Object.hasOwn(stored, name) ? stored[name] : defaultOf(field, state);
  const coerced = coerce(field, raw, lang);
  if ('error' in coerced) return coerced;
  // The rules that depend on the day judge what is entered now, not a value kept from an earlier step.
  const fresh = !Object.hasOwn(stored, name) || !sameValue(coerced.value, stored[name]);
  const messages = checkValue(field.entry.widget, coerced.value, {
    required: effectiveRequired(state),
    lang,
    model: field.model,
    permission: state.permission,
    ...(fresh ? day : {}),
  });
  return { value: coerced.value, messages };
}

function validateRows(
  sub: Field,
  state: FieldState & { linkageHidden: boolean },
  value: unknown,
  storedRows: unknown,
  fields: ReadonlyMap<string, Field>,
  overrides: Readonly<Record<string, LinkageOverride>>,
  errors: FieldError[],
  lang: Lang,
  day: DayContext,
): unknown {
  const name = sub.entry.name;
  const label = labelOf(sub.entry.widget);
  if (!isWritable(state)) {
    const reference = Array.isArray(storedRows) ? storedRows : [];
    if (value !== undefined && !sameValue(value, reference) && !(state.linkageHidden && Array.isArray(value) && value.length === 0)) {
      errors.push({ path: name, message: formMessage(state.hidden ? 'hiddenChanged' : 'readOnlyChanged', lang, { label }) });
    }
    return reference;
  }
  const rowsInput = value === undefined ? (Array.isArray(storedRows) ? storedRows : []) : value;
  const coerced = coerce(sub, rowsInput, lang);
  if ('error' in coerced) {
    errors.push({ path: name, message: coerced.error });
    return [];
  }
  const rows = coerced.value as Record<string, unknown>[];
  for (const message of sub.model.check?.(rows, sub.entry.widget.options, { lang, label }) ?? []) errors.push({ path: name, message });
  const columns = [...fields.values()].filter((field) => field.entry.subForm === name);
  const previous = Array.isArray(storedRows) ? storedRows : [];
  return rows.map((row, index) => {
    const storedRow = isRecord(previous[index]) ? previous[index] : {};
    const cleaned: Record<string, unknown> = {};
    for (const column of columns) {
      const columnState = finalState(column, overrides);
      const result = validateOne(column, columnState, row, storedRow, lang, day);
      const path = `${name}.${index}.${column.entry.name}`;
      if ('error' in result) errors.push({ path, message: result.error });
      else if (result.value !== undefined) cleaned[column.entry.name] = result.value;
      if ('messages' in result) for (const message of result.messages ?? []) errors.push({ path, message });
    }
    return cleaned;
  });
}

/** Linkage over the permission state, then ancestors: a field inside a hidden container is hidden. */
function finalState(field: Field, overrides: Readonly<Record<string, LinkageOverride>>): FieldState & { linkageHidden: boolean } {
  const linked = withLinkage(field.state, overrides[field.entry.name]);
  let linkageHidden = linked.hidden && !field.state.hidden;
  let hidden = linked.hidden;
  for (const parent of field.entry.parents) {
    const override = overrides[parent.options?.name];
    const parentHidden = override?.hidden ?? parent.options?.hidden === true;
    if (parentHidden && !hidden) {
      hidden = true;
      linkageHidden = override?.hidden === true;
    }
  }
  return { ...linked, hidden, linkageHidden };
}

function coerce(field: Field, value: unknown, lang: Lang): { value: unknown } | { error: string } {
  const context: CheckContext = { lang, label: labelOf(field.entry.widget), permission: field.state.permission };
  return field.model.coerce ? field.model.coerce(value, field.entry.widget.options, context) : { value };
}

function defaultOf(field: Field, state: FieldState): unknown {
  const value = state.defaultValue;
  return value === undefined || value === null ? field.model.emptyValue(field.entry.widget.options) : value;
}

/** What a non-writable field must hold: its stored value, else its default (coerced), else empty. */
function referenceValue(field: Field, stored: FormData, lang: Lang): unknown {
  const raw = Object.hasOwn(stored, field.entry.name) ? stored[field.entry.name] : defaultOf(field, field.state);
  const coerced = coerce(field, raw, lang);
  return 'value' in coerced ? coerced.value : raw;
}

function isEmpty(field: Field, value: unknown): boolean {
  return field.model.isEmpty ? field.model.isEmpty(value, field.entry.widget.options) : value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Structural equality of JSON-like values (key order ignored). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a).filter((key) => a[key] !== undefined);
    const other = Object.keys(b).filter((key) => b[key] !== undefined);
    return keys.length === other.length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
