/** Rich editor: placeholder and the height of its editing area. */
import { fieldBasics, fieldEvents, fieldValidation, text, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Form', order: 60 }, [
  ...fieldBasics(),
  text('contentHeight'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);
