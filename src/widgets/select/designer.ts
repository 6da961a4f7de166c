/** Select: options, filtering, creation, multiple choice with its limit, remote search. */
import { event, fieldBasics, fieldEvents, fieldValidation, linkage, number, prop, toggle, when, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Down', order: 60 }, [
  ...fieldBasics({ kind: 'json' }),
  prop('optionItems', { kind: 'optionItems' }),
  toggle('clearable'),
  toggle('filterable'),
  toggle('allowCreate'),
  toggle('remote'),
  toggle('automaticDropdown'),
  toggle('multiple'),
  number('multipleLimit', { min: 0, precision: 0 }, { visible: when('multiple') }),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents({ ...event('onRemoteQuery', ['keyword']), visible: when('remote') }),
]);

export const title: WidgetTitle = { zh: '下拉选项', en: 'Select' };
