/** Table cell: colspan/rowspan/cellWidth/cellHeight; merged cells carry merged: true. */
import { childrenOf } from '../../schemas/form/walk.ts';
import { containerOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'table-cell',
  kind: 'container',
  defaults: () => containerOptions({ cellWidth: '', cellHeight: '', colspan: 1, rowspan: 1, wordBreak: false }),
  emptyValue: () => undefined,
  children: childrenOf,
};
