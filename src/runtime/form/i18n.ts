/** Texts of the form renderer (namespace 'form'), added to the zh and en resources when the renderer loads. */
import { i18n } from '../i18n/index.ts';

const zh = {
  validationFailed: '表单校验失败',
  requiredDefault: '字段值不可为空',
  refNotFound: 'Ref not found: {{name}}',
  notSubForm: '{{name}} 不是子表单，无法读取子表单数据',
  unknownWidget: '未知组件类型：{{type}}',
  widgetCrashed: '组件 {{type}} 渲染出错：{{message}}',
  submit: '提交',
  reset: '重置',
  addRow: '新增一行',
  insertRow: '插入',
  deleteRow: '删除',
  rowNumber: '序号',
  actions: '操作',
  minRows: '至少保留 {{n}} 行',
  fold: '收起',
  unfold: '展开',
  close: '关闭',
  loading: '正在加载表单…',
  loadFailed: '表单加载失败',
  noForm: '未指定表单（缺少 formId）',
  emptyForm: '该表单没有任何组件',
  retry: '重试',
  submitted: '提交成功',
  submittedData: '表单数据',
  scriptsSkipped: '表单事件脚本未执行：当前没有脚本运行环境',
  badSchema: '表单定义无法读取',
};

const en: typeof zh = {
  validationFailed: 'Form validation failed',
  requiredDefault: 'Input value should be not null.',
  refNotFound: 'Ref not found: {{name}}',
  notSubForm: '{{name}} is not a sub-form; its sub-form values cannot be read',
  unknownWidget: 'Unknown widget type: {{type}}',
  widgetCrashed: 'Widget {{type}} failed to render: {{message}}',
  submit: 'Submit',
  reset: 'Reset',
  addRow: 'Add row',
  insertRow: 'Insert',
  deleteRow: 'Delete',
  rowNumber: 'No.',
  actions: 'Actions',
  minRows: 'At least {{n}} row(s) must remain',
  fold: 'Fold',
  unfold: 'Unfold',
  close: 'Close',
  loading: 'Loading the form…',
  loadFailed: 'The form could not be loaded',
  noForm: 'No form given (formId is missing)',
  emptyForm: 'This form has no widgets',
  retry: 'Retry',
  submitted: 'Submitted',
  submittedData: 'Form data',
  scriptsSkipped: 'Form event scripts skipped: no script host is installed',
  badSchema: 'The form definition cannot be read',
};

export type FormTextKey = keyof typeof zh;

function addTexts(): void {
  i18n.addResourceBundle('zh', 'form', zh, true, true);
  i18n.addResourceBundle('en', 'form', en, true, true);
}
// The renderer may be imported before i18n is initialised (tests, eager imports): add the texts then.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** A renderer text in the current language (outside React, e.g. in the store and FormApi). */
export function formText(key: FormTextKey, values?: Record<string, unknown>): string {
  return i18n.t(key, { ns: 'form', ...values });
}

export function currentLang(): 'zh' | 'en' {
  return i18n.language === 'en' ? 'en' : 'zh';
}
