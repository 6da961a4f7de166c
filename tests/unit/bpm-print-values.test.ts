/**
 * The print view's values as text: option labels for codes, ranges joined with ~, people by name,
 * switches as yes/no, signatures as images, sub-forms as rows, a designed-hidden empty field left out.
 */
import { describe, expect, it } from 'vitest';
import { printEntries } from '../../src/pages/bpm/print-values.ts';
import type { Widget } from '../../src/schemas/form/types.ts';

const field = (type: string, name: string, label: string, options: Record<string, unknown> = {}): Widget => ({ type, id: name, formItemFlag: true, options: { name, label, ...options } }) as Widget;
const SIGN = `data:image/png;base64,${'A'.repeat(120)}`;

const form = {
  widgetList: [
    field('select', 'leaveType', '请假类型', { optionItems: [{ label: '事假', value: 1 }, { label: '病假', value: 2 }] }),
    field('checkbox', 'tags', '标签', { optionItems: [{ label: '紧急', value: 'u' }, { label: '外出', value: 'o' }] }),
    field('date-range', 'period', '请假时间'),
    field('person', 'who', '代理人'),
    field('switch', 'away', '离校'),
    field('textarea', 'reason', '事由'),
    field('input', 'note', '备注'),
    field('picture-upload', 'certificate', '病假证明', { hidden: true }),
    field('sign', 'signature', '签名'),
    { type: 'sub-form', id: 'items', options: { name: 'items', label: '明细' }, widgetList: [field('input', 'item', '物品'), field('number', 'count', '数量')] } as unknown as Widget,
  ],
};

describe('printEntries', () => {
  it('prints every value as text or image', () => {
    const entries = printEntries(
      form,
      {
        leaveType: 2,
        tags: ['u', 'o'],
        period: ['2026-05-04', '2026-05-06'],
        who: [{ id: '1', humancode: 'teacher1', humanname: '黄老师' }],
        away: true,
        reason: '发烧\n需要休息',
        signature: SIGN,
        items: [{ item: '笔记本', count: 2 }],
      },
      { yes: '是', no: '否' },
    );
    const byName = Object.fromEntries(entries.map((e) => [e.name, e]));
    expect(Object.keys(byName)).toEqual(['leaveType', 'tags', 'period', 'who', 'away', 'reason', 'note', 'signature', 'items']);
    expect(byName.leaveType).toMatchObject({ label: '请假类型', value: { kind: 'text', text: '病假' } });
    expect(byName.tags).toMatchObject({ value: { text: '紧急、外出' } });
    expect(byName.period).toMatchObject({ value: { text: '2026-05-04 ~ 2026-05-06' } });
    expect(byName.who).toMatchObject({ value: { text: '黄老师' } });
    expect(byName.away).toMatchObject({ value: { text: '是' } });
    expect(byName.reason).toMatchObject({ value: { text: '发烧\n需要休息' } });
    expect(byName.note).toMatchObject({ value: { kind: 'text', text: '' } });
    expect(byName.signature).toMatchObject({ value: { kind: 'images', images: [SIGN] } });
    expect(byName.items).toMatchObject({ kind: 'subForm', columns: [{ name: 'item', label: '物品' }, { name: 'count', label: '数量' }], rows: [[{ text: '笔记本' }, { text: '2' }]] });
  });

  it('keeps a hidden field that holds a value', () => {
    const entries = printEntries(form, { certificate: [{ name: '诊断书.jpg', url: '/files/1' }] }, { yes: 'Yes', no: 'No' });
    expect(entries.find((e) => e.name === 'certificate')).toMatchObject({ value: { text: '诊断书.jpg' } });
  });
});
