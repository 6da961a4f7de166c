/** Texts of the list search and batch approve (namespace 'bpm', key `lists`), merged into the resources like i18n.ts. */
import { i18n } from '../../runtime/i18n/index.ts';

const zh = {
  initiatorPlaceholder: '发起人姓名或工号',
  dateStart: '开始日期',
  dateEnd: '结束日期',
  receivedRange: '接收时间',
  endedRange: '办结时间',
  startedRange: '发起时间',
  copiedRange: '抄送时间',
  anyResult: '审批结果',
  readState: '阅读状态',
  batchApprove: '批量通过',
  batchSelected: '已选 {{count}} 项',
  batchNone: '请选择可批量通过的任务',
  batchHint: '仅允许批量通过、无需填写意见和表单的任务可勾选',
  batchConfirmTitle: '确定批量通过选中的 {{count}} 个任务吗？',
  batchConfirmContent: '每个任务将按“通过”处理，不填写审批意见；某个任务失败不影响其他任务。',
  batchRunning: '正在批量通过…',
  batchProgress: '已处理 {{done}} / {{total}}',
  batchResultTitle: '批量通过结果',
  batchSummary: '成功 {{ok}} 个，失败 {{failed}} 个',
  batchOk: '已通过',
  batchFailed: '失败',
  batchCallFailed: '批量通过请求失败',
  taskLabel: '任务',
  close: '关闭',
  selectRow: '选择',
  perPage: '{{count}} 条/页',
  pageSize: '每页条数',
  selectAll: '全选本页可批量通过的任务（{{count}}）',
};

const en: typeof zh = {
  initiatorPlaceholder: 'Initiator name or ID',
  dateStart: 'Start date',
  dateEnd: 'End date',
  receivedRange: 'Received',
  endedRange: 'Completed',
  startedRange: 'Started',
  copiedRange: 'Copied',
  anyResult: 'Result',
  readState: 'Read state',
  batchApprove: 'Batch approve',
  batchSelected: '{{count}} selected',
  batchNone: 'Select tasks that can be batch approved',
  batchHint: 'Only tasks whose step allows batch approval and needs no opinion or form input can be selected',
  batchConfirmTitle: 'Approve the {{count}} selected task(s)?',
  batchConfirmContent: 'Each task is passed without an opinion; a task that fails does not stop the others.',
  batchRunning: 'Approving…',
  batchProgress: '{{done}} of {{total}} processed',
  batchResultTitle: 'Batch approval results',
  batchSummary: '{{ok}} passed, {{failed}} failed',
  batchOk: 'Passed',
  batchFailed: 'Failed',
  batchCallFailed: 'The batch approval request failed',
  taskLabel: 'Task',
  close: 'Close',
  selectRow: 'Select',
  perPage: '{{count}} / page',
  pageSize: 'Rows per page',
  selectAll: 'Select all batch-approvable on this page ({{count}})',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'bpm', { lists: zh }, true, true);
  i18n.addResourceBundle('en', 'bpm', { lists: en }, true, true);
}
// A page may be imported before i18n is initialised (component tests): add the texts then.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
