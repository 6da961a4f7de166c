/**
 * A leave form that uses every behaviour the exports must carry as code: a linkage rule (sick leave
 * shows and requires the proof), a calculation, a sub-form row calculation with a total, a column
 * sum (subformall), a string template, a working-day count, and event scripts (a field's onChange
 * and onValidate, a button's onClick, the form's onFormCreated and functions).
 */
import { defaultFormConfig } from '../../src/schemas/form/config.ts';
import type { FormSchema, Widget, WidgetOptions } from '../../src/schemas/form/types.ts';

const field = (type: string, name: string, label: string, options: Partial<WidgetOptions> = {}): Widget => ({ type, id: `${type.replace(/-/g, '')}_${name}`, formItemFlag: true, options: { name, label, ...options } });

export function behaviourForm(): FormSchema {
  return {
    formConfig: { ...defaultFormConfig(), labelWidth: 100, name: 'Leave', onFormCreated: "this.setFieldValue('note', 'created');", functions: 'function double(x) { return x * 2; }' },
    widgetList: [
      field('input', 'applicant', '申请人', { required: true, onChange: "this.getWidgetRef('note').setValue('by ' + value);" }),
      field('select', 'kind', '类型', {
        defaultValue: 'annual',
        optionItems: [
          { label: '年假', value: 'annual' },
          { label: '病假', value: 'sick' },
        ],
        linkbuttons: { dynamic: [{ widgetVal: 'sick', widgetName: 'proof', isHidden: false, isRequired: true }, { widgetVal: 'annual', widgetName: 'proof', isHidden: true }] },
      }),
      field('input', 'proof', '证明', { requiredHint: '请上传证明' }),
      field('date-range', 'period', '请假时间'),
      field('number', 'days', '工作日', { getdays: { widget: 'period', datatype: 'workday' } }),
      field('number', 'base', '基数', { defaultValue: 2 }),
      field('number', 'doubled', '双倍', { calculation: '{base}<*>2<+>{days}' }),
      {
        type: 'sub-form',
        id: 'subform_items',
        formItemFlag: false,
        options: { name: 'items', label: '明细' },
        widgetList: [field('number', 'price', '单价'), field('number', 'qty', '数量'), field('number', 'amount', '金额', { subcalculation: '{price}<*>{qty}' })],
      },
      field('number', 'total', '合计', { subformmount: '{price}<*>{qty}' }),
      field('number', 'sumAll', '金额合计', { subformall: '{amount}<+>{base}' }),
      field('input', 'title', '标题', { strsplic: '{applicant}的请假（{days}天）' }),
      field('input', 'note', '备注', { onValidate: "callback(value === 'bad' ? new Error('不可为 bad') : undefined);" }),
      { type: 'button', id: 'button_go', formItemFlag: false, options: { name: 'go', label: '填写', onClick: "this.getFormRef().setFieldValue('base', 5);" } },
    ],
  };
}
