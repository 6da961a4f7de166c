/** Document input of the customised designer (corpus): a text input drawn in a document style. */
import { choose, color, fieldBasics, fieldEvents, fieldValidation, text, toggle, widgetDesigner, TEXT_ALIGNS } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'custom', icon: 'FileWord', order: 10 }, [
  ...fieldBasics({ kind: 'text' }),
  toggle('isTextarea'),
  text('fontSize'),
  text('fontFamily'),
  choose('isBold', 'fontWeight', ['normal', 'bold']),
  choose('textAlign', 'textAlign', TEXT_ALIGNS),
  color('textColor'),
  color('backColor'),
  color('borderColor'),
  text('borderRadius'),
  text('width'),
  text('height'),
  text('lineHeight'),
  ...fieldValidation(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '公文输入框', en: 'Document input' };
