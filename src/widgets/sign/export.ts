/**
 * Signature: the Vue exports show the signed image (the value is an image URL or data URL) with a
 * placeholder until signed; the HTML page draws on a canvas (its script stores the data URL); React
 * takes the signature as an uploaded image. Element and antd ship no signature pad.
 */
import type { WidgetExporter } from '../export-contract.ts';
import { flags, htmlField, num, optionsOf } from '../export-kit.ts';

export const exporter: WidgetExporter = {
  type: 'sign',
  vue(widget, ctx) {
    const o = optionsOf(widget);
    const model = ctx.model(widget);
    const size = { width: num(o.imgWidth) ?? 150, height: num(o.imgHeight) ?? 100 };
    return ctx.formItem(widget, `<div class="sign-box">\n  <img v-if="${model}" :src="${model}" ${ctx.attrs(size)} alt="" />\n  <span v-else>${ctx.text(ctx.word('signHere'))}</span>\n</div>`);
  },
  html(widget, ctx) {
    const o = optionsOf(widget);
    const canvas = `<canvas ${ctx.attrs({ ...htmlField(ctx, widget, 'sign'), class: 'sign-pad', width: num(o.imgWidth) ?? 150, height: num(o.imgHeight) ?? 100, 'aria-label': ctx.word('signHere'), 'data-disabled': flags(widget).disabled ? 'true' : undefined })}></canvas>`;
    return ctx.formItem(widget, canvas);
  },
  // The React export takes the signature as an uploaded image: its value is a file list.
  reactInitialValue: () => [],
  react(widget, ctx) {
    const attrs = ctx.attrs({ listType: 'picture-card', maxCount: 1, accept: 'image/*', disabled: flags(widget).disabled, ':beforeUpload': '() => false' });
    return ctx.formItem(widget, `<${ctx.use('Upload')} ${attrs}>${ctx.text(ctx.word('signHere'))}</${ctx.use('Upload')}>`, {
      react: { valuePropName: '"fileList"', getValueFromEvent: '{(event: { fileList: unknown[] }) => event.fileList}' },
    });
  },
};
