/** Radio group: one of optionItems. */
import { checkOptions, coerceScalar, fieldOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'radio',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      defaultValue: null,
      displayStyle: 'inline',
      buttonStyle: false,
      border: false,
      optionItems: [
        { label: 'radio 1', value: 1 },
        { label: 'radio 2', value: 2 },
        { label: 'radio 3', value: 3 },
      ],
    }),
  emptyValue: () => null,
  coerce: (value, _options, context) => coerceScalar(value, context),
  check: checkOptions,
};
