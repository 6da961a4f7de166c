/** The evaluator's safety: no prototype access, no method calls, limits, and only ExpressionError on bad input. */
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  evaluateTemplate,
  ExpressionError,
  MAX_DEPTH,
  MAX_SOURCE_LENGTH,
  parseExpression,
  referencedNames,
} from '../../src/schemas/expression/index.ts';

const scope = { user: { name: 'li' }, list: [1, 2], key: '__proto__', ctor: 'constructor', text: 'abc' };

/** The error a call throws; fails the test unless it is an ExpressionError. */
function errorOf(run: () => unknown): ExpressionError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ExpressionError);
  return caught as ExpressionError;
}

const failingScope = () => {
  throw new TypeError('db gone');
};

describe('prototype and method access is refused', () => {
  it.each([
    'user.__proto__',
    'user.constructor',
    "user['constructor']",
    'user[ctor]',
    'list[key]',
    'text.constructor',
    '__proto__',
    'constructor',
    'user.constructor.prototype',
    "list['__proto__']['polluted']",
  ])('%s', (source) => {
    expect(errorOf(() => evaluate(source, scope)).message).toMatch(/not allowed/);
  });

  it('inherited members are invisible', () => {
    expect(evaluate('user.toString', scope)).toBe(null);
    expect(evaluate('user.hasOwnProperty', scope)).toBe(null);
    expect(evaluate('list.map', scope)).toBe(null);
    expect(evaluate('toString', scope)).toBe(null);
    expect(evaluate('valueOf', {})).toBe(null);
  });

  it('no method calls on values', () => {
    expect(errorOf(() => parseExpression('text.toUpperCase()')).message).toMatch(/no method calls/);
    expect(errorOf(() => parseExpression("list['map'](x)")).message).toMatch(/no method calls/);
    expect(errorOf(() => parseExpression('(f)(1)')).message).toMatch(/no method calls/);
  });

  it('functions in the scope are neither values nor callable', () => {
    const withFn = { fn: () => 'called', obj: { fn: () => 'called' } };
    expect(() => evaluate('fn', withFn)).toThrow(/function cannot be used as a value/);
    expect(() => evaluate('obj.fn', withFn)).toThrow(/function cannot be used as a value/);
    expect(() => evaluate('fn()', withFn)).toThrow(/unknown function "fn"/);
  });

  it('inherited members of the functions object are not callable', () => {
    expect(() => evaluate('toString()', {}, { functions: {} })).toThrow(/unknown function/);
    expect(() => evaluate('constructor()', {}, { functions: {} })).toThrow(/unknown function/);
  });

  it('getters are not run', () => {
    let ran = false;
    const tricky = {
      get secret() {
        ran = true;
        return 'x';
      },
    };
    expect(evaluate('t.secret', { t: tricky })).toBe(null);
    expect(ran).toBe(false);
  });

  it('no assignment', () => {
    expect(errorOf(() => parseExpression('a = 1')).message).toMatch(/assignment is not allowed/);
    expect(() => parseExpression('a += 1')).toThrow(ExpressionError);
  });

  it('no prototype pollution through evaluation', () => {
    for (const source of ["list['__proto__']", 'user.__proto__.x']) {
      expect(() => evaluate(source, scope)).toThrow(ExpressionError);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('limits', () => {
  it('refuses over-long input', () => {
    const long = `${'a + '.repeat(MAX_SOURCE_LENGTH / 4)}a`;
    expect(errorOf(() => parseExpression(long)).message).toMatch(/longer than/);
    expect(() => evaluateTemplate(`x ${'y'.repeat(MAX_SOURCE_LENGTH)}`, {})).toThrow(ExpressionError);
  });

  it('refuses deep nesting of parentheses, unary operators and chains', () => {
    const deep = `${'('.repeat(MAX_DEPTH + 5)}1${')'.repeat(MAX_DEPTH + 5)}`;
    expect(errorOf(() => parseExpression(deep)).message).toMatch(/nested deeper/);
    expect(() => parseExpression(`${'!'.repeat(MAX_DEPTH + 5)}true`)).toThrow(/nested deeper/);
    expect(() => parseExpression(`${'-'.repeat(MAX_DEPTH + 5)}1`)).toThrow(/nested deeper/);
    expect(() => parseExpression(Array.from({ length: MAX_DEPTH + 5 }, () => 'a').join(' + '))).toThrow(/nested deeper/);
    expect(() => parseExpression(`a${'.b'.repeat(MAX_DEPTH + 5)}`)).toThrow(/nested deeper/);
  });

  it('accepts reasonable nesting', () => {
    expect(evaluate(`${'('.repeat(50)}1${')'.repeat(50)}`, {})).toBe(1);
    expect(evaluate(Array.from({ length: 100 }, () => '1').join(' + '), {})).toBe(100);
  });
});

describe('malformed input', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['a ==', 4],
    ['== a', 0],
    ["'unterminated", 0],
    ['a.', 2],
    ['a[1', 3],
    ['(a', 2],
    ['a)', 1],
    ['a ? b', 5],
    ['1abc', 1],
    ['a @ b', 2],
    ['a & b', 2],
    ['a | b', 2],
    ['and', 0],
    ['a instanceof b', 2],
    ['f(1,', 4],
    ['a b', 2],
  ])('%j fails at %i', (source, position) => {
    expect(errorOf(() => parseExpression(source)).position).toBe(position);
  });

  it('templates with a missing brace', () => {
    expect(errorOf(() => evaluateTemplate('x ${a', {})).position).toBe(2);
    expect(errorOf(() => evaluateTemplate('${}', {})).message).toMatch(/empty expression/);
  });

  it('non-string input', () => {
    expect(() => parseExpression(undefined as unknown as string)).toThrow(ExpressionError);
    expect(() => evaluateTemplate(42 as unknown as string, {})).toThrow(ExpressionError);
  });

  it('a throwing scope function surfaces as ExpressionError', () => {
    expect(errorOf(() => evaluate('a', failingScope)).message).toMatch(/cannot read variable "a": db gone/);
  });

  it('random input never throws anything but ExpressionError', () => {
    const alphabet = ['a', 'b', '1', '2.5', "'x'", '"y"', '(', ')', '[', ']', '.', ',', '?', ':', '!', '-', '+', '*', '/', '%',
      '==', '!=', '<', '>=', '&&', '||', ' and ', ' or ', ' not ', ' empty ', ' eq ', ' div ', 'true', 'null', '${', '}', '#{',
      '\\', "'", '"', '=', '&', '|', '__proto__', 'constructor', 'f', ' ', '驳回', '\u0000', '\u{1F600}'];
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    const data = { a: { b: [1, { c: 2 }] }, b: 'text', f: 1 };
    const functions = { f: (...args: unknown[]) => args.length };
    let parsed = 0;
    for (let round = 0; round < 3000; round++) {
      const length = 1 + (next() % 12);
      let source = '';
      for (let i = 0; i < length; i++) source += alphabet[next() % alphabet.length];
      for (const attempt of [
        () => evaluate(source, data, { functions }),
        () => evaluateTemplate(source, data, { functions }),
        () => referencedNames(source),
      ]) {
        try {
          attempt();
          parsed++;
        } catch (error) {
          if (!(error instanceof ExpressionError)) throw new Error(`${JSON.stringify(source)} threw ${String(error)}`, { cause: error });
        }
      }
    }
    expect(parsed).toBeGreaterThan(100);
  });
});
