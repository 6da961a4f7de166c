/** Time range: [start, end] in HH:mm:ss. */
import { fieldOptions, invalid, isEmptyList, isTimeText } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'time-range',
  kind: 'field',
  defaults: () =>
    fieldOptions({ defaultValue: null, startPlaceholder: '', endPlaceholder: '', format: 'HH:mm:ss', valueFormat: 'HH:mm:ss', clearable: true, editable: false }),
  emptyValue: () => null,
  isEmpty: isEmptyList,
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return { value: null };
    return Array.isArray(value) && value.length === 2 && value.every(isTimeText) ? { value } : invalid(context);
  },
};
