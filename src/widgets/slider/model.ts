/** Slider: min 0, max 100, step 10; a [low, high] pair when range. */
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import { toNumberValue } from '../../schemas/form/number.ts';
import type { WidgetOptions } from '../../schemas/form/types.ts';
import type { WidgetModel } from '../model-contract.ts';

function bounds(options: WidgetOptions): { min: number; max: number } {
  const min = toNumberValue(options.min) ?? 0;
  const max = toNumberValue(options.max) ?? 100;
  return { min, max };
}

export const model: WidgetModel = {
  type: 'slider',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: null, min: 0, max: 100, step: 10, range: false, vertical: false, showStops: true, height: null }),
  emptyValue: () => null,
  coerce(value, options, context) {
    if (value === null || value === undefined || value === '') return { value: null };
    const { min, max } = bounds(options);
    const inRange = (item: unknown) => {
      const number = toNumberValue(item);
      return number !== undefined && number >= min && number <= max ? number : undefined;
    };
    if (options.range === true) {
      if (!Array.isArray(value) || value.length !== 2) return invalid(context);
      const pair = value.map(inRange);
      return pair[0] !== undefined && pair[1] !== undefined && pair[0] <= pair[1] ? { value: pair } : invalid(context);
    }
    const number = inRange(value);
    return number === undefined ? invalid(context) : { value: number };
  },
};
