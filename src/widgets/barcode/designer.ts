/** Barcode (CODE128; the value is generated when empty): bar width and height, and the text under the bars. */
import { fieldBasics, fieldEvents, number, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Barcode', order: 90 }, [
  ...fieldBasics(undefined, ['placeholder']),
  number('barWidth', { min: 1, max: 10, precision: 0 }),
  number('barHeight', { min: 10, max: 500, precision: 0 }),
  toggle('displayValue'),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '条形码', en: 'Barcode' };
