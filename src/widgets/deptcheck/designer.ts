/** Organisation check-tree: one organisation or several. */
import { fieldBasics, fieldEvents, fieldValidation, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Apartment', order: 30 }, [
  ...fieldBasics(),
  toggle('multiple'),
  toggle('clearable'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '部门选择', en: 'Department picker' };
