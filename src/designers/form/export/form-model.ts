/**
 * What every target's generated code needs from the form besides markup: the validation rules of
 * each field (required, named validator or pattern, as the renderer and the server apply them) and
 * the initial data (defaultValue, else the widget model's empty value; sub-forms start with minNum
 * rows). Pure.
 */
import { formMessage } from '../../../schemas/form/messages.ts';
import type { Lang, Widget } from '../../../schemas/form/types.ts';
import { isNamedValidator, NAMED_VALIDATORS } from '../../../schemas/form/validators.ts';
import { labelOf, walkWidgets, type WalkEntry } from '../../../schemas/form/walk.ts';
import { widgetRegistry } from '../../../widgets/registry.ts';

export interface CodeRule {
  required?: true;
  /** A regular expression's source and flags. */
  pattern?: { source: string; flags: string };
  message: string;
  trigger: 'blur' | 'change' | 'blur,change';
}

export function isField(widget: Widget): boolean {
  return widgetRegistry.kindOf(widget) === 'field' && typeof widget.options?.name === 'string' && widget.options.name !== '';
}

/** A container whose fields repeat per row, as its model says (the registry's repeatsRows), never by type. */
export function isSubForm(widget: Widget): boolean {
  return widgetRegistry.repeatsRows(widget);
}

/**
 * The exporters' walk: children and the enclosing sub-form as the registry reads them from the widgets'
 * models (walk.ts's default reads the type table, which is the server's).
 */
export function walkForm(list: readonly Widget[] | undefined, visit: (entry: WalkEntry) => boolean | void): void {
  walkWidgets(list, visit, widgetRegistry);
}

/** Whether any widget of the list, at any depth, repeats rows (the generated code then needs its row helpers). */
export function hasSubForm(list: readonly Widget[]): boolean {
  let found = false;
  walkForm(list, ({ widget }) => {
    if (found) return false;
    found = isSubForm(widget);
  });
  return found;
}

/** The rules of one field (spec §5): required on blur, a validation on blur and change; empty values skip validators. */
export function rulesOf(widget: Widget, lang: Lang): CodeRule[] {
  const options = widget.options ?? { name: '' };
  const label = labelOf(widget);
  const rules: CodeRule[] = [];
  if (options.required === true) {
    const hint = typeof options.requiredHint === 'string' && options.requiredHint !== '' ? options.requiredHint : formMessage('required', lang);
    rules.push({ required: true, message: hint, trigger: 'blur' });
  }
  const validation = typeof options.validation === 'string' ? options.validation.trim() : '';
  if (validation !== '') {
    const hint = typeof options.validationHint === 'string' && options.validationHint !== '' ? options.validationHint : undefined;
    if (isNamedValidator(validation)) {
      const regex = NAMED_VALIDATORS[validation];
      rules.push({ pattern: { source: regex.source, flags: regex.flags }, message: hint ?? formMessage(validation, lang, { label }), trigger: 'blur,change' });
    } else {
      rules.push({ pattern: { source: validation, flags: '' }, message: hint !== undefined ? `[${label}]${hint}` : formMessage('regExp', lang, { label }), trigger: 'blur,change' });
    }
  }
  return rules;
}

/** Rules keyed as the generated code looks them up: `name` at the top level, `subForm.name` inside a sub-form's rows. */
export function formRules(list: readonly Widget[], lang: Lang): Record<string, CodeRule[]> {
  const out: Record<string, CodeRule[]> = {};
  walkForm(list, ({ widget, subForm }) => {
    if (!isField(widget)) return;
    const rules = rulesOf(widget, lang);
    if (rules.length > 0) out[ruleKey(widget, subForm)] = rules;
  });
  return out;
}

export function ruleKey(widget: Widget, subForm: Widget | undefined): string {
  return subForm ? `${subForm.options.name}.${widget.options.name}` : widget.options.name;
}

/** The value a field starts with. */
export function initialValue(widget: Widget): unknown {
  const options = widget.options ?? { name: '' };
  if (options.defaultValue !== undefined && options.defaultValue !== null && options.defaultValue !== '') return structuredClone(options.defaultValue);
  const model = widgetRegistry.entryOf(widget.type).model;
  return model ? model.emptyValue(options) : null;
}

/** One fresh row of a sub-form: its fields' initial values. */
export function rowTemplate(subForm: Widget): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  walkForm(widgetRegistry.childrenOf(subForm), ({ widget }) => {
    if (isField(widget)) row[widget.options.name] = initialValue(widget);
  });
  return row;
}

/** The sub-forms of the form by name, with their row templates. */
export function rowTemplates(list: readonly Widget[]): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  walkForm(list, ({ widget }) => {
    if (!isSubForm(widget) || !widget.options?.name) return;
    out[widget.options.name] = rowTemplate(widget);
    return false;
  });
  return out;
}

/** The form's data as it opens: top-level fields and sub-forms (minNum rows, at least one). */
export function initialData(list: readonly Widget[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  walkForm(list, ({ widget }) => {
    if (isSubForm(widget) && widget.options?.name) {
      const count = Math.max(1, Math.min(50, Number(widget.options.minNum) || 1));
      const row = rowTemplate(widget);
      data[widget.options.name] = Array.from({ length: count }, () => structuredClone(row));
      return false;
    }
    if (isField(widget)) data[widget.options.name] = initialValue(widget);
  });
  return data;
}
