/** Textarea: el-input type=textarea / a textarea / antd Input.TextArea. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'textarea',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), type: 'textarea', rows: num(o.rows) ?? 3, placeholder: f.placeholder, disabled: f.disabled, readonly: f.readonly, minlength: num(o.minLength), maxlength: num(o.maxLength), 'show-word-limit': o.showWordLimit === true && num(o.maxLength) !== undefined });
    return ctx.formItem(widget, `<el-input ${attrs} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ ...htmlField(ctx, widget, 'text'), rows: num(o.rows) ?? 3, placeholder: f.placeholder, disabled: f.disabled, readonly: f.readonly, minlength: num(o.minLength), maxlength: num(o.maxLength) });
    return ctx.formItem(widget, `<textarea ${attrs}></textarea>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ rows: num(o.rows) ?? 3, placeholder: f.placeholder, disabled: f.disabled, readOnly: f.readonly, minLength: num(o.minLength), maxLength: num(o.maxLength), showCount: o.showWordLimit === true && num(o.maxLength) !== undefined });
    return ctx.formItem(widget, `<${ctx.use('Input')}.TextArea ${attrs} />`);
  },
};
