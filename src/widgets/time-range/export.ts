/** Time range: el-time-picker is-range / two time inputs / antd TimePicker.RangePicker; the value is [start, end]. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'time-range',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), 'is-range': true, format: str(o.format) ?? 'HH:mm:ss', 'value-format': str(o.valueFormat) ?? 'HH:mm:ss', 'start-placeholder': str(o.startPlaceholder), 'end-placeholder': str(o.endPlaceholder), disabled: f.disabled, readonly: f.readonly, clearable: o.clearable === true });
    return ctx.formItem(widget, `<el-time-picker ${attrs} />`);
  },
  html(widget, ctx) {
    const f = flags(widget);
    const input = `<input ${ctx.attrs({ type: 'time', step: 1, disabled: f.disabled, readonly: f.readonly })}>`;
    return ctx.formItem(widget, `<span ${ctx.attrs({ ...htmlField(ctx, widget, 'range'), class: 'range' })}>${input} – ${input}</span>`);
  },
  // The schema keeps date/time strings; antd's pickers take dayjs objects, so the export starts them empty.
  reactInitialValue: () => undefined,
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    return ctx.formItem(widget, `<${ctx.use('TimePicker')}.RangePicker ${ctx.attrs({ format: str(o.format) ?? 'HH:mm:ss', disabled: f.disabled, allowClear: o.clearable === true })} />`);
  },
};
