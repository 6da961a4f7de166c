/** Grid: el-row with its gutter / a 24-column CSS grid / antd Row; its cols are grid-col widgets. */
import type { WidgetExporter } from '../export-contract.ts';
import { num, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'grid',
  vue(widget, ctx) {
    const attrs = ctx.attrs({ gutter: num(optionsOf(widget).gutter) ?? 12 });
    return `<el-row ${attrs}>\n${ctx.render(widget.cols)}\n</el-row>`;
  },
  html(widget, ctx) {
    const gap = num(optionsOf(widget).gutter) ?? 12;
    return `<div class="grid" style="column-gap: ${gap}px">\n${ctx.render(widget.cols)}\n</div>`;
  },
  react(widget, ctx) {
    const row = ctx.use('Row');
    return `<${row} ${ctx.attrs({ gutter: num(optionsOf(widget).gutter) ?? 12 })}>\n${ctx.render(widget.cols)}\n</${row}>`;
  },
};
