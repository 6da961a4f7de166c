/** Time: text in the value format HH:mm:ss. */
import { coerceText, fieldOptions, invalid, isTimeText } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'time',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: null, format: 'HH:mm:ss', valueFormat: 'HH:mm:ss', clearable: true, editable: false }),
  emptyValue: () => null,
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: null };
    const text = coerceText(value, context, 20);
    return 'error' in text || isTimeText(text.value) ? text : invalid(context);
  },
};
