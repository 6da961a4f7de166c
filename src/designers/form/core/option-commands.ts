/**
 * Commands that change one value: a widget option (the property panel's every edit) or a form
 * configuration key. Names are checked here, not only in the editor, so no path into the store can
 * leave two fields writing the same data key or a field without one.
 */
import type { Command } from './contract.ts';
import type { DesignerParts } from './parts.ts';
import type { I18nText } from '../../../widgets/designer-contract.ts';
import type { FormSchema, Widget, WidgetOptions } from '../../../schemas/form/types.ts';
import { allWidgets } from '../../../schemas/form/walk.ts';
import { getDotted, indexForm, replaceAt, setDotted } from './tree.ts';

/** A value as a history label shows it: short, one line, never able to start an i18next nesting. */
export function shortValue(value: unknown, max = 24): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value === undefined) text = '';
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value);
    }
  }
  text = text.replace(/\s+/g, ' ').replaceAll('$t(', '$ t(');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Why this name cannot be the widget's name, or null. Names are data keys: required and unique in the form. */
export function checkName(form: FormSchema, widgetId: string, name: unknown): I18nText | null {
  if (typeof name !== 'string' || name.trim() === '') return { key: 'error.nameRequired' };
  for (const other of allWidgets(form.widgetList)) {
    if (other.id !== widgetId && other.options?.name === name) return { key: 'error.duplicateName', params: { name } };
  }
  return null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** Sets options[dottedKey] of one widget, refused when the name rules or the property's own check say no. */
export function makeSetOption(parts: DesignerParts) {
  return function setOption(id: string, dottedKey: string, value: unknown): Command {
    // The property's label ('prop.label') is known once apply has seen the widget's type; the store
    // reads the label after apply. The history text nests it ($t), so it is translated with the step.
    let prop = dottedKey;
    return {
      get label() {
        return { key: 'history.setOption', params: { prop, value: shortValue(value) } };
      },
      apply(form) {
        const found = indexForm(form).get(id);
        if (!found) return { error: { key: 'error.widgetMissing', params: { id } } };
        const widget = found.widget;
        const spec = parts.designerOf(widget.type)?.properties.find((property) => property.key === dottedKey);
        prop = spec?.label ?? dottedKey;
        const options: WidgetOptions = widget.options ?? ({ name: widget.id } as WidgetOptions);
        if (dottedKey === '') return { error: { key: 'error.badKey' } };
        if (dottedKey === 'name') {
          const refusal = checkName(form, id, value);
          if (refusal) return { error: refusal };
        }
        const refusal = spec?.check?.(value, options);
        if (refusal) return { error: refusal };
        if (sameValue(getDotted(options, dottedKey), value)) return { form };
        const next: Widget = { ...widget, options: setDotted(options, dottedKey, value) as WidgetOptions };
        return { form: replaceAt(form, found.location, next) };
      },
    };
  };
}

/** Sets formConfig[dottedKey]. */
export function setFormConfig(dottedKey: string, value: unknown): Command {
  return {
    label: { key: 'history.setFormConfig', params: { prop: dottedKey, value: shortValue(value) } },
    apply(form) {
      if (dottedKey === '') return { error: { key: 'error.badKey' } };
      const config = (form.formConfig ?? {}) as Record<string, unknown>;
      if (sameValue(getDotted(config, dottedKey), value)) return { form };
      return { form: { ...form, formConfig: setDotted(config, dottedKey, value) as FormSchema['formConfig'] } };
    },
  };
}
