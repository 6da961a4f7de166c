/** Grid column (span 12, offset/push/pull, responsive md/sm/xs). */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'grid-col',
  kind: 'container',
  defaults: () => containerOptions({ span: 12, offset: 0, push: 0, pull: 0, responsive: false, md: 12, sm: 12, xs: 12 }),
  emptyValue: () => undefined,
  children: childrenOf,
};
