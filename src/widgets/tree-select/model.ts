/** Tree select: one node value, or a list when multiple; width 250, height 300, size small. */
import { coerceScalar, coerceScalarList, fieldOptions, isEmptyList, optionItems, treeHasValue } from '../../schemas/form/model-kit.ts';
import { formMessage } from '../../schemas/form/messages.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'tree-select',
  kind: 'field',
  defaults: () =>
    fieldOptions({ defaultValue: null, width: '250px', height: 300, size: 'small', multiple: false, clearable: true, filterable: false, checkStrictly: false, optionItems: [] }),
  emptyValue: (options) => (options.multiple === true ? [] : null),
  isEmpty: isEmptyList,
  coerce: (value, options, context) => (options.multiple === true ? coerceScalarList(value, context) : coerceScalar(value, context)),
  check(value, options, context) {
    const items = optionItems(options);
    if (items.length === 0) return [];
    const values = Array.isArray(value) ? value : [value];
    return values.every((item) => treeHasValue(items, item)) ? [] : [formMessage('invalidOption', context.lang, { label: context.label })];
  },
};
