/**
 * Sub-form: repeating rows of field widgets. Vue: a table looping over the list in the data with
 * add/delete buttons (minNum rows stay); HTML: a table whose first row is the template the page's
 * script clones; React: antd Form.List. The fields inside bind to the row (ctx.rowScope).
 */
import type { Widget } from '../../schemas/form/types.ts';
import { labelOf } from '../../schemas/form/walk.ts';
import type { ExportContext, WidgetExporter } from '../export-contract.ts';
import { num, optionsOf } from '../export-kit.ts';

function children(widget: Widget): Widget[] {
  return (Array.isArray(widget.widgetList) ? widget.widgetList : []).filter((child) => child && typeof child.type === 'string');
}

function minRows(widget: Widget): number {
  return Math.max(1, num(optionsOf(widget).minNum) ?? 1);
}

function header(widget: Widget, ctx: ExportContext, numbered: boolean): string {
  const cells = [numbered ? `<th>${ctx.text(ctx.word('rowNumber'))}</th>` : '', ...children(widget).map((child) => `<th>${ctx.text(labelOf(child))}</th>`), `<th>${ctx.text(ctx.word('actions'))}</th>`];
  return `<thead>\n<tr>${cells.join('')}</tr>\n</thead>`;
}

function label(widget: Widget): string {
  return optionsOf(widget).labelHidden === true ? '' : labelOf(widget);
}

export const exporter: WidgetExporter = {
  type: 'sub-form',
  vue(widget, ctx) {
    const scope = ctx.rowScope(widget);
    const numbered = optionsOf(widget).showRowNumber !== false;
    const cells = children(widget).map((child) => `<td>\n${scope.ctx.render([child])}\n</td>`);
    // element-plus deprecates type="text" (a warning on every mount) for the link attribute; element-ui has only the type.
    const plain = ctx.target === 'vue3' ? 'link' : 'type="text"';
    const remove = `<el-button ${plain} :disabled="${scope.list}.length <= ${minRows(widget)}" @click="${scope.list}.splice(${scope.index}, 1)">${ctx.text(ctx.word('deleteRow'))}</el-button>`;
    const row = [`<tr v-for="(${scope.row}, ${scope.index}) in ${scope.list}" :key="${scope.index}">`, numbered ? `<td>{{ ${scope.index} + 1 }}</td>` : '', ...cells, `<td>${remove}</td>`, '</tr>'].filter(Boolean).join('\n');
    const add = `<el-button size="small" @click="${scope.list}.push(${scope.newRow})">${ctx.text(ctx.word('addRow'))}</el-button>`;
    return `<el-form-item ${ctx.attrs({ label: label(widget), class: 'sub-form' })}>\n<table class="sub-form-table">\n${header(widget, ctx, numbered)}\n<tbody>\n${row}\n</tbody>\n</table>\n${add}\n</el-form-item>`;
  },
  html(widget, ctx) {
    const scope = ctx.rowScope(widget);
    const numbered = optionsOf(widget).showRowNumber !== false;
    const cells = children(widget).map((child) => `<td>\n${scope.ctx.render([child])}\n</td>`);
    const row = ['<tr data-row>', numbered ? '<td class="row-no"></td>' : '', ...cells, `<td><button type="button" data-remove-row>${ctx.text(ctx.word('deleteRow'))}</button></td>`, '</tr>'].filter(Boolean).join('\n');
    const table = `<table ${ctx.attrs({ class: 'sub-form-table', 'data-subform': scope.list, 'data-min': minRows(widget) })}>\n${header(widget, ctx, numbered)}\n<tbody>\n${row}\n</tbody>\n</table>`;
    const add = `<button type="button" ${ctx.attrs({ 'data-add-row': scope.list })}>${ctx.text(ctx.word('addRow'))}</button>`;
    return `<div class="form-item sub-form">\n<div class="form-label">${ctx.text(label(widget))}</div>\n<div class="form-control">\n${table}\n${add}\n</div>\n</div>`;
  },
  react(widget, ctx) {
    const scope = ctx.rowScope(widget);
    const button = ctx.use('Button');
    const form = ctx.use('Form');
    const numbered = optionsOf(widget).showRowNumber !== false;
    const fields = children(widget).map((child) => scope.ctx.render([child])).join('\n');
    return [
      `<${form}.Item ${ctx.attrs({ label: label(widget), className: 'sub-form' })}>`,
      `<${form}.List name=${scope.list}>`,
      `{(fields, { add, remove }) => (`,
      '<>',
      `{fields.map((${scope.row}, ${scope.index}) => (`,
      `<div key={${scope.row}.key} className="sub-form-row">`,
      numbered ? `<span className="row-no">{${scope.index} + 1}</span>` : '',
      fields,
      `<${button} type="link" disabled={fields.length <= ${minRows(widget)}} onClick={() => remove(${scope.row}.name)}>${ctx.text(ctx.word('deleteRow'))}</${button}>`,
      '</div>',
      '))}',
      `<${button} onClick={() => add(${scope.newRow})}>${ctx.text(ctx.word('addRow'))}</${button}>`,
      '</>',
      ')}',
      `</${form}.List>`,
      `</${form}.Item>`,
    ]
      .filter(Boolean)
      .join('\n');
  },
};
