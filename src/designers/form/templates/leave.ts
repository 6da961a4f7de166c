/**
 * Leave request: the leave type is a select whose 病假 (sick leave) choice shows and requires a
 * certificate upload (linkage); the period is a date-range whose working days fill a read-only number
 * (getdays); the reason is required.
 */
import type { Lang } from '../../../schemas/form/types.ts';
import { config, field, row, title, type FormTemplate } from './build.ts';

const T = {
  zh: { title: '请假申请', applicant: '申请人', dept: '所在部门', type: '请假类型', personal: '事假', sick: '病假', annual: '年假', period: '请假时间', days: '请假天数（工作日）', total: '总天数', reason: '请假事由', certificate: '病假证明', phone: '联系电话' },
  en: { title: 'Leave request', applicant: 'Applicant', dept: 'Department', type: 'Leave type', personal: 'Personal leave', sick: 'Sick leave', annual: 'Annual leave', period: 'Leave period', days: 'Working days', total: 'Total days', reason: 'Reason', certificate: 'Medical certificate', phone: 'Phone' },
};

/** The select value of sick leave, which the linkage watches. */
export const SICK_LEAVE = 2;

export const leaveTemplate: FormTemplate = {
  key: 'leave',
  title: 'template.leave.title',
  description: 'template.leave.description',
  build(lang: Lang) {
    const t = T[lang];
    return {
      widgetList: [
        title('leaveTitle', t.title),
        row('leaveRow1', [field('input', 'applicant', t.applicant, { required: true, maxLength: 50 }), field('input', 'phone', t.phone, { validation: 'mobilePhone' })]),
        field('select', 'leaveType', t.type, {
          required: true,
          defaultValue: 1,
          optionItems: [
            { label: t.personal, value: 1 },
            { label: t.sick, value: SICK_LEAVE },
            { label: t.annual, value: 3 },
          ],
          linkbuttons: { dynamic: [{ widgetVal: SICK_LEAVE, widgetName: ['certificate'], isHidden: false, isRequired: true }] },
        }),
        field('date-range', 'period', t.period, { required: true }),
        row('leaveRow2', [
          field('number', 'days', t.days, { disabled: true, min: 0, max: 366, defaultValue: null, getdays: { widget: 'period', datatype: 'workday' } }),
          field('number', 'totalDays', t.total, { disabled: true, min: 0, max: 366, defaultValue: null, getdays: { widget: 'period', datatype: 'total' } }),
        ]),
        field('textarea', 'reason', t.reason, { required: true, maxLength: 500, rows: 4 }),
        field('picture-upload', 'certificate', t.certificate, { hidden: true, limit: 3 }),
      ],
      formConfig: config(lang, t.title),
    };
  },
};
