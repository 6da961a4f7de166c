/** Alert: title, type success/warning/info/error, description, closable, closeText, center, showIcon, effect light/dark. */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'alert',
  kind: 'display',
  defaults: () => displayOptions({ title: 'Alert', type: 'info', description: '', closable: true, closeText: '', center: false, showIcon: false, effect: 'light', onClose: '' }),
  emptyValue: () => undefined,
};
