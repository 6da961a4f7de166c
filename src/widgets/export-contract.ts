/**
 * The code-export half of a widget (form-designer §2 "export as Vue 2, Vue 3 or HTML code", issue #13
 * adds React): each widget folder exports one WidgetExporter from `export.ts`, registered in
 * src/widgets/exporters.ts. The exporters of src/designers/form/export walk the tree and ask each
 * widget for its markup, so they never switch on widget types. Pure: no React, no DOM.
 */
import type { Widget } from '../schemas/form/types.ts';

/** The code the generator writes: element-ui SFC, element-plus SFC, a self-contained page, an antd + TypeScript component. */
export type CodeTarget = 'vue2' | 'vue3' | 'html' | 'react';

/** Words the generated code shows (buttons, headers), in the export's language. */
export type ExportWord = 'submit' | 'reset' | 'addRow' | 'deleteRow' | 'rowNumber' | 'actions' | 'upload' | 'signHere';

export interface RowScope {
  /** The context the row's fields render in: their values bind to the row. */
  ctx: ExportContext;
  /** Vue: the list expression (`formData.items`); React: the Form.List name (`"items"`); HTML: the sub-form's name. */
  list: string;
  /** Vue: the loop variables; React: the Form.List render callback's names. */
  row: string;
  index: string;
  /** An expression answering a fresh row of default values (Vue/React), as the add button needs it. */
  newRow: string;
}

export interface ExportContext {
  target: CodeTarget;
  /**
   * Where the field's value lives. Vue: the v-model expression (`formData.age`, `row.age` in a sub-form
   * row); HTML: the field's name; React: the Form.Item name (`"age"`, `[field.name, "age"]`).
   */
  model(widget: Widget): string;
  /**
   * A field control wrapped in the target's form item: label, prop/name, the validation rules of the
   * widget. `react` adds Form.Item props (valuePropName="checked" …) verbatim.
   */
  formItem(widget: Widget, control: string, extra?: { react?: Readonly<Record<string, string>> }): string;
  /** The markup of a list of child widgets. */
  render(list: readonly Widget[] | undefined): string;
  /**
   * Attributes in the target's syntax, in the given order. undefined, null, '' and false are left out
   * (false is every attribute's default here); strings are literal, numbers and true are bound (Vue
   * `:min="0"`, React `min={0}`, HTML `min="0"`/`disabled`); arrays and objects are hoisted with
   * `constant` so the markup stays readable. A key starting with ':' binds its value as a raw
   * expression (Vue `:key="expr"`, React `key={expr}`); Vue also passes '@' and 'v-' keys through.
   */
  attrs(values: Readonly<Record<string, unknown>>): string;
  /** Hoists a value into the generated script as a named constant; answers the expression reaching it from the markup. */
  constant(hint: string, value: unknown): string;
  /** React: records an import from antd and answers the local name; elsewhere the name as given. */
  use(component: string): string;
  /** Text content escaped for the target (Vue never interpolates it, React never reads it as JSX). */
  text(value: unknown): string;
  /** Renders a sub-form's fields per row. */
  rowScope(subForm: Widget): RowScope;
  word(key: ExportWord): string;
  /**
   * The handler of a widget's event script (a button's onClick), in the target's syntax: Vue an
   * expression for `@click`, React an expression for `onClick={…}`, HTML the script's key for the page's
   * `data-script` attribute; undefined when the widget has no such script (or the target none).
   */
  handler?(widget: Widget, event: 'onClick'): string | undefined;
  /** The control size of the generated form (Vue 2 element-ui names; the Vue 3 and React contexts map them). */
  size: string;
}

export interface WidgetExporter {
  type: string;
  /** Vue 2 (element-ui) and Vue 3 (element-plus) share a snippet; `ctx.target` tells them apart where the libraries differ. */
  vue(widget: Widget, ctx: ExportContext): string;
  html(widget: Widget, ctx: ExportContext): string;
  react(widget: Widget, ctx: ExportContext): string;
  /**
   * React only: the form's initial value of this field as antd's control takes it; answer undefined to
   * leave the field empty (date pickers hold dayjs objects, not the schema's strings). Default: as is.
   */
  reactInitialValue?(value: unknown, widget: Widget): unknown;
}
