/** Switch: el-switch / a checkbox / antd Switch (its value prop is `checked`). */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'switch',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ 'v-model': ctx.model(widget), 'active-text': str(o.activeText), 'inactive-text': str(o.inactiveText), 'active-color': str(o.activeColor), 'inactive-color': str(o.inactiveColor), width: num(o.switchWidth), disabled: flags(widget).disabled });
    return ctx.formItem(widget, `<el-switch ${attrs} />`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const box = `<input ${ctx.attrs({ type: 'checkbox', ...htmlField(ctx, widget, 'bool'), disabled: flags(widget).disabled })}>`;
    const text = str(o.activeText) ? ` ${ctx.text(o.activeText)}` : '';
    return ctx.formItem(widget, `<label class="switch">${box}${text}</label>`);
  },
  react(widget, ctx) {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ checkedChildren: str(o.activeText), unCheckedChildren: str(o.inactiveText), disabled: flags(widget).disabled });
    return ctx.formItem(widget, `<${ctx.use('Switch')} ${attrs} />`, { react: { valuePropName: '"checked"' } });
  },
};
