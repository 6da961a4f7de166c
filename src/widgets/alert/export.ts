/** Alert: el-alert / a role=alert block / antd Alert. */
import type { WidgetExporter } from '../export-contract.ts';
import { optionsOf, str } from '../export-kit.ts';

const TYPES = new Set(['success', 'warning', 'info', 'error']);

export const exporter: WidgetExporter = {
  type: 'alert',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ title: str(o.title) ?? '', type: TYPES.has(String(o.type)) ? String(o.type) : 'info', description: str(o.description), ':closable': o.closable === false ? 'false' : undefined, 'close-text': str(o.closeText), center: o.center === true, 'show-icon': o.showIcon === true, effect: o.effect === 'dark' ? 'dark' : undefined });
    return `<el-alert ${attrs} />`;
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const type = TYPES.has(String(o.type)) ? String(o.type) : 'info';
    const description = str(o.description) ? `<div>${ctx.text(o.description)}</div>` : '';
    return `<div class="alert alert-${type}" role="alert"><strong>${ctx.text(o.title ?? '')}</strong>${description}</div>`;
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ title: str(o.title) ?? '', type: TYPES.has(String(o.type)) ? String(o.type) : 'info', description: str(o.description), closable: o.closable !== false, showIcon: o.showIcon === true });
    return `<${ctx.use('Alert')} ${attrs} />`;
  },
};
