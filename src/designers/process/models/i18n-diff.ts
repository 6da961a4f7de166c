/**
 * Texts of the version diff's change list (namespace 'processDesigner', key 'diffWords'): the approval
 * settings and other properties as the panels name them. The approver types and modes are the panels'
 * own texts (panel.types, panel.modes, and sec.kinds registered by panel/i18n.ts, imported here).
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';
// oxlint-disable-next-line import/no-unassigned-import -- registers sec.kinds, the refined approver types
import '../panel/i18n.ts';

const zh = {
  diffWords: {
    sep: '、',
    groupSep: '；',
    colon: '：',
    approvers: '审批人',
    levels: '向上级数',
    buttonSettings: '按钮配置',
    editable: '可编辑',
    yes: '是',
    no: '否',
    fieldPermission: '字段权限',
    permission: { hidden: '隐藏', disabled: '只读', required: '必填', reason: '审批意见', default: '默认值' },
    cc: { title: '抄送人', user: '用户', dept: '部门', role: '角色' },
    supervise: { title: '督办', deptleader: '部门领导', supdeptleader: '部门上级领导' },
    options: {
      ischangeuser: '允许上一节点选择处理人',
      changeuser: '由本节点审批人选择下一处理人',
      moreuser: '允许选择其他人员',
      retrieve: '允许上一节点撤回',
      isopinion: '审批意见必填',
      copyTime: '抄送时机',
      selfapprove: '审批人与发起人为同一人时',
      batchapprove: '允许批量通过',
      emptyapprove: '审批人为空时',
      emptyusers: '审批人为空时转交人员',
      timeout: '超时处理',
    },
    choices: {
      copyTime: { before: '审批前', after: '审批后' },
      selfapprove: { allow: '由发起人自己审批', skip: '自动跳过', deptHead: '转交发起人部门领导' },
      emptyapprove: { refuse: '拒绝发起或提交', users: '转交指定人员', admin: '转交管理员' },
    },
    attrs: {
      formKey: '外部表单',
      dueDate: '到期时间',
      followUpDate: '跟进时间',
      priority: '优先级',
      expirationtime: '过期时间',
      default: '默认流转路径',
      documentation: '元素文档',
      loopCharacteristics: '多实例',
      eventDefinitions: '事件定义',
      sourceRef: '起点',
      targetRef: '终点',
    },
    starterOrgs: '可发起部门',
    starterRoles: '可发起角色',
    extensions: {
      ExecutionListener: '执行监听器',
      TaskListener: '任务监听器',
      Properties: '扩展属性',
      FailedJobRetryTimeCycle: '失败重试周期',
      InputOutput: '输入输出',
      Assignee: '审批人规则',
      Condition: '条件规则',
    },
  },
};

const en: typeof zh = {
  diffWords: {
    sep: ', ',
    groupSep: '; ',
    colon: ': ',
    approvers: 'Approvers',
    levels: 'Levels up',
    buttonSettings: 'Button settings',
    editable: 'Editable',
    yes: 'Yes',
    no: 'No',
    fieldPermission: 'Field permission',
    permission: { hidden: 'Hidden', disabled: 'Read-only', required: 'Required', reason: 'Opinion', default: 'Default' },
    cc: { title: 'CC', user: 'Users', dept: 'Departments', role: 'Roles' },
    supervise: { title: 'Supervision', deptleader: 'Department head', supdeptleader: "Head's superior" },
    options: {
      ischangeuser: 'The previous step may pick this handler',
      changeuser: "This step's approver picks the next handler",
      moreuser: 'The pick may name other people',
      retrieve: 'Previous step may withdraw',
      isopinion: 'Opinion required',
      copyTime: 'CC when',
      selfapprove: 'When the approver is the initiator',
      batchapprove: 'May be approved in a batch',
      emptyapprove: 'When nobody approves',
      emptyusers: 'Handed to when nobody approves',
      timeout: 'Timeout handling',
    },
    choices: {
      copyTime: { before: 'Before approval', after: 'After approval' },
      selfapprove: { allow: 'The initiator approves', skip: 'Skip automatically', deptHead: "To the initiator's department head" },
      emptyapprove: { refuse: 'Refuse the start or submit', users: 'To named people', admin: 'To the administrator' },
    },
    attrs: {
      formKey: 'External form',
      dueDate: 'Due date',
      followUpDate: 'Follow-up date',
      priority: 'Priority',
      expirationtime: 'Expires after',
      default: 'Default flow',
      documentation: 'Documentation',
      loopCharacteristics: 'Multi-instance',
      eventDefinitions: 'Event definition',
      sourceRef: 'From',
      targetRef: 'To',
    },
    starterOrgs: 'Departments that may start',
    starterRoles: 'Roles that may start',
    extensions: {
      ExecutionListener: 'Execution listeners',
      TaskListener: 'Task listeners',
      Properties: 'Extra properties',
      FailedJobRetryTimeCycle: 'Retry cycle',
      InputOutput: 'Input / output',
      Assignee: 'Approver rules',
      Condition: 'Condition rules',
    },
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', PD_NS, zh, true, true);
  i18n.addResourceBundle('en', PD_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export { usePdT } from '../i18n.ts';
