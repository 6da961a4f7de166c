/** Switch: a boolean (switchWidth 40, active/inactive text and colours). */
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'switch',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: false, switchWidth: 40, activeText: '', inactiveText: '', activeColor: null, inactiveColor: null }),
  emptyValue: () => false,
  // A switch always has a value; required cannot fail on false (VForm behaves the same).
  isEmpty: (value) => value === null || value === undefined,
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: false };
    if (typeof value === 'boolean') return { value };
    if (value === 'true' || value === 1) return { value: true };
    if (value === 'false' || value === 0) return { value: false };
    return invalid(context);
  },
};
