/** Barcode: its value (the code) in a read-only input; drawing the bars is left to a barcode library of the developer's choice. */
import type { WidgetExporter } from '../export-contract.ts';
import { htmlField } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'barcode',
  vue(widget, ctx) {
    return ctx.formItem(widget, `<el-input ${ctx.attrs({ 'v-model': ctx.model(widget), readonly: true })} />`);
  },
  html(widget, ctx) {
    return ctx.formItem(widget, `<input ${ctx.attrs({ type: 'text', ...htmlField(ctx, widget, 'text'), readonly: true })}>`);
  },
  react(widget, ctx) {
    return ctx.formItem(widget, `<${ctx.use('Input')} readOnly />`);
  },
};
