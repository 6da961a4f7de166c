/** Slider: range 0–100 step 10 by default, a pair of values when range, vertical with a height. */
import { fieldBasics, fieldEvents, fieldValidation, linkage, notAbove, notBelow, number, positive, text, toggle, when, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Sliders', order: 140 }, [
  ...fieldBasics(undefined, ['placeholder']),
  number('min', {}, { check: notAbove('max') }),
  number('max', {}, { check: notBelow('min') }),
  number('step', { min: 0 }, { check: positive }),
  toggle('range'),
  toggle('showStops'),
  toggle('vertical'),
  text('height', { visible: when('vertical') }),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '滑块', en: 'Slider' };
