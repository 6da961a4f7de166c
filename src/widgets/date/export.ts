/** Date: el-date-picker / a date (or datetime-local) input / antd DatePicker; formats in each library's tokens. */
import type { WidgetExporter } from '../export-contract.ts';
import { dateFormat, flags, htmlField, optionsOf, str } from '../export-kit.ts';

const withTime = (type: unknown) => type === 'datetime';

export const exporter: WidgetExporter = {
  type: 'date',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({
      'v-model': ctx.model(widget),
      type: str(o.type) ?? 'date',
      format: dateFormat(o.format, ctx, 'yyyy-MM-dd'),
      'value-format': dateFormat(o.valueFormat, ctx, 'yyyy-MM-dd'),
      placeholder: f.placeholder,
      disabled: f.disabled,
      readonly: f.readonly,
      clearable: o.clearable === true,
      editable: o.editable === true,
    });
    return ctx.formItem(widget, `<el-date-picker ${attrs} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const type = withTime(o.type) ? 'datetime-local' : o.type === 'month' ? 'month' : 'date';
    return ctx.formItem(widget, `<input ${ctx.attrs({ type, ...htmlField(ctx, widget, 'text'), disabled: f.disabled, readonly: f.readonly })}>`);
  },
  // The schema keeps date/time strings; antd's pickers take dayjs objects, so the export starts them empty.
  reactInitialValue: () => undefined,
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const attrs = ctx.attrs({ showTime: withTime(o.type), picker: o.type === 'month' || o.type === 'year' || o.type === 'week' ? o.type : undefined, format: dateFormat(o.format, ctx, 'YYYY-MM-DD'), placeholder: f.placeholder, disabled: f.disabled, allowClear: o.clearable === true });
    return ctx.formItem(widget, `<${ctx.use('DatePicker')} ${attrs} />`);
  },
};
