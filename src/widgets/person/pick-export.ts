/**
 * Pickers whose choices come from the platform at run time (people, organisations): exported as a
 * multiple select with an empty option list that the developer fills from their own directory.
 */
import type { Widget } from '../../schemas/form/types.ts';
import type { ExportContext, WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, optionsOf } from '../export-kit.ts';

const multiple = (widget: Widget): boolean => optionsOf(widget).multiple !== false;

export function pickerExporter(type: string): WidgetExporter {
  return {
    type,
    vue(widget: Widget, ctx: ExportContext) {
      const f = flags(widget);
      const items = ctx.constant(`${optionsOf(widget).name}Options`, []);
      const attrs = ctx.attrs({ 'v-model': ctx.model(widget), multiple: multiple(widget), filterable: true, clearable: true, placeholder: f.placeholder, disabled: f.disabled });
      return ctx.formItem(widget, `<el-select ${attrs}>\n  <el-option v-for="item in ${items}" :key="String(item.value)" :label="item.label" :value="item.value" />\n</el-select>`);
    },
    html(widget: Widget, ctx: ExportContext) {
      const f = flags(widget);
      return ctx.formItem(widget, `<select ${ctx.attrs({ ...htmlField(ctx, widget, multiple(widget) ? 'multi' : 'text'), multiple: multiple(widget), disabled: f.disabled })}></select>`);
    },
    react(widget: Widget, ctx: ExportContext) {
      const f = flags(widget);
      const items = ctx.constant(`${optionsOf(widget).name}Options`, []);
      const attrs = ctx.attrs({ ':options': items, mode: multiple(widget) ? 'multiple' : undefined, showSearch: true, allowClear: true, placeholder: f.placeholder, disabled: f.disabled, ':style': '{ minWidth: 200 }' });
      return ctx.formItem(widget, `<${ctx.use('Select')} ${attrs} />`);
    },
  };
}
