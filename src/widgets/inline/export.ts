/** Inline: its widgets side by side in a wrapping flex row. */
import type { WidgetExporter } from '../export-contract.ts';
import { cssLength, optionsOf, str } from '../export-kit.ts';

const ALIGN: Record<string, string> = { left: 'flex-start', center: 'center', right: 'flex-end' };

function css(o: Record<string, unknown>): { width: string | undefined; justify: string } {
  return { width: cssLength(o.inlineWidth), justify: ALIGN[str(o.textAlign) ?? 'left'] ?? 'flex-start' };
}

export const exporter: WidgetExporter = {
  type: 'inline',
  vue(widget, ctx) {
    const { width, justify } = css(optionsOf(widget));
    return `<div class="form-inline" style="display: flex; flex-wrap: wrap; gap: 8px; justify-content: ${justify}${width ? `; width: ${width}` : ''}">\n${ctx.render(widget.widgetList)}\n</div>`;
  },
  html(widget, ctx) {
    const { width, justify } = css(optionsOf(widget));
    return `<div class="form-inline" style="display: flex; flex-wrap: wrap; gap: 8px; justify-content: ${justify}${width ? `; width: ${width}` : ''}">\n${ctx.render(widget.widgetList)}\n</div>`;
  },
  react(widget, ctx) {
    const { width, justify } = css(optionsOf(widget));
    return `<div className="form-inline" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: '${justify}'${width ? `, width: '${width}'` : ''} }}>\n${ctx.render(widget.widgetList)}\n</div>`;
  },
};
