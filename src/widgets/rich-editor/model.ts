/**
 * Rich editor: the value is HTML, sanitised on every coercion (the server stores only the cleaned
 * text) by the one form HTML policy (html-text/sanitize.ts), which also serves html-text's content.
 */
import sanitizeHtml from 'sanitize-html';
import { sanitizeFormHtml } from '../html-text/sanitize.ts';
import { coerceText, fieldOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

/** Longest HTML accepted (images belong in uploads, not inline). */
export const MAX_RICH_TEXT = 500_000;

export const model: WidgetModel = {
  type: 'rich-editor',
  kind: 'field',
  heavyView: true,
  defaults: () => fieldOptions({ defaultValue: '', placeholder: '', contentHeight: '200px' }),
  emptyValue: () => '',
  // Markup without text (<p></p>, <p><br></p>) is empty for the required rule.
  isEmpty: (value) => typeof value !== 'string' || sanitizeHtml(value, { allowedTags: ['img'], allowedAttributes: {} }).trim() === '',
  coerce(value, _options, context) {
    const text = coerceText(value, context, MAX_RICH_TEXT);
    return 'error' in text ? text : { value: sanitizeFormHtml(text.value) };
  },
};
