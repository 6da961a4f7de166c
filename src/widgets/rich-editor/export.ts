/**
 * Rich editor: neither element library ships one, so the Vue exports use a textarea a developer
 * swaps for their editor; the HTML page an editable block; React an Input.TextArea.
 */
import type { WidgetExporter } from '../export-contract.ts';
import { cssLength, flags, htmlField, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'rich-editor',
  vue(widget, ctx) {
    const f = flags(widget);
    return ctx.formItem(widget, `<el-input ${ctx.attrs({ 'v-model': ctx.model(widget), type: 'textarea', rows: 8, placeholder: f.placeholder, disabled: f.disabled })} />`);
  },
  html(widget, ctx) {
    const f = flags(widget);
    const height = cssLength(optionsOf(widget).contentHeight) ?? '200px';
    return ctx.formItem(widget, `<div ${ctx.attrs({ ...htmlField(ctx, widget, 'html'), class: 'rich', contenteditable: f.disabled ? 'false' : 'true', style: `min-height: ${height}`, 'data-placeholder': f.placeholder })}></div>`);
  },
  react(widget, ctx) {
    const f = flags(widget);
    return ctx.formItem(widget, `<${ctx.use('Input')}.TextArea ${ctx.attrs({ rows: 8, placeholder: f.placeholder, disabled: f.disabled })} />`);
  },
};
