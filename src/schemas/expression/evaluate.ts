/**
 * Evaluates a parsed expression against a scope. Safety by construction: names resolve only to own
 * data properties of the scope and of the values reached from it (never getters, never the
 * prototype chain), the only callable things are the functions the caller passes by name, and every
 * failure, including a throwing scope or function, surfaces as ExpressionError.
 */
import type { Expr } from './ast.ts';
import { compare, isEmpty, isNull, looseEquals, toBoolean, toNumber, typeName } from './coerce.ts';
import { ExpressionError } from './errors.ts';
import { parseExpression } from './source.ts';

export type Scope = Record<string, unknown> | ((name: string) => unknown);

export interface EvaluateOptions {
  /** The functions an expression may call by bare name, e.g. `${setVariable('x', 1)}`. */
  functions?: Record<string, (...args: unknown[]) => unknown>;
  /** When true an unknown root name is an error; by default it is null, as for a Map-backed EL context. */
  strict?: boolean;
}

/** Property names no expression may read, whatever object they are asked of. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

export function evaluate(expr: Expr | string, scope: Scope, options: EvaluateOptions = {}): unknown {
  const tree = typeof expr === 'string' ? parseExpression(expr) : expr;
  return toResult(run(tree, scope, options));
}

/** Evaluates and coerces the result to a boolean with EL rules, as a sequence-flow condition is used. */
export function evaluateCondition(expr: Expr | string, scope: Scope, options: EvaluateOptions = {}): boolean {
  const tree = typeof expr === 'string' ? parseExpression(expr) : expr;
  return toBoolean(run(tree, scope, options), tree.pos);
}

function toResult(value: unknown): unknown {
  return value === undefined ? null : value;
}

function run(expr: Expr, scope: Scope, options: EvaluateOptions): unknown {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'identifier':
      return lookupRoot(expr.name, expr.pos, scope, options);
    case 'member': {
      const base = run(expr.object, scope, options);
      const key = run(expr.property, scope, options);
      return readProperty(base, key, expr.property.pos);
    }
    case 'unary':
      return unary(expr.operator, run(expr.operand, scope, options), expr.operand.pos);
    case 'conditional':
      return toBoolean(run(expr.test, scope, options), expr.test.pos)
        ? run(expr.consequent, scope, options)
        : run(expr.alternate, scope, options);
    case 'call':
      return call(expr, scope, options);
    case 'binary':
      return binary(expr, scope, options);
  }
}

function lookupRoot(name: string, pos: number, scope: Scope, options: EvaluateOptions): unknown {
  if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(`access to "${name}" is not allowed`, pos);
  let value: unknown;
  let found: boolean;
  if (typeof scope === 'function') {
    try {
      value = scope(name);
    } catch (error) {
      if (error instanceof ExpressionError) throw error;
      throw new ExpressionError(`cannot read variable "${name}": ${messageOf(error)}`, pos, { cause: error });
    }
    found = value !== undefined;
  } else {
    const descriptor = scope !== null && typeof scope === 'object' ? Object.getOwnPropertyDescriptor(scope, name) : undefined;
    found = descriptor !== undefined && 'value' in descriptor;
    value = found ? descriptor!.value : undefined;
  }
  if (!found && options.strict) throw new ExpressionError(`unknown variable "${name}"`, pos);
  return checkValue(value, pos);
}

/** a.b and a[k]: own data properties of objects and arrays, entries of Maps; everything else is null. */
function readProperty(base: unknown, key: unknown, pos: number): unknown {
  if (isNull(base)) return null;
  if (typeof key === 'object' && key !== null) throw new ExpressionError(`cannot use ${typeName(key)} as a property name`, pos);
  const name = isNull(key) ? '' : String(key);
  if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(`access to "${name}" is not allowed`, pos);
  if (base instanceof Map) return checkValue(base.get(key) ?? (typeof key === 'number' ? undefined : base.get(name)), pos);
  if (typeof base !== 'object') return null;
  if (Array.isArray(base) && name !== 'length') {
    const index = typeof key === 'number' ? key : /^\d+$/.test(name) ? Number(name) : Number.NaN;
    if (!Number.isInteger(index) || index < 0 || index >= base.length) return null;
  }
  const descriptor = Object.getOwnPropertyDescriptor(base, name);
  return checkValue(descriptor && 'value' in descriptor ? descriptor.value : undefined, pos);
}

/** Functions are never values of an expression: they could only be reached to be called. */
function checkValue(value: unknown, pos: number): unknown {
  if (typeof value === 'function') throw new ExpressionError('a function cannot be used as a value', pos);
  if (typeof value === 'symbol') return null;
  return value === undefined ? null : value;
}

function unary(operator: '-' | '!' | 'empty', value: unknown, pos: number): unknown {
  if (operator === 'empty') return isEmpty(value);
  if (operator === '!') return !toBoolean(value, pos);
  return -toNumber(value, pos);
}

function binary(expr: Extract<Expr, { kind: 'binary' }>, scope: Scope, options: EvaluateOptions): unknown {
  const { operator } = expr;
  const left = run(expr.left, scope, options);
  if (operator === '&&') return toBoolean(left, expr.left.pos) && toBoolean(run(expr.right, scope, options), expr.right.pos);
  if (operator === '||') return toBoolean(left, expr.left.pos) || toBoolean(run(expr.right, scope, options), expr.right.pos);
  const right = run(expr.right, scope, options);
  switch (operator) {
    case '==':
      return looseEquals(left, right);
    case '!=':
      return !looseEquals(left, right);
    case '<':
      return compare(left, right, expr.pos) === -1;
    case '>':
      return compare(left, right, expr.pos) === 1;
    case '<=': {
      const sign = compare(left, right, expr.pos);
      return sign === -1 || sign === 0;
    }
    case '>=': {
      const sign = compare(left, right, expr.pos);
      return sign === 1 || sign === 0;
    }
    default:
      return arithmetic(operator, toNumber(left, expr.left.pos), toNumber(right, expr.right.pos), expr.right.pos);
  }
}

function arithmetic(operator: '+' | '-' | '*' | '/' | '%', a: number, b: number, pos: number): number {
  switch (operator) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      if (b === 0) throw new ExpressionError('division by zero', pos);
      return a / b;
    case '%':
      if (b === 0) throw new ExpressionError('division by zero', pos);
      return a % b;
  }
}

function call(expr: Extract<Expr, { kind: 'call' }>, scope: Scope, options: EvaluateOptions): unknown {
  const functions = options.functions;
  const descriptor = functions ? Object.getOwnPropertyDescriptor(functions, expr.callee) : undefined;
  const fn: unknown = descriptor && 'value' in descriptor ? descriptor.value : undefined;
  if (FORBIDDEN_NAMES.has(expr.callee) || typeof fn !== 'function') {
    throw new ExpressionError(`unknown function "${expr.callee}"`, expr.pos);
  }
  const args = expr.args.map((arg) => toResult(run(arg, scope, options)));
  let result: unknown;
  try {
    result = (fn as (...values: unknown[]) => unknown)(...args);
  } catch (error) {
    if (error instanceof ExpressionError) throw error;
    throw new ExpressionError(`function "${expr.callee}" failed: ${messageOf(error)}`, expr.pos, { cause: error });
  }
  return checkValue(result, expr.pos);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
