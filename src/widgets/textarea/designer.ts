/** Multi-line text: rows, length bounds and the word counter; a string template may fill it. */
import { calculations, initiatorFill, event, fieldBasics, fieldEvents, fieldValidation, linkage, notAbove, notBelow, number, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'FileText', order: 20 }, [
  ...fieldBasics({ kind: 'textarea', rows: 3 }),
  number('rows', { min: 1, max: 50, precision: 0 }),
  number('minLength', { min: 0, precision: 0 }, { check: notAbove('maxLength') }),
  number('maxLength', { min: 0, precision: 0 }, { check: notBelow('minLength') }),
  toggle('showWordLimit'),
  initiatorFill(),
  ...fieldValidation(),
  ...linkage(),
  ...calculations(false),
  ...fieldEvents(event('onInput', ['value'])),
]);

export const title: WidgetTitle = { zh: '多行输入', en: 'Textarea' };
