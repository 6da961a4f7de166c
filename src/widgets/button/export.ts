/** Button: its label as the text; its onClick script, when it has one, runs through the export's script table. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, optionsOf, str } from '../export-kit.ts';

const TYPES = new Set(['primary', 'success', 'warning', 'danger', 'info', 'text']);

export const exporter: WidgetExporter = {
  type: 'button',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ type: TYPES.has(String(o.type)) ? String(o.type) : undefined, plain: o.plain === true, round: o.round === true, circle: o.circle === true, disabled: flags(widget).disabled, '@click': ctx.handler?.(widget, 'onClick') });
    return `<el-button${attrs ? ` ${attrs}` : ''}>${ctx.text(str(o.label) ?? o.name)}</el-button>`;
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    return `<button ${ctx.attrs({ type: 'button', class: 'button', disabled: flags(widget).disabled, 'data-script': ctx.handler?.(widget, 'onClick') })}>${ctx.text(str(o.label) ?? o.name)}</button>`;
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ type: o.type === 'primary' ? 'primary' : o.type === 'text' ? 'text' : undefined, danger: o.type === 'danger', shape: o.round === true ? 'round' : o.circle === true ? 'circle' : undefined, disabled: flags(widget).disabled, ':onClick': ctx.handler?.(widget, 'onClick') });
    return `<${ctx.use('Button')}${attrs ? ` ${attrs}` : ''}>${ctx.text(str(o.label) ?? o.name)}</${ctx.use('Button')}>`;
  },
};
