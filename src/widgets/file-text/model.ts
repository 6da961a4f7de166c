/** Document text line of the customised designer (corpus): static text (textColor, isBold, fontFamily, height). */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'file-text',
  kind: 'display',
  defaults: () => displayOptions({ textContent: '', fontSize: '14px', textAlign: 'center', textColor: '#000', height: '30px', isBold: 'normal', fontFamily: '' }),
  emptyValue: () => undefined,
};
