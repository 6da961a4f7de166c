import { describe, expect, it } from 'vitest';
import {
  barcodeValue,
  CalcSyntaxError,
  compileCalc,
  computeCalculation,
  countDays,
  dateShortcuts,
  evaluateCalc,
  fillTemplate,
  formCalculations,
  isDateOutsideWindow,
  isRangeDayDisabled,
  isWorkingDay,
  runCalculations,
  totalDays,
  workingDays,
} from '../../src/schemas/form/index.ts';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';

const field = (type: string, name: string, options: Record<string, unknown> = {}): Widget => ({ type, id: name, formItemFlag: true, options: { name, label: name, ...options } });

describe('calculation syntax {a}<op>{b}', () => {
  it('evaluates arithmetic with precedence and parentheses', () => {
    const values: Record<string, unknown> = { a: 2, b: '3', c: 4 };
    const get = (name: string) => values[name];
    expect(evaluateCalc('{a}<+>{b}<*>{c}', get)).toBe(14);
    expect(evaluateCalc('<(>{a}<+>{b}<)><*>{c}', get)).toBe(20);
    expect(evaluateCalc('({a} + {b}) / 2', get)).toBe(2.5);
    expect(evaluateCalc('{a}<->{c}<%>3', get)).toBe(1);
    expect(evaluateCalc('{x}<+>1', () => 0.1)).toBe(1.1);
    expect(evaluateCalc('{x}<+>{y}', (n) => (n === 'x' ? 0.1 : 0.2))).toBe(0.3);
  });

  it('empty operands count as 0; text, division by zero give no value', () => {
    expect(evaluateCalc('{a}<+>{b}', (n) => (n === 'a' ? 5 : ''))).toBe(5);
    expect(evaluateCalc('{a}<+>{b}', (n) => (n === 'a' ? 5 : 'abc'))).toBeNull();
    expect(evaluateCalc('{a}</>{b}', (n) => (n === 'a' ? 5 : 0))).toBeNull();
  });

  it('lists referenced names and refuses anything but arithmetic (never eval)', () => {
    expect(compileCalc('{price}<*>{qty}<+>{price}').names).toEqual(['price', 'qty']);
    // A name is replaced by a placeholder, so its characters never reach the parser.
    expect(evaluateCalc('{constructor}<+>{__proto__}', (n) => (n === 'constructor' ? 1 : 2))).toBe(3);
    for (const bad of ['{a}<&&>{b}', 'alert(1)', '{a}<+>', '{a', '<==>', "{a}<+>'x'", '']) {
      expect(() => compileCalc(bad)).toThrow(CalcSyntaxError);
    }
  });
});

const orderSchema: FormSchema = {
  formConfig: {} as FormSchema['formConfig'],
  widgetList: [
    {
      type: 'sub-form',
      id: 'items',
      options: { name: 'items', label: '明细' },
      widgetList: [
        field('number', 'price'),
        field('number', 'qty'),
        field('number', 'amount', { subcalculation: '{price}<*>{qty}' }),
      ],
    },
    field('number', 'fee'),
    field('number', 'total', { subformmount: '{price}<*>{qty}' }),
    field('number', 'grand', { subformall: '{amount}<+>{fee}' }),
    field('number', 'double', { calculation: '{fee}<*>2' }),
    field('date-range', 'period'),
    field('number', 'days', { getdays: { widget: 'period', datatype: 'total' } }),
    field('number', 'workdays', { getdays: { widget: 'period', datatype: 'workday' } }),
    field('date', 'from'),
    field('date', 'to'),
    field('number', 'span', { getdays: { widget: 'from,to', datatype: '' } }),
    field('input', 'title', { strsplic: '{fee}元-{period}-{missing}' }),
  ],
};

describe('calculated fields', () => {
  const rows = [
    { price: 10, qty: 2 },
    { price: '2.5', qty: 4 },
  ];
  const data = { items: rows, fee: 5, period: ['2026-11-20', '2026-11-30'], from: '2026-11-01', to: '2026-11-03' };

  it('finds each kind with its dependencies', () => {
    const calcs = formCalculations(orderSchema);
    expect(calcs.map((calc) => [calc.target, calc.kind, calc.rowOf, calc.dependencies, calc.subForms])).toEqual([
      ['amount', 'subcalculation', 'items', ['price', 'qty'], ['items']],
      ['total', 'subformmount', undefined, ['price', 'qty'], ['items']],
      ['grand', 'subformall', undefined, ['amount', 'fee'], ['items']],
      ['double', 'calculation', undefined, ['fee'], []],
      ['days', 'getdays', undefined, ['period'], []],
      ['workdays', 'getdays', undefined, ['period'], []],
      ['span', 'getdays', undefined, ['from', 'to'], []],
      ['title', 'strsplic', undefined, ['fee', 'period', 'missing'], []],
    ]);
  });

  it('subcalculation works per row; subformmount sums the expression over rows; subformall sums columns', () => {
    const calcs = Object.fromEntries(formCalculations(orderSchema).map((calc) => [calc.target, calc]));
    expect(computeCalculation(calcs.amount!, { data, row: rows[1] })).toBe(10);
    expect(computeCalculation(calcs.total!, { data })).toBe(30);
    const withAmounts = { ...data, items: [{ amount: 20 }, { amount: 10 }] };
    expect(computeCalculation(calcs.grand!, { data: withAmounts })).toBe(35);
    expect(computeCalculation(calcs.double!, { data })).toBe(10);
    expect(computeCalculation(calcs.total!, { data: { items: [] } })).toBe(0);
  });

  it('getdays counts inclusive total or working days of a date-range or two dates', () => {
    const calcs = Object.fromEntries(formCalculations(orderSchema).map((calc) => [calc.target, calc]));
    // 2026-11-20 is a Friday; to the 30th (Monday): 11 days, of which 2 weekends → 7 working days.
    expect(computeCalculation(calcs.days!, { data })).toBe(11);
    expect(computeCalculation(calcs.workdays!, { data })).toBe(7);
    expect(computeCalculation(calcs.workdays!, { data, calendar: { holidays: ['2026-11-23'] } })).toBe(6);
    expect(computeCalculation(calcs.span!, { data })).toBe(3);
    expect(computeCalculation(calcs.days!, { data: {} })).toBeNull();
  });

  it('strsplic concatenates values as text', () => {
    const calcs = Object.fromEntries(formCalculations(orderSchema).map((calc) => [calc.target, calc]));
    expect(computeCalculation(calcs.title!, { data })).toBe('5元-2026-11-20,2026-11-30-');
    expect(fillTemplate('{a}/{b}', (n) => (n === 'a' ? [{ label: '张三' }, { label: '李四' }] : true))).toBe('张三,李四/true');
  });

  it('runCalculations settles chained calculations over the whole form', () => {
    const out = runCalculations(orderSchema, data);
    expect((out.items as { amount: number }[]).map((row) => row.amount)).toEqual([20, 10]);
    expect(out.total).toBe(30);
    expect(out.grand).toBe(35);
  });
});

describe('day counting and disabled days', () => {
  it('counts inclusive totals and working days across weeks, holidays and make-up days', () => {
    expect(totalDays('2026-11-21', '2026-11-21')).toBe(1);
    expect(totalDays('2026-11-22', '2026-11-21')).toBe(0);
    expect(totalDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(totalDays('2026-12-31 08:00:00', '2027-01-01')).toBe(2);
    expect(workingDays('2026-11-16', '2026-11-29')).toBe(10);
    // Holiday on a Wednesday removes a day; a holiday on a Sunday changes nothing; a make-up Saturday adds one.
    expect(workingDays('2026-11-16', '2026-11-29', { holidays: ['2026-11-18', '2026-11-22'], workdays: ['2026-11-21'] })).toBe(10);
    expect(workingDays('2026-11-21', '2026-11-22')).toBe(0);
    expect(countDays('2026-10-01', '2026-10-08', { working: true, holidays: ['2026-10-01', '2026-10-02', '2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08'] })).toBe(0);
    expect(isWorkingDay({ y: 2026, m: 11, d: 21 })).toBe(false);
    expect(workingDays('2000-01-01', '2099-12-31')).toBeGreaterThan(26000);
  });

  it('reads the value formats VForm stores', () => {
    expect(totalDays('2026年11月1日', '2026/11/03')).toBe(3);
    expect(totalDays(new Date(2026, 10, 1).getTime(), '2026-11-02')).toBe(2);
    expect(totalDays('2026-02-30', '2026-03-01')).toBe(0);
  });

  it('the date-range picker disables weekends, holidays and past days', () => {
    const today = { y: 2026, m: 11, d: 20 };
    const options = { today, holidays: ['2026-11-24'], workdays: ['2026-11-28'] };
    expect(isRangeDayDisabled('2026-11-19', options)).toBe(true);
    expect(isRangeDayDisabled('2026-11-20', options)).toBe(false);
    expect(isRangeDayDisabled('2026-11-21', options)).toBe(true);
    expect(isRangeDayDisabled('2026-11-24', options)).toBe(true);
    expect(isRangeDayDisabled('2026-11-28', options)).toBe(false);
    expect(isRangeDayDisabled('2026-11-21', { today, weekends: false })).toBe(false);
  });

  it('the date picker window: out-date blocks outside [today−bdate, today+adate], in-date inside', () => {
    const today = { y: 2026, m: 11, d: 20 };
    expect(isDateOutsideWindow('2026-11-17', { today, bdate: 3, adate: 5, disabledDateType: 'out-date' })).toBe(false);
    expect(isDateOutsideWindow('2026-11-16', { today, bdate: 3, adate: 5, disabledDateType: 'out-date' })).toBe(true);
    expect(isDateOutsideWindow('2026-11-26', { today, bdate: 3, adate: 5, disabledDateType: 'out-date' })).toBe(true);
    expect(isDateOutsideWindow('2026-11-25', { today, bdate: 3, adate: 5, disabledDateType: 'in-date' })).toBe(true);
    expect(isDateOutsideWindow('2026-11-26', { today, bdate: '3', adate: '5', disabledDateType: 'in-date' })).toBe(false);
    expect(isDateOutsideWindow('2026-11-26', { today, bdate: 3, adate: 5 })).toBe(false);
  });

  it('shortcuts: today, yesterday, a week ago', () => {
    expect(dateShortcuts({ y: 2026, m: 3, d: 1 }).map((item) => item.day)).toEqual(['2026-03-01', '2026-02-28', '2026-02-22']);
  });
});

const now = () => new Date(2026, 0, 2, 3, 4, 5);

describe('barcode value', () => {
  it('is date-time digits plus three random digits', () => {
    expect(barcodeValue({ now, random: () => 0.0421 })).toBe('20260102030405042');
    expect(barcodeValue({ now, random: () => 0.9999999 })).toBe('20260102030405999');
    expect(barcodeValue({ now, random: () => 0 })).toBe('20260102030405000');
    expect(barcodeValue()).toMatch(/^\d{17}$/);
  });
});
