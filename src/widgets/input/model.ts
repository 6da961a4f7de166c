/** Single-line input: text, with minLength/maxLength (shared rules) and the input decorations. */
import { coerceText, fieldOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export function inputDefaults() {
  return fieldOptions({
    type: 'text',
    defaultValue: '',
    clearable: true,
    showPassword: false,
    minLength: null,
    maxLength: null,
    showWordLimit: false,
    prefixIcon: '',
    suffixIcon: '',
    appendButton: false,
    appendButtonDisabled: false,
    buttonIcon: 'el-icon-search',
    onInput: '',
    onAppendButtonClick: '',
  });
}

export const model: WidgetModel = {
  type: 'input',
  kind: 'field',
  defaults: inputDefaults,
  emptyValue: () => '',
  coerce: (value, _options, context) => coerceText(value, context, 10_000),
};
