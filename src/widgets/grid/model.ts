/** Grid: a row of grid-col children under cols (gutter 12). */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'grid',
  kind: 'container',
  defaults: () => containerOptions({ gutter: 12, colHeight: null }),
  emptyValue: () => undefined,
  children: childrenOf,
};
