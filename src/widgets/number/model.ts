/** Number: min −1e11, max 1e11, precision 0, step 1 ('Invalid number format' for text that is not one). */
import { formMessage } from '../../schemas/form/messages.ts';
import { fieldOptions } from '../../schemas/form/model-kit.ts';
import { checkNumber, NUMBER_MAX, NUMBER_MIN, toNumberValue } from '../../schemas/form/number.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'number',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: 0, min: NUMBER_MIN, max: NUMBER_MAX, precision: 0, step: 1, controlsPosition: 'right' }),
  emptyValue: () => null,
  isEmpty: (value) => value === null || value === undefined || value === '',
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: null };
    const number = toNumberValue(value);
    return number === undefined ? { error: formMessage('invalidNumber', context.lang) } : { value: number };
  },
  check: (value, options, context) => checkNumber(value, options, context.label, context.lang),
};
