/**
 * Scopes a form's cssCode to one form instance: every selector is prefixed with the instance's class,
 * so a form cannot restyle the page around it or another form on the same page. Statements that would
 * escape the scope (@import of other sheets, unknown at-rules) are dropped rather than passed through.
 */

/** At-rules whose blocks hold ordinary rules, which are scoped in turn. */
const GROUPING = /^@(media|supports|container|layer|document)\b/i;
/** At-rules whose blocks hold declarations or keyframe steps, kept as they are (they select nothing). */
const VERBATIM = /^@(-webkit-|-moz-)?(keyframes|font-face|page|property|counter-style|font-feature-values)\b/i;

export function scopeCss(css: string, scope: string): string {
  const source = stripComments(css).replace(/<\/?style/gi, '');
  return scopeBlock(source, scope).trim();
}

function stripComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
}

function scopeBlock(css: string, scope: string): string {
  const out: string[] = [];
  let i = 0;
  while (i < css.length) {
    const stop = findTopLevel(css, i, ['{', ';', '}']);
    if (stop === -1) break; // trailing text without a block: not a rule
    const prelude = css.slice(i, stop).trim();
    if (css[stop] !== '{') {
      // A statement (@import, @charset, @namespace …) or a stray brace: never applied unscoped.
      i = stop + 1;
      continue;
    }
    const end = matchingBrace(css, stop);
    const body = css.slice(stop + 1, end === -1 ? css.length : end);
    i = end === -1 ? css.length : end + 1;
    if (prelude.startsWith('@')) {
      if (GROUPING.test(prelude)) out.push(`${prelude} {\n${scopeBlock(body, scope)}\n}`);
      else if (VERBATIM.test(prelude)) out.push(`${prelude} {${body}}`);
      continue;
    }
    if (!prelude) continue;
    out.push(`${scopeSelectorList(prelude, scope)} {${body}}`);
  }
  return out.join('\n');
}

export function scopeSelectorList(selectors: string, scope: string): string {
  return splitTopLevel(selectors, ',')
    .map((selector) => selector.trim())
    .filter(Boolean)
    .map((selector) => scopeSelector(selector, scope))
    .join(', ');
}

function scopeSelector(selector: string, scope: string): string {
  if (selector.startsWith(scope)) return selector;
  // The document's own roots stand for the form's root inside a scoped sheet.
  const root = /^(:root|html|body)(?![\w-])\s*/i.exec(selector);
  if (root) {
    const rest = selector.slice(root[0].length);
    if (!rest) return scope;
    const nextIsBody = /^body(?![\w-])\s*/i.exec(rest);
    const tail = nextIsBody ? rest.slice(nextIsBody[0].length) : rest;
    return tail ? `${scope} ${tail}` : scope;
  }
  return `${scope} ${selector}`;
}

/** Index of the first of `chars` outside strings, parentheses and brackets, or -1. */
function findTopLevel(css: string, from: number, chars: string[]): number {
  let depth = 0;
  for (let i = from; i < css.length; i += 1) {
    const c = css[i] as string;
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && chars.includes(c)) return i;
  }
  return -1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = skipString(css, i);
      continue;
    }
    if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

function skipString(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i += 1) {
    if (css[i] === '\\') i += 1;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    const at = findTopLevel(text, start, [separator]);
    if (at === -1) break;
    parts.push(text.slice(start, at));
    start = at + 1;
  }
  parts.push(text.slice(start));
  return parts;
}
