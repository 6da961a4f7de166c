/** Divider: label text, contentPosition, direction. */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'divider',
  kind: 'display',
  defaults: () => displayOptions({ label: '', direction: 'horizontal', contentPosition: 'center' }),
  emptyValue: () => undefined,
};
