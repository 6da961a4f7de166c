/** User selector: one person or several. */
import { fieldBasics, fieldEvents, fieldValidation, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'User', order: 20 }, [
  ...fieldBasics(undefined, ['placeholder']),
  toggle('multiple'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '人员选择', en: 'People picker' };
