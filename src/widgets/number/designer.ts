/** Number: bounds (±1e11), precision and step; the usual target of calculations and day counts. */
import { NUMBER_MAX, NUMBER_MIN } from '../../schemas/form/number.ts';
import { calculations, choose, fieldBasics, fieldEvents, fieldValidation, linkage, notAbove, notBelow, number, positive, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

const bounds = { min: NUMBER_MIN, max: NUMBER_MAX };

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Number', order: 30 }, [
  ...fieldBasics({ kind: 'number', ...bounds }),
  number('min', bounds, { check: notAbove('max') }),
  number('max', bounds, { check: notBelow('min') }),
  number('precision', { min: 0, max: 10, precision: 0 }),
  number('step', { min: 0 }, { check: positive }),
  choose('controlsPosition', 'controlsPosition', ['', 'right']),
  ...fieldValidation(false),
  ...linkage(),
  ...calculations(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '计数器', en: 'Number' };
