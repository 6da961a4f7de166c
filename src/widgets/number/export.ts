/** Number: el-input-number / a number input / antd InputNumber, bounded by min, max, step and precision. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'number',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), min: num(o.min), max: num(o.max), step: num(o.step), precision: num(o.precision), 'controls-position': str(o.controlsPosition), placeholder: f.placeholder, disabled: f.disabled });
    return ctx.formItem(widget, `<el-input-number ${attrs} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const precision = num(o.precision);
    const step = precision !== undefined && precision > 0 ? 10 ** -precision : num(o.step);
    const attrs = ctx.attrs({ type: 'number', ...htmlField(ctx, widget, 'number'), min: num(o.min), max: num(o.max), step, placeholder: f.placeholder, disabled: f.disabled, readonly: f.readonly });
    return ctx.formItem(widget, `<input ${attrs}>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ min: num(o.min), max: num(o.max), step: num(o.step), precision: num(o.precision), placeholder: f.placeholder, disabled: f.disabled, readOnly: f.readonly });
    return ctx.formItem(widget, `<${ctx.use('InputNumber')} ${attrs} />`);
  },
};
