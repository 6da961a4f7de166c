/** Tabs: tab-pane children under tabs. */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'tab',
  kind: 'container',
  defaults: () => containerOptions({ tabType: 'border-card' }),
  emptyValue: () => undefined,
  children: childrenOf,
};
