/**
 * The effective state of each field: the widget's own options, then the process node's field
 * permission, then linkage. Precedence (our reading of process-designer §3 and form-designer §4):
 * - a node permission overrides the schema's flags for the fields it lists; fields it does not list
 *   keep the schema's flags;
 * - the node's opinion field (reason) is always visible and writable;
 * - a field the node hides stays hidden whatever linkage says; otherwise linkage decides hidden and
 *   required while its watched value matches;
 * - required only binds a field the user can write: hidden, disabled and read-only fields carry no
 *   rules (a user cannot fix what they cannot edit).
 */
import type { LinkageOverride } from './linkage.ts';
import type { FieldPermission, FieldPermissions, FormSchema, Widget } from './types.ts';
import { fieldWidgets, type FieldPredicate } from './walk.ts';

export interface FieldState {
  hidden: boolean;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  /** The node's approval-opinion field. */
  reason: boolean;
  /** The node permission hid it: linkage cannot show it. */
  lockedHidden: boolean;
  /** Permission default over the schema's defaultValue; undefined when neither sets one. */
  defaultValue: unknown;
  permission?: FieldPermission | undefined;
}

export function baseFieldState(widget: Widget): FieldState {
  const options = widget.options ?? {};
  return {
    hidden: options.hidden === true,
    required: options.required === true,
    disabled: options.disabled === true,
    readonly: options.readonly === true,
    reason: false,
    lockedHidden: false,
    defaultValue: options.defaultValue,
  };
}

export function withPermission(state: FieldState, permission: FieldPermission | undefined): FieldState {
  if (!permission) return state;
  const out: FieldState = { ...state, permission };
  if (typeof permission.hidden === 'boolean') out.hidden = permission.hidden;
  if (typeof permission.disabled === 'boolean') out.disabled = permission.disabled;
  if (typeof permission.required === 'boolean') out.required = permission.required;
  if (permission.defaultValue !== undefined && permission.defaultValue !== null && permission.defaultValue !== '') {
    out.defaultValue = permission.defaultValue;
  }
  if (permission.reason === true) {
    out.reason = true;
    out.hidden = false;
    out.disabled = false;
    out.readonly = false;
  }
  out.lockedHidden = out.hidden && permission.hidden === true;
  return out;
}

export function withLinkage(state: FieldState, override: LinkageOverride | undefined): FieldState {
  if (!override) return state;
  const out = { ...state };
  if (override.hidden !== undefined && !state.lockedHidden && !state.reason) out.hidden = override.hidden;
  if (override.required !== undefined) out.required = override.required;
  return out;
}

/** Whether the user may write the field in this state. */
export function isWritable(state: FieldState): boolean {
  return !state.hidden && !state.disabled && !state.readonly;
}

/** The required flag the rules use (see the precedence above). */
export function effectiveRequired(state: FieldState): boolean {
  return state.required && isWritable(state);
}

/** name → effective state for every field of the schema (sub-form fields included, by their own name). */
export function applyFieldPermissions(
  schema: Pick<FormSchema, 'widgetList'>,
  permissions?: FieldPermissions | readonly FieldPermission[] | null,
  isField?: FieldPredicate,
): Record<string, FieldState> {
  const byName = permissionMap(permissions);
  const out: Record<string, FieldState> = {};
  for (const entry of fieldWidgets(schema, isField)) {
    if (Object.hasOwn(out, entry.name)) continue;
    out[entry.name] = withPermission(baseFieldState(entry.widget), byName.get(entry.name));
  }
  return out;
}

/** The process engine stores permissions as a list of rows; the renderer may hold a record. */
export function permissionMap(permissions?: FieldPermissions | readonly FieldPermission[] | null): Map<string, FieldPermission> {
  const map = new Map<string, FieldPermission>();
  if (!permissions) return map;
  const rows = Array.isArray(permissions) ? permissions : Object.entries(permissions).map(([name, row]) => ({ ...row, name: row.name ?? name }));
  for (const row of rows as FieldPermission[]) {
    if (row && typeof row.name === 'string' && row.name !== '') map.set(row.name, row);
  }
  return map;
}

/** The node's opinion field name, if the permissions mark one. */
export function reasonField(permissions?: FieldPermissions | readonly FieldPermission[] | null): string | undefined {
  for (const row of permissionMap(permissions).values()) if (row.reason === true) return row.name;
  return undefined;
}
