/** The safe JUEL evaluator: grammar, precedence, EL coercions, templates and referenced names. */
import { describe, expect, it } from 'vitest';
import {
  evaluate,
  evaluateCondition,
  evaluateTemplate,
  ExpressionError,
  isTemplate,
  parseExpression,
  referencedNames,
} from '../../src/schemas/expression/index.ts';

const vars = {
  outcome: '驳回',
  days: 3,
  amount: '1200.50',
  nrOfInstances: 3,
  nrOfCompletedInstances: 2,
  passCount: 1,
  failCount: 0,
  initiator: 'u001',
  leave: { type: 'annual', days: 5, approvers: ['a', 'b'] },
  list: [10, 20, 30],
  emptyList: [],
  emptyObject: {},
  blank: '',
  nothing: null,
  flag: true,
  text: 'true',
};

/** The error a call throws, or undefined. */
function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

const run = (source: string, scope: Record<string, unknown> = vars) => evaluate(source, scope);

describe('expression grammar', () => {
  it('compares the outcome of a task in a routing condition', () => {
    expect(run("${outcome == '驳回'}")).toBe(true);
    expect(run("${outcome != '驳回'}")).toBe(false);
    expect(run("outcome eq '同意'")).toBe(false);
    expect(run('#{outcome == "驳回"}')).toBe(true);
  });

  it('the multi-instance completion condition', () => {
    expect(run('${nrOfCompletedInstances >= nrOfInstances}')).toBe(false);
    expect(run('${nrOfCompletedInstances >= nrOfInstances}', { ...vars, nrOfCompletedInstances: 3 })).toBe(true);
    expect(run('${nrOfCompletedInstances / nrOfInstances > 0.5}')).toBe(true);
    expect(run('${passCount > 0}')).toBe(true);
    expect(run('${failCount gt 0}')).toBe(false);
  });

  it('literals', () => {
    expect(run('42')).toBe(42);
    expect(run('4.5e2')).toBe(450);
    expect(run("'it\\'s'")).toBe("it's");
    expect(run('"say \\"hi\\""')).toBe('say "hi"');
    expect(run('true')).toBe(true);
    expect(run('false')).toBe(false);
    expect(run('null')).toBe(null);
  });

  it('relational operators in symbols and words', () => {
    for (const [source, expected] of [
      ['days < 5', true], ['days lt 3', false], ['days > 2', true], ['days gt 3', false],
      ['days <= 3', true], ['days le 2', false], ['days >= 3', true], ['days ge 4', false],
      ['days == 3', true], ['days eq 3', true], ['days != 3', false], ['days ne 4', true],
    ] as const) {
      expect({ source, value: run(source) }).toEqual({ source, value: expected });
    }
  });

  it('logical operators with short-circuit', () => {
    expect(run('days > 1 && outcome == "驳回"')).toBe(true);
    expect(run('days > 5 and outcome == "驳回"')).toBe(false);
    expect(run('days > 5 || flag')).toBe(true);
    expect(run('days > 5 or nothing')).toBe(false);
    expect(run('!flag')).toBe(false);
    expect(run('not flag')).toBe(false);
    // The right side would fail (a list is not a boolean), but is never evaluated.
    expect(run('false && list')).toBe(false);
    expect(run('true || list')).toBe(true);
  });

  it('precedence: and binds tighter than or, arithmetic tighter than comparison', () => {
    expect(run('true || false && false')).toBe(true);
    expect(run('(true || false) && false')).toBe(false);
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('days + 2 == 5')).toBe(true);
    expect(run('-days + 1')).toBe(-2);
    expect(run('10 - 2 - 3')).toBe(5);
    // As in EL, `not` binds tighter than `>`: it applies to `days`, and a number is not a boolean.
    expect(() => run('not days > 5')).toThrow(/as a boolean/);
    expect(run('not (days > 5)')).toBe(true);
  });

  it('arithmetic with div and mod', () => {
    expect(run('7 / 2')).toBe(3.5);
    expect(run('7 div 2')).toBe(3.5);
    expect(run('7 % 4')).toBe(3);
    expect(run('7 mod 4')).toBe(3);
    expect(run('2 * amount')).toBeCloseTo(2401);
    expect(run('nothing + 1')).toBe(1);
  });

  it('ternary', () => {
    expect(run("days > 2 ? 'long' : 'short'")).toBe('long');
    expect(run("days > 9 ? 'long' : days > 1 ? 'mid' : 'short'")).toBe('mid');
  });

  it('empty', () => {
    expect(run('empty blank')).toBe(true);
    expect(run('empty nothing')).toBe(true);
    expect(run('empty missing')).toBe(true);
    expect(run('empty emptyList')).toBe(true);
    expect(run('empty emptyObject')).toBe(true);
    expect(run('empty list')).toBe(false);
    expect(run('empty outcome')).toBe(false);
    expect(run('!empty leave.approvers')).toBe(true);
    expect(run('not empty leave')).toBe(true);
  });

  it('property paths', () => {
    expect(run('leave.type')).toBe('annual');
    expect(run("leave['days']")).toBe(5);
    expect(run('leave.approvers[1]')).toBe('b');
    expect(run('list[0] + list[2]')).toBe(40);
    expect(run('list[days - 2]')).toBe(20);
    expect(run("list['1']")).toBe(20);
    expect(run('list.length')).toBe(3);
    expect(run('list[7]')).toBe(null);
    expect(run('leave.missing.deeper')).toBe(null);
    expect(run('nothing.a')).toBe(null);
    expect(run('outcome.length')).toBe(null);
    expect(evaluate('m.k', { m: new Map([['k', 'v']]) })).toBe('v');
  });

  it('unknown names are null, or an error in strict mode', () => {
    expect(run('missing')).toBe(null);
    expect(run('missing == null')).toBe(true);
    expect(() => evaluate('missing', vars, { strict: true })).toThrow(/unknown variable "missing"/);
  });

  it('a scope function resolves names lazily', () => {
    const asked: string[] = [];
    const scope = (name: string) => {
      asked.push(name);
      return name === 'days' ? 9 : undefined;
    };
    expect(evaluate('days > 5 || other', scope)).toBe(true);
    expect(asked).toEqual(['days']);
  });

  it('word operators and keywords stay usable as property names after a dot', () => {
    expect(evaluate('form.empty', { form: { empty: 'x' } })).toBe('x');
    expect(evaluate('a.and', { a: { and: 1 } })).toBe(1);
  });

  it('Chinese field names are identifiers', () => {
    expect(evaluate('请假天数 > 3', { 请假天数: 5 })).toBe(true);
  });
});

describe('EL coercions', () => {
  it('numbers compare numerically, numeric strings are coerced', () => {
    expect(run("days == '3'")).toBe(true);
    expect(run("'3.0' == 3")).toBe(true);
    expect(run('amount > 1000')).toBe(true);
    expect(run("'10' > 9")).toBe(true);
    expect(run("'10' > '9'")).toBe(false); // two strings compare as text
  });

  it('a text answer is not equal to a number and does not crash the comparison', () => {
    expect(run('outcome == 1')).toBe(false);
    expect(run('outcome != 1')).toBe(true);
  });

  it('a text ordering against a number is refused', () => {
    expect(() => run('outcome > 1')).toThrow(ExpressionError);
  });

  it('== with null', () => {
    expect(run('nothing == null')).toBe(true);
    expect(run('null == nothing')).toBe(true);
    expect(run('days == null')).toBe(false);
    expect(run('blank == null')).toBe(false);
    expect(run('nothing != null')).toBe(false);
    expect(run('nothing < 1')).toBe(false);
    expect(run('nothing >= 1')).toBe(false);
  });

  it('booleans', () => {
    expect(run('flag == true')).toBe(true);
    expect(run("text == true")).toBe(true);
    expect(run("'TRUE' && flag")).toBe(true);
    expect(run("'yes' || false")).toBe(false);
    expect(() => run('days && flag')).toThrow(/as a boolean/);
  });

  it('strings compare with strings as text', () => {
    expect(run("'abc' < 'abd'")).toBe(true);
    expect(run("initiator == 'u001'")).toBe(true);
  });

  it('arithmetic refuses non-numbers', () => {
    expect(() => run('outcome + 1')).toThrow(/cannot use string '驳回' as a number/);
    expect(() => run('flag + 1')).toThrow(ExpressionError);
    expect(() => run('1 / 0')).toThrow(/division by zero/);
    expect(() => run('1 % 0')).toThrow(/division by zero/);
  });

  it('dates compare by time', () => {
    const scope = { a: new Date('2026-01-01'), b: new Date('2026-02-01'), c: new Date('2026-01-01') };
    expect(evaluate('a < b', scope)).toBe(true);
    expect(evaluate('a == c', scope)).toBe(true);
  });

  it('evaluateCondition coerces the result to a boolean', () => {
    expect(evaluateCondition('${flag}', vars)).toBe(true);
    expect(evaluateCondition('${nothing}', vars)).toBe(false);
    expect(evaluateCondition("${'true'}", vars)).toBe(true);
    expect(() => evaluateCondition('${list}', vars)).toThrow(ExpressionError);
  });
});

describe('functions', () => {
  it('calls only functions the caller offers', () => {
    const set: Record<string, unknown> = {};
    const functions = {
      setVariable: (name: unknown, value: unknown) => {
        set[String(name)] = value;
        return true;
      },
      max: (...values: unknown[]) => Math.max(...values.map(Number)),
    };
    expect(evaluate("${setVariable('approved', days > 2)}", vars, { functions })).toBe(true);
    expect(set).toEqual({ approved: true });
    expect(evaluate('max(1, days, 2)', vars, { functions })).toBe(3);
    expect(() => evaluate('other(1)', vars, { functions })).toThrow(/unknown function "other"/);
    expect(() => evaluate('max(1)', vars)).toThrow(/unknown function "max"/);
  });

  it('a failing function surfaces as ExpressionError with its cause', () => {
    const boom = new Error('boom');
    const functions = {
      fail: () => {
        throw boom;
      },
    };
    const error = caught(() => evaluate('fail()', vars, { functions }));
    expect(error).toBeInstanceOf(ExpressionError);
    expect((error as ExpressionError).cause).toBe(boom);
    expect((error as ExpressionError).message).toMatch(/function "fail" failed: boom/);
  });
});

describe('templates', () => {
  it('one segment answers its value with its type', () => {
    expect(evaluateTemplate('${days}', vars)).toBe(3);
    expect(evaluateTemplate('${leave.approvers}', vars)).toEqual(['a', 'b']);
    expect(evaluateTemplate('#{flag}', vars)).toBe(true);
  });

  it('mixed text is interpolated', () => {
    expect(evaluateTemplate('请假 ${days} 天，类型 ${leave.type}', vars)).toBe('请假 3 天，类型 annual');
    expect(evaluateTemplate(' ${days}', vars)).toBe(' 3');
    expect(evaluateTemplate('x${nothing}y', vars)).toBe('xy');
    expect(evaluateTemplate('plain text', vars)).toBe('plain text');
    expect(evaluateTemplate('', vars)).toBe('');
  });

  it('a } inside a string literal does not close the segment', () => {
    expect(evaluateTemplate("${outcome == '}' ? 1 : 2}", vars)).toBe(2);
  });

  it('escaped markers stay literal', () => {
    expect(evaluateTemplate('cost \\${days}', vars)).toBe('cost ${days}');
    expect(isTemplate('cost \\${days}')).toBe(false);
    expect(isTemplate('a ${b}')).toBe(true);
  });

  it('errors carry the offset in the whole text', () => {
    const error = caught(() => evaluateTemplate('abc ${days = 3}', vars));
    expect(error).toBeInstanceOf(ExpressionError);
    expect((error as ExpressionError).position).toBe(11);
  });

  it('parseExpression refuses text around a segment', () => {
    expect(() => parseExpression('a ${b}')).toThrow(ExpressionError);
  });
});

describe('referencedNames', () => {
  it('lists root names once, in order, without functions and property names', () => {
    expect(referencedNames('${leave.days > days && outcome == "驳回" || leave.type == x[y]}')).toEqual([
      'leave', 'days', 'outcome', 'x', 'y',
    ]);
    expect(referencedNames('f(a, b.c) ? d : e')).toEqual(['a', 'b', 'd', 'e']);
    expect(referencedNames(parseExpression('empty list'))).toEqual(['list']);
    expect(referencedNames('总额 ${amount} 元 ${tax}')).toEqual(['amount', 'tax']);
    expect(referencedNames('1 + 2')).toEqual([]);
  });
});
