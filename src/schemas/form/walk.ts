/**
 * Walking the widget tree. VForm keeps children under different keys per container (grid → cols,
 * table → rows[].cols, tab → tabs, everything else → widgetList); these functions hide that, so the
 * designer's field list, the renderer and the server agree on which fields a form has.
 */
import type { FormSchema, Widget } from './types.ts';
import { kindOfType } from './widget-types.ts';

/**
 * Containers whose fields repeat per row: their values are arrays of row records. The type table's copy
 * of the widget models' `repeatsRows` flag (src/widgets), for code here and on the server that walks
 * without the widget models; a unit test keeps the two in step.
 */
export const SUB_FORM_TYPES: ReadonlySet<string> = new Set(['sub-form']);

/** The direct children of a widget in render order (table cells row by row, merged cells included: they are hidden by the renderer, not removed). */
export function childrenOf(widget: Widget): Widget[] {
  const out: Widget[] = [];
  if (Array.isArray(widget.cols)) out.push(...widget.cols.filter(isWidget));
  if (Array.isArray(widget.rows)) {
    for (const row of widget.rows) if (row && Array.isArray(row.cols)) out.push(...row.cols.filter(isWidget));
  }
  if (Array.isArray(widget.tabs)) out.push(...widget.tabs.filter(isWidget));
  if (Array.isArray(widget.widgetList)) out.push(...widget.widgetList.filter(isWidget));
  return out;
}

/**
 * How a walk reads the tree: a widget's children and the containers whose fields repeat per row. The
 * default (`typeTableTree`) reads the platform's own type table, with no widget code, as the server
 * does; the widget registry (src/widgets/registry.ts) is one too, answering from each widget's model,
 * which is what the designer and the code exporters walk with.
 */
export interface WidgetTree {
  childrenOf(widget: Widget): Widget[];
  /** A container whose field children repeat per row (its value is the row list): the sub-form. */
  repeatsRows(widget: Widget): boolean;
}

export const typeTableTree: WidgetTree = { childrenOf, repeatsRows: (widget) => SUB_FORM_TYPES.has(widget.type) };

export interface WalkEntry {
  widget: Widget;
  /** Ancestors from the root down, nearest last. */
  parents: readonly Widget[];
  /** The nearest enclosing sub-form, if any. */
  subForm?: Widget | undefined;
}

/**
 * Depth-first, pre-order over every widget. The visitor may answer false to skip a widget's children.
 */
export function walkWidgets(list: readonly Widget[] | undefined, visit: (entry: WalkEntry) => boolean | void, tree: WidgetTree = typeTableTree): void {
  const go = (items: readonly Widget[], parents: Widget[], subForm: Widget | undefined): void => {
    for (const widget of items) {
      if (!isWidget(widget)) continue;
      if (visit({ widget, parents, subForm }) === false) continue;
      const children = tree.childrenOf(widget);
      if (children.length === 0) continue;
      go(children, [...parents, widget], tree.repeatsRows(widget) ? widget : subForm);
    }
  };
  go(list ?? [], [], undefined);
}

/** Every widget in tree order, flat. */
export function allWidgets(list: readonly Widget[] | undefined, tree: WidgetTree = typeTableTree): Widget[] {
  const out: Widget[] = [];
  walkWidgets(
    list,
    ({ widget }) => {
      out.push(widget);
    },
    tree,
  );
  return out;
}

export interface FieldEntry {
  name: string;
  label: string;
  widget: Widget;
  /** The sub-form this field repeats in (its value lives in data[subForm][row][name]); undefined for top-level fields. */
  subForm?: string | undefined;
  parents: readonly Widget[];
}

/**
 * Whether a widget holds a value.
 */
export type FieldPredicate = (widget: Widget) => boolean;

export const byFormItemFlag: FieldPredicate = (widget) => widget.formItemFlag === true;

/** Known types by their kind (document-input is a field although the corpus marks it formItemFlag false); unknown types by formItemFlag. */
export const isFieldWidget: FieldPredicate = (widget) => {
  const kind = kindOfType(widget.type);
  return kind === undefined ? widget.formItemFlag === true : kind === 'field';
};

/**
 * Field widgets anywhere in the tree (grid, table, tab, card, inline, dynamic containers), with
 * sub-form fields marked by their sub-form's name. A sub-form itself is listed too (its value is the
 * row list) when isField says so.
 */
export function fieldWidgets(schema: Pick<FormSchema, 'widgetList'> | readonly Widget[], isField: FieldPredicate = isFieldWidget, tree: WidgetTree = typeTableTree): FieldEntry[] {
  const list = Array.isArray(schema) ? (schema as readonly Widget[]) : (schema as Pick<FormSchema, 'widgetList'>).widgetList;
  const out: FieldEntry[] = [];
  walkWidgets(
    list,
    ({ widget, parents, subForm }) => {
      const name = widget.options?.name;
      if (typeof name !== 'string' || name === '') return;
      if (tree.repeatsRows(widget) || isField(widget)) {
        out.push({ name, label: labelOf(widget), widget, subForm: subForm?.options.name, parents });
      }
    },
    tree,
  );
  return out;
}

/** The first widget with this options.name. */
export function findWidget(list: readonly Widget[] | undefined, name: string): Widget | undefined {
  let found: Widget | undefined;
  walkWidgets(list, ({ widget }) => {
    if (found) return false;
    if (widget.options?.name === name) found = widget;
  });
  return found;
}

/** The label used in messages: options.label, else the name. */
export function labelOf(widget: Widget): string {
  const label = widget.options?.label;
  return typeof label === 'string' && label !== '' ? label : String(widget.options?.name ?? widget.type);
}

function isWidget(value: unknown): value is Widget {
  return typeof value === 'object' && value !== null && typeof (value as Widget).type === 'string';
}
