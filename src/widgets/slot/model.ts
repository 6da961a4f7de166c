/** Slot: a named place the host page fills. */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'slot',
  kind: 'display',
  defaults: () => displayOptions({ label: '' }),
  emptyValue: () => undefined,
};
