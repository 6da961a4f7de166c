/**
 * The calculation syntax of the designer: widget names in braces, operators in angle brackets, e.g.
 * `{price}<*>{qty}<+>{fee}` or `<(>{a}<+>{b}<)><*>0.5`. It is translated into the safe expression
 * evaluator's syntax (src/schemas/expression) with each name replaced by a generated identifier, so
 * no character of a widget name ever reaches the parser and only arithmetic can be expressed.
 */
import { evaluate, ExpressionError, parseExpression, type Expr } from '../expression/index.ts';

export const MAX_CALC_LENGTH = 2000;

const OPERATORS = new Set(['+', '-', '*', '/', '%', '(', ')']);

export interface CompiledCalc {
  source: string;
  /** Widget names in order of first use. */
  names: string[];
  expr: Expr;
  /** Placeholder identifier → widget name. */
  placeholders: ReadonlyMap<string, string>;
}

export class CalcSyntaxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CalcSyntaxError';
  }
}

const cache = new Map<string, CompiledCalc>();

export function compileCalc(source: string): CompiledCalc {
  const hit = cache.get(source);
  if (hit) return hit;
  if (source.length > MAX_CALC_LENGTH) throw new CalcSyntaxError(`calculation longer than ${MAX_CALC_LENGTH} characters`);
  const names: string[] = [];
  const byName = new Map<string, string>();
  const placeholders = new Map<string, string>();
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === '{') {
      const close = source.indexOf('}', i + 1);
      if (close < 0) throw new CalcSyntaxError(`missing "}" after position ${i}`);
      const name = source.slice(i + 1, close).trim();
      if (name === '') throw new CalcSyntaxError(`empty widget name at ${i}`);
      let id = byName.get(name);
      if (!id) {
        id = `v${byName.size}`;
        byName.set(name, id);
        placeholders.set(id, name);
        names.push(name);
      }
      out.push(id);
      i = close + 1;
    } else if (ch === '<') {
      const close = source.indexOf('>', i + 1);
      const op = close < 0 ? '' : source.slice(i + 1, close).trim();
      if (!OPERATORS.has(op)) throw new CalcSyntaxError(`unknown operator "${source.slice(i, close < 0 ? i + 1 : close + 1)}"`);
      out.push(op);
      i = close + 1;
    } else if (OPERATORS.has(ch)) {
      out.push(ch);
      i++;
    } else {
      const number = /^\d+(?:\.\d+)?/.exec(source.slice(i));
      if (!number) throw new CalcSyntaxError(`unexpected "${ch}" at ${i}`);
      out.push(number[0]);
      i += number[0].length;
    }
  }
  if (out.length === 0) throw new CalcSyntaxError('empty calculation');
  let expr: Expr;
  try {
    expr = parseExpression(out.join(' '));
  } catch (error) {
    throw new CalcSyntaxError(error instanceof Error ? error.message : 'invalid calculation');
  }
  const compiled = { source, names, expr, placeholders };
  if (cache.size > 500) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

/** A field value as an operand: empty is 0, numeric text is its number, anything else is not a number. */
export function operand(value: unknown): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?\s*$/i.test(value)) return Number(value);
  return Number.NaN;
}

/** Kills binary floating-point noise (0.1 + 0.2) without rounding real digits away. */
export function tidyNumber(value: number): number {
  return Number.parseFloat(value.toPrecision(15));
}

/**
 * Evaluates with values read through get. Answers null when an operand is not a number, on division
 * by zero, or for a non-finite result: a calculated field then shows empty rather than NaN.
 */
export function evaluateCalc(calc: CompiledCalc | string, get: (name: string) => unknown): number | null {
  const compiled = typeof calc === 'string' ? compileCalc(calc) : calc;
  const scope: Record<string, number> = {};
  for (const [id, name] of compiled.placeholders) {
    const value = operand(get(name));
    if (Number.isNaN(value)) return null;
    scope[id] = value;
  }
  try {
    const result = evaluate(compiled.expr, scope);
    return typeof result === 'number' && Number.isFinite(result) ? tidyNumber(result) : null;
  } catch (error) {
    if (error instanceof ExpressionError) return null;
    throw error;
  }
}
