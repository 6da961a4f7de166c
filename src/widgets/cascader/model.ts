/** Cascader: optionItems with children; the value is a path of values, or a list of paths when multiple. */
import { fieldOptions, invalid, isEmptyList, isScalar, optionItems, treeHasPath } from '../../schemas/form/model-kit.ts';
import { formMessage } from '../../schemas/form/messages.ts';
import type { WidgetModel } from '../model-contract.ts';

const isPath = (value: unknown): value is unknown[] => Array.isArray(value) && value.length > 0 && value.length <= 32 && value.every(isScalar);

export const model: WidgetModel = {
  type: 'cascader',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      defaultValue: [],
      clearable: true,
      filterable: false,
      multiple: false,
      checkStrictly: false,
      showAllLevels: true,
      optionItems: [
        { label: 'select 1', value: 1, children: [{ label: 'child 1', value: 11 }] },
        { label: 'select 2', value: 2 },
      ],
    }),
  emptyValue: () => [],
  isEmpty: isEmptyList,
  coerce(value, options, context) {
    if (value === null || value === undefined || value === '') return { value: [] };
    if (!Array.isArray(value)) return invalid(context);
    if (value.length === 0) return { value: [] };
    if (options.multiple === true) return value.length <= 500 && value.every(isPath) ? { value } : invalid(context);
    return isPath(value) ? { value } : invalid(context);
  },
  check(value, options, context) {
    const items = optionItems(options);
    if (items.length === 0 || !Array.isArray(value)) return [];
    const paths = options.multiple === true ? (value as unknown[][]) : [value];
    return paths.every((path) => treeHasPath(items, path)) ? [] : [formMessage('invalidOption', context.lang, { label: context.label })];
  },
};
