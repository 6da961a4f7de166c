/** Organisation check-tree: one organisation or several. */
import { fieldBasics, fieldEvents, fieldValidation, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Apartment', order: 30 }, [
  ...fieldBasics(),
  toggle('multiple'),
  toggle('clearable'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);
