/**
 * The built-in templates (src/designers/form/templates): well-formed in zh and en, and their linkage,
 * day counts and calculations hold under the server's validateSubmission.
 */
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { templateTexts } from '../../src/designers/form/templates/i18n.ts';
import { formTemplates, templateOf } from '../../src/designers/form/templates/index.ts';
import { allWidgets, checkFormStructure, fieldWidgets, formSchemaJsonSchema, normaliseFormSchema } from '../../src/schemas/form/index.ts';
import type { FormSchema, Lang } from '../../src/schemas/form/types.ts';
import { validateSubmission, type SubmissionResult } from '../../src/schemas/form/validate-submission.ts';
import { designerOf } from '../../src/widgets/designers.ts';
import { modelOf } from '../../src/widgets/models.ts';

const validate = new Ajv({ allErrors: true, strict: false }).compile(formSchemaJsonSchema);
// A Wednesday: the leave and trip ranges below start on it (the date-range refuses past days and weekends as ends).
const today = { y: 2026, m: 3, d: 4 };

function build(key: string, lang: Lang = 'zh'): FormSchema {
  return templateOf(key)!.build(lang);
}

function submit(key: string, data: Record<string, unknown>, lang: Lang = 'zh'): SubmissionResult {
  return validateSubmission(build(key, lang), data, null, { lang, today });
}

const paths = (result: SubmissionResult) => (result.ok ? [] : result.errors.map((error) => error.path));
const dataOf = (result: SubmissionResult) => (result.ok ? result.data : { errors: result.errors });

describe('built-in form templates', () => {
  it('are the four of the brief, each titled and described in zh and en', () => {
    expect(formTemplates.map((template) => template.key)).toEqual(['leave', 'expense', 'trip', 'room']);
    for (const template of formTemplates) {
      for (const lang of ['zh', 'en'] as const) {
        const texts = templateTexts[lang].template[template.key as keyof typeof templateTexts.zh.template];
        expect(`${template.title}|${template.description}`).toBe(`template.${template.key}.title|template.${template.key}.description`);
        expect(texts.title.length * texts.description.length).toBeGreaterThan(0);
      }
    }
  });

  it('are valid form schemas in both languages: known widgets, unique names, unchanged by normalising', () => {
    for (const template of formTemplates) {
      for (const lang of ['zh', 'en'] as const) {
        const schema = template.build(lang);
        const widgets = allWidgets(schema.widgetList);
        const names = widgets.map((widget) => widget.options.name);
        expect({ key: template.key, lang, valid: validate(normaliseFormSchema(schema)), problems: checkFormStructure(schema) }).toEqual({ key: template.key, lang, valid: true, problems: [] });
        expect(new Set(names).size).toBe(names.length);
        expect(widgets.filter((widget) => !modelOf(widget.type)).map((widget) => widget.type)).toEqual([]);
        expect(schema.formConfig.name).toBe(templateTexts[lang].template[template.key as 'leave'].title);
        expect(normaliseFormSchema(schema).widgetList).toEqual(schema.widgetList);
        // Structural children (grid columns …) carry VForm's internal marker exactly as the designer creates them.
        const containers = widgets.filter((widget) => widget.category === 'container');
        expect(containers.map((widget) => `${widget.type}:${widget.internal === true}`)).toEqual(
          containers.map((widget) => `${widget.type}:${designerOf(widget.type)!.create(() => 'x').internal === true}`),
        );
        expect(containers.some((widget) => widget.internal === true)).toBe(true);
      }
    }
    // Labels follow the language; names do not.
    expect(fieldWidgets(build('leave', 'en')).map((f) => f.name)).toEqual(fieldWidgets(build('leave', 'zh')).map((f) => f.name));
    expect(fieldWidgets(build('leave', 'en')).find((f) => f.name === 'reason')!.label).toBe('Reason');
  });

  it('leave: the working and total days of the period are computed; sick leave requires the certificate (linkage)', () => {
    const base = { applicant: '张三', phone: '13800138000', leaveType: 1, period: ['2026-03-04', '2026-03-10'], reason: '家中有事' };
    const result = submit('leave', base);
    expect(dataOf(result)).toMatchObject({ days: 5, totalDays: 7, leaveType: 1 });
    expect(paths(submit('leave', { ...base, leaveType: 2 }))).toEqual(['certificate']);
    const certificate = [{ name: 'a.png', url: '/file/view/a.png' }];
    expect(submit('leave', { ...base, leaveType: 2, certificate }).ok).toBe(true);
    // Without sick leave the certificate stays hidden: a crafted upload is refused.
    expect(paths(submit('leave', { ...base, certificate }))).toEqual(['certificate']);
    expect(paths(submit('leave', { ...base, reason: '' }))).toEqual(['reason']);
    expect(paths(submit('leave', { ...base, phone: '12345' }))).toEqual(['phone']);
  });

  it('expense: each row amount is price × quantity and the total sums every row, whatever the client sent', () => {
    const lines = [
      { item: '高铁票', category: 'travel', price: 12.5, quantity: 2, amount: 999 },
      { item: '打印纸', category: 'office', price: 3, quantity: 4 },
    ];
    const result = submit('expense', { claimant: 'Li', claimDate: '2026-03-04', expenseLines: lines, total: 1 });
    expect(dataOf(result)).toMatchObject({ expenseLines: [{ amount: 25 }, { amount: 12 }], total: 37 });
    expect(paths(submit('expense', { claimant: 'Li', claimDate: '2026-03-04', expenseLines: [] }))).toEqual(['expenseLines']);
    expect(paths(submit('expense', { claimant: 'Li', claimDate: '2026-03-04', expenseLines: [{ item: 'x', category: 'meal', quantity: 1 }] }))).toEqual(['expenseLines.0.price']);
  });

  it('trip: the days of the travel dates and the estimated total are computed', () => {
    const data = { traveller: 'Wang', destination: '北京', purpose: '开会', tripPeriod: ['2026-03-04', '2026-03-06'], transport: 'plane', fare: 1200, hotel: 800.5, allowance: 300 };
    expect(dataOf(submit('trip', data, 'en'))).toMatchObject({ tripDays: 3, budget: 2300.5 });
    expect(paths(submit('trip', { ...data, transport: 'boat' }))).toEqual(['transport']);
  });

  it('room: equipment is required only when needed (linkage), the summary is composed from the booking', () => {
    const data = { booker: 'Zhao', room: 'room1', meetingDate: '2026-03-05', meetingTime: ['09:00:00', '10:30:00'], topic: '周会', attendees: 8 };
    expect(dataOf(submit('room', data))).toMatchObject({ subject: 'room1 · 2026-03-05 · 周会', needsEquipment: false });
    expect(paths(submit('room', { ...data, needsEquipment: true }))).toEqual(['equipment']);
    expect(submit('room', { ...data, needsEquipment: true, equipment: ['projector'] }).ok).toBe(true);
    expect(paths(submit('room', { ...data, room: '' }))).toEqual(['room']);
  });
});
