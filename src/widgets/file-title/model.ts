/** Document title of the customised designer (corpus): static text in a document style (textColor, isBold, fontFamily, height). */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'file-title',
  kind: 'display',
  defaults: () => displayOptions({ textContent: '', fontSize: '24px', textAlign: 'center', textColor: '#000000', height: '36px', isBold: 'bold', fontFamily: 'simsun' }),
  emptyValue: () => undefined,
};
