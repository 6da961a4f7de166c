/** Tab pane: label, disabled. */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'tab-pane',
  kind: 'container',
  defaults: () => containerOptions({ label: '', active: false, disabled: false }),
  emptyValue: () => undefined,
  children: childrenOf,
};
