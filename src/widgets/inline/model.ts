/** Inline container: children side by side (inlineWidth, textAlign). */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'inline',
  kind: 'container',
  defaults: () => containerOptions({ inlineWidth: '', textAlign: 'left' }),
  emptyValue: () => undefined,
  children: childrenOf,
};
