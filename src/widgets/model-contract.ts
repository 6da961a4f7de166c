/**
 * The pure half of a widget (form-js style: a widget carries its own static config). Each widget
 * folder exports one WidgetModel from `model.ts`; src/widgets/models.ts registers them all. The server
 * validates submissions with these models, so nothing here may import React or Node APIs.
 */
import type { CalendarDay, WorkCalendar } from '../schemas/form/dates.ts';
import type { FieldPermission, Lang, Widget, WidgetOptions } from '../schemas/form/types.ts';

export type WidgetKind =
  /** Holds other widgets (grid, table, tab, card, inline, sub-form …) and has no value of its own. */
  | 'container'
  /** Has a value in the form data under options.name. */
  | 'field'
  /** Shows something but holds no value (static-text, divider, alert, html-text, button, slot). */
  | 'display';

export interface ValueCheckContext {
  lang: Lang;
  /** The label used in messages ([label]包含非数字字符 …). */
  label: string;
  permission?: FieldPermission | undefined;
  /** Set for a newly entered value checked on the server (src/schemas/form/rules.ts CheckContext.today). */
  today?: CalendarDay | undefined;
  /** The school calendar, set with `today` (CheckContext.calendar). */
  calendar?: WorkCalendar | undefined;
}

export interface WidgetModel {
  type: string;
  kind: WidgetKind;
  /** Default options of a new widget of this type (designer) and fallbacks for missing keys (renderer, server). */
  defaults(): WidgetOptions;
  /** The value of an untouched field, before defaultValue. */
  emptyValue(options: WidgetOptions): unknown;
  /** Whether a value counts as empty for the required rule and for skipping validators. */
  isEmpty?(value: unknown, options: WidgetOptions): boolean;
  /**
   * Normalises a submitted value to the widget's value contract (numbers from numeric strings, arrays
   * for multiple selects, sanitised HTML …). Answers an error message when the value cannot be one.
   */
  coerce?(value: unknown, options: WidgetOptions, context: ValueCheckContext): { value: unknown } | { error: string };
  /**
   * Widget-specific rules beyond the shared required/validation rules (number bounds and precision,
   * option membership, upload type/size/count, multipleLimit …): one message per violation.
   */
  check?(value: unknown, options: WidgetOptions, context: ValueCheckContext): string[];
  /** The direct children of a container, in render order (flattening rows/cols/tabs as needed). */
  children?(widget: Widget): Widget[];
  /**
   * A container whose field children repeat per row (the sub-form): its value is the row list,
   * data[name] = [{field: value}, …]. The registry answers it (repeatsRows), so the designer and the
   * code exporters tell such containers apart without naming a type.
   */
  repeatsRows?: true;
  /**
   * The view pulls in a large library (rich text editor, signature pad, barcode): the registry loads it
   * when a form first shows one (scripts/widget-index.ts writes it as a lazy view).
   */
  heavyView?: true;
}
