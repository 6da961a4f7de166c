/** Rate: the number of stars, the low/high colour thresholds, halves, text and score. */
import { fieldBasics, fieldEvents, fieldValidation, linkage, notAbove, notBelow, number, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Star', order: 120 }, [
  ...fieldBasics({ kind: 'number', min: 0, max: 10 }, ['placeholder']),
  number('max', { min: 1, max: 10, precision: 0 }),
  number('lowThreshold', { min: 1, max: 10, precision: 0 }, { check: notAbove('highThreshold') }),
  number('highThreshold', { min: 1, max: 10, precision: 0 }, { check: notBelow('lowThreshold') }),
  toggle('allowHalf'),
  toggle('showText'),
  toggle('showScore'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '评分', en: 'Rate' };
