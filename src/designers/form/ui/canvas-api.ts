/**
 * The canvas shows the real widget views, but nothing is filled in there: views get this inert form
 * API (no values, every call a no-op), so a view that reads or writes the form does no harm.
 */
import type { FormApi, WidgetRef } from '../../../widgets/view-contract.ts';
import type { Widget } from '../../../schemas/form/types.ts';

const noop = () => undefined;

function inertRef(name: string): WidgetRef {
  const widget: Widget = { id: name, type: 'unknown', options: { name } };
  return { widget, getValue: noop, setValue: noop, setHidden: noop, setRequired: noop, setDisabled: noop, focus: noop };
}

export const canvasFormApi: FormApi = {
  getFieldValue: noop,
  setFieldValue: noop,
  getFormData: () => ({}),
  setFormData: noop,
  setHidden: noop,
  setRequired: noop,
  setDisabled: noop,
  getWidgetRef: inertRef,
  getSubFormValues: () => [],
  validate: () => Promise.resolve({}),
  reset: noop,
  disableForm: noop,
  enableForm: noop,
};
