/** Table cell: width, height, border and word wrapping; spans change only through the table's merge/split actions. */
import { acceptsAnyWidget, containerHead, containerTail } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { color, text, toggle } from '../designer-kit.ts';
import { newTableCell } from '../table/table-ops.ts';

export const designer: WidgetDesigner = {
  type: 'table-cell',
  properties: [...containerHead(), text('cellWidth'), text('cellHeight'), color('borderColor'), toggle('wordBreak'), ...containerTail()],
  create: (newId) => newTableCell(newId),
  accepts: acceptsAnyWidget,
};

export const title: WidgetTitle = { zh: '单元格', en: 'Table cell' };
