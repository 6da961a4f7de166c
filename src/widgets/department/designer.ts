/** Department picker of the customised designer (corpus): the organisation check-tree with its own tree address. */
import { fieldBasics, fieldEvents, fieldValidation, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'custom', icon: 'Team', order: 20 }, [
  ...fieldBasics(),
  toggle('multiple'),
  text('reqUrl'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '部门选择（公文）', en: 'Department (document)' };
