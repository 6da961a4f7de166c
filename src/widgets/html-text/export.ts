/** HTML text: the content sanitised as the renderer sanitises it, then hoisted (Vue v-html, React dangerouslySetInnerHTML) or inlined (HTML page). */
import type { WidgetExporter } from '../export-contract.ts';
import { optionsOf } from '../export-kit.ts';
import { sanitizeFormHtml } from './sanitize.ts';

const content = (html: unknown) => sanitizeFormHtml(html);

export const exporter: WidgetExporter = {
  type: 'html-text',
  vue(widget, ctx) {
    const name = ctx.constant(`${optionsOf(widget).name || 'html'}Html`, content(optionsOf(widget).htmlContent));
    return `<div class="html-text" v-html="${name}"></div>`;
  },
  html(widget) {
    return `<div class="html-text">${content(optionsOf(widget).htmlContent)}</div>`;
  },
  react(widget, ctx) {
    const name = ctx.constant(`${optionsOf(widget).name || 'html'}Html`, content(optionsOf(widget).htmlContent));
    return `<div className="html-text" dangerouslySetInnerHTML={{ __html: ${name} }} />`;
  },
};
