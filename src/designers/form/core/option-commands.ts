/**
 * Commands that change one value: a widget option (the property panel's every edit) or a form
 * configuration key. Names are checked here, not only in the editor, so no path into the store can
 * leave two fields writing the same data key or a field without one.
 */
import type { Command } from './contract.ts';
import type { DesignerParts } from './parts.ts';
import type { I18nText, PropertySpec } from '../../../widgets/designer-contract.ts';
// The form configuration's property list is data (labels, editors), shared with the panel.
import { formConfigProperties } from '../panel/form-config-props.ts';
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
    let spec: PropertySpec | undefined;
    return {
      get label() {
        return spec ? stepLabel(spec, dottedKey, value) : { key: 'history.setOption', params: { prop, value: shortValue(value) } };
      },
      apply(form) {
        const found = indexForm(form).get(id);
        if (!found) return { error: { key: 'error.widgetMissing', params: { id } } };
        const widget = found.widget;
        spec = parts.designerOf(widget.type)?.properties.find((property) => property.key === dottedKey);
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

/**
 * How a step reads: the property's label ('panel.config.labelWidth' → 标签宽度), and for a choice its
 * label rather than the stored value ('top' → 顶部). A key without a spec keeps its own name.
 */
function stepLabel(spec: PropertySpec | undefined, key: string, value: unknown): I18nText {
  const choice = spec?.editor.kind === 'select' ? spec.editor.choices.find((item) => item.value === value) : undefined;
  if (choice) return { key: 'history.setChoice', params: { prop: spec!.label, choice: choice.label } };
  return { key: spec ? 'history.setOption' : 'history.setFormConfig', params: { prop: spec?.label ?? key, value: shortValue(value) } };
}

/** Sets formConfig[dottedKey]; the step is named by the form property's label. */
export function setFormConfig(dottedKey: string, value: unknown): Command {
  return {
    label: stepLabel(formConfigProperties.find((spec) => spec.key === dottedKey), dottedKey, value),
    apply(form) {
      if (dottedKey === '') return { error: { key: 'error.badKey' } };
      const config = (form.formConfig ?? {}) as Record<string, unknown>;
      if (sameValue(getDotted(config, dottedKey), value)) return { form };
      return { form: { ...form, formConfig: setDotted(config, dottedKey, value) as FormSchema['formConfig'] } };
    },
  };
}
