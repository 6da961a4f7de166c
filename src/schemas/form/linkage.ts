/**
 * Linkage rules (`options.linkbuttons.dynamic` of a field): while the watched field's value equals an
 * entry's widgetVal, the entry's targets take its isHidden / isRequired flags. Reading of the rule
 * (documented because VForm's text leaves it open):
 * - a target with no matching entry keeps its own state (schema + node permission), so switching the
 *   watched value back undoes the effect;
 * - entries are applied in tree order of the watching fields, then list order; a later match wins;
 * - equality is loose ('1' equals 1, 'true' equals true); a multiple-choice value (array) matches when
 *   it contains widgetVal, or equals it when widgetVal is itself a list;
 * - widgetName may be one name, a list, or a comma-separated string;
 * - only top-level fields are watched (a sub-form row has no single value to compare).
 */
import type { FormData, FormSchema, LinkageRule, Widget } from './types.ts';
import { walkWidgets } from './walk.ts';

export interface LinkageOverride {
  hidden?: boolean;
  required?: boolean;
}

export interface LinkageEntry {
  /** The watched field. */
  watch: string;
  value: unknown;
  targets: string[];
  hidden?: boolean;
  required?: boolean;
}

export interface CompiledLinkage {
  entries: readonly LinkageEntry[];
  /** target → the fields whose values decide its state (subscribe to these). */
  dependencies: Readonly<Record<string, readonly string[]>>;
  /** watched field → the targets it decides. */
  targets: Readonly<Record<string, readonly string[]>>;
  /** The override of one target, reading values through get. */
  stateOf(target: string, get: (name: string) => unknown): LinkageOverride;
  /** Overrides of every target (only targets with a matching entry appear). */
  evaluate(get: (name: string) => unknown): Record<string, LinkageOverride>;
}

export function linkageEntries(widgetList: readonly Widget[]): LinkageEntry[] {
  const entries: LinkageEntry[] = [];
  walkWidgets(widgetList, ({ widget, subForm }) => {
    const watch = widget.options?.name;
    const rules = widget.options?.linkbuttons?.dynamic;
    if (subForm || typeof watch !== 'string' || watch === '' || !Array.isArray(rules)) return;
    for (const rule of rules as LinkageRule[]) {
      if (!rule || typeof rule !== 'object') continue;
      const targets = targetNames(rule.widgetName);
      if (targets.length === 0) continue;
      const entry: LinkageEntry = { watch, value: rule.widgetVal, targets };
      const hidden = flag(rule.isHidden);
      const required = flag(rule.isRequired);
      if (hidden !== undefined) entry.hidden = hidden;
      if (required !== undefined) entry.required = required;
      entries.push(entry);
    }
  });
  return entries;
}

export function compileLinkage(schema: Pick<FormSchema, 'widgetList'>): CompiledLinkage {
  const entries = linkageEntries(schema.widgetList ?? []);
  const byTarget = new Map<string, LinkageEntry[]>();
  const dependencies: Record<string, string[]> = {};
  const targets: Record<string, string[]> = {};
  for (const entry of entries) {
    for (const target of entry.targets) {
      const list = byTarget.get(target) ?? [];
      list.push(entry);
      byTarget.set(target, list);
      addUnique(dependencies, target, entry.watch);
      addUnique(targets, entry.watch, target);
    }
  }
  const stateOf = (target: string, get: (name: string) => unknown): LinkageOverride => {
    const out: LinkageOverride = {};
    for (const entry of byTarget.get(target) ?? []) {
      if (!linkageMatches(get(entry.watch), entry.value)) continue;
      if (entry.hidden !== undefined) out.hidden = entry.hidden;
      if (entry.required !== undefined) out.required = entry.required;
    }
    return out;
  };
  return {
    entries,
    dependencies,
    targets,
    stateOf,
    evaluate(get) {
      const out: Record<string, LinkageOverride> = {};
      for (const target of byTarget.keys()) {
        const state = stateOf(target, get);
        if (state.hidden !== undefined || state.required !== undefined) out[target] = state;
      }
      return out;
    },
  };
}

/** (schema, form data) → per-target {hidden, required} overrides. */
export function evaluateLinkage(schema: Pick<FormSchema, 'widgetList'>, data: FormData): Record<string, LinkageOverride> {
  return compileLinkage(schema).evaluate((name) => (Object.hasOwn(data, name) ? data[name] : undefined));
}

/** target → watched fields, for the renderer's per-field subscriptions. */
export function linkageDependencies(schema: Pick<FormSchema, 'widgetList'>): Readonly<Record<string, readonly string[]>> {
  return compileLinkage(schema).dependencies;
}

export function linkageMatches(value: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    if (!Array.isArray(value) || value.length !== expected.length) return false;
    return expected.every((item) => value.some((v) => looseEqual(v, item)));
  }
  if (Array.isArray(value)) return value.some((item) => looseEqual(item, expected));
  return looseEqual(value, expected);
}

function looseEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA && emptyB;
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}

function targetNames(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.filter((item): item is string => typeof item === 'string').map((item) => item.trim()).filter((item) => item !== '');
}

function flag(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return undefined;
}

function addUnique(map: Record<string, string[]>, key: string, value: string): void {
  const list = map[key] ?? (map[key] = []);
  if (!list.includes(value)) list.push(value);
}
