/** Tabs: el-tabs of el-tab-pane / one fieldset per pane (all panes visible on the static page) / antd Tabs items. */
import type { WidgetExporter } from '../export-contract.ts';
import { optionsOf, str } from '../export-kit.ts';

const TAB_TYPES = new Set(['border-card', 'card']);

export const exporter: WidgetExporter = {
  type: 'tab',
  vue(widget, ctx) {
    const type = str(optionsOf(widget).tabType);
    return `<el-tabs ${ctx.attrs({ type: type && TAB_TYPES.has(type) ? type : undefined, class: 'form-tabs' })}>\n${ctx.render(widget.tabs)}\n</el-tabs>`;
  },
  html(widget, ctx) {
    return `<div class="tabs">\n${ctx.render(widget.tabs)}\n</div>`;
  },
  react(widget, ctx) {
    const panes = (Array.isArray(widget.tabs) ? widget.tabs : []).map((pane, index) => {
      const label = str(pane.options?.label) ?? str(pane.options?.name) ?? `${index + 1}`;
      return `{\n  key: ${JSON.stringify(`${pane.options?.name || pane.id || index}`)},\n  label: ${ctx.text(label).slice(1, -1)},\n  children: (\n    <>\n${ctx.render(pane.widgetList)}\n    </>\n  ),\n}`;
    });
    const type = str(optionsOf(widget).tabType) === 'border-card' || str(optionsOf(widget).tabType) === 'card' ? ' type="card"' : '';
    return `<${ctx.use('Tabs')}${type} items={[\n${panes.join(',\n')}\n]} />`;
  },
};
