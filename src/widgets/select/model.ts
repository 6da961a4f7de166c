/** Select: one value, or a list when multiple (multipleLimit); remote and allowCreate accept values outside optionItems. */
import { checkMultipleLimit, checkOptions, coerceScalar, coerceScalarList, fieldOptions, isEmptyList } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'select',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      defaultValue: '',
      clearable: true,
      filterable: false,
      allowCreate: false,
      remote: false,
      automaticDropdown: false,
      multiple: false,
      multipleLimit: 0,
      optionItems: [
        { label: 'select 1', value: 1 },
        { label: 'select 2', value: 2 },
        { label: 'select 3', value: 3 },
      ],
      onRemoteQuery: '',
    }),
  emptyValue: (options) => (options.multiple === true ? [] : ''),
  isEmpty: isEmptyList,
  coerce: (value, options, context) => (options.multiple === true ? coerceScalarList(value, context) : coerceScalar(value, context)),
  check: (value, options, context) => [...checkOptions(value, options, context), ...checkMultipleLimit(value, options, context)],
};
