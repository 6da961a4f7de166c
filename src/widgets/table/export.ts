/** Table: a plain table of table-cell widgets, row by row; merged cells are left out (their neighbour spans them). */
import type { Widget } from '../../schemas/form/types.ts';
import type { ExportContext, WidgetExporter } from '../export-contract.ts';
import { cssLength, optionsOf } from '../export-kit.ts';

function body(widget: Widget, ctx: ExportContext): string {
  const rows = (Array.isArray(widget.rows) ? widget.rows : []).map((row) => {
    const cells = (Array.isArray(row?.cols) ? row.cols : []).filter((cell) => cell && cell.merged !== true);
    return `<tr>\n${ctx.render(cells)}\n</tr>`;
  });
  return `<tbody>\n${rows.join('\n')}\n</tbody>`;
}

export const exporter: WidgetExporter = {
  type: 'table',
  vue(widget, ctx) {
    const width = cssLength(optionsOf(widget).tableWidth);
    return `<table ${ctx.attrs({ class: 'form-table', style: width ? `width: ${width}` : undefined })}>\n${body(widget, ctx)}\n</table>`;
  },
  html(widget, ctx) {
    const width = cssLength(optionsOf(widget).tableWidth);
    return `<table ${ctx.attrs({ class: 'form-table', style: width ? `width: ${width}` : undefined })}>\n${body(widget, ctx)}\n</table>`;
  },
  react(widget, ctx) {
    const width = cssLength(optionsOf(widget).tableWidth);
    return `<table className="form-table"${width ? ` style={{ width: '${width}' }}` : ''}>\n${body(widget, ctx)}\n</table>`;
  },
};
