/** Multi-line text (rows 3), with minLength/maxLength and the word counter. */
import { coerceText, fieldOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'textarea',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: '', rows: 3, minLength: null, maxLength: null, showWordLimit: false, onInput: '' }),
  emptyValue: () => '',
  coerce: (value, _options, context) => coerceText(value, context, 100_000),
};
