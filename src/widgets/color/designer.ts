/** Colour picker: its default colour and whether it offers transparency. */
import { fieldBasics, fieldEvents, fieldValidation, linkage, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'BgColors', order: 130 }, [
  ...fieldBasics({ kind: 'color' }, ['placeholder']),
  toggle('showAlpha'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '颜色选择器', en: 'Colour picker' };
