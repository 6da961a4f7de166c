/** Divider: el-divider / an hr (with its label) / antd Divider. */
import type { WidgetExporter } from '../export-contract.ts';
import { optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'divider',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const label = str(o.label);
    const attrs = ctx.attrs({ direction: o.direction === 'vertical' ? 'vertical' : undefined, 'content-position': label ? str(o.contentPosition) : undefined });
    return `<el-divider${attrs ? ` ${attrs}` : ''}>${label ? ctx.text(label) : ''}</el-divider>`;
  },
  html(widget, ctx) {
    const label = str(optionsOf(widget).label);
    return label ? `<div class="divider"><span>${ctx.text(label)}</span></div>` : '<hr class="divider">';
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const label = str(o.label);
    const attrs = ctx.attrs({ type: o.direction === 'vertical' ? 'vertical' : undefined });
    return label ? `<${ctx.use('Divider')} ${attrs}>${ctx.text(label)}</${ctx.use('Divider')}>` : `<${ctx.use('Divider')} ${attrs} />`;
  },
};
