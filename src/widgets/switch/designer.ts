/** Switch: its texts, colours and width; a common linkage source (on/off shows or hides fields). */
import { color, fieldBasics, fieldEvents, linkage, number, text, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Control', order: 110 }, [
  ...fieldBasics({ kind: 'switch' }, ['placeholder']),
  text('activeText'),
  text('inactiveText'),
  color('activeColor'),
  color('inactiveColor'),
  number('switchWidth', { min: 20, max: 200, precision: 0 }),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '开关', en: 'Switch' };
