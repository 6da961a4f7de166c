/**
 * Entry points from text: a bare expression (`a == 1`), the same wrapped whole in `${…}` or `#{…}`,
 * and templates mixing text with such segments. Parsed trees are cached, since the engine evaluates
 * the same few conditions over and over.
 */
import type { Expr } from './ast.ts';
import { ExpressionError, MAX_SOURCE_LENGTH } from './errors.ts';
import { parseRange } from './parser.ts';

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'expression'; expr: Expr; source: string; pos: number };

const CACHE_LIMIT = 1000;
const cache = new Map<string, Expr>();

/** Parses one expression, bare or wrapped whole in `${…}` / `#{…}`; throws ExpressionError. */
export function parseExpression(source: string): Expr {
  if (typeof source !== 'string') throw new ExpressionError('expression must be text');
  const hit = cache.get(source);
  if (hit) return hit;
  checkLength(source);
  const parts = parseTemplate(source);
  let expr: Expr;
  const only = parts[0];
  if (parts.length === 1 && only?.kind === 'expression') expr = only.expr;
  else if (parts.some((part) => part.kind === 'expression')) {
    throw new ExpressionError('expected one expression, found text around ${…}', 0);
  } else expr = parseRange(source, 0, source.length);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, expr);
  return expr;
}

/**
 * Splits JUEL text into literal text and `${…}` / `#{…}` segments. `\${` and `\#{` are literal.
 * A segment ends at the first `}` outside a string literal.
 */
export function parseTemplate(text: string): TemplatePart[] {
  if (typeof text !== 'string') throw new ExpressionError('template must be text');
  checkLength(text);
  const parts: TemplatePart[] = [];
  let literal = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const opens = (ch === '$' || ch === '#') && text[i + 1] === '{';
    if (ch === '\\' && (text[i + 1] === '$' || text[i + 1] === '#') && text[i + 2] === '{') {
      literal += text.slice(i + 1, i + 3);
      i += 3;
      continue;
    }
    if (!opens) {
      literal += ch;
      i++;
      continue;
    }
    const close = findClose(text, i + 2);
    if (literal) parts.push({ kind: 'text', text: literal });
    literal = '';
    const expr = parseRange(text, i + 2, close);
    parts.push({ kind: 'expression', expr, source: text.slice(i + 2, close), pos: i });
    i = close + 1;
  }
  if (literal) parts.push({ kind: 'text', text: literal });
  return parts;
}

function findClose(text: string, start: number): number {
  let quote: string | undefined;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === "'" || ch === '"') quote = ch;
    else if (ch === '}') return i;
  }
  throw new ExpressionError('missing "}" to close "${"', start - 2);
}

function checkLength(text: string): void {
  if (text.length > MAX_SOURCE_LENGTH) throw new ExpressionError(`expression longer than ${MAX_SOURCE_LENGTH} characters`, 0);
}
