/** Texts of the process diagram (namespace 'bpm', key 'diagramView': 'diagram' is already the bpm bundle's title string), merged into the bpm bundle. */
import { i18n } from '../../../runtime/i18n/index.ts';

const zh = {
  diagramView: {
    title: '流程图',
    hint: 'Ctrl + 鼠标滚轮缩放，拖动平移',
    touchHint: '双指缩放，单指拖动平移',
    zoomIn: '放大',
    zoomOut: '缩小',
    fit: '适应画布',
    loading: '正在加载流程图…',
    failed: '流程图无法显示',
    none: '该流程没有流程图',
    passes: '经过 {{count}} 次',
    legend: { todo: '处理中', done: '已通过', rejected: '未通过', cancelled: '已取消', returned: '已驳回' },
    label: {
      description: '描述',
      initiator: '发起人',
      department: '部门',
      startTime: '发起时间',
      approver: '审批人',
      copied: '抄送人',
      result: '结果',
      receiveTime: '接收时间',
      finishTime: '办结时间',
      opinion: '审批意见',
      endTime: '结束时间',
    },
    show: '查看流程图',
    hide: '收起流程图',
  },
};

const en: typeof zh = {
  diagramView: {
    title: 'Diagram',
    hint: 'Ctrl + mouse wheel zooms, drag to pan',
    touchHint: 'Pinch to zoom, drag to pan',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    fit: 'Fit',
    loading: 'Loading the diagram…',
    failed: 'The diagram cannot be shown',
    none: 'This process has no diagram',
    passes: 'passed {{count}} times',
    legend: { todo: 'Processing', done: 'Passed', rejected: 'Not passed', cancelled: 'Cancelled', returned: 'Returned' },
    label: {
      description: 'Description',
      initiator: 'Initiator',
      department: 'Department',
      startTime: 'Started',
      approver: 'Approver',
      copied: 'Copied to',
      result: 'Result',
      receiveTime: 'Received',
      finishTime: 'Finished',
      opinion: 'Opinion',
      endTime: 'Ended',
    },
    show: 'Show the diagram',
    hide: 'Hide the diagram',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'bpm', zh, true, true);
  i18n.addResourceBundle('en', 'bpm', en, true, true);
}
// Imported before i18n is ready in component tests: add the texts once it is.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
