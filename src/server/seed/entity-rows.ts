/** Demo rows for the entities whose tables the entity runtime owns, so every admin screen opens on real-looking data. */
import { sampleFormRow } from '../entity/hooks/bpm-form-sample.ts';

export const ENTITY_ROWS: Record<string, Record<string, unknown>[]> = {
  sytRollBanner: [
    { title: '新学期开学典礼', imageUrl: '/logo.svg', linkUrl: '/news/detail?id=1', platform: 'pc', sort: 1, enabled: true },
    { title: '网上办事大厅上线', imageUrl: '/logo.svg', linkUrl: '/service/index/service', platform: 'pc', sort: 2, enabled: true },
    { title: '移动端服务指南', imageUrl: '/logo.svg', linkUrl: '', platform: 'mobile', sort: 3, enabled: false },
  ],
  oauthClientDetails: [
    { clientId: 'portal', clientName: '统一门户', webServerRedirectUri: 'http://localhost:8080/portal', url: 'http://localhost:8080/login', scope: 'all', accessTokenValidity: 7200, enabled: true },
    { clientId: 'library', clientName: '图书馆系统', webServerRedirectUri: 'https://library.example.edu/callback', url: '', scope: 'read', accessTokenValidity: 3600, enabled: true },
  ],
  bpmFlowListener: [
    { name: '发送待办消息', listenertype: 'task', eventType: 'create', valueType: 'class', value: 'builtin:sendMessage', systemListener: true, remark: '任务创建时给处理人发送待办消息' },
    { name: '设置流程变量', listenertype: 'execution', eventType: 'start', valueType: 'class', value: 'builtin:setVariable', systemListener: true, remark: '流程开始时写入变量' },
    { name: '调用业务系统', listenertype: 'execution', eventType: 'end', valueType: 'class', value: 'builtin:webhook', systemListener: true, remark: '流程结束时回调外部系统（带超时）' },
    { name: '超时提醒', listenertype: 'task', eventType: 'timeout', valueType: 'expression', value: "${sendMessage(task.assignee, '任务即将超时，请尽快处理', '', 'urge')}", systemListener: false, remark: '任务超时时给处理人发送催办消息' },
  ],
  bpmForm: [sampleFormRow()],
  bpmFormVariable: [
    { name: 'initiator', label: '流程发起人', valueType: 'user', source: 'system', systemVariable: true },
    { name: 'initiatorDept', label: '发起人部门', valueType: 'dept', source: 'system', systemVariable: true },
    { name: 'days', label: '请假天数', valueType: 'number', source: 'form', systemVariable: false },
    { name: 'outcome', label: '审批结果', valueType: 'string', source: 'system', systemVariable: true },
  ],
  bpmOrgAttribute: [
    { code: 'counsellor', name: '辅导员', remark: '学生事务的第一审批人', sort: 1 },
    { code: 'secretary', name: '教学秘书', remark: '', sort: 2 },
    { code: 'finance', name: '财务负责人', remark: '', sort: 3 },
  ],
  bpmExpression: [
    { expressionName: '驳回', expressionValue: "${outcome == '驳回'}", systemExpression: true, desc: '审批结果为驳回' },
    { expressionName: '通过', expressionValue: "${outcome == '通过'}", systemExpression: true, desc: '审批结果为通过' },
    { expressionName: '请假超过三天', expressionValue: '${days > 3}', systemExpression: false, desc: '' },
  ],
  bpmTaskButton: [
    { code: 'pass', name: '通过', nameEn: 'Approve', result: 2, isDefault: true, sort: 1 },
    { code: 'notPass', name: '不通过', nameEn: 'Reject', result: 3, isDefault: true, sort: 2 },
    { code: 'back', name: '驳回', nameEn: 'Return', result: 5, isDefault: false, sort: 3 },
    { code: 'delegate', name: '委派', nameEn: 'Delegate', result: 6, isDefault: false, sort: 4 },
    { code: 'transfer', name: '转办', nameEn: 'Transfer', result: 7, isDefault: false, sort: 5 },
    { code: 'addSign', name: '加签', nameEn: 'Add signer', isDefault: false, sort: 6 },
    { code: 'copy', name: '抄送', nameEn: 'Copy to', isDefault: false, sort: 7 },
  ],
  sytDispatchingCenter: [
    { name: '清理过期会话', cron: '0 3 * * *', target: 'builtin:purgeSessions', enableflag: true, remark: '每天凌晨三点' },
    { name: '流程超时检查', cron: '*/5 * * * *', target: 'builtin:checkTimeouts', enableflag: false, remark: '' },
  ],
  sytElectronicSeal: [
    { name: '教务处公章', imageUrl: '/logo.svg', ownerHumancode: 'zhoujie', enabled: true },
    { name: '王建国签名', imageUrl: '/logo.svg', ownerHumancode: 'wangjianguo', enabled: true },
  ],
  sytCodeJslxb: [
    ...['start', 'end', 'take', 'create', 'assignment', 'complete', 'delete', 'update', 'timeout'].map((code, sort) => ({ type: 'taskEventType', code, name: code, sort })),
    ...[['class', '类'], ['expression', '表达式'], ['delegateExpression', '代理表达式'], ['script', '脚本']].map(([code, name], sort) => ({ type: 'valueType', code, name, sort })),
    ...[['string', '字符串'], ['expression', '表达式']].map(([code, name], sort) => ({ type: 'paramType', code, name, sort })),
    ...[['true', '是'], ['false', '否']].map(([code, name], sort) => ({ type: 'required', code, name, sort })),
  ],
  sytDesktop: [
    { name: '公共桌面', type: 'pc端', roleCode: null, isDefault: true, sort: 1, layout: [] },
    { name: '学生桌面', type: 'pc端', roleCode: 'student', isDefault: false, sort: 2, layout: [] },
  ],
  sytServiceCenter: [
    { name: '请假申请', category: '学生事务', department: '学生工作处', description: '学生因病、因事请假', processKey: 'leave', sort: 1, enabled: true },
    { name: '成绩证明', category: '教务服务', department: '教务处', description: '在读成绩证明开具', sort: 2, enabled: true },
    { name: '会议室预约', category: '资源预约', department: '办公室', description: '', sort: 3, enabled: true },
    { name: '报销审批', category: '财务服务', department: '财务处', description: '', sort: 4, enabled: false },
  ],
  sytMessageSend: [
    { receiverHumancode: 'admin', senderHumancode: 'system', type: '通知', title: '欢迎使用 Flowhall', content: '这是一条系统通知。', status: 0 },
    { receiverHumancode: 'admin', senderHumancode: 'designer', type: '抄送', title: '请假申请已抄送给您', content: '', status: 0 },
    { receiverHumancode: 'student1', senderHumancode: 'system', type: '通知', title: '选课开始通知', content: '', status: 0 },
  ],
};
