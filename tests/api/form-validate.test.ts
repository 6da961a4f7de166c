/**
 * POST /bpmForm/validate {formJson, data}: the designer preview's server verdict, through the same
 * readConf and validateSubmission as a saved form — cleaned data when valid, the field errors when
 * not, refused without the form-design codes, and the body itself checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { Codes } from '../../src/schemas/envelope.ts';

let t: TestApp;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  teacher = await t.login('lihua');
});
afterAll(async () => {
  await t?.close();
});

/**
 * A leave form as the designer builds it (calculated fields read-only, as the server recomputes only
 * those): a linkage makes 证明 required and shown for sick leave; a sub-form row product (subcalculation) and the total of the rows (subformmount). */
const leaveForm = {
  widgetList: [
    { type: 'input', id: 'reason', formItemFlag: true, options: { name: 'reason', label: '事由', required: true, maxLength: 20 } },
    {
      type: 'select',
      id: 'kind',
      formItemFlag: true,
      options: {
        name: 'kind',
        label: '类型',
        optionItems: [
          { label: '事假', value: 1 },
          { label: '病假', value: 2 },
        ],
        linkbuttons: { dynamic: [{ widgetVal: 2, widgetName: ['proof'], isHidden: false, isRequired: true }] },
      },
    },
    { type: 'input', id: 'proof', formItemFlag: true, options: { name: 'proof', label: '证明', hidden: true } },
    {
      type: 'sub-form',
      id: 'items',
      options: { name: 'items', label: '明细' },
      widgetList: [
        { type: 'number', id: 'qty', formItemFlag: true, options: { name: 'qty', label: '数量' } },
        { type: 'number', id: 'price', formItemFlag: true, options: { name: 'price', label: '单价' } },
        { type: 'number', id: 'amount', formItemFlag: true, options: { name: 'amount', label: '金额', disabled: true, subcalculation: '{qty}<*>{price}' } },
      ],
    },
    { type: 'number', id: 'total', formItemFlag: true, options: { name: 'total', label: '合计', disabled: true, subformmount: '{qty}<*>{price}' } },
  ],
  formConfig: {},
};

/** A sub-form asks for one row at least. */
const row = [{ qty: 1, price: 1 }];

const validate = (token: string, body: unknown) => t.call('POST', '/bpmForm/validate', { token, body: body as Record<string, unknown> });

describe('/bpmForm/validate', () => {
  it('answers the cleaned data for valid input (unknown names dropped, numbers coerced, calculations computed)', async () => {
    const answer = await validate(admin, { formJson: leaveForm, data: { reason: '家中有事', kind: 1, stranger: 'x', items: [{ qty: '2', price: 3 }, { qty: 1, price: 4 }], total: 999 } });
    expect(answer.code).toBe('00000');
    expect(answer.info.ok).toBe(true);
    expect(answer.info.data).not.toHaveProperty('stranger');
    expect(answer.info.data.reason).toBe('家中有事');
    expect(answer.info.data.items[0]).toMatchObject({ qty: 2, price: 3, amount: 6 });
    // The total is the server's sum, not the 999 sent.
    expect(answer.info.data.total).toBe(10);
  });

  it('takes the form as a JSON string too (a designer export pasted as text)', async () => {
    const answer = await validate(admin, { formJson: JSON.stringify(leaveForm), data: { reason: '家中有事', kind: 1, items: row } });
    expect(answer.code).toBe('00000');
    expect(answer.info.ok).toBe(true);
  });

  it('answers the field errors: required, too long, and the linkage that makes a hidden field required', async () => {
    const missing = await validate(admin, { formJson: leaveForm, data: { kind: 1, items: row } });
    expect(missing.code).toBe('00000');
    expect(missing.info).toEqual({ ok: false, errors: [expect.objectContaining({ path: 'reason' })] });
    const sick = await validate(admin, { formJson: leaveForm, data: { reason: '发烧', kind: 2, items: row } });
    expect(sick.info.ok).toBe(false);
    expect(sick.info.errors.map((e: { path: string }) => e.path)).toEqual(['proof']);
    const long = await validate(admin, { formJson: leaveForm, data: { reason: 'x'.repeat(21), kind: 1, items: row } });
    expect(long.info.errors.map((e: { path: string }) => e.path)).toEqual(['reason']);
  });

  it('words the errors in the caller language', async () => {
    const zh = await validate(admin, { formJson: leaveForm, data: { kind: 1, items: row } });
    const en = await t.call('POST', '/bpmForm/validate', { token: admin, body: { formJson: leaveForm, data: { kind: 1, items: row } }, headers: { 'accept-language': 'en' } });
    expect(zh.info.errors[0].message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.info.errors[0].message).not.toBe(zh.info.errors[0].message);
  });

  it('is refused without the form-design codes and without a session', async () => {
    const refused = await validate(teacher, { formJson: leaveForm, data: { reason: 'a', kind: 1 } });
    expect(refused.code).toBe(Codes.forbidden);
    expect(refused.info?.ok).toBeUndefined();
    const anonymous = await t.call('POST', '/bpmForm/validate', { body: { formJson: leaveForm, data: {} } });
    expect([Codes.tokenInvalid, Codes.tokenExpired]).toContain(anonymous.code);
  });

  it('checks the body: formJson and data required, data an object, formJson a form', async () => {
    for (const body of [{ data: {} }, { formJson: leaveForm }, { formJson: leaveForm, data: 'x' }, { formJson: 42, data: {} }]) {
      const answer = await validate(admin, body);
      expect({ body, refused: ([Codes.badRequest, Codes.validation] as string[]).includes(answer.code) }).toEqual({ body, refused: true });
    }
    const notForm = await validate(admin, { formJson: '{not json', data: {} });
    expect(notForm.code).not.toBe('00000');
    expect(notForm.raw).not.toMatch(/at .*\.ts:\d+/);
  });
});
