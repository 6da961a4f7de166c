/** Button: type, plain, round, circle, icon, onClick. */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'button',
  kind: 'display',
  defaults: () => displayOptions({ label: 'button', type: '', plain: false, round: false, circle: false, icon: null, disabled: false, onClick: '' }),
  emptyValue: () => undefined,
};
