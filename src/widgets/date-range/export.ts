/** Date range: el-date-picker type=daterange / two date inputs / antd DatePicker.RangePicker; the value is [start, end]. */
import type { WidgetExporter } from '../export-contract.ts';
import { dateFormat, flags, htmlField, optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'date-range',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({
      'v-model': ctx.model(widget),
      type: str(o.type) ?? 'daterange',
      format: dateFormat(o.format, ctx, 'yyyy-MM-dd'),
      'value-format': dateFormat(o.valueFormat, ctx, 'yyyy-MM-dd'),
      'start-placeholder': str(o.startPlaceholder),
      'end-placeholder': str(o.endPlaceholder),
      disabled: f.disabled,
      readonly: f.readonly,
      clearable: o.clearable === true,
    });
    return ctx.formItem(widget, `<el-date-picker ${attrs} />`);
  },
  html(widget, ctx) {
    const f = flags(widget);
    const input = `<input ${ctx.attrs({ type: 'date', disabled: f.disabled, readonly: f.readonly })}>`;
    return ctx.formItem(widget, `<span ${ctx.attrs({ ...htmlField(ctx, widget, 'range'), class: 'range' })}>${input} – ${input}</span>`);
  },
  // The schema keeps date/time strings; antd's pickers take dayjs objects, so the export starts them empty.
  reactInitialValue: () => undefined,
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    return ctx.formItem(widget, `<${ctx.use('DatePicker')}.RangePicker ${ctx.attrs({ format: dateFormat(o.format, ctx, 'YYYY-MM-DD'), disabled: f.disabled, allowClear: o.clearable === true })} />`);
  },
};
