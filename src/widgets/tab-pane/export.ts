/** Tab pane: el-tab-pane / a fieldset with its label; React panes are written by the tab (antd takes them as items). */
import type { WidgetExporter } from '../export-contract.ts';
import { optionsOf, str } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'tab-pane',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    return `<el-tab-pane ${ctx.attrs({ label: str(o.label) ?? o.name, name: o.name, disabled: o.disabled === true })}>\n${ctx.render(widget.widgetList)}\n</el-tab-pane>`;
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    return `<fieldset class="tab-pane">\n<legend>${ctx.text(str(o.label) ?? o.name)}</legend>\n${ctx.render(widget.widgetList)}\n</fieldset>`;
  },
  react(widget, ctx) {
    return `<>\n${ctx.render(widget.widgetList)}\n</>`;
  },
};
