/** Colour: #rgb/#rrggbb(aa) or rgb()/rgba()/hsl() text. */
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

const COLOUR = /^(?:#[0-9a-f]{3,4}|#[0-9a-f]{6}|#[0-9a-f]{8}|(?:rgba?|hsla?)\(\s*[\d.%]+\s*,\s*[\d.%]+\s*,\s*[\d.%]+\s*(?:,\s*[\d.%]+\s*)?\))$/i;

export const model: WidgetModel = {
  type: 'color',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: null, showAlpha: false }),
  emptyValue: () => null,
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: null };
    return typeof value === 'string' && COLOUR.test(value.trim()) ? { value: value.trim() } : invalid(context);
  },
};
