/** Slider: el-slider / a range input / antd Slider. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'slider',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), min: num(o.min) ?? 0, max: num(o.max) ?? 100, step: num(o.step) ?? 1, range: o.range === true, vertical: o.vertical === true, height: o.vertical === true ? '200px' : undefined, 'show-stops': o.showStops === true, disabled: flags(widget).disabled });
    return ctx.formItem(widget, `<el-slider ${attrs} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    return ctx.formItem(widget, `<input ${ctx.attrs({ type: 'range', ...htmlField(ctx, widget, 'number'), min: num(o.min) ?? 0, max: num(o.max) ?? 100, step: num(o.step) ?? 1, disabled: flags(widget).disabled })}>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    return ctx.formItem(widget, `<${ctx.use('Slider')} ${ctx.attrs({ min: num(o.min) ?? 0, max: num(o.max) ?? 100, step: num(o.step) ?? 1, range: o.range === true, vertical: o.vertical === true, dots: o.showStops === true, disabled: flags(widget).disabled })} />`);
  },
};
