/**
 * The state of one rendered form, outside React: one jotai atom per field value, per widget state
 * (hidden/required/disabled/readonly) and per message, so a change touches only the atoms of the
 * field and of the fields that depend on it (linkage targets, calculated fields), and only their
 * components re-render. Sub-form rows are keyed rows whose cells have atoms of their own.
 */
import { atom, createStore, type PrimitiveAtom } from 'jotai';
import type { FieldState } from '../../schemas/form/index.ts';
import type { FieldPermissions, FormData, FormSchema, Widget } from '../../schemas/form/types.ts';
import type { WidgetRegistry } from '../../widgets/registry.ts';
import { buildIndex, nameOf, type FormIndex } from './field-index.ts';
import type { ScriptHost } from './script-host.ts';
import {
  calculate,
  compileLogic,
  effectiveState,
  fieldMessage,
  schemaState,
  type Calculation,
  type FormLogic,
  type LinkageOverride,
  type StateOverride,
  type Trigger,
  type WidgetState,
  type WorkCalendar,
} from './logic.ts';

export type { WidgetState };

/** Where a field's value lives: a top-level field, or one cell of a sub-form row. */
export interface FieldAddress {
  name: string;
  subForm?: string;
  rowKey?: string;
}

export interface StoreListener {
  onValueChange?(address: FieldAddress, value: unknown, oldValue: unknown): void;
  onRowsChange?(subForm: string, event: 'add' | 'insert' | 'delete', index: number): void;
}

export interface FieldErrorEntry {
  path: string;
  message: string;
}

const MAX_CASCADE = 20;
let rowSeed = 0;
const newRowKey = () => `r${(rowSeed += 1)}`;
const SEP = '\u0000';

export function keyOf(address: FieldAddress): string {
  return address.subForm ? `${address.subForm}${SEP}${address.rowKey}${SEP}${address.name}` : address.name;
}

export class FormStore {
  readonly jotai = createStore();
  readonly index: FormIndex;
  readonly formDisabled = atom(false);
  private listener: StoreListener = {};
  private host: ScriptHost | undefined;
  private root: HTMLElement | null = null;
  private readonly values = new Map<string, PrimitiveAtom<unknown>>();
  private readonly errors = new Map<string, PrimitiveAtom<string | undefined>>();
  private readonly states = new Map<string, PrimitiveAtom<WidgetState>>();
  private readonly rows = new Map<string, PrimitiveAtom<readonly string[]>>();
  private readonly base = new Map<string, FieldState>();
  private readonly overrides = new Map<string, StateOverride>();
  private readonly linked = new Map<string, LinkageOverride>();
  private readonly logic: FormLogic;
  /** field name → calculations to rerun when it changes. */
  private readonly calcByDep = new Map<string, Calculation[]>();
  /** sub-form → calculations to rerun when its rows are added or deleted. */
  private readonly calcBySubForm = new Map<string, Calculation[]>();
  private initialData: FormData = {};
  private calendar: WorkCalendar | undefined;

  constructor(
    readonly schema: FormSchema,
    readonly registry: WidgetRegistry,
    private readonly permissions: FieldPermissions = {},
  ) {
    this.index = buildIndex(schema, registry);
    for (const [name, widget] of this.index.byName) this.base.set(name, schemaState(widget, this.permissionOf(name)));
    this.logic = compileLogic(schema);
    for (const calc of this.logic.calculations) {
      for (const dep of calc.dependencies) push(this.calcByDep, dep, calc);
      for (const sub of calc.subForms) push(this.calcBySubForm, sub, calc);
    }
  }

  /** The page's callbacks (event scripts, onChange); set by the renderer after each render. */
  setListener(listener: StoreListener): void {
    this.listener = listener;
  }

  setHost(host: ScriptHost | undefined): void {
    this.host = host;
  }

  getHost(): ScriptHost | undefined {
    return this.host;
  }

  /** The form's root element (a callback ref), for focus and scrolling to a message. */
  readonly attachRoot = (element: HTMLElement | null): void => {
    this.root = element;
  };

  getRoot(): HTMLElement | null {
    return this.root;
  }

  /** Whether a getdays calculation counts days (it then wants the school calendar's holidays). */
  countsDays(): boolean {
    return this.logic.calculations.some((calc) => calc.kind === 'getdays');
  }

  /** The school calendar for working-day counts; recomputes the day counts. */
  setCalendar(calendar: WorkCalendar | undefined): void {
    this.calendar = calendar;
    for (const calc of this.logic.calculations) if (calc.kind === 'getdays') this.applyCalculation(calc, 0);
  }

  permissionOf(name: string) {
    const found = this.permissions[name];
    return found ? { ...found, name: found.name ?? name } : undefined;
  }

  // ---- values ------------------------------------------------------------------------------

  /** Fills every field from `data`, else the node's or the widget's default, else its empty value. */
  load(data: FormData): void {
    this.initialData = data;
    for (const widget of this.index.fields) this.setRaw({ name: nameOf(widget) }, this.initialValue(widget, data[nameOf(widget)]));
    for (const [name, info] of this.index.subForms) {
      const given = Array.isArray(data[name]) ? (data[name] as Record<string, unknown>[]) : [];
      const blank = info.widget.options?.showBlankRow !== false && given.length === 0 ? 1 : 0;
      const keys = Array.from({ length: Math.max(given.length, this.minRows(name), blank) }, newRowKey);
      keys.forEach((rowKey, i) => this.fillRow(name, rowKey, given[i] ?? {}));
      this.jotai.set(this.rowsAtom(name), keys);
    }
    this.clearErrors();
    this.recalculateAll();
    this.refreshLinkage();
  }

  private initialValue(widget: Widget, given: unknown): unknown {
    if (given !== undefined) return given;
    const fallback = this.base.get(nameOf(widget))?.defaultValue;
    if (fallback !== undefined && fallback !== null) return cloneValue(fallback);
    const model = this.registry.entryOf(widget.type).model;
    return model ? model.emptyValue(widget.options ?? { name: nameOf(widget) }) : null;
  }

  private fillRow(subForm: string, rowKey: string, row: Record<string, unknown>): void {
    for (const widget of this.index.subForms.get(subForm)?.fields ?? []) {
      this.setRaw({ name: nameOf(widget), subForm, rowKey }, this.initialValue(widget, row[nameOf(widget)]));
    }
  }

  valueAtom(address: FieldAddress): PrimitiveAtom<unknown> {
    return lazyAtom(this.values, keyOf(address), () => atom<unknown>(null));
  }

  errorAtom(address: FieldAddress): PrimitiveAtom<string | undefined> {
    return lazyAtom(this.errors, keyOf(address), () => atom<string | undefined>(undefined));
  }

  stateAtom(name: string): PrimitiveAtom<WidgetState> {
    return lazyAtom(this.states, name, () => atom<WidgetState>(this.computeState(name)));
  }

  rowsAtom(subForm: string): PrimitiveAtom<readonly string[]> {
    return lazyAtom(this.rows, subForm, () => atom<readonly string[]>([]));
  }

  getValue(address: FieldAddress): unknown {
    return this.jotai.get(this.valueAtom(address));
  }

  private setRaw(address: FieldAddress, value: unknown): void {
    this.jotai.set(this.valueAtom(address), value);
  }

  /** A user or script change: sets the value, then recomputes what depends on it. */
  setValue(address: FieldAddress, value: unknown, depth = 0): void {
    const old = this.getValue(address);
    if (Object.is(old, value)) return;
    this.setRaw(address, value);
    this.listener.onValueChange?.(address, value, old);
    if (depth > MAX_CASCADE) return;
    for (const calc of this.calcByDep.get(address.name) ?? []) {
      // A row calculation reruns in the changed row only; anything else over the whole form.
      if (calc.rowOf && calc.rowOf === address.subForm && address.rowKey) this.applyRowCalculation(calc, address.rowKey, depth + 1);
      else this.applyCalculation(calc, depth + 1);
    }
    if (!address.subForm) this.refreshLinkage(address.name);
  }

  private applyCalculation(calc: Calculation, depth: number): void {
    if (calc.rowOf) {
      for (const rowKey of this.jotai.get(this.rowsAtom(calc.rowOf))) this.applyRowCalculation(calc, rowKey, depth);
      return;
    }
    if (!this.index.byName.has(calc.target)) return;
    this.setValue({ name: calc.target }, calculate(calc, this.getFormData(), undefined, this.calendar), depth);
  }

  private applyRowCalculation(calc: Calculation, rowKey: string, depth: number): void {
    const subForm = calc.rowOf as string;
    this.setValue({ name: calc.target, subForm, rowKey }, calculate(calc, this.getFormData(), this.rowValues(subForm, rowKey), this.calendar), depth);
  }

  private recalculateAll(): void {
    for (const calc of this.logic.calculations) this.applyCalculation(calc, MAX_CASCADE - 1);
  }

  private rowValues(subForm: string, rowKey: string): Record<string, unknown> {
    const row: Record<string, unknown> = {};
    for (const widget of this.index.subForms.get(subForm)?.fields ?? []) row[nameOf(widget)] = this.getValue({ name: nameOf(widget), subForm, rowKey });
    return row;
  }

  getFormData(): FormData {
    const data: FormData = {};
    for (const widget of this.index.fields) data[nameOf(widget)] = this.getValue({ name: nameOf(widget) });
    for (const name of this.index.subForms.keys()) data[name] = this.getSubFormRows(name);
    return data;
  }

  getSubFormRows(subForm: string): Record<string, unknown>[] {
    return this.jotai.get(this.rowsAtom(subForm)).map((rowKey) => this.rowValues(subForm, rowKey));
  }

  /** Merges `data` into the form: named fields are set, sub-form arrays replace the rows. */
  setFormData(data: FormData): void {
    for (const widget of this.index.fields) {
      const name = nameOf(widget);
      if (Object.hasOwn(data, name)) this.setValue({ name }, data[name]);
    }
    for (const name of this.index.subForms.keys()) {
      const given = data[name];
      if (!Array.isArray(given)) continue;
      const keys = Array.from({ length: Math.max(given.length, this.minRows(name)) }, newRowKey);
      keys.forEach((rowKey, i) => this.fillRow(name, rowKey, (given[i] ?? {}) as Record<string, unknown>));
      this.jotai.set(this.rowsAtom(name), keys);
    }
    this.recalculateAll();
  }

  reset(): void {
    this.load(this.initialData);
  }

  // ---- sub-form rows ---------------------------------------------------------------------

  minRows(subForm: string): number {
    const min = Number(this.index.subForms.get(subForm)?.widget.options?.minNum ?? 1);
    return Number.isFinite(min) && min > 0 ? Math.floor(min) : 0;
  }

  insertRow(subForm: string, index: number, event: 'add' | 'insert'): void {
    const keys = [...this.jotai.get(this.rowsAtom(subForm))];
    const at = Math.max(0, Math.min(index, keys.length));
    const rowKey = newRowKey();
    this.fillRow(subForm, rowKey, {});
    keys.splice(at, 0, rowKey);
    this.jotai.set(this.rowsAtom(subForm), keys);
    for (const calc of this.logic.calculations) if (calc.rowOf === subForm) this.applyRowCalculation(calc, rowKey, 0);
    this.rowsChanged(subForm);
    this.listener.onRowsChange?.(subForm, event, at);
  }

  /** Removes a row unless the sub-form would fall below minNum; answers whether it did. */
  removeRow(subForm: string, index: number): boolean {
    const keys = [...this.jotai.get(this.rowsAtom(subForm))];
    if (index < 0 || index >= keys.length || keys.length <= this.minRows(subForm)) return false;
    const [removed] = keys.splice(index, 1);
    this.jotai.set(this.rowsAtom(subForm), keys);
    for (const widget of this.index.subForms.get(subForm)?.fields ?? []) {
      const key = keyOf({ name: nameOf(widget), subForm, rowKey: removed as string });
      this.values.delete(key);
      this.errors.delete(key);
    }
    this.rowsChanged(subForm);
    this.listener.onRowsChange?.(subForm, 'delete', index);
    return true;
  }

  private rowsChanged(subForm: string): void {
    for (const calc of this.calcBySubForm.get(subForm) ?? []) if (!calc.rowOf) this.applyCalculation(calc, 0);
  }

  // ---- widget state ----------------------------------------------------------------------

  private computeState(name: string): WidgetState {
    const base = this.base.get(name);
    if (!base) return { hidden: false, required: false, disabled: false, readonly: false };
    return effectiveState(base, this.linked.get(name), this.overrides.get(name));
  }

  getState(name: string): WidgetState {
    return this.jotai.get(this.stateAtom(name));
  }

  private publishState(name: string): void {
    const next = this.computeState(name);
    const current = this.jotai.get(this.stateAtom(name));
    if (current.hidden === next.hidden && current.required === next.required && current.disabled === next.disabled && current.readonly === next.readonly) return;
    this.jotai.set(this.stateAtom(name), next);
    // Hiding a field clears its messages: its rules no longer apply (they are rebuilt when shown).
    if (next.hidden) this.clearErrorsOf(name);
  }

  setOverride(names: readonly string[], patch: StateOverride): void {
    for (const name of names) {
      this.overrides.set(name, { ...this.overrides.get(name), ...patch });
      this.publishState(name);
    }
  }

  /** Re-evaluates the linkage targets of one watched field, or of every field. */
  private refreshLinkage(watched?: string): void {
    const { linkage } = this.logic;
    const targets = watched === undefined ? Object.keys(linkage.dependencies) : (linkage.targets[watched] ?? []);
    if (targets.length === 0) return;
    const get = (name: string) => (this.index.subForms.has(name) ? this.getSubFormRows(name) : this.getValue({ name }));
    for (const target of targets) {
      this.linked.set(target, linkage.stateOf(target, get));
      this.publishState(target);
    }
  }

  // ---- validation ------------------------------------------------------------------------

  private clearErrorsOf(name: string): void {
    for (const [key, errorAtom] of this.errors) {
      if (key === name || key.endsWith(`${SEP}${name}`)) this.jotai.set(errorAtom, undefined);
    }
  }

  /** Whether the widget or a container around it is hidden (a hidden container hides its fields). */
  isHidden(name: string): boolean {
    if (this.getState(name).hidden) return true;
    return (this.index.ancestors.get(name) ?? []).some((parent) => this.getState(parent).hidden);
  }

  /** Checks one field and shows (or clears) its message; answers the message. */
  validateField(address: FieldAddress, trigger: Trigger): string | undefined {
    const widget = this.index.byName.get(address.name);
    if (!widget) return undefined;
    const errorAtom = this.errorAtom(address);
    let message: string | undefined;
    if (!this.isHidden(address.name)) {
      const state = this.getState(address.name);
      const model = this.registry.entryOf(widget.type).model;
      message = fieldMessage(widget, this.getValue(address), { state, trigger, model, permission: this.permissionOf(address.name) });
    }
    // A change clears or replaces a shown message; a required message waits for the blur.
    if (trigger === 'change' && message === undefined && this.jotai.get(errorAtom) === undefined) return undefined;
    this.jotai.set(errorAtom, message);
    return message;
  }

  /** Every visible field; sub-form cells report row paths (`items.0.amount`). */
  validateAll(): FieldErrorEntry[] {
    const errors: FieldErrorEntry[] = [];
    for (const widget of this.index.fields) {
      const name = nameOf(widget);
      const message = this.validateField({ name }, 'submit');
      if (message) errors.push({ path: name, message });
    }
    for (const [subForm, info] of this.index.subForms) {
      if (this.isHidden(subForm)) continue;
      this.jotai.get(this.rowsAtom(subForm)).forEach((rowKey, row) => {
        for (const widget of info.fields) {
          const message = this.validateField({ name: nameOf(widget), subForm, rowKey }, 'submit');
          if (message) errors.push({ path: `${subForm}.${row}.${nameOf(widget)}`, message });
        }
      });
    }
    return errors;
  }

  /** Shows a message found outside the rules (an onValidate script). */
  showError(address: FieldAddress, message: string): void {
    this.jotai.set(this.errorAtom(address), message);
  }

  clearErrors(): void {
    for (const errorAtom of this.errors.values()) this.jotai.set(errorAtom, undefined);
  }
}

function lazyAtom<T>(map: Map<string, T>, key: string, create: () => T): T {
  let found = map.get(key);
  if (found === undefined) {
    found = create();
    map.set(key, found);
  }
  return found;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function cloneValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  try {
    return structuredClone(value);
  } catch {
    return value;
  }
}
