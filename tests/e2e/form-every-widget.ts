/**
 * A form with every widget type of form-designer §3 (containers, fields, displays), with rules to
 * break: required, email, mobile phone, a custom pattern, a minimum length, a linkage-required field,
 * a required cell of a sub-form row, and a picture upload of at most 1 MB.
 */
import type { FormSchema, Widget, WidgetOptions } from '../../src/schemas/form/types.ts';

let seq = 0;
const id = (type: string) => `${type.replace(/-/g, '')}${(seq += 1)}`;

function field(type: string, name: string, label: string, options: Partial<WidgetOptions> = {}): Widget {
  return { type, id: id(type), formItemFlag: true, options: { name, label, ...options } };
}

function display(type: string, name: string, options: Partial<WidgetOptions> = {}): Widget {
  return { type, id: id(type), formItemFlag: false, options: { name, ...options } };
}

function box(type: string, name: string, extra: Partial<Widget>, options: Partial<WidgetOptions> = {}): Widget {
  return { type, id: id(type), category: 'container', options: { name, ...options }, ...extra } as Widget;
}

const cell = (name: string, widgets: Widget[], options: Partial<WidgetOptions> = {}, merged = false): Widget => ({
  ...box('table-cell', name, { widgetList: widgets }, { colspan: 1, rowspan: 1, ...options }),
  merged,
});

const options = (...labels: string[]) => labels.map((label, i) => ({ label, value: String.fromCharCode(97 + i) }));

export const everyWidgetForm: FormSchema = {
  formConfig: {
    modelName: 'formData',
    refName: 'vForm',
    rulesName: 'rules',
    labelWidth: 100,
    labelPosition: 'left',
    size: '',
    labelAlign: 'label-left-align',
    cssCode: '.fh-e2e-title { letter-spacing: 2px; }',
    customClass: '',
    functions: '',
    layoutType: 'PC',
  },
  widgetList: [
    display('alert', 'notice', { title: '填写须知', description: '带 * 的为必填项', type: 'info', closable: false, showIcon: true }),
    display('static-text', 'heading', { textContent: '全部组件测试表', fontSize: '20px', customClass: 'fh-e2e-title' }),
    display('html-text', 'intro', { htmlContent: '<b>说明</b><script>window.__pwned = true</script>' }),
    display('divider', 'line', { label: '基本信息' }),
    box('grid', 'basics', {
      cols: [
        box('grid-col', 'basicsLeft', { widgetList: [field('input', 'applicant', '申请人', { required: true })] }, { span: 12 }),
        box('grid-col', 'basicsRight', { widgetList: [field('input', 'email', '邮箱', { validation: 'email' })] }, { span: 12 }),
      ],
    }),
    box(
      'table',
      'contact',
      {
        rows: [
          { id: 'row1', cols: [cell('contactA', [field('input', 'phone', '手机', { validation: 'mobilePhone' })]), cell('contactB', [field('input', 'code', '编码', { validation: '^[A-Z]{3}$', validationHint: '须为三个大写字母' })])] },
          { id: 'row2', cols: [cell('contactC', [field('number', 'amount', '金额')], { colspan: 2 }), cell('contactD', [], {}, true)] },
        ],
      },
      { borderColor: '#999' },
    ),
    box('tab', 'tabs', {
      tabs: [
        box('tab-pane', 'paneReason', { widgetList: [field('textarea', 'reason', '事由', { required: true, minLength: 5 })] }, { label: '事由' }),
        box(
          'tab-pane',
          'paneKind',
          {
            widgetList: [
              field('radio', 'kind', '类别', { optionItems: options('公务', '其他'), linkbuttons: { dynamic: [{ widgetVal: 'b', widgetName: 'extra', isHidden: false, isRequired: true }] } }),
              field('input', 'extra', '补充说明'),
            ],
          },
          { label: '类别' },
        ),
      ],
    }),
    box('card', 'choices', {
      widgetList: [
        field('checkbox', 'tags', '标签', { optionItems: options('甲', '乙') }),
        field('select', 'city', '城市', { optionItems: options('北京', '上海') }),
        field('switch', 'urgent', '加急'),
        field('rate', 'score', '评分'),
      ],
    }, { label: '选择' }),
    box('inline', 'times', {
      widgetList: [
        field('time', 'startTime', '时间'),
        field('time-range', 'period', '时段'),
        field('date', 'day', '日期', { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
        field('date-range', 'trip', '行程', { format: 'yyyy-MM-dd', valueFormat: 'yyyy-MM-dd' }),
      ],
    }),
    box('dynamic', 'more', {
      widgetList: [
        field('color', 'colour', '颜色'),
        field('slider', 'level', '程度'),
        field('cascader', 'area', '地区', { optionItems: [{ label: '山西', value: 'sx', children: [{ label: '运城', value: 'yc' }] }] }),
        field('tree-select', 'tree', '树选择', { optionItems: [{ label: '根', value: 'root', children: [{ label: '叶', value: 'leaf' }] }] }),
      ],
    }),
    box('sub-form', 'items', { widgetList: [field('input', 'item', '物品', { required: true }), field('number', 'price', '单价')] }, { label: '明细' }),
    field('number', 'total', '合计', { subformmount: '{price}', disabled: true }),
    field('sign', 'signature', '签名'),
    field('person', 'person', '人员'),
    field('deptcheck', 'dept', '部门'),
    field('picture-upload', 'photo', '照片', { fileMaxSize: 1 }),
    field('file-upload', 'attachment', '附件'),
    field('rich-editor', 'notes', '备注'),
    field('barcode', 'barcode', '条码'),
    display('button', 'help', { label: '帮助' }),
    display('slot', 'extraSlot'),
  ],
};

/** Every widget type the fixture uses (the renderer must know each). */
export const everyType = (() => {
  const types = new Set<string>();
  const visit = (list: readonly Widget[] = []) => {
    for (const widget of list) {
      types.add(widget.type);
      visit(widget.widgetList);
      visit(widget.cols);
      visit(widget.tabs);
      for (const row of widget.rows ?? []) visit(row.cols);
    }
  };
  visit(everyWidgetForm.widgetList);
  return [...types].sort();
})();
