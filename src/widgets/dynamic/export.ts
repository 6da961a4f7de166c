/** Dynamic container: a plain block around its widgets (what fills it at run time is the developer's). */
import type { WidgetExporter } from '../export-contract.ts';

export const exporter: WidgetExporter = {
  type: 'dynamic',
  vue: (widget, ctx) => `<div class="form-dynamic">\n${ctx.render(widget.widgetList)}\n</div>`,
  html: (widget, ctx) => `<div class="form-dynamic">\n${ctx.render(widget.widgetList)}\n</div>`,
  react: (widget, ctx) => `<div className="form-dynamic">\n${ctx.render(widget.widgetList)}\n</div>`,
};
