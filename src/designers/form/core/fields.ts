/**
 * The field list of a form for the editors (calculation, linkage, template, days) and the "copy a
 * field name" helper: every field wherever it is nested (grid, table, tab, card, inline, dynamic,
 * sub-form), read with the same walker the renderer and the server use, so all three agree.
 */
import type { FormSchema } from '../../../schemas/form/types.ts';
import { fieldWidgets, isFieldWidget, labelOf } from '../../../schemas/form/walk.ts';

export interface FormField {
  id: string;
  name: string;
  label: string;
  type: string;
  /** The sub-form whose rows repeat this field; undefined at the form level. */
  subForm?: string | undefined;
  /** True for a sub-form itself (its value is the row list). */
  isSubForm: boolean;
}

/** Every field of the form in tree order. */
export function formFields(form: Pick<FormSchema, 'widgetList'>): FormField[] {
  return fieldWidgets(form.widgetList).map((entry) => ({
    id: entry.widget.id,
    name: entry.name,
    label: labelOf(entry.widget),
    type: entry.widget.type,
    subForm: entry.subForm,
    isSubForm: !isFieldWidget(entry.widget),
  }));
}

/**
 * The fields a calculation of `scope` may reference: 'form' → the form-level fields (sub-forms
 * themselves included, for their totals); 'subForm' → the fields of the sub-form `subForm` names.
 */
export function fieldsInScope(form: Pick<FormSchema, 'widgetList'>, scope: 'form' | 'subForm', subForm?: string): FormField[] {
  const all = formFields(form);
  return scope === 'form' ? all.filter((field) => field.subForm === undefined) : all.filter((field) => field.subForm === subForm && !field.isSubForm);
}

/** The sub-form (by name) a widget sits in, or undefined: the editors of a field inside a sub-form use the 'subForm' scope. */
export function subFormOf(form: Pick<FormSchema, 'widgetList'>, widgetId: string): string | undefined {
  return formFields(form).find((field) => field.id === widgetId)?.subForm;
}
