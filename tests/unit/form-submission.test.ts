import { describe, expect, it } from 'vitest';
import { validateSubmission } from '../../src/schemas/form/validate-submission.ts';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';
import { widgetModels } from '../../src/widgets/models.ts';

const field = (type: string, name: string, options: Record<string, unknown> = {}): Widget => ({ type, id: name, formItemFlag: true, options: { name, label: name, ...options } });

const schema: FormSchema = {
  formConfig: {} as FormSchema['formConfig'],
  widgetList: [
    field('input', 'applicant', { required: true, label: '申请人' }),
    field('input', 'phone', { validation: 'mobilePhone', label: '电话' }),
    field('select', 'type', {
      required: true,
      optionItems: [
        { label: '事假', value: 1 },
        { label: '病假', value: 2 },
      ],
      linkbuttons: { dynamic: [{ widgetVal: 2, widgetName: 'certificate', isHidden: false, isRequired: true }] },
    }),
    field('file-upload', 'certificate', { hidden: true, label: '证明' }),
    field('number', 'days', { min: 0.5, max: 30, precision: 1, label: '天数' }),
    field('input', 'dept', { disabled: true, defaultValue: '教务处', label: '部门' }),
    field('textarea', 'opinion', { label: '审批意见' }),
    { type: 'static-text', id: 'st', options: { name: 'st', textContent: 'x' } },
    { type: 'card', id: 'secret', options: { name: 'secret', hidden: true }, widgetList: [field('input', 'internal')] },
    {
      type: 'sub-form',
      id: 'trips',
      options: { name: 'trips', label: '行程', minNum: 1 },
      widgetList: [field('input', 'city', { required: true, label: '城市' }), field('number', 'cost'), field('number', 'sum', { disabled: true, subcalculation: '{cost}<*>2' })],
    },
    field('number', 'total', { disabled: true, subformmount: '{cost}' }),
    field('rich-editor', 'memo'),
    field('mystery-type', 'odd'),
  ],
};

const valid = { applicant: '张三', type: 1, days: '1.5', trips: [{ city: '北京', cost: 100 }] };

describe('validateSubmission', () => {
  it('accepts valid data, coerces values and drops display, unknown and unknown-type values', () => {
    const result = validateSubmission(schema, { ...valid, st: 'x', hacker: 1, odd: 'y', trips: [{ city: '北京', cost: '100', extra: 1 }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ applicant: '张三', type: 1, days: 1.5, dept: '教务处', trips: [{ city: '北京', cost: 100, sum: 200 }], total: 100 });
    expect(result.data).not.toHaveProperty('st');
    expect(result.data).not.toHaveProperty('hacker');
    expect(result.data).not.toHaveProperty('odd');
    expect((result.data.trips as object[])[0]).not.toHaveProperty('extra');
  });

  it('applies required, validators and widget checks with field paths, in zh and en', () => {
    const bad = { applicant: '', phone: '123', type: 9, days: 31, trips: [{ city: '', cost: 1 }] };
    const zh = validateSubmission(schema, bad);
    expect(zh.ok).toBe(false);
    if (zh.ok) return;
    expect(zh.errors).toEqual([
      { path: 'applicant', message: '字段值不可为空' },
      { path: 'phone', message: '[电话]手机号码格式有误' },
      { path: 'type', message: '[type]的选项不在可选范围内' },
      { path: 'days', message: '[天数]不能大于30' },
      { path: 'trips.0.city', message: '字段值不可为空' },
    ]);
    const en = validateSubmission(schema, bad, undefined, { lang: 'en' });
    expect(!en.ok && en.errors[1]).toEqual({ path: 'phone', message: '[电话] is not a valid mobile phone number' });
    const text = validateSubmission(schema, { ...valid, days: 'abc' }, undefined, { lang: 'en' });
    expect(!text.ok && text.errors).toEqual([{ path: 'days', message: 'Invalid number format' }]);
  });

  it('REJECTS a changed value for a read-only (disabled) field and keeps the stored one otherwise', () => {
    const changed = validateSubmission(schema, { ...valid, dept: '财务处' });
    expect(changed).toEqual({ ok: false, errors: [{ path: 'dept', message: '[部门]为只读字段，不能修改' }] });
    const stored = validateSubmission(schema, { ...valid, dept: '人事处' }, undefined, { stored: { dept: '人事处' } });
    expect(stored.ok && stored.data.dept).toBe('人事处');
    const omitted = validateSubmission(schema, valid, undefined, { stored: { dept: '人事处' } });
    expect(omitted.ok && omitted.data.dept).toBe('人事处');
  });

  it('REJECTS a value for a field the node makes read-only, or hides, and for a field in a hidden container', () => {
    const permissions = [
      { name: 'applicant', disabled: true },
      { name: 'phone', hidden: true },
    ];
    const result = validateSubmission(schema, { ...valid, applicant: '李四', phone: '13912345678', internal: 'x' }, permissions, { stored: { applicant: '张三' }, lang: 'en' });
    expect(result).toEqual({
      ok: false,
      errors: [
        { path: 'applicant', message: '[申请人] is read-only and cannot be changed' },
        { path: 'phone', message: '[电话] is hidden and cannot take a value' },
        { path: 'internal', message: '[internal] is hidden and cannot take a value' },
      ],
    });
    const same = validateSubmission(schema, { ...valid, applicant: '张三' }, permissions, { stored: { applicant: '张三' } });
    expect(same.ok).toBe(true);
  });

  it('evaluates linkage on the submitted data: a shown field takes its rules, a hidden one refuses values', () => {
    const sick = validateSubmission(schema, { ...valid, type: 2 });
    expect(sick).toEqual({ ok: false, errors: [{ path: 'certificate', message: '字段值不可为空' }] });
    const withFile = validateSubmission(schema, { ...valid, type: 2, certificate: [{ name: '证明.pdf', url: '/file/view/abc' }] });
    expect(withFile.ok).toBe(true);
    const sneaky = validateSubmission(schema, { ...valid, type: 1, certificate: [{ name: 'x.pdf', url: '/file/view/x' }] });
    expect(!sneaky.ok && sneaky.errors.map((e) => e.path)).toEqual(['certificate']);
    // Hidden by its schema (not by linkage): an empty value is the stored value, so it passes.
    expect(validateSubmission(schema, { ...valid, type: 1, certificate: [] }).ok).toBe(true);
  });

  it('linkage reads the stored value of a field the user may not change', () => {
    const result = validateSubmission(schema, { ...valid, type: 2 }, [{ name: 'type', disabled: true }], { stored: { type: 2 } });
    expect(!result.ok && result.errors).toEqual([{ path: 'certificate', message: '字段值不可为空' }]);
  });

  it('the node opinion field is writable and required when the node says so', () => {
    const permissions = [{ name: 'opinion', reason: true, required: true }];
    expect(validateSubmission(schema, valid, permissions)).toEqual({ ok: false, errors: [{ path: 'opinion', message: '字段值不可为空' }] });
    expect(validateSubmission(schema, { ...valid, opinion: '同意' }, permissions).ok).toBe(true);
  });

  it('validates sub-form rows and minNum', () => {
    const none = validateSubmission(schema, { ...valid, trips: [] });
    expect(none).toEqual({ ok: false, errors: [{ path: 'trips', message: '[行程]至少需要1行' }] });
    const notRows = validateSubmission(schema, { ...valid, trips: 'x' }, undefined, { lang: 'en' });
    expect(!notRows.ok && notRows.errors[0]!.path).toBe('trips');
    const rows = validateSubmission(schema, { ...valid, trips: [{ city: '北京', cost: 1 }, { city: '上海', cost: 'x' }] });
    expect(!rows.ok && rows.errors).toEqual([{ path: 'trips.1.cost', message: '数字格式无效' }]);
  });

  it('recomputes calculated read-only fields instead of trusting the request', () => {
    const result = validateSubmission(schema, { ...valid, total: 999999, trips: [{ city: 'a', cost: 10, sum: 5 }, { city: 'b', cost: 5 }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.total).toBe(15);
    expect((result.data.trips as { sum: number }[]).map((row) => row.sum)).toEqual([20, 10]);
  });

  it('sanitises rich text', () => {
    const result = validateSubmission(schema, { ...valid, memo: '<p onclick="x()">hi<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>' });
    expect(result.ok && result.data.memo).toBe('<p>hi<a>l</a></p>');
  });

  it('tolerates a body that is not an object (every field is then empty)', () => {
    const result = validateSubmission(schema, 'nonsense');
    expect(!result.ok && result.errors.map((e) => e.path)).toEqual(['applicant', 'type', 'trips']);
  });
});

describe('validateSubmission on hostile bodies', () => {
  const every: FormSchema = {
    formConfig: {} as FormSchema['formConfig'],
    widgetList: Object.entries(widgetModels)
      .filter(([, model]) => model.kind === 'field')
      .map(([type, model]) => ({ type, id: type, formItemFlag: true, options: { ...model.defaults(), name: type, label: type, required: true } })),
  };
  const junk: unknown[] = [null, 1, 'x', [], {}, [{}], { a: 1 }, 'x'.repeat(100_000), [1, 'a', null], Number.NaN];

  it('answers ok or field errors, never throws, for any value in any field', () => {
    for (const value of junk) {
      const body = Object.fromEntries(every.widgetList.map((widget) => [widget.options.name, value]));
      const result = validateSubmission(every, body, undefined, { lang: 'en' });
      const errors = result.ok ? [] : result.errors;
      expect(errors.every((error) => typeof error.message === 'string' && error.message !== '')).toBe(true);
      expect(new Set(errors.map((e) => e.path)).size).toBeLessThanOrEqual(every.widgetList.length);
    }
  });
});

describe('validateSubmission: the rules that depend on the day (server side)', () => {
  // Wednesday 2026-11-18; the server allows one day either side for the user's time zone.
  const today = { y: 2026, m: 11, d: 18 };
  const dated: Pick<FormSchema, 'widgetList'> = {
    widgetList: [
      field('date', 'visit', { bdate: 0, adate: 7, disabledDateType: 'out-date', valueFormat: 'yyyy-MM-dd' }),
      field('date-range', 'leave', { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
    ],
  };
  const errorsOf = (data: Record<string, unknown>, stored?: Record<string, unknown>) => {
    const result = validateSubmission(dated, data, null, { lang: 'en', today, ...(stored ? { stored } : {}) });
    return result.ok ? [] : result.errors.map((e) => `${e.path}: ${e.message}`);
  };

  it('keeps a date inside its bdate/adate window, and a range off weekends and past days', () => {
    expect(errorsOf({ visit: '2026-11-20', leave: ['2026-11-19', '2026-11-24'] })).toEqual([]);
    // Yesterday still passes: in the user's time zone it may be today.
    expect(errorsOf({ visit: '2026-11-17', leave: ['2026-11-17', '2026-11-18'] })).toEqual([]);
  });

  it('refuses a date outside the window and a range that starts or ends on a disabled day', () => {
    expect(errorsOf({ visit: '2026-12-30' })).toEqual(['visit: The date of [visit] is outside the allowed range']);
    expect(errorsOf({ visit: '2026-11-10' })).toEqual(['visit: The date of [visit] is outside the allowed range']);
    expect(errorsOf({ leave: ['2026-11-21', '2026-11-24'] })).toEqual(['leave: The start or end day of [leave] cannot be chosen']);
    expect(errorsOf({ leave: ['2026-11-10', '2026-11-12'] })).toEqual(['leave: The start or end day of [leave] cannot be chosen']);
    const zh = validateSubmission(dated, { visit: '2026-12-30' }, null, { lang: 'zh', today });
    expect(zh.ok ? [] : zh.errors.map((e) => e.message)).toEqual(['[visit]的日期不在可选范围内']);
  });

  it('does not judge again a value kept from an earlier step, only one entered now', () => {
    const stored = { visit: '2026-11-10', leave: ['2026-11-09', '2026-11-10'] };
    expect(errorsOf({ visit: '2026-11-10', leave: ['2026-11-09', '2026-11-10'] }, stored)).toEqual([]);
    expect(errorsOf({ visit: '2026-11-11' }, stored)).toEqual(['visit: The date of [visit] is outside the allowed range']);
  });
});
