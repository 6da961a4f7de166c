/** Input: el-input / a text input / antd Input (Input.Password for password inputs). */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'input',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const icons = ctx.target === 'vue2' ? { 'prefix-icon': str(o.prefixIcon), 'suffix-icon': str(o.suffixIcon) } : {};
    const attrs = ctx.attrs({
      'v-model': ctx.model(widget),
      type: o.type === 'password' ? 'password' : undefined,
      placeholder: f.placeholder,
      disabled: f.disabled,
      readonly: f.readonly,
      clearable: o.clearable === true,
      'show-password': o.showPassword === true,
      minlength: num(o.minLength),
      maxlength: num(o.maxLength),
      'show-word-limit': o.showWordLimit === true && num(o.maxLength) !== undefined,
      ...icons,
    });
    return ctx.formItem(widget, `<el-input ${attrs} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const type = o.type === 'password' || o.showPassword === true ? 'password' : 'text';
    const attrs = ctx.attrs({ type, ...htmlField(ctx, widget, 'text'), placeholder: f.placeholder, disabled: f.disabled, readonly: f.readonly, minlength: num(o.minLength), maxlength: num(o.maxLength) });
    return ctx.formItem(widget, `<input ${attrs}>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const tag = o.type === 'password' || o.showPassword === true ? `${ctx.use('Input')}.Password` : ctx.use('Input');
    const attrs = ctx.attrs({ placeholder: f.placeholder, disabled: f.disabled, readOnly: f.readonly, allowClear: o.clearable === true, minLength: num(o.minLength), maxLength: num(o.maxLength), showCount: o.showWordLimit === true && num(o.maxLength) !== undefined });
    return ctx.formItem(widget, `<${tag} ${attrs} />`);
  },
};
