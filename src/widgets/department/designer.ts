/** Department picker of the customised designer (corpus): the organisation check-tree with its own tree address. */
import { fieldBasics, fieldEvents, fieldValidation, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer = widgetDesigner(model, { group: 'custom', icon: 'Team', order: 20 }, [
  ...fieldBasics(),
  toggle('multiple'),
  text('reqUrl'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);
