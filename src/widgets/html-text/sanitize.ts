/**
 * The HTML a form may show (html-text content, rich-editor output): sanitize-html's defaults plus
 * images, headings, inline styles limited to plain declarations, and class names; scripts, event
 * handlers and javascript: links are removed.
 */
import sanitizeHtml from 'sanitize-html';

// A declaration value without url(), expression() or markup.
const SAFE_VALUE = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|[<>])).*$/i;
const STYLE_PROPS = [
  'color', 'background-color', 'font-size', 'font-weight', 'font-style', 'font-family', 'text-align', 'text-decoration',
  'line-height', 'height', 'min-height', 'width', 'max-width', 'margin', 'margin-top', 'margin-bottom', 'margin-left',
  'margin-right', 'padding', 'padding-top', 'padding-bottom', 'padding-left', 'padding-right', 'border', 'border-color',
  'border-width', 'border-style', 'border-radius', 'display', 'vertical-align', 'white-space',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'font', 'u', 's'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['style', 'class', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'name', 'target', 'rel'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPS.map((prop) => [prop, [SAFE_VALUE]])) },
};

export function sanitizeFormHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? sanitizeHtml(html, options) : '';
}
