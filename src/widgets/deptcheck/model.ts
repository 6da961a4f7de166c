/** Organisation check-tree: the value is the list of checked organisation ids; with multiple off, at most one. */
import { fieldOptions, invalid, isEmptyList, isScalar } from '../../schemas/form/model-kit.ts';
import type { WidgetOptions } from '../../schemas/form/types.ts';
import type { ValueCheckContext, WidgetModel } from '../model-contract.ts';

export function coerceOrgIds(value: unknown, options: WidgetOptions, context: ValueCheckContext) {
  if (value === null || value === undefined || value === '') return { value: [] as string[] };
  const list = Array.isArray(value) ? value : [value];
  if (list.length > 1000 || !list.every((item) => isScalar(item) && item !== '')) return invalid(context);
  if (options.multiple === false && list.length > 1) return invalid(context);
  return { value: list.map(String) };
}

export const model: WidgetModel = {
  type: 'deptcheck',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: [], multiple: true, clearable: true }),
  emptyValue: () => [],
  isEmpty: isEmptyList,
  coerce: coerceOrgIds,
};
