/**
 * Rich editor: the value is HTML, sanitised on every coercion (the server stores only the cleaned
 * text). The same policy serves html-text's content.
 */
import sanitizeHtml from 'sanitize-html';
import { coerceText, fieldOptions } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

// A style value without url(), expression(), script schemes or markup.
const SAFE_STYLE = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|[<>])).*$/i;
const STYLES = [
  'color', 'background-color', 'font-size', 'font-weight', 'font-style', 'font-family', 'text-align', 'text-decoration',
  'line-height', 'height', 'width', 'margin', 'margin-left', 'margin-right', 'margin-top', 'margin-bottom', 'padding',
  'padding-left', 'padding-right', 'padding-top', 'padding-bottom', 'border', 'border-color', 'border-width', 'border-style',
  'vertical-align', 'white-space',
];

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'u', 's', 'font'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['style', 'class', 'title'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: { '*': Object.fromEntries(STYLES.map((name) => [name, [SAFE_STYLE]])) },
};

export function sanitiseFormHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? sanitizeHtml(html, POLICY) : '';
}

/** Longest HTML accepted (images belong in uploads, not inline). */
export const MAX_RICH_TEXT = 500_000;

export const model: WidgetModel = {
  type: 'rich-editor',
  kind: 'field',
  defaults: () => fieldOptions({ defaultValue: '', placeholder: '', contentHeight: '200px' }),
  emptyValue: () => '',
  // Markup without text (<p></p>, <p><br></p>) is empty for the required rule.
  isEmpty: (value) => typeof value !== 'string' || sanitizeHtml(value, { allowedTags: ['img'], allowedAttributes: {} }).trim() === '',
  coerce(value, _options, context) {
    const text = coerceText(value, context, MAX_RICH_TEXT);
    return 'error' in text ? text : { value: sanitiseFormHtml(text.value) };
  },
};
