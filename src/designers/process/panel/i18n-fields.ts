/**
 * Texts of the expression picker and the call activity, error / escalation and event sub-process
 * sections (namespace 'processDesigner', key 'fields'), deep-merged into zh and en. The picker's Chinese
 * is the spec's verbatim (选择流程表达式, 确 定, 取 消); the duplicate rule follows 该消息已存在….
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import { CODE_EXISTS_MESSAGE } from '../../../schemas/bpmn/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  fields: {
    picker: {
      title: '选择流程表达式',
      open: '选择表达式',
      name: '表达式名称',
      value: '表达式内容',
      preset: '系统预置',
      desc: '描述',
      id: 'ID',
      any: '全部',
      yes: '是',
      no: '否',
      search: '查询',
      reset: '重置',
      ok: '确 定',
      cancel: '取 消',
      empty: '没有符合条件的表达式',
      failed: '表达式加载失败',
      retry: '重试',
      total: '共 {{total}} 条',
    },
    call: {
      title: '调用活动',
      calledElement: '被调用流程',
      calledHint: '子流程以该标识最新部署的版本启动',
      calledPlaceholder: '选择已部署的流程',
      notDeployed: '{{key}}（未部署）',
      definitionsFailed: '已部署流程加载失败',
      inputs: '传入变量（camunda:in）',
      outputs: '传出变量（camunda:out）',
      allIn: '传入全部变量',
      allOut: '传出全部变量',
      source: '来源',
      target: '目标',
      sourceHint: '变量名，或 ${…} 表达式',
      add: '添加映射',
      remove: '移除',
      confirmRemove: '确认移除该映射吗？',
      prompt: '提示',
      businessKey: '业务键：{{value}}',
      required: { source: '来源不能为空', target: '目标不能为空' },
      noRows: '暂无映射',
    },
    codes: {
      errors: '错误',
      escalations: '升级',
      newError: '新建错误',
      newEscalation: '新建升级',
      errorRef: '错误',
      escalationRef: '升级',
      anyError: '捕获所有错误',
      anyEscalation: '捕获所有升级',
      noneThrown: '请选择要抛出的定义',
      index: '序号',
      id: 'ID',
      name: '名称',
      code: { error: '错误码', escalation: '升级码' },
      exists: { error: CODE_EXISTS_MESSAGE.error.zh, escalation: CODE_EXISTS_MESSAGE.escalation.zh },
      codeTaken: '该编码已被使用',
      idInvalid: 'ID 须以字母或下划线开头，只含字母、数字、_ . -',
      required: '{{label}}不能为空',
      ok: '确 定',
      cancel: '取 消',
    },
    interrupting: {
      title: '事件子流程',
      label: '中断',
      hint: '中断：开始时取消所在范围内的其他活动；不中断：与之并行',
      errorFixed: '错误开始事件总是中断的',
    },
  },
};

const en: typeof zh = {
  fields: {
    picker: {
      title: 'Choose a process expression',
      open: 'Choose an expression',
      name: 'Expression name',
      value: 'Content',
      preset: 'Preset',
      desc: 'Description',
      id: 'ID',
      any: 'All',
      yes: 'Yes',
      no: 'No',
      search: 'Search',
      reset: 'Reset',
      ok: 'OK',
      cancel: 'Cancel',
      empty: 'No expression matches',
      failed: 'The expressions could not be loaded',
      retry: 'Retry',
      total: '{{total}} in all',
    },
    call: {
      title: 'Call activity',
      calledElement: 'Called process',
      calledHint: 'The child starts on the newest deployed version of this key',
      calledPlaceholder: 'Choose a deployed process',
      notDeployed: '{{key}} (not deployed)',
      definitionsFailed: 'The deployed processes could not be loaded',
      inputs: 'Variables in (camunda:in)',
      outputs: 'Variables out (camunda:out)',
      allIn: 'Pass all variables in',
      allOut: 'Pass all variables out',
      source: 'Source',
      target: 'Target',
      sourceHint: 'A variable name or a ${…} expression',
      add: 'Add mapping',
      remove: 'Remove',
      confirmRemove: 'Remove this mapping?',
      prompt: 'Confirm',
      businessKey: 'Business key: {{value}}',
      required: { source: 'The source is required', target: 'The target is required' },
      noRows: 'No mappings',
    },
    codes: {
      errors: 'Errors',
      escalations: 'Escalations',
      newError: 'New error',
      newEscalation: 'New escalation',
      errorRef: 'Error',
      escalationRef: 'Escalation',
      anyError: 'Catch every error',
      anyEscalation: 'Catch every escalation',
      noneThrown: 'Choose the definition to throw',
      index: 'No.',
      id: 'ID',
      name: 'Name',
      code: { error: 'Error code', escalation: 'Escalation code' },
      exists: { error: CODE_EXISTS_MESSAGE.error.en, escalation: CODE_EXISTS_MESSAGE.escalation.en },
      codeTaken: 'This code is already used',
      idInvalid: 'The ID starts with a letter or _ and holds letters, digits, _ . -',
      required: '{{label}} is required',
      ok: 'OK',
      cancel: 'Cancel',
    },
    interrupting: {
      title: 'Event sub-process',
      label: 'Interrupting',
      hint: 'Interrupting: starting cancels the rest of its scope; non-interrupting: runs beside it',
      errorFixed: 'An error start event always interrupts',
    },
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', PD_NS, zh, true, true);
  i18n.addResourceBundle('en', PD_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** The designer's translation hook, with these texts registered (importing it is what adds them). */
export { usePdT } from '../i18n.ts';
