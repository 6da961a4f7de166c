/** Cascader: a tree of options; a path as value, several paths when multiple. */
import { fieldBasics, fieldEvents, fieldValidation, linkage, prop, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Partition', order: 70 }, [
  ...fieldBasics({ kind: 'json' }),
  prop('optionItems', { kind: 'optionItems', tree: true }),
  toggle('clearable'),
  toggle('filterable'),
  toggle('multiple'),
  toggle('checkStrictly'),
  toggle('showAllLevels'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '级联选择', en: 'Cascader' };
