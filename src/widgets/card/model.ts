/** Card: foldable (folded, showFold), cardWidth, shadow never/hover/always. */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'card',
  kind: 'container',
  defaults: () => containerOptions({ label: 'card', folded: false, showFold: true, cardWidth: '100%', shadow: 'never' }),
  emptyValue: () => undefined,
  children: childrenOf,
};
