/** HTML text: htmlContent, shown sanitised (no scripts, handlers or javascript: links). */
import { displayOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';
import { sanitizeFormHtml } from './sanitize.ts';

/** The content as it may be shown. */
export function safeHtmlContent(html: unknown): string {
  return sanitizeFormHtml(html);
}

export const model: WidgetModel = {
  type: 'html-text',
  kind: 'display',
  defaults: () => displayOptions({ htmlContent: '<b>html text</b>' }),
  emptyValue: () => undefined,
};
