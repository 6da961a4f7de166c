/** Radio: el-radio-group of el-radio (el-radio-button with buttonStyle) / radio inputs / antd Radio.Group. */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlChoices, itemsOf, optionsOf, plainItems } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'radio',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)));
    const tag = o.buttonStyle === true ? 'el-radio-button' : 'el-radio';
    // element-ui keys a radio by label; element-plus 2.6+ by value.
    const valueKey = ctx.target === 'vue2' ? ':label' : ':value';
    const option = `<${tag} v-for="item in ${items}" :key="String(item.value)" ${valueKey}="item.value" :disabled="item.disabled"${o.border === true && tag === 'el-radio' ? ' border' : ''}>{{ item.label }}</${tag}>`;
    return ctx.formItem(widget, `<el-radio-group ${ctx.attrs({ 'v-model': ctx.model(widget), disabled: flags(widget).disabled })}>\n  ${option}\n</el-radio-group>`);
  },
  html(widget, ctx) {
    return ctx.formItem(widget, htmlChoices(ctx, widget, 'radio'));
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const items = ctx.constant(`${o.name}Options`, plainItems(itemsOf(widget)).map(({ label, value, disabled }) => ({ label, value, ...(disabled ? { disabled } : {}) })));
    const attrs = ctx.attrs({ ':options': items, disabled: flags(widget).disabled, optionType: o.buttonStyle === true ? 'button' : undefined });
    return ctx.formItem(widget, `<${ctx.use('Radio')}.Group ${attrs} />`);
  },
};
