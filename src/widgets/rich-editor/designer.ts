/** Rich editor: placeholder and the height of its editing area. */
import { fieldBasics, fieldEvents, fieldValidation, text, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Form', order: 60 }, [
  ...fieldBasics(),
  text('contentHeight'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '富文本', en: 'Rich text' };
