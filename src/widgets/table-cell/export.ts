/** Table cell: a td with its colspan/rowspan and size, holding its widgets. */
import type { Widget } from '../../schemas/form/types.ts';
import type { WidgetExporter } from '../export-contract.ts';
import { cssLength, cssText, num, optionsOf, reactStyle } from '../export-kit.ts';

function size(widget: Widget) {
  const o = optionsOf(widget);
  return { width: cssLength(o.cellWidth), height: cssLength(o.cellHeight) };
}

function spans(widget: Widget) {
  const o = optionsOf(widget);
  const colspan = num(o.colspan) ?? 1;
  const rowspan = num(o.rowspan) ?? 1;
  return { colspan: colspan > 1 ? colspan : undefined, rowspan: rowspan > 1 ? rowspan : undefined };
}

export const exporter: WidgetExporter = {
  type: 'table-cell',
  vue(widget, ctx) {
    const attrs = ctx.attrs({ ...spans(widget), style: cssText(size(widget)) });
    return `<td${attrs ? ` ${attrs}` : ''}>\n${ctx.render(widget.widgetList)}\n</td>`;
  },
  html(widget, ctx) {
    const attrs = ctx.attrs({ ...spans(widget), style: cssText(size(widget)) });
    return `<td${attrs ? ` ${attrs}` : ''}>\n${ctx.render(widget.widgetList)}\n</td>`;
  },
  react(widget, ctx) {
    const { colspan, rowspan } = spans(widget);
    const style = reactStyle(size(widget));
    const attrs = ctx.attrs({ colSpan: colspan, rowSpan: rowspan, ':style': style ? style.slice(1, -1) : undefined });
    return `<td${attrs ? ` ${attrs}` : ''}>\n${ctx.render(widget.widgetList)}\n</td>`;
  },
};
