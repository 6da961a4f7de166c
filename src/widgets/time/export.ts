/** Time: el-time-picker / a time input (seconds) / antd TimePicker. The value is a HH:mm:ss string. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'time',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), format: str(o.format) ?? 'HH:mm:ss', 'value-format': str(o.valueFormat) ?? 'HH:mm:ss', placeholder: f.placeholder, disabled: f.disabled, readonly: f.readonly, clearable: o.clearable === true, editable: o.editable === true });
    return ctx.formItem(widget, `<el-time-picker ${attrs} />`);
  },
  html(widget, ctx) {
    const f = flags(widget);
    return ctx.formItem(widget, `<input ${ctx.attrs({ type: 'time', step: 1, ...htmlField(ctx, widget, 'text'), disabled: f.disabled, readonly: f.readonly })}>`);
  },
  // The schema keeps date/time strings; antd's pickers take dayjs objects, so the export starts them empty.
  reactInitialValue: () => undefined,
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ format: str(o.format) ?? 'HH:mm:ss', placeholder: f.placeholder, disabled: f.disabled, allowClear: o.clearable === true });
    return ctx.formItem(widget, `<${ctx.use('TimePicker')} ${attrs} />`);
  },
};
