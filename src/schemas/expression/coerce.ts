/**
 * JUEL's coercion rules (EL spec §1.8 and §1.23) on JavaScript values: null and undefined are both
 * EL null, every JS number is an EL number, Dates compare by time. Operations a Java engine would
 * reject raise ExpressionError here too, so a bad condition fails loudly instead of routing silently.
 */
import { ExpressionError } from './errors.ts';

export function isNull(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

/** Coercion to Boolean: null and '' are false, strings are true only when they spell "true". */
export function toBoolean(value: unknown, pos?: number): boolean {
  if (isNull(value) || value === '') return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  throw new ExpressionError(`cannot use ${typeName(value)} as a boolean`, pos);
}

/** Coercion to Number: null and '' are 0, strings must be numeric, booleans are refused as in EL. */
export function toNumber(value: unknown, pos?: number): number {
  if (isNull(value) || value === '') return 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') {
    const number = parseNumeric(value);
    if (number !== undefined) return number;
    throw new ExpressionError(`cannot use string '${clip(value)}' as a number`, pos);
  }
  if (value instanceof Date) return value.getTime();
  throw new ExpressionError(`cannot use ${typeName(value)} as a number`, pos);
}

/** Coercion to String: null is '', numbers and booleans print as in JS, Dates as ISO text. */
export function toText(value: unknown): string {
  if (isNull(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

function parseNumeric(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function isNumberLike(value: unknown): boolean {
  return typeof value === 'number' || typeof value === 'bigint';
}

/**
 * A == B: identical or both null → true; one null → false; a number on either side compares
 * numerically (a non-numeric string is simply not equal, where Java EL would throw: a routing
 * condition such as `${days == 3}` must not crash on a text answer); a boolean compares as boolean;
 * a string compares as text; Dates by time; anything else by identity.
 */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isNull(a) || isNull(b)) return isNull(a) && isNull(b);
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (isNumberLike(a) || isNumberLike(b)) {
    const x = numericOrUndefined(a);
    const y = numericOrUndefined(b);
    return x !== undefined && y !== undefined && x === y;
  }
  if (typeof a === 'boolean' || typeof b === 'boolean') {
    const x = booleanOrUndefined(a);
    const y = booleanOrUndefined(b);
    return x !== undefined && x === y;
  }
  if (typeof a === 'string' || typeof b === 'string') {
    if (typeof a === 'object' || typeof b === 'object') return false;
    return toText(a) === toText(b);
  }
  return false;
}

function numericOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return value === '' ? 0 : parseNumeric(value);
  return undefined;
}

function booleanOrUndefined(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.toLowerCase() === 'true';
  return undefined;
}

/**
 * A < B and friends: answers the sign of the comparison, or undefined when either side is null
 * (EL: every relational test with null is false). Numbers win over strings; two strings compare
 * by UTF-16 code units as Java's compareTo does.
 */
export function compare(a: unknown, b: unknown, pos?: number): number | undefined {
  if (isNull(a) || isNull(b)) return undefined;
  if (a instanceof Date && b instanceof Date) return Math.sign(a.getTime() - b.getTime());
  if (isNumberLike(a) || isNumberLike(b)) {
    const x = toNumber(a, pos);
    const y = toNumber(b, pos);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  throw new ExpressionError(`cannot compare ${typeName(a)} with ${typeName(b)}`, pos);
}

/** `empty x`: null, '', an empty array, Map or Set, or an object without own keys. */
export function isEmpty(value: unknown): boolean {
  if (isNull(value) || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Map || value instanceof Set) return value.size === 0;
  if (typeof value === 'object' && !(value instanceof Date)) return Object.keys(value).length === 0;
  return false;
}

export function typeName(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
