/** Signature: the seal placement (position, offsets, scale) and whether a text input accompanies it. */
import { fieldBasics, fieldEvents, fieldValidation, number, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Signature', order: 10 }, [
  ...fieldBasics(undefined, ['placeholder']),
  toggle('showInput'),
  text('position'),
  number('top', { precision: 0 }),
  number('left', { precision: 0 }),
  number('scale', { min: 0.1, max: 5, step: 0.1 }),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '电子签章', en: 'Signature' };
