/**
 * The upload snippets shared by file-upload and picture-upload: el-upload posting to the field's
 * uploadURL with its limit, types and size; a file input; antd Upload (its value is the fileList).
 */
import type { Widget } from '../../schemas/form/types.ts';
import type { ExportContext, WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf, str } from '../export-kit.ts';

function accept(widget: Widget, picture: boolean): string | undefined {
  const types = optionsOf(widget).fileTypes;
  if (!Array.isArray(types) || types.length === 0) return undefined;
  return types.filter((t): t is string => typeof t === 'string' && /^[\w.+-]+$/.test(t)).map((t) => (picture ? `image/${t.replace(/^\./, '')}` : `.${t.replace(/^\./, '')}`)).join(',');
}

export function uploadExporter(type: string, picture: boolean): WidgetExporter {
  const vue = (widget: Widget, ctx: ExportContext) => {
    const o = optionsOf(widget);
    const model = ctx.model(widget);
    const fileList = ctx.target === 'vue2' ? { ':file-list': model, ':on-change': `(file, list) => (${model} = list)`, ':on-remove': `(file, list) => (${model} = list)` } : { 'v-model:file-list': model };
    const attrs = ctx.attrs({
      action: str(o.uploadURL) ?? '#',
      ...fileList,
      'list-type': picture ? 'picture-card' : undefined,
      limit: num(o.limit),
      multiple: o.multipleSelect === true,
      'show-file-list': o.showFileList === false ? undefined : true,
      'with-credentials': o.withCredentials === true,
      accept: accept(widget, picture),
      disabled: flags(widget).disabled,
    });
    const trigger = picture ? '<i class="el-icon-plus">+</i>' : `<el-button size="small" type="primary">${ctx.text(ctx.word('upload'))}</el-button>`;
    const tip = str(o.uploadTip) ? `\n  <div class="el-upload__tip">${ctx.text(o.uploadTip)}</div>` : '';
    return ctx.formItem(widget, `<el-upload ${attrs}>\n  ${trigger}${tip}\n</el-upload>`);
  };
  const html = (widget: Widget, ctx: ExportContext) => {
    const o = optionsOf(widget);
    const input = `<input ${ctx.attrs({ type: 'file', ...htmlField(ctx, widget, 'files'), multiple: o.multipleSelect === true || (num(o.limit) ?? 1) > 1, accept: accept(widget, picture), disabled: flags(widget).disabled })}>`;
    return ctx.formItem(widget, str(o.uploadTip) ? `${input}\n<div class="tip">${ctx.text(o.uploadTip)}</div>` : input);
  };
  const react = (widget: Widget, ctx: ExportContext) => {
    const o = optionsOf(widget);
    const attrs = ctx.attrs({ action: str(o.uploadURL) ?? '#', listType: picture ? 'picture-card' : undefined, maxCount: num(o.limit), multiple: o.multipleSelect === true, accept: accept(widget, picture), disabled: flags(widget).disabled });
    const trigger = picture ? '<span>+</span>' : `<${ctx.use('Button')}>${ctx.text(ctx.word('upload'))}</${ctx.use('Button')}>`;
    return ctx.formItem(widget, `<${ctx.use('Upload')} ${attrs}>${trigger}</${ctx.use('Upload')}>`, {
      react: { valuePropName: '"fileList"', getValueFromEvent: '{(event: { fileList: unknown[] }) => event.fileList}' },
    });
  };
  return { type, vue, html, react };
}
