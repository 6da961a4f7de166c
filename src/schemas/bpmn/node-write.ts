/**
 * The writing half of a node's approval data (task-data.ts reads it): field permission rows, CC and
 * supervise items, each as the extension elements or JSON text the server reads. Pure: a panel hands
 * the answers to bpmn-js commands, a test to moddle; `replaceExtensions` keeps every other extension.
 */
import { ALIAS_PREFIXES, ENGINE_PREFIX } from './namespaces.ts';
import type { CopyItem, FieldPermission, ModdleLike, Person, SuperviseItem } from './types.ts';

/** An extension element to create: its local type (under the engine prefix) and its attributes. */
export interface ExtensionSpec {
  type: string;
  attrs: Record<string, string>;
}

const PREFIXES = [ENGINE_PREFIX, ...ALIAS_PREFIXES];
const isLocal = (value: { $type: string }, local: string) => PREFIXES.some((prefix) => value.$type === `${prefix}:${local}`);

/** The extension values with every element of `local` replaced by `next` (placed where the first one was, else at the end). */
export function replaceExtensions<T extends { $type: string }>(values: readonly T[], local: string, next: readonly T[]): T[] {
  const at = values.findIndex((value) => isLocal(value, local));
  const kept = values.filter((value) => !isLocal(value, local));
  const index = at < 0 ? kept.length : values.slice(0, at).filter((value) => !isLocal(value, local)).length;
  return [...kept.slice(0, index), ...next, ...kept.slice(index)];
}

/** Creates the moddle elements of specs with a factory (bpmn-js's bpmnFactory or a moddle). */
export function createExtensions<T>(factory: { create(type: string, attrs?: Record<string, unknown>): T }, specs: readonly ExtensionSpec[]): T[] {
  return specs.map((spec) => factory.create(`${ENGINE_PREFIX}:${spec.type}`, spec.attrs));
}

const peopleText = (people: readonly Person[], nameKey: 'humanname' | 'rolename') => JSON.stringify(people.map((person) => ({ id: person.id, [nameKey]: person.name })));

/** CopyItem elements (spec §3: id a JSON list of {id, humanname}; roles {id, rolename}); empty types are left out. */
export function copyItemSpecs(items: readonly CopyItem[]): ExtensionSpec[] {
  return items.filter((item) => item.people.length > 0).map((item) => ({ type: 'CopyItem', attrs: { type: item.type, id: peopleText(item.people, item.type === 'role' ? 'rolename' : 'humanname') } }));
}

/** The CC of one target type replaced by `people`, the other types kept. */
export function withCopyTarget(items: readonly CopyItem[], type: CopyItem['type'], people: readonly Person[]): CopyItem[] {
  const others = items.filter((item) => item.type !== type);
  return people.length > 0 ? [...others, { type, people: [...people] }] : others;
}

/** SuperviseItem elements (spec §3: id a JSON list of {id, humanname}, time ISO). */
export function superviseSpecs(items: readonly SuperviseItem[]): ExtensionSpec[] {
  return items.map((item) => ({ type: 'SuperviseItem', attrs: { type: item.type, id: peopleText(item.people, 'humanname'), ...(item.time ? { time: item.time } : {}) } }));
}

/** Spec §4: an item of the same type has its people (and time) replaced; otherwise a new item is added. */
export function withSupervise(items: readonly SuperviseItem[], next: SuperviseItem): SuperviseItem[] {
  const at = items.findIndex((item) => item.type === next.type);
  if (at < 0) return [...items, next];
  return items.map((item, index) => (index === at ? next : item));
}

/** A form field the permission dialog lists: name, label, and where its default may come from. */
export interface PermissionField {
  name: string;
  label: string;
}

/**
 * The dialog's rows: one per form field in form order, with the stored permission of that name (or
 * none), plus stored rows whose field the form no longer has (kept, so nothing is lost silently).
 */
export function permissionRows(fields: readonly PermissionField[], stored: readonly FieldPermission[]): FieldPermission[] {
  const byName = new Map(stored.map((row) => [row.name, row]));
  const rows: FieldPermission[] = fields.map((field) => ({ ...blankPermission(field), ...byName.get(field.name), label: field.label || field.name }));
  for (const row of stored) if (!fields.some((field) => field.name === row.name)) rows.push({ ...row });
  return rows;
}

export const blankPermission = (field: PermissionField): FieldPermission => ({ name: field.name, label: field.label || field.name, disabled: false, reason: false, required: false, hidden: false });

export type PermissionFlag = 'hidden' | 'disabled' | 'required' | 'reason';

/**
 * One flag changed, with the rules that keep a row meaningful: a hidden field is neither required nor
 * the opinion; a required or opinion field is shown; the opinion field is writable; one field at most
 * carries the opinion (choosing another moves it).
 */
export function setPermissionFlag(rows: readonly FieldPermission[], name: string, flag: PermissionFlag, on: boolean): FieldPermission[] {
  return rows.map((row) => {
    if (row.name !== name) return flag === 'reason' && on && row.reason ? { ...row, reason: false } : row;
    const next = { ...row, [flag]: on };
    if (on && flag === 'hidden') Object.assign(next, { required: false, reason: false });
    if (on && (flag === 'required' || flag === 'reason')) next.hidden = false;
    if (on && flag === 'reason') next.disabled = false;
    if (on && flag === 'disabled') next.reason = false;
    return next;
  });
}

/** A row's default value (an echo option's value, e.g. `${initiator}`), or none. */
export function setPermissionDefault(rows: readonly FieldPermission[], name: string, value: string | null): FieldPermission[] {
  return rows.map((row) => {
    if (row.name !== name) return row;
    const { defaultValue: _dropped, ...rest } = row;
    return value ? { ...rest, defaultValue: value } : rest;
  });
}

/** The FieldsPermission value: only rows that say something (a row of all defaults is the same as none). */
export function fieldPermissionsValue(rows: readonly FieldPermission[]): string | undefined {
  const meaningful = rows.filter((row) => row.hidden || row.disabled || row.required || row.reason || (row.defaultValue !== undefined && row.defaultValue !== ''));
  if (meaningful.length === 0) return undefined;
  return JSON.stringify(meaningful.map((row) => ({ label: row.label, name: row.name, disabled: row.disabled, reason: row.reason, required: row.required, hidden: row.hidden, ...(row.defaultValue !== undefined ? { defaultValue: row.defaultValue } : {}) })));
}

/** The FieldsPermission element of a node for the rows, or none. */
export function fieldPermissionSpecs(rows: readonly FieldPermission[]): ExtensionSpec[] {
  const value = fieldPermissionsValue(rows);
  return value ? [{ type: 'FieldsPermission', attrs: { value } }] : [];
}

/** A moddle-like element's extension values (none when it has no container). */
export const extensionValues = (element: ModdleLike): ModdleLike[] => element.extensionElements?.values ?? [];
