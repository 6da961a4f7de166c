/**
 * Barcode (CODE128): its value is generated once (barcodeValue: date-time digits + 3 random digits)
 * when the field is empty, and is printable ASCII.
 */
import { isBarcodeText } from '../../schemas/form/barcode.ts';
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'barcode',
  kind: 'field',
  heavyView: true,
  defaults: () => fieldOptions({ defaultValue: '', format: 'CODE128', barWidth: 2, barHeight: 60, displayValue: true }),
  emptyValue: () => '',
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: '' };
    const text = typeof value === 'number' ? String(value) : value;
    return isBarcodeText(text) ? { value: text } : invalid(context);
  },
};
