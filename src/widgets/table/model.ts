/** Table: rows of table-cell children (rows[].cols), merged cells kept and hidden by the renderer. */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'table',
  kind: 'container',
  defaults: () => containerOptions({ tableWidth: '' }),
  emptyValue: () => undefined,
  children: childrenOf,
};
