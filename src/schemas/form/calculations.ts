/**
 * The calculated fields of a form and how to compute them. Kinds and our reading of them (VForm's
 * customised designer documents only the syntax):
 * - calculation (top-level target): arithmetic over top-level fields.
 * - subcalculation (target inside a sub-form): arithmetic per row, names resolved in the same row
 *   first, then among top-level fields.
 * - subformmount (top-level target): the expression is evaluated for every row of the sub-form whose
 *   columns it names, and the results are summed — e.g. `{price}<*>{qty}` is an order total.
 * - subformall (top-level target): each sub-form column named stands for the sum of that column over
 *   all its rows, top-level names for their value — e.g. `{amount}<+>{fee}` = Σ amount + fee; this
 *   is how several sub-forms are added up in one field.
 * - getdays {widget, datatype}: days between the two dates of a date-range field (widget: its name),
 *   or of two date fields (widget: 'start,end' or [start, end]); inclusive; datatype working days
 *   (workday / working / 1 / 工作日) or total days (anything else).
 * - strsplic: a string template; `{name}` is replaced by the field's value as text, other text kept.
 * When one widget has several, the first in this order wins: calculation, subcalculation,
 * subformmount, subformall, getdays, strsplic.
 */
import { compileCalc, evaluateCalc, tidyNumber, type CompiledCalc } from './calc-expression.ts';
import { countDays, rangeEnds, type WorkCalendar } from './dates.ts';
import type { FormData, FormSchema, Widget } from './types.ts';
import { walkWidgets } from './walk.ts';

export type CalcKind = 'calculation' | 'subcalculation' | 'subformmount' | 'subformall' | 'getdays' | 'strsplic';

export interface Calculation {
  kind: CalcKind;
  /** The field that receives the result. */
  target: string;
  /** The sub-form the target lives in: the calculation runs per row. */
  rowOf?: string | undefined;
  /** Field names whose change triggers recomputation (sub-form columns included by their own name). */
  dependencies: string[];
  /** Sub-forms whose rows matter (adding or deleting a row recomputes). */
  subForms: string[];
  source: string;
  /** Set when the source cannot be read; the calculation then yields null. */
  error?: string;
}

export interface CalcContext {
  data: FormData;
  /** The current row, for calculations whose target is inside a sub-form. */
  row?: Record<string, unknown> | undefined;
  calendar?: WorkCalendar | undefined;
}

const NUMERIC_KINDS: readonly CalcKind[] = ['calculation', 'subcalculation', 'subformmount', 'subformall'];

/** Every calculated field of the schema in tree order. */
export function formCalculations(schema: Pick<FormSchema, 'widgetList'>): Calculation[] {
  const columns = subFormColumns(schema.widgetList ?? []);
  const out: Calculation[] = [];
  walkWidgets(schema.widgetList, ({ widget, subForm }) => {
    const target = widget.options?.name;
    if (typeof target !== 'string' || target === '') return;
    const calc = calculationOf(widget, subForm?.options.name, columns);
    if (calc) out.push(calc);
  });
  return out;
}

function calculationOf(widget: Widget, rowOf: string | undefined, columns: ReadonlyMap<string, string>): Calculation | undefined {
  const options = widget.options;
  const target = options.name;
  for (const kind of NUMERIC_KINDS) {
    const source = options[kind];
    if (typeof source !== 'string' || source.trim() === '') continue;
    const base: Calculation = { kind, target, rowOf, dependencies: [], subForms: [], source };
    try {
      const compiled = compileCalc(source);
      base.dependencies = compiled.names;
      base.subForms = unique(compiled.names.map((name) => columns.get(name)).filter((name): name is string => name !== undefined));
    } catch (error) {
      base.error = error instanceof Error ? error.message : String(error);
    }
    return base;
  }
  const getdays = options.getdays;
  if (getdays && typeof getdays === 'object' && dayFields(getdays.widget).length > 0) {
    return { kind: 'getdays', target, rowOf, dependencies: dayFields(getdays.widget), subForms: [], source: JSON.stringify(getdays) };
  }
  const template = options.strsplic;
  if (typeof template === 'string' && template.trim() !== '') {
    return { kind: 'strsplic', target, rowOf, dependencies: templateNames(template), subForms: [], source: template };
  }
  return undefined;
}

/** Computes one calculation; null when it cannot (missing operands, bad source). */
export function computeCalculation(calc: Calculation, context: CalcContext): unknown {
  if (calc.error) return null;
  const { data, row } = context;
  const get = (name: string): unknown => (row && Object.hasOwn(row, name) ? row[name] : Object.hasOwn(data, name) ? data[name] : undefined);
  switch (calc.kind) {
    case 'calculation':
    case 'subcalculation':
      return evaluateCalc(calc.source, get);
    case 'subformmount': {
      const compiled = compileCalc(calc.source);
      const sub = calc.subForms[0];
      if (!sub) return evaluateCalc(compiled, get);
      let sum = 0;
      for (const r of rowsOf(data, sub)) {
        const value = evaluateCalc(compiled, (name) => (Object.hasOwn(r, name) ? r[name] : get(name)));
        if (value === null) return null;
        sum += value;
      }
      return tidyNumber(sum);
    }
    case 'subformall':
      return subFormAll(compileCalc(calc.source), calc, data, get);
    case 'getdays':
      return getDays(calc, get, context.calendar);
    case 'strsplic':
      return fillTemplate(calc.source, get);
  }
}

function subFormAll(compiled: CompiledCalc, calc: Calculation, data: FormData, get: (name: string) => unknown): number | null {
  const totals = new Map<string, number | null>();
  for (const sub of calc.subForms) {
    for (const r of rowsOf(data, sub)) {
      for (const name of compiled.names) {
        if (!Object.hasOwn(r, name)) continue;
        const previous = totals.get(name) ?? 0;
        const value = evaluateCalc(`{${name}}`, (n) => r[n]);
        totals.set(name, previous === null || value === null ? null : tidyNumber(previous + value));
      }
    }
  }
  return evaluateCalc(compiled, (name) => {
    if (calc.subForms.length > 0 && totals.has(name)) return totals.get(name) ?? Number.NaN;
    return get(name);
  });
}

function getDays(calc: Calculation, get: (name: string) => unknown, calendar: WorkCalendar | undefined): number | null {
  const spec = JSON.parse(calc.source) as { widget?: unknown; datatype?: unknown };
  const fields = dayFields(spec.widget);
  let ends: [unknown, unknown] | undefined;
  if (fields.length === 1) ends = rangeEnds(get(fields[0]!));
  else ends = [get(fields[0]!), get(fields[1]!)];
  if (!ends || ends[0] === null || ends[0] === undefined || ends[0] === '' || ends[1] === null || ends[1] === undefined || ends[1] === '') return null;
  return countDays(ends[0], ends[1], { ...calendar, working: isWorkingDatatype(spec.datatype) });
}

export function isWorkingDatatype(value: unknown): boolean {
  const text = String(value ?? '').trim().toLowerCase();
  return ['workday', 'workdays', 'working', 'work', 'workingdays', '1', '工作日'].includes(text);
}

function dayFields(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter((item) => item !== '').slice(0, 2);
}

/** Names referenced by a strsplic template. */
export function templateNames(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(/\{([^{}]+)\}/g)) {
    const name = match[1]!.trim();
    if (name !== '' && !names.includes(name)) names.push(name);
  }
  return names;
}

/** strsplic: `{name}` → the value as text (lists joined with ',', labels of option-like objects), other text unchanged. */
export function fillTemplate(template: string, get: (name: string) => unknown): string {
  return template.replace(/\{([^{}]+)\}/g, (_whole, name: string) => displayText(get(name.trim())));
}

export function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(displayText).filter((text) => text !== '').join(',');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['label', 'name', 'title', 'value']) {
      if (typeof record[key] === 'string' || typeof record[key] === 'number') return String(record[key]);
    }
  }
  return '';
}

/** Field name → the sub-form it repeats in. */
function subFormColumns(list: readonly Widget[]): Map<string, string> {
  const map = new Map<string, string>();
  walkWidgets(list, ({ widget, subForm }) => {
    const name = widget.options?.name;
    if (subForm && typeof name === 'string' && name !== '' && !map.has(name)) map.set(name, subForm.options.name);
  });
  return map;
}

function rowsOf(data: FormData, subForm: string): Record<string, unknown>[] {
  const rows = data[subForm];
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null && !Array.isArray(row)) : [];
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/**
 * Runs every calculation over the data, in tree order, twice (so a calculation reading another
 * calculated field settles), and answers the new data. Row calculations run on every row.
 */
export function runCalculations(schema: Pick<FormSchema, 'widgetList'>, data: FormData, calendar?: WorkCalendar): FormData {
  const calcs = formCalculations(schema);
  let current: FormData = { ...data };
  for (let pass = 0; pass < 2; pass++) {
    for (const calc of calcs) {
      if (calc.rowOf) {
        const rows = rowsOf(current, calc.rowOf).map((row) => ({ ...row, [calc.target]: computeCalculation(calc, { data: current, row, calendar }) }));
        current = { ...current, [calc.rowOf]: rows };
      } else {
        current = { ...current, [calc.target]: computeCalculation(calc, { data: current, calendar }) };
      }
    }
  }
  return current;
}
