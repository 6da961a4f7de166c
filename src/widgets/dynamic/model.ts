/** Dynamic container: a plain widgetList whose children scripts may show, hide or fill. */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'dynamic',
  kind: 'container',
  defaults: () => containerOptions({ label: '' }),
  emptyValue: () => undefined,
  children: childrenOf,
};
