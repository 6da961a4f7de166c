/** Rate: 0..max (5), halves when allowHalf; thresholds 2 and 4 colour the stars. */
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import { toNumberValue } from '../../schemas/form/number.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'rate',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: null, max: 5, lowThreshold: 2, highThreshold: 4, allowHalf: false, showText: false, showScore: false }),
  emptyValue: () => null,
  // 0 stars is no rating.
  isEmpty: (value) => value === null || value === undefined || value === '' || value === 0,
  coerce(value, options, context) {
    if (value === null || value === undefined || value === '') return { value: null };
    const number = toNumberValue(value);
    const max = Number(options.max) > 0 ? Number(options.max) : 5;
    if (number === undefined || number < 0 || number > max) return invalid(context);
    const unit = options.allowHalf === true ? 2 : 1;
    return Number.isInteger(number * unit) ? { value: number } : invalid(context);
  },
};
