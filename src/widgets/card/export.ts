/** Card: el-card with its header and shadow / a fieldset / antd Card. */
import type { WidgetExporter } from '../export-contract.ts';
import { cssLength, optionsOf, str } from '../export-kit.ts';

const SHADOWS = new Set(['never', 'hover', 'always']);

export const exporter: WidgetExporter = {
  type: 'card',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const width = cssLength(o.cardWidth);
    const attrs = ctx.attrs({ header: str(o.label), shadow: SHADOWS.has(String(o.shadow)) ? String(o.shadow) : undefined, class: 'form-card', style: width ? `width: ${width}` : undefined });
    return `<el-card ${attrs}>\n${ctx.render(widget.widgetList)}\n</el-card>`;
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const legend = str(o.label) ? `\n<legend>${ctx.text(o.label)}</legend>` : '';
    return `<fieldset class="card">${legend}\n${ctx.render(widget.widgetList)}\n</fieldset>`;
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const card = ctx.use('Card');
    return `<${card} ${ctx.attrs({ title: str(o.label), size: 'small', className: 'form-card' })}>\n${ctx.render(widget.widgetList)}\n</${card}>`;
  },
};
