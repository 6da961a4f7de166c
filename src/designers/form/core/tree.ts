/**
 * Locating and replacing widgets in the form tree without mutating it. Every edit copies only the
 * widgets on the path from the root to the change; untouched subtrees keep their identity, which is
 * what lets the store tell per-widget subscribers exactly which widgets changed (and keeps snapshots
 * for unbounded undo cheap).
 */
import type { FormSchema, TableRow, Widget } from '../../../schemas/form/types.ts';

/** The child lists a widget can hold, as VForm writes them. 'rows' means rows[row].cols. */
export type ListKey = 'widgetList' | 'cols' | 'tabs' | 'rows';

/** Where a widget sits: its parent (null = top level), the list, the row for table cells, and its index. */
export interface Location {
  parent: Widget | null;
  list: ListKey;
  /** Only for list 'rows': the row holding the cell. */
  row?: number;
  index: number;
  /** Ids from the top down to the parent (the widgets an edit here copies). */
  path: readonly string[];
}

const LIST_KEYS: readonly ListKey[] = ['widgetList', 'cols', 'tabs', 'rows'];

export function isWidget(value: unknown): value is Widget {
  return typeof value === 'object' && value !== null && typeof (value as Widget).type === 'string' && typeof (value as Widget).id === 'string';
}

/** The direct children of a widget with their position, in render order. */
export function childSlots(widget: Widget): Array<{ child: Widget; list: ListKey; row?: number; index: number }> {
  const out: Array<{ child: Widget; list: ListKey; row?: number; index: number }> = [];
  for (const list of LIST_KEYS) {
    if (list === 'rows') {
      if (!Array.isArray(widget.rows)) continue;
      widget.rows.forEach((row, rowIndex) => {
        if (row && Array.isArray(row.cols)) row.cols.forEach((child, index) => isWidget(child) && out.push({ child, list, row: rowIndex, index }));
      });
      continue;
    }
    const items = widget[list];
    if (Array.isArray(items)) items.forEach((child, index) => isWidget(child) && out.push({ child, list, index }));
  }
  return out;
}

/** Every widget by id with its location; the first occurrence wins (ids are made unique on open). */
export function indexForm(form: FormSchema): Map<string, { widget: Widget; location: Location }> {
  const out = new Map<string, { widget: Widget; location: Location }>();
  const visit = (items: readonly Widget[], parent: Widget | null, path: readonly string[]): void => {
    items.forEach((widget, index) => {
      if (!isWidget(widget)) return;
      if (!out.has(widget.id)) out.set(widget.id, { widget, location: { parent, list: 'widgetList', index, path } });
      visitChildren(widget, [...path, widget.id]);
    });
  };
  const visitChildren = (widget: Widget, path: readonly string[]): void => {
    for (const slot of childSlots(widget)) {
      if (!out.has(slot.child.id)) {
        out.set(slot.child.id, { widget: slot.child, location: { parent: widget, list: slot.list, ...(slot.row === undefined ? {} : { row: slot.row }), index: slot.index, path } });
      }
      visitChildren(slot.child, [...path, slot.child.id]);
    }
  };
  visit(Array.isArray(form.widgetList) ? form.widgetList : [], null, []);
  return out;
}

/** Every widget of a subtree, the root first. */
export function subtree(widget: Widget): Widget[] {
  const out: Widget[] = [widget];
  for (const slot of childSlots(widget)) out.push(...subtree(slot.child));
  return out;
}

/** The widgets of one child list of a widget (a table's rows flattened are not a list you drop into). */
export function listOf(owner: Widget | null, form: FormSchema, list: ListKey, row?: number): Widget[] | undefined {
  if (owner === null) return list === 'widgetList' ? form.widgetList : undefined;
  if (list === 'rows') {
    const cols = row === undefined ? undefined : owner.rows?.[row]?.cols;
    return Array.isArray(cols) ? cols : undefined;
  }
  const items = owner[list];
  return Array.isArray(items) ? (items as Widget[]) : owner[list] === undefined ? [] : undefined;
}

/** A copy of `owner` with one child list replaced. */
export function withList(owner: Widget, list: ListKey, items: Widget[], row?: number): Widget {
  if (list !== 'rows') return { ...owner, [list]: items };
  const rows = (owner.rows ?? []).map((r: TableRow, index) => (index === row ? { ...r, cols: items } : r));
  return { ...owner, rows };
}

/**
 * Replaces the widget `id` by `replace(widget)`, copying its ancestors. Answers the form unchanged
 * when the widget is absent.
 */
export function replaceWidget(form: FormSchema, id: string, replace: (widget: Widget) => Widget): FormSchema {
  const found = indexForm(form).get(id);
  if (!found) return form;
  return replaceAt(form, found.location, replace(found.widget));
}

/** Puts `next` where the location points, copying the parents on the path. */
export function replaceAt(form: FormSchema, location: Location, next: Widget): FormSchema {
  return rewriteList(form, location.parent?.id ?? null, location.list, location.row, (items) => items.map((item, index) => (index === location.index ? next : item)));
}

/** Rewrites one child list (null owner = the top level), copying the owner's ancestors. */
export function rewriteList(form: FormSchema, ownerId: string | null, list: ListKey, row: number | undefined, rewrite: (items: Widget[]) => Widget[]): FormSchema {
  if (ownerId === null) return { ...form, widgetList: rewrite([...form.widgetList]) };
  const index = indexForm(form);
  const owner = index.get(ownerId);
  if (!owner) return form;
  const items = listOf(owner.widget, form, list, row) ?? [];
  const nextOwner = withList(owner.widget, list, rewrite([...items]), row);
  return replaceAt(form, owner.location, nextOwner);
}

/** Sets a dotted key ('getdays.widget') in a copy of `record`, copying each nested object on the way. */
export function setDotted(record: Record<string, unknown>, dottedKey: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = dottedKey.split('.');
  if (head === undefined || head === '') return record;
  if (rest.length === 0) return { ...record, [head]: value };
  const inner = record[head];
  const base = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? (inner as Record<string, unknown>) : {};
  return { ...record, [head]: setDotted(base, rest.join('.'), value) };
}

export function getDotted(record: Record<string, unknown>, dottedKey: string): unknown {
  let current: unknown = record;
  for (const part of dottedKey.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
