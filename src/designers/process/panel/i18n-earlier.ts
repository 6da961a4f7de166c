/**
 * Texts of the placeholder group (namespace 'processDesigner', key 'earlier'): the user tasks before
 * the selected element and the variables they leave. Deep-merged into zh and en.
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  earlier: {
    title: '前序节点占位符',
    hint: '点击占位符复制，可用于流转条件、审批人表达式和字段默认值；点击编号复制节点编号。',
    shared: 'outcome、passCount、failCount 为流程变量，保存最近完成的节点的值。',
    none: '此前没有用户任务',
    copyId: '复制节点编号',
    defaultPlaceholder: '选择或输入 ${…}',
    copied: '复制成功',
    copyFailed: '复制失败，请手动复制：{{text}}',
    kinds: {
      outcome: '审批结果（通过 / 驳回）',
      approvers: '本节点的审批人列表',
      passCount: '会签通过人数',
      failCount: '会签不通过人数',
      field: '表单字段：{{label}}',
    },
  },
};

const en: typeof zh = {
  earlier: {
    title: 'Earlier steps (placeholders)',
    hint: 'Click a placeholder to copy it, for flow conditions, approver expressions and field defaults; click an id to copy it.',
    shared: 'outcome, passCount and failCount are process variables holding the latest completed step’s values.',
    none: 'No user task comes before this element',
    copyId: 'Copy the step id',
    defaultPlaceholder: 'Choose or type ${…}',
    copied: 'Copied',
    copyFailed: 'Could not copy; copy it by hand: {{text}}',
    kinds: {
      outcome: 'Result (通过 approved / 驳回 returned)',
      approvers: 'The people this step went to',
      passCount: 'Approvals of the countersign',
      failCount: 'Rejections of the countersign',
      field: 'Form field: {{label}}',
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
