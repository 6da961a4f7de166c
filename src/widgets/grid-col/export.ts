/** Grid column: el-col / a span of the 24-column grid / antd Col, with offset, push, pull and the responsive sizes. */
import type { Widget } from '../../schemas/form/types.ts';
import type { WidgetExporter } from '../export-contract.ts';
import { num, optionsOf } from '../export-kit.ts';

function spans(widget: Widget) {
  const o = optionsOf(widget);
  const span = Math.min(24, Math.max(1, num(o.span) ?? 12));
  const responsive = o.responsive === true ? { md: num(o.md), sm: num(o.sm), xs: num(o.xs) } : {};
  return { span, offset: num(o.offset) || undefined, push: num(o.push) || undefined, pull: num(o.pull) || undefined, ...responsive };
}

export const exporter: WidgetExporter = {
  type: 'grid-col',
  vue(widget, ctx) {
    return `<el-col ${ctx.attrs(spans(widget))}>\n${ctx.render(widget.widgetList)}\n</el-col>`;
  },
  html(widget, ctx) {
    const { span, offset } = spans(widget);
    const start = offset ? `${offset + 1} / ` : '';
    return `<div class="grid-col" style="grid-column: ${start}span ${span}">\n${ctx.render(widget.widgetList)}\n</div>`;
  },
  react(widget, ctx) {
    const col = ctx.use('Col');
    return `<${col} ${ctx.attrs(spans(widget))}>\n${ctx.render(widget.widgetList)}\n</${col}>`;
  },
};
