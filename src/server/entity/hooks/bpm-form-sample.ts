/**
 * The seeded sample form: a leave request with a select that shows and requires a certificate upload
 * for sick leave (linkage), a date-range whose working days fill a number (getdays), a reason and a
 * contact phone with the mobilePhone validator.
 */
import { normaliseFormSchema } from '../../../schemas/form/index.ts';
import { storedConf } from './bpm-form-conf.ts';

const field = (type: string, name: string, label: string, options: Record<string, unknown> = {}) => ({
  type,
  id: name,
  formItemFlag: true,
  options: { name, label, ...options },
});

const cell = (id: string, span: number, widget: unknown) => ({ type: 'grid-col', id, options: { name: id, span }, widgetList: [widget] });

export const SAMPLE_LEAVE_FORM = {
  widgetList: [
    { type: 'static-text', id: 'title', options: { name: 'title', textContent: '请假申请', fontSize: '20px', textAlign: 'center', fontWeight: 'bold' } },
    {
      type: 'grid',
      id: 'row1',
      options: { name: 'row1', gutter: 12 },
      cols: [
        cell('col1', 12, field('input', 'applicant', '申请人', { required: true, maxLength: 50, disabled: true, initiatorFill: 'name' })),
        cell('col2', 12, field('input', 'phone', '联系电话', { validation: 'mobilePhone' })),
      ],
    },
    field('select', 'leaveType', '请假类型', {
      required: true,
      defaultValue: 1,
      optionItems: [
        { label: '事假', value: 1 },
        { label: '病假', value: 2 },
        { label: '公假', value: 3 },
      ],
      linkbuttons: { dynamic: [{ widgetVal: 2, widgetName: ['certificate'], isHidden: false, isRequired: true }] },
    }),
    field('date-range', 'period', '请假时间', { required: true, format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
    field('number', 'days', '请假天数（工作日）', { disabled: true, min: 0, max: 365, getdays: { widget: 'period', datatype: 'workday' } }),
    field('textarea', 'reason', '请假事由', { required: true, maxLength: 500, rows: 4 }),
    field('picture-upload', 'certificate', '病假证明', { hidden: true, limit: 3 }),
  ],
  formConfig: { name: '请假申请', labelWidth: 120 },
};

/** The bpm_form row of the sample (conf normalised and stamped, fields derived). */
export function sampleFormRow(): Record<string, unknown> {
  const schema = normaliseFormSchema(SAMPLE_LEAVE_FORM);
  return { name: '请假申请', status: 1, remark: '示例表单：联动、日期区间工作日计算、手机号校验', ...storedConf(schema) };
}
