/** Rate: el-rate / star radios / antd Rate. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'rate',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), max: num(o.max) ?? 5, 'low-threshold': num(o.lowThreshold), 'high-threshold': num(o.highThreshold), 'allow-half': o.allowHalf === true, 'show-text': o.showText === true, 'show-score': o.showScore === true, disabled: flags(widget).disabled });
    return ctx.formItem(widget, `<el-rate ${attrs} />`);
  },
  html(widget, ctx) {
    const max = Math.min(10, Math.max(1, num(optionsOf(widget).max) ?? 5));
    const name = ctx.model(widget);
    const stars = Array.from({ length: max }, (_, i) => `<label class="star"><input ${ctx.attrs({ type: 'radio', name, value: String(i + 1), 'data-json': String(i + 1), disabled: flags(widget).disabled })}>★${i + 1}</label>`);
    return ctx.formItem(widget, `<div ${ctx.attrs({ ...htmlField(ctx, widget, 'radio'), class: 'choices rate' })}>\n${stars.join('\n')}\n</div>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    return ctx.formItem(widget, `<${ctx.use('Rate')} ${ctx.attrs({ count: num(o.max) ?? 5, allowHalf: o.allowHalf === true, disabled: flags(widget).disabled })} />`);
  },
};
