/** Texts of the property sections (namespace 'processDesigner', key 'sec'), deep-merged into zh and en. */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  sec: {
    kinds: { MULTIHEAD: '多级部门负责人', FORMUSER: '表单内人员字段', EXPRESSION: '流程表达式', CHOOSE: '发起人自选' },
    levels: '向上级数',
    formField: '人员字段',
    formFieldHint: '字段中选择的人员为审批人',
    noPersonField: '绑定表单中没有人员字段',
    expression: '审批人表达式',
    expressionHint: '例如 ${days > 3 ? "lihua" : "zhangwei"}，结果为账号或账号列表',
    chooseHint: '发起时由发起人为紧随开始的节点选择任意处理人；未选择时交给下列建议人员',
    chooseAttrs: '选择组织关系',
    chooseAttributes: '选择组织属性',
    emptyApprover: '审批人为空时',
    emptyOptions: { refuse: '拒绝发起或提交', users: '转交指定人员（如管理员）' },
    emptyUsers: '指定人员',
    permissions: '表单权限',
    permissionsOpen: '设置字段权限',
    permissionsCount: '已设置 {{count}} 个字段',
    permissionsNoForm: '请先绑定表单',
    permissionTitle: '表单字段权限',
    permissionCols: { label: '字段', hidden: '隐藏', disabled: '只读', required: '必填', reason: '审批意见', defaultValue: '默认值' },
    permissionGone: '（表单中已不存在）',
    cc: '抄送人',
    ccTargets: { user: '抄送用户', dept: '抄送部门', role: '抄送角色' },
    copyTime: '抄送时机',
    copyTimes: { before: '审批前', after: '审批后' },
    conditionType: '条件格式',
    conditionTypes: { expression: '表达式', script: '脚本' },
    scriptLanguage: '脚本语言',
    scriptType: '脚本类型',
    scriptTypes: { inlineScript: '内联脚本', externalScript: '外部脚本' },
    script: '脚本',
    resource: '资源地址',
    fieldList: '表单字段',
    copied: '复制成功',
    fieldListEmpty: '绑定表单中没有字段',
    starters: '候选发起人',
    starterOrgs: '发起部门',
    starterRoles: '发起角色',
    startersAll: '未选择时所有人可发起',
    expiration: '过期时间（天）',
    flags: { isopinion: '审批意见必填', retrieve: '允许上一节点撤回', batchapprove: '允许批量通过', changeuser: '由本节点审批人选择下一节点处理人', ischangeuser: '允许上一节点选择本节点处理人', moreuser: '选择处理人时可选其他人员' },
  },
};

const en: typeof zh = {
  sec: {
    kinds: { MULTIHEAD: 'Department heads over several levels', FORMUSER: 'A person field of the form', EXPRESSION: 'Process expression', CHOOSE: 'Initiator chooses' },
    levels: 'Levels up',
    formField: 'Person field',
    formFieldHint: 'The people chosen in the field approve',
    noPersonField: 'The bound form has no person field',
    expression: 'Approver expression',
    expressionHint: 'e.g. ${days > 3 ? "lihua" : "zhangwei"}; gives an account or a list of accounts',
    chooseHint: 'At start the initiator chooses anyone for the steps right after the start; without a choice the suggested people below get it',
    chooseAttrs: 'Choose organisation relations',
    chooseAttributes: 'Choose organisation attributes',
    emptyApprover: 'When nobody is found',
    emptyOptions: { refuse: 'Refuse the start or submit', users: 'Pass to named people (e.g. an administrator)' },
    emptyUsers: 'Named people',
    permissions: 'Form permissions',
    permissionsOpen: 'Field permissions',
    permissionsCount: '{{count}} fields set',
    permissionsNoForm: 'Bind a form first',
    permissionTitle: 'Form field permissions',
    permissionCols: { label: 'Field', hidden: 'Hidden', disabled: 'Read-only', required: 'Required', reason: 'Opinion', defaultValue: 'Default value' },
    permissionGone: '(no longer in the form)',
    cc: 'CC',
    ccTargets: { user: 'CC users', dept: 'CC departments', role: 'CC roles' },
    copyTime: 'CC when',
    copyTimes: { before: 'Before approval', after: 'After approval' },
    conditionType: 'Condition format',
    conditionTypes: { expression: 'Expression', script: 'Script' },
    scriptLanguage: 'Script language',
    scriptType: 'Script type',
    scriptTypes: { inlineScript: 'Inline script', externalScript: 'External script' },
    script: 'Script',
    resource: 'Resource address',
    fieldList: 'Form fields',
    copied: 'Copied',
    fieldListEmpty: 'The bound form has no fields',
    starters: 'Candidate starters',
    starterOrgs: 'Departments',
    starterRoles: 'Roles',
    startersAll: 'None chosen: everybody may start',
    expiration: 'Expires after (days)',
    flags: { isopinion: 'Opinion required', retrieve: 'Previous step may withdraw', batchapprove: 'May be approved in a batch', changeuser: "This step's approver picks the next handler", ischangeuser: 'The previous step may pick this handler', moreuser: 'The pick may name other people' },
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
