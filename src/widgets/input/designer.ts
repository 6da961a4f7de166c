/** Single-line input: text with length bounds, decorations, the append button, calculations and templates. */
import { calculations, initiatorFill, choose, event, fieldBasics, fieldEvents, fieldValidation, linkage, notAbove, notBelow, number, text, toggle, when, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Edit', order: 10 }, [
  ...fieldBasics({ kind: 'text' }),
  choose('type', 'inputType', ['text', 'password', 'number']),
  number('minLength', { min: 0, precision: 0 }, { check: notAbove('maxLength') }),
  number('maxLength', { min: 0, precision: 0 }, { check: notBelow('minLength') }),
  toggle('showWordLimit'),
  toggle('clearable'),
  toggle('showPassword'),
  text('prefixIcon'),
  text('suffixIcon'),
  toggle('appendButton'),
  toggle('appendButtonDisabled', { visible: when('appendButton') }),
  text('buttonIcon', { visible: when('appendButton') }),
  initiatorFill(),
  ...fieldValidation(),
  ...linkage(),
  ...calculations(),
  ...fieldEvents(event('onInput', ['value']), event('onAppendButtonClick')),
]);

export const title: WidgetTitle = { zh: '单行输入', en: 'Input' };
