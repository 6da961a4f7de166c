/** Checkbox: el-checkbox-group / checkbox inputs / antd Checkbox.Group; the value is the list of checked values. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlChoices, itemsOf, optionsOf, plainItems } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'checkbox',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const tag = o.buttonStyle === true ? 'el-checkbox-button' : 'el-checkbox';
    const valueKey = ctx.target === 'vue2' ? ':label' : ':value';
    const option = `<${tag} v-for="item in ${items}" :key="String(item.value)" ${valueKey}="item.value" :disabled="item.disabled"${o.border === true && tag === 'el-checkbox' ? ' border' : ''}>{{ item.label }}</${tag}>`;
    return ctx.formItem(widget, `<el-checkbox-group ${ctx.attrs({ 'v-model': ctx.model(widget), disabled: flags(widget).disabled })}>\n  ${option}\n</el-checkbox-group>`);
  },
  html(widget, ctx) {
    return ctx.formItem(widget, htmlChoices(ctx, widget, 'checkbox'));
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)).map(({ label, value, disabled }) => ({ label, value, ...(disabled ? { disabled } : {}) })));
    return ctx.formItem(widget, `<${ctx.use('Checkbox')}.Group ${ctx.attrs({ ':options': items, disabled: flags(widget).disabled })} />`);
  },
};
