/** Department picker of the customised designer (corpus; reqUrl for its tree): read as the organisation check-tree. */
import { fieldOptions, isEmptyList } from '../../schemas/form/model-kit.ts';
import { coerceOrgIds } from '../deptcheck/model.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'department',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: [], multiple: true, reqUrl: '' }),
  emptyValue: () => [],
  isEmpty: isEmptyList,
  coerce: coerceOrgIds,
};
