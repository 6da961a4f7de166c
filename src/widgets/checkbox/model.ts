/** Checkbox group: a list of optionItems values. */
import { checkOptions, coerceScalarList, fieldOptions, isEmptyList } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'checkbox',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      defaultValue: [],
      displayStyle: 'inline',
      buttonStyle: false,
      border: false,
      optionItems: [
        { label: 'check 1', value: 1 },
        { label: 'check 2', value: 2 },
        { label: 'check 3', value: 3 },
      ],
    }),
  emptyValue: () => [],
  isEmpty: isEmptyList,
  coerce: (value, _options, context) => coerceScalarList(value, context),
  check: checkOptions,
};
