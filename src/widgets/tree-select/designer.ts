/** Tree select: a tree of options, width 250 and height 300 by default, one node or several. */
import { fieldBasics, fieldEvents, fieldValidation, linkage, number, prop, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Cluster', order: 80 }, [
  ...fieldBasics({ kind: 'json' }),
  prop('optionItems', { kind: 'optionItems', tree: true }),
  text('width'),
  number('height', { min: 50, max: 2000, precision: 0 }),
  toggle('multiple'),
  toggle('clearable'),
  toggle('filterable'),
  toggle('checkStrictly'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '树形选择', en: 'Tree select' };
