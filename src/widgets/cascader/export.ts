/** Cascader: el-cascader / a select of the flattened paths / antd Cascader. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, flatItems, htmlField, htmlOptions, itemsOf, optionsOf, plainItems } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'cascader',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const props = o.multiple === true || o.checkStrictly === true ? ctx.constant(`${o.name}Props`, { multiple: o.multiple === true, checkStrictly: o.checkStrictly === true }) : undefined;
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), ':options': items, ':props': props, placeholder: f.placeholder, disabled: f.disabled, clearable: o.clearable === true, filterable: o.filterable === true, ':show-all-levels': o.showAllLevels === false ? 'false' : undefined });
    return ctx.formItem(widget, `<el-cascader ${attrs} />`);
  },
  html(widget, ctx) {
    const f = flags(widget);
    const select = `<select ${ctx.attrs({ ...htmlField(ctx, widget, 'text'), disabled: f.disabled })}>\n${htmlOptions(ctx, flatItems(itemsOf(widget)), f.placeholder ?? '')}\n</select>`;
    return ctx.formItem(widget, select);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const attrs = ctx.attrs({ ':options': items, multiple: o.multiple === true, changeOnSelect: o.checkStrictly === true, placeholder: f.placeholder, disabled: f.disabled, allowClear: o.clearable === true, showSearch: o.filterable === true });
    return ctx.formItem(widget, `<${ctx.use('Cascader')} ${attrs} />`);
  },
};
