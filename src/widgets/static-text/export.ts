/** Static text: a styled block of text; the corpus' file-title and file-text write textColor/isBold where VForm writes fontColor/fontWeight. */
import type { Widget } from '../../schemas/form/types.ts';
import type { WidgetExporter } from '../export-contract.ts';
import { cssText, optionsOf, reactStyle, str } from '../export-kit.ts';

function style(widget: Widget): Record<string, string | undefined> {
  const o = optionsOf(widget);
  return {
    fontSize: str(o.fontSize),
    color: str(o.fontColor) ?? str(o.textColor),
    textAlign: str(o.textAlign),
    fontWeight: str(o.fontWeight) ?? str(o.isBold),
    lineHeight: str(o.lineHeight),
    fontFamily: str(o.fontFamily),
  };
}

function star(widget: Widget): string {
  return optionsOf(widget).markStar === true ? '<span class="mark-star">*</span>' : '';
}

export const exporter: WidgetExporter = {
  type: 'static-text',
  vue(widget, ctx) {
    return `<div ${ctx.attrs({ class: 'static-text', style: cssText(style(widget)) })}>${star(widget)}${ctx.text(optionsOf(widget).textContent)}</div>`;
  },
  html(widget, ctx) {
    return `<div ${ctx.attrs({ class: 'static-text', style: cssText(style(widget)) })}>${star(widget)}${ctx.text(optionsOf(widget).textContent)}</div>`;
  },
  react(widget, ctx) {
    const css = reactStyle(style(widget));
    return `<div className="static-text"${css ? ` style=${css}` : ''}>${optionsOf(widget).markStar === true ? '<span className="mark-star">*</span>' : ''}${ctx.text(optionsOf(widget).textContent)}</div>`;
  },
};
