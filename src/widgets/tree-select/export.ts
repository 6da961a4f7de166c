/** Tree select: element-ui has none (an el-cascader answering the node value), element-plus el-tree-select, a select of the flattened tree, antd TreeSelect. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, flatItems, htmlField, htmlOptions, itemsOf, optionsOf, plainItems } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'tree-select',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const common = { 'v-model': ctx.model(widget), placeholder: f.placeholder, disabled: f.disabled, clearable: o.clearable === true, filterable: o.filterable === true };
    if (ctx.target === 'vue2') {
      const props = ctx.constant(`${o.name}Props`, { multiple: o.multiple === true, checkStrictly: true, emitPath: false });
      return ctx.formItem(widget, `<el-cascader ${ctx.attrs({ ...common, ':options': items, ':props': props })} />`);
    }
    return ctx.formItem(widget, `<el-tree-select ${ctx.attrs({ ...common, ':data': items, multiple: o.multiple === true, 'check-strictly': o.checkStrictly === true, 'node-key': 'value' })} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const multiple = o.multiple === true;
    return ctx.formItem(widget, `<select ${ctx.attrs({ ...htmlField(ctx, widget, multiple ? 'multi' : 'text'), multiple, disabled: f.disabled })}>\n${htmlOptions(ctx, flatItems(itemsOf(widget)), multiple ? undefined : (f.placeholder ?? ''))}\n</select>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const f = flags(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const attrs = ctx.attrs({ ':treeData': items, multiple: o.multiple === true, treeCheckStrictly: o.checkStrictly === true, placeholder: f.placeholder, disabled: f.disabled, allowClear: o.clearable === true, showSearch: o.filterable === true, ':style': '{ minWidth: 200 }' });
    return ctx.formItem(widget, `<${ctx.use('TreeSelect')} ${attrs} />`);
  },
};
