/**
 * The HTML a form may show (html-text content, rich-editor output): sanitize-html's defaults plus
 * images, headings and inline styles limited to plain declarations; scripts, event handlers and
 * javascript: links are removed. Classes are only the ones the rich editor writes itself (a code
 * block's language-*), so stored HTML cannot borrow the page's own classes (antd overlays, hidden
 * elements) to disguise itself. A link never gets the opener: rel=opener is dropped, and a link that
 * opens another window or frame carries noopener noreferrer.
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

/** Classes tiptap's starter kit writes: a code block's language (CodeBlock's languageClassPrefix). */
const EDITOR_CLASSES = { code: [/^language-[\w+#.-]{1,40}$/] };
const TARGETS = ['_blank', '_self', '_parent', '_top'];

/** Drops rel=opener; a target other than _self gets noopener noreferrer; an unknown target goes. */
function safeLink(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const rel = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter((token) => token !== '' && token !== 'opener'));
  const target = (attribs.target ?? '').trim().toLowerCase();
  const { target: _target, rel: _rel, ...rest } = attribs;
  const next: sanitizeHtml.Attributes = { ...rest };
  if (TARGETS.includes(target)) next.target = target;
  if (next.target !== undefined && next.target !== '_self') {
    rel.add('noopener');
    rel.add('noreferrer');
  }
  if (rel.size > 0) next.rel = [...rel].join(' ');
  return { tagName, attribs: next };
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span', 'font', 'u', 's'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    '*': ['style', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    a: ['href', 'name', 'target', 'rel'],
    font: ['color', 'size'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPS.map((prop) => [prop, [SAFE_VALUE]])) },
  allowedClasses: EDITOR_CLASSES,
  transformTags: { a: safeLink },
};

export function sanitizeFormHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? sanitizeHtml(html, options) : '';
}
