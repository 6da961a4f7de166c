/**
 * The HTML export: one self-contained page (markup, CSS, script; no library, no network) that shows
 * the form with native controls, checks its rules and shows the submitted data.
 */
import type { FormSchema, Widget } from '../../../schemas/form/types.ts';
import { labelOf } from '../../../schemas/form/walk.ts';
import type { ExportContext, RowScope } from '../../../widgets/export-contract.ts';
import { escapeHtml, indent, jsString, jsValue, lines } from './code-text.ts';
import { CodeState, renderList } from './code-state.ts';
import { formRules, initialData, rowTemplates } from './form-model.ts';
import { PAGE_SCRIPT } from './html-script.ts';
import type { CodeGenOptions } from './options.ts';
import { formMessage } from '../../../schemas/form/messages.ts';
import { behaviourOf, hasBehaviour, scriptOf, type BehaviourPlan } from './behaviour.ts';
import { htmlBehaviourCode } from './html-behaviour.ts';

function htmlContext(state: CodeState, inRow: boolean, plan?: BehaviourPlan): ExportContext {
  const ctx: ExportContext = {
    target: 'html',
    size: 'medium',
    model: (widget) => widget.options.name,
    formItem(widget, control) {
      const box = lines('<div class="form-control">', indent(control, 2), '  <div class="form-error" role="alert"></div>', '</div>');
      if (inRow) return box;
      const label = widget.options.labelHidden === true ? '' : labelOf(widget);
      const required = widget.options.required === true ? ' required' : '';
      return lines(`<div class="form-item${required}">`, `  <label class="form-label">${escapeHtml(label)}</label>`, indent(box, 2), '</div>');
    },
    render: (list) => renderList(list, ctx, (text) => `<!-- ${text} -->`),
    attrs(values) {
      const out: string[] = [];
      for (const [key, value] of Object.entries(values)) {
        if (value === undefined || value === null || value === '' || value === false || key.startsWith(':')) continue;
        if (value === true) out.push(key);
        else if (typeof value === 'string' || typeof value === 'number') out.push(`${key}="${escapeHtml(value)}"`);
        else out.push(`${key}="${escapeHtml(JSON.stringify(value))}"`);
      }
      return out.join(' ');
    },
    constant: (hint, value) => state.constant(hint, value),
    use: (component) => component,
    text: (value) => escapeHtml(value),
    rowScope(subForm: Widget): RowScope {
      return { ctx: htmlContext(state, true), list: subForm.options.name, row: 'row', index: 'index', newRow: '' };
    },
    word: (key) => state.word(key),
    handler: (widget, event) => (inRow || !plan ? undefined : scriptOf(plan, widget.options.name, event)?.key),
  };
  return ctx;
}

const BASE_CSS = `
* { box-sizing: border-box; }
body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif; color: #303133; margin: 0; padding: 16px; }
.generated-form { max-width: 960px; margin: 0 auto; }
.form-item { display: flex; gap: 12px; margin-bottom: 16px; align-items: flex-start; }
.label-top .form-item { flex-direction: column; gap: 4px; }
.form-label { flex: 0 0 var(--label-width); padding-top: 6px; }
.label-right .form-label { text-align: right; }
.label-top .form-label { flex-basis: auto; padding-top: 0; }
.form-item.required > .form-label::before { content: "*"; color: #f56c6c; margin-right: 4px; }
.form-control { flex: 1; min-width: 0; }
.form-error { color: #f56c6c; font-size: 12px; min-height: 0; }
.has-error input, .has-error select, .has-error textarea { border-color: #f56c6c; }
input[type=text], input[type=password], input[type=number], input[type=date], input[type=time], input[type=datetime-local], input[type=month], select, textarea, .rich {
  width: 100%; max-width: 100%; padding: 6px 8px; border: 1px solid #dcdfe6; border-radius: 4px; font: inherit; background: #fff; }
.size-small input, .size-small select, .size-mini input, .size-mini select { padding: 3px 6px; }
.size-large input, .size-large select { padding: 9px 10px; }
.range { display: flex; gap: 6px; align-items: center; }
.range input { flex: 1; }
.choices { display: flex; flex-wrap: wrap; gap: 4px 16px; padding-top: 6px; }
.grid { display: grid; grid-template-columns: repeat(24, minmax(0, 1fr)); }
@media (max-width: 600px) { .grid-col { grid-column: 1 / -1 !important; } .form-item { flex-direction: column; gap: 4px; align-items: stretch; } .form-label { flex-basis: auto; } }
table.form-table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
table.form-table td { border: 1px solid #e4e7ed; padding: 6px; vertical-align: top; }
.sub-form-table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
.sub-form-table th, .sub-form-table td { border: 1px solid #ebeef5; padding: 4px; text-align: left; vertical-align: top; }
fieldset { border: 1px solid #e4e7ed; border-radius: 4px; margin: 0 0 16px; padding: 12px; }
.alert { padding: 8px 12px; border-radius: 4px; margin-bottom: 16px; background: #f4f4f5; }
.alert-success { background: #f0f9eb; } .alert-warning { background: #fdf6ec; } .alert-error { background: #fef0f0; }
.divider { border: 0; border-top: 1px solid #dcdfe6; margin: 16px 0; text-align: center; }
.divider span { position: relative; top: -0.8em; background: #fff; padding: 0 12px; }
.sign-pad { border: 1px dashed #c0c4cc; border-radius: 4px; touch-action: none; background: #fff; }
.mark-star { color: #f56c6c; }
button { font: inherit; padding: 6px 14px; border: 1px solid #dcdfe6; border-radius: 4px; background: #fff; cursor: pointer; }
button.primary { background: #409eff; border-color: #409eff; color: #fff; }
.form-actions { display: flex; gap: 8px; margin-top: 8px; }
#form-result { background: #f5f7fa; padding: 12px; border-radius: 4px; white-space: pre-wrap; }
#form-result.failed { color: #f56c6c; }
`.trim();

export function exportHtml(form: FormSchema, options: CodeGenOptions): string {
  const lang = options.lang ?? 'zh';
  const state = new CodeState(lang, []);
  const found = behaviourOf(form, formMessage('required', lang));
  const plan = hasBehaviour(found) ? found : undefined;
  const ctx = htmlContext(state, false, plan);
  const body = ctx.render(form.widgetList);
  const rules = formRules(form.widgetList, lang);
  const title = typeof form.formConfig?.name === 'string' && form.formConfig.name !== '' ? form.formConfig.name : options.refName;
  const classes = `generated-form label-${options.labelPosition} size-${options.size}`;
  const script = lines(
    '(function () {',
    "  'use strict';",
    `  var FORM_ID = ${jsString(options.refName)};`,
    `  var RULES = ${jsValue(rules, 2)};`,
    `  var DATA = ${jsValue(initialData(form.widgetList), 2)};`,
    `  var ROWS = ${jsValue(rowTemplates(form.widgetList), 2)};`,
    PAGE_SCRIPT.replace(/^\n|\n$/g, ''),
    plan ? indent(htmlBehaviourCode(plan), 2) : '',
    '})();',
  );
  return lines(
    '<!doctype html>',
    `<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>',
    `:root { --label-width: ${options.labelWidth}px; }`,
    BASE_CSS,
    options.cssCode.trim(),
    '</style>',
    '</head>',
    '<body>',
    `<form id="${escapeHtml(options.refName)}" class="${classes}" novalidate>`,
    indent(body, 2),
    '  <div class="form-actions">',
    `    <button type="submit" class="primary">${escapeHtml(state.word('submit'))}</button>`,
    `    <button type="reset">${escapeHtml(state.word('reset'))}</button>`,
    '  </div>',
    '</form>',
    '<pre id="form-result" hidden></pre>',
    '<script>',
    script,
    '</script>',
    '</body>',
    '</html>',
  ) + '\n';
}
