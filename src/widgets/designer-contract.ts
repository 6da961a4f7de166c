/**
 * The designer half of a widget (form-designer §2–§5): each widget folder exports one WidgetDesigner
 * from `designer.ts`, registered in src/widgets/designers.ts. The form designer (src/designers/form)
 * builds its palette, property panel, drop checks and new widgets only from these, so it never
 * switches on widget types. Pure: no React, so the command stack and its tests run without a DOM.
 */
import type { Widget, WidgetOptions } from '../schemas/form/types.ts';
import type { WidgetKind } from './model-contract.ts';

/**
 * A user-facing text from pure code: an i18n key in the 'designer' namespace and its params; the UI
 * translates it (zh/en). Pure modules never hold translated strings.
 */
export interface I18nText {
  key: string;
  params?: Record<string, string | number>;
}

export type PaletteGroup = 'container' | 'basic' | 'advanced' | 'custom';

export interface PaletteEntry {
  group: PaletteGroup;
  /** An icon name the designer's icon map knows (antd icon without the Outlined suffix, e.g. 'Edit'). */
  icon: string;
  /** Order inside its group, ascending. */
  order: number;
}

/** The groups of the property panel, in display order. */
export type PropertyGroup = 'basic' | 'advanced' | 'validation' | 'linkage' | 'calculation' | 'event';

/**
 * Which editor a property uses. The panel maps `kind` to an editor component (src/designers/form/editors);
 * the kinds are editors, not widget types, so adding a widget never touches the panel.
 */
export type PropertyEditor =
  | { kind: 'text'; maxLength?: number }
  | { kind: 'textarea'; rows?: number }
  | { kind: 'number'; min?: number; max?: number; step?: number; precision?: number }
  | { kind: 'switch' }
  /** Choice labels are i18n keys in the 'designer' namespace ('choice.size.large' …), like PropertySpec.label. */
  | { kind: 'select'; choices: ReadonlyArray<{ value: string | number | boolean; label: string }>; multiple?: boolean }
  /** options.name: required, unique in the form, offered the form variables (/bpmFormVariable/list). */
  | { kind: 'name' }
  /** optionItems: label/value/disabled rows; 'invalid options data' on a bad paste. */
  | { kind: 'optionItems'; tree?: boolean }
  /** validation + validationHint: a named validator or a regular expression, checked as the server checks it. */
  | { kind: 'validation' }
  /** linkbuttons.dynamic. */
  | { kind: 'linkage' }
  /** calculation / subcalculation / subformmount / subformall: `{a}<+>{b}` with the form's field list. */
  | { kind: 'calculation'; scope: 'form' | 'subForm' }
  /** strsplic: a template with {name} references. */
  | { kind: 'template' }
  /** getdays: {widget, datatype}. */
  | { kind: 'days' }
  /** An event script (CodeMirror 6); `params` names the arguments the script receives. */
  | { kind: 'code'; language: 'javascript' | 'css'; params?: readonly string[] }
  /** A free JSON value (headers, remote options …), validated as JSON. */
  | { kind: 'json' }
  | { kind: 'color' }
  /** grid cols / tab panes / table size: edited by the container's own list editor. */
  | { kind: 'children'; of: 'cols' | 'tabs' };

export interface PropertySpec {
  /** The options key (dotted for nested values: 'getdays.widget'). */
  key: string;
  group: PropertyGroup;
  editor: PropertyEditor;
  /**
   * i18n key of the label in the 'designer' namespace ('prop.label', 'prop.maxLength' …); shared keys
   * are reused across widgets so a label is translated once.
   */
  label: string;
  /** A message when the value cannot be stored (shown under the editor; the set command is refused). */
  check?(value: unknown, options: WidgetOptions): I18nText | null;
  /** Hidden while this answers false (e.g. buttonIcon only when appendButton). */
  visible?(options: WidgetOptions): boolean;
}

/** Creates ids for new widgets: `${type}${n}` style, unique in the form being edited. */
export type IdFactory = (type: string) => string;

/** A widget's name in the palette, the outline and the history ('designer' texts `widget.<type>`), exported by its designer.ts as `title`. */
export interface WidgetTitle {
  zh: string;
  en: string;
}

export interface WidgetDesigner {
  type: string;
  /** Absent for widgets created only by their parent (grid-col, table-cell, tab-pane) and corpus aliases. */
  palette?: PaletteEntry;
  /** The property list, in panel order within each group. */
  properties: readonly PropertySpec[];
  /**
   * A new widget of this type as the palette drops it: id, options from the model's defaults with a
   * fresh name, and for containers their initial children (a grid with two cols, a table 2×2, a tab
   * with one pane …).
   */
  create(newId: IdFactory): Widget;
  /**
   * Containers only: whether a child of this type/kind may be dropped into this widget (sub-form:
   * field widgets only; grid: only grid-col as direct child …). Absent = accepts nothing.
   */
  accepts?(child: { type: string; kind: WidgetKind | 'unknown' }): boolean;
  /**
   * i18n key ('designer' ns) of what the designer says when `accepts` refuses a drop (sub-form: 'a
   * sub-form accepts only field widgets'); params {widget, parent} are passed. Absent = the core's
   * generic refusal.
   */
  refusal?: string;
  /**
   * Containers whose children are dropped into a slot (grid-col, table-cell, tab-pane, card, sub-form,
   * inline, dynamic): the options key of the list holding the children. Default 'widgetList'.
   */
  childList?: 'widgetList' | 'cols' | 'tabs' | 'rows';
  /** Whether the action bar offers 克隆 (grid, table): the core copies the subtree with fresh ids and names. */
  clonable?: boolean;
  /**
   * Structural edits this container offers in the action bar (table: insert/delete row/column,
   * merge/split cells; tab: add/remove pane; grid: add/remove column). The core wraps each run in a
   * command, so they undo like any other edit.
   */
  actions?: readonly ContainerAction[];
}

export interface ContainerAction {
  key: string;
  /** i18n key in the 'designer' namespace. */
  label: string;
  icon?: string;
  /**
   * 'self': offered when the container itself is selected; 'child': when one of its structural
   * children (a table cell, a tab pane, a grid column) is selected, with that child's id as target.
   */
  on: 'self' | 'child';
  enabled?(container: Widget, targetId: string | undefined): boolean;
  /** Answers the new container (never mutating the old one) or a refusal (the rowspan/colspan messages, last pane …). */
  run(container: Widget, targetId: string | undefined, newId: IdFactory): { widget: Widget; select?: string } | { error: I18nText };
}
