/** Splits a JUEL expression (a range of a larger text) into tokens with absolute offsets. */
import { ExpressionError } from './errors.ts';

export type Token =
  | { type: 'number'; value: number; pos: number }
  | { type: 'string'; value: string; pos: number }
  | { type: 'name'; value: string; pos: number }
  | { type: 'op'; value: string; pos: number }
  | { type: 'end'; pos: number };

/** JUEL's word operators are spelled like names; they are told apart by the parser. */
export const WORD_OPERATORS: Readonly<Record<string, string>> = {
  and: '&&', or: '||', not: '!', eq: '==', ne: '!=', lt: '<', gt: '>', le: '<=', ge: '>=', div: '/', mod: '%',
};
export const RESERVED_WORDS = new Set([...Object.keys(WORD_OPERATORS), 'true', 'false', 'null', 'empty', 'instanceof']);

const TWO_CHAR_OPS = new Set(['==', '!=', '<=', '>=', '&&', '||']);
const ONE_CHAR_OPS = new Set(['<', '>', '!', '+', '-', '*', '/', '%', '?', ':', '(', ')', '[', ']', '.', ',']);
const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{N}_$]/u;
const ESCAPES: Readonly<Record<string, string>> = { '\\': '\\', "'": "'", '"': '"', n: '\n', t: '\t', r: '\r' };

export function tokenize(text: string, start: number, end: number): Token[] {
  const tokens: Token[] = [];
  let i = start;
  while (i < end) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      const match = /^\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(text.slice(i, end))!;
      tokens.push({ type: 'number', value: Number(match[0]), pos: i });
      i += match[0].length;
      if (i < end && NAME_PART.test(text[i]!)) throw new ExpressionError(`invalid number "${match[0]}${text[i]}"`, i);
      continue;
    }
    if (ch === "'" || ch === '"') {
      const [value, next] = readString(text, i, end);
      tokens.push({ type: 'string', value, pos: i });
      i = next;
      continue;
    }
    const point = text.codePointAt(i)!;
    const char = String.fromCodePoint(point);
    if (NAME_START.test(char)) {
      let j = i + char.length;
      while (j < end) {
        const part = String.fromCodePoint(text.codePointAt(j)!);
        if (!NAME_PART.test(part)) break;
        j += part.length;
      }
      tokens.push({ type: 'name', value: text.slice(i, j), pos: i });
      i = j;
      continue;
    }
    const two = text.slice(i, i + 2);
    if (i + 2 <= end && TWO_CHAR_OPS.has(two)) {
      tokens.push({ type: 'op', value: two, pos: i });
      i += 2;
      continue;
    }
    if (ONE_CHAR_OPS.has(ch)) {
      tokens.push({ type: 'op', value: ch, pos: i });
      i++;
      continue;
    }
    if (ch === '=') throw new ExpressionError('unexpected "=": use "==" to compare (assignment is not allowed)', i);
    if (ch === '&' || ch === '|') throw new ExpressionError(`unexpected "${ch}": use "${ch}${ch}"`, i);
    throw new ExpressionError(`unexpected character "${char}"`, i);
  }
  tokens.push({ type: 'end', pos: end });
  return tokens;
}

function readString(text: string, start: number, end: number): [string, number] {
  const quote = text[start];
  let value = '';
  let i = start + 1;
  while (i < end) {
    const ch = text[i]!;
    if (ch === quote) return [value, i + 1];
    if (ch === '\\' && i + 1 < end) {
      const next = text[i + 1]!;
      value += ESCAPES[next] ?? `\\${next}`;
      i += 2;
      continue;
    }
    value += ch;
    i++;
  }
  throw new ExpressionError('unterminated string', start);
}
