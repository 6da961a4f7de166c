/** Color: el-color-picker / a color input / antd ColorPicker, its Color object stored as a hex string. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'color',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    return ctx.formItem(widget, `<el-color-picker ${ctx.attrs({ 'v-model': ctx.model(widget), 'show-alpha': o.showAlpha === true, disabled: flags(widget).disabled })} />`);
  },
  html(widget, ctx) {
    return ctx.formItem(widget, `<input ${ctx.attrs({ type: 'color', ...htmlField(ctx, widget, 'text'), disabled: flags(widget).disabled })}>`);
  },
  react(widget, ctx) {
    const toHex = '(color: { toHexString(): string }) => color.toHexString()';
    return ctx.formItem(widget, `<${ctx.use('ColorPicker')} ${ctx.attrs({ showText: true, disabled: flags(widget).disabled })} />`, { react: { getValueFromEvent: `{${toHex}}` } });
  },
};
