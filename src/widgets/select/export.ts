/** Select: el-select with el-option / a select / antd Select (mode multiple, or tags when values may be created). */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, htmlOptions, itemsOf, num, optionsOf, plainItems } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'select',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), placeholder: f.placeholder, disabled: f.disabled, clearable: o.clearable === true, filterable: o.filterable === true || o.allowCreate === true, 'allow-create': o.allowCreate === true, multiple: o.multiple === true, 'multiple-limit': o.multiple === true ? num(o.multipleLimit) || undefined : undefined, 'automatic-dropdown': o.automaticDropdown === true });
    const option = `<el-option v-for="item in ${items}" :key="String(item.value)" :label="item.label" :value="item.value" :disabled="item.disabled" />`;
    return ctx.formItem(widget, `<el-select ${attrs}>\n  ${option}\n</el-select>`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const multiple = o.multiple === true;
    const attrs = ctx.attrs({ ...htmlField(ctx, widget, multiple ? 'multi' : 'text'), multiple, disabled: f.disabled });
    return ctx.formItem(widget, `<select ${attrs}>\n${htmlOptions(ctx, itemsOf(widget), multiple ? undefined : (f.placeholder ?? ''))}\n</select>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)).map(({ label, value, disabled }) => ({ label, value, ...(disabled ? { disabled } : {}) })));
    const mode = o.allowCreate === true ? 'tags' : o.multiple === true ? 'multiple' : undefined;
    const attrs = ctx.attrs({ ':options': items, mode, placeholder: f.placeholder, disabled: f.disabled, allowClear: o.clearable === true, showSearch: o.filterable === true, maxCount: mode ? num(o.multipleLimit) || undefined : undefined, ':style': "{ minWidth: 160 }" });
    return ctx.formItem(widget, `<${ctx.use('Select')} ${attrs} />`);
  },
};
