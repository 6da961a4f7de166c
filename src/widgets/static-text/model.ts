/** Static text: textContent with fontSize, fontColor, textAlign, fontWeight, lineHeight, markStar. */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'static-text',
  kind: 'display',
  defaults: () => displayOptions({ textContent: 'static text', fontSize: '13px', fontColor: '', textAlign: 'left', fontWeight: 'normal', lineHeight: '', markStar: false }),
  emptyValue: () => undefined,
};
