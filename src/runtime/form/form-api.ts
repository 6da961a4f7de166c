/**
 * The documented form API (FormApi of src/widgets/view-contract.ts) over one form's store: what event
 * scripts, widgets and the page holding the form call.
 */
import type { FieldError, Widget } from '../../schemas/form/types.ts';
import { preparePatterns } from '../../schemas/form/validators.ts';
import type { FormApi, WidgetRef } from '../../widgets/view-contract.ts';
import { nameOf } from './field-index.ts';
import { formText } from './i18n.ts';
import { runScript } from './script-host.ts';
import type { FieldAddress, FormStore } from './store.ts';

/** validate() rejects with this error: the message is 'Form validation failed' (or its zh text). */
export class FormValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(formText('validationFailed'));
    this.name = 'FormValidationError';
  }
}

const names = (value: string | string[]) => (Array.isArray(value) ? value : [value]);

/** `hint` shows a short notice to the user (a toast when the page has one). */
export function createFormApi(store: FormStore, hint: (text: string) => void): FormApi {
  const host = () => store.getHost();
  const root = () => store.getRoot();

  const api: FormApi = {
    getFieldValue: (name) => {
      if (store.index.subForms.has(name)) return store.getSubFormRows(name);
      return store.getValue({ name });
    },
    setFieldValue: (name, value) => {
      if (store.index.subForms.has(name)) store.setFormData({ [name]: value });
      else store.setValue({ name }, value);
    },
    getFormData: () => store.getFormData(),
    setFormData: (data) => store.setFormData(data),
    setHidden: (value, hidden) => store.setOverride(names(value), { hidden }),
    setRequired: (value, required) => store.setOverride(names(value), { required }),
    setDisabled: (value, disabled) => store.setOverride(names(value), { disabled }),
    getWidgetRef: (name) => widgetRef(name),
    getSubFormValues: (name) => {
      if (!store.index.subForms.has(name)) {
        hint(formText('notSubForm', { name }));
        return [];
      }
      return store.getSubFormRows(name);
    },
    validate: async () => {
      await preparePatterns(store.schema);
      const errors: FieldError[] = store.validateAll();
      errors.push(...(await scriptErrors(errors)));
      if (errors.length) {
        focusFirstError(root());
        throw new FormValidationError(errors);
      }
      return store.getFormData();
    },
    reset: () => store.reset(),
    disableForm: () => store.jotai.set(store.formDisabled, true),
    enableForm: () => store.jotai.set(store.formDisabled, false),
  };

  function widgetRef(name: string): WidgetRef {
    const widget = store.index.byName.get(name);
    if (!widget) throw new Error(formText('refNotFound', { name }));
    return {
      widget,
      getValue: () => api.getFieldValue(name),
      setValue: (value) => api.setFieldValue(name, value),
      setHidden: (hidden) => api.setHidden(name, hidden),
      setRequired: (required) => api.setRequired(name, required),
      setDisabled: (disabled) => api.setDisabled(name, disabled),
      focus: () => {
        const element = root()?.querySelector<HTMLElement>(`[data-widget="${CSS.escape(name)}"] input, [data-widget="${CSS.escape(name)}"] textarea, [data-widget="${CSS.escape(name)}"] [tabindex]`);
        element?.focus();
      },
    };
  }

  /**
   * onValidate scripts of fields without a message yet — top-level fields and every row's cells of the
   * visible sub-forms (with subFormName and rowIndex, as on blur): a string answer (or false) is a message.
   */
  async function scriptErrors(known: FieldError[]): Promise<FieldError[]> {
    const found: FieldError[] = [];
    const scriptHost = host();
    if (!scriptHost) return found;
    const check = async (widget: Widget, address: FieldAddress, path: string, extra: Record<string, unknown>) => {
      const source = widget.options?.onValidate;
      if (typeof source !== 'string' || !source.trim() || known.some((error) => error.path === path)) return;
      const answer = await runScript(scriptHost, 'onValidate', source, api, { widgetName: address.name, value: store.getValue(address), ...extra });
      const message = answer === false ? formText('validationFailed') : typeof answer === 'string' && answer ? answer : undefined;
      if (message) {
        store.showError(address, message);
        found.push({ path, message });
      }
    };
    for (const widget of store.index.fields) {
      const name = nameOf(widget);
      if (!store.isHidden(name)) await check(widget, { name }, name, {});
    }
    for (const [subForm, info] of store.index.subForms) {
      if (store.isHidden(subForm)) continue;
      const rows = store.jotai.get(store.rowsAtom(subForm));
      for (const [rowIndex, rowKey] of rows.entries()) {
        for (const widget of info.fields) {
          const name = nameOf(widget);
          if (store.isHidden(name)) continue;
          await check(widget, { name, subForm, rowKey }, `${subForm}.${rowIndex}.${name}`, { subFormName: subForm, rowIndex });
        }
      }
    }
    return found;
  }

  return api;
}

function focusFirstError(root: HTMLElement | null): void {
  const item = root?.querySelector<HTMLElement>('.ant-form-item-has-error');
  item?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}

