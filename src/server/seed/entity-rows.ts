/** Demo rows for the entities whose tables the entity runtime owns, so every admin screen opens on real-looking data. */
import { sampleFormRow } from '../entity/hooks/bpm-form-sample.ts';
import { CAMPUS_ROWS } from './campus-rows.ts';
import { CHAT_ROWS } from '../chat/seed-rows.ts';

/** A publication date some days back, so the demo's news read as recent. */
function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 86_400_000);
}

const PUBLIC_DESKTOP = [
  { key: 'todo', kind: 'todo', x: 0, y: 0, w: 4, h: 6 },
  { key: 'messages', kind: 'messages', x: 4, y: 0, w: 4, h: 6 },
  { key: 'calendar', kind: 'calendar', x: 8, y: 0, w: 4, h: 8 },
  { key: 'chart', kind: 'processChart', x: 0, y: 6, w: 4, h: 8 },
  { key: 'started', kind: 'started', x: 4, y: 6, w: 4, h: 8 },
  { key: 'links', kind: 'addressBook', x: 8, y: 8, w: 4, h: 3 },
  { key: 'files', kind: 'files', x: 8, y: 11, w: 4, h: 3 },
];

const STUDENT_DESKTOP = [
  { key: 'todo', kind: 'todo', x: 0, y: 0, w: 6, h: 6 },
  { key: 'started', kind: 'started', x: 6, y: 0, w: 6, h: 6 },
  { key: 'services', kind: 'services', x: 0, y: 6, w: 8, h: 6 },
  { key: 'links', kind: 'addressBook', x: 8, y: 6, w: 4, h: 3 },
  { key: 'files', kind: 'files', x: 8, y: 9, w: 4, h: 3 },
  { key: 'news', kind: 'news', x: 0, y: 12, w: 8, h: 7 },
  { key: 'calendar', kind: 'calendar', x: 8, y: 12, w: 4, h: 7 },
];

export const ENTITY_ROWS: Record<string, Record<string, unknown>[]> = {
  ...CAMPUS_ROWS,
  ...CHAT_ROWS,
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
  // Blocks are portal widgets (src/pages/portal/widgets): x/y/w/h on 12 columns, phones stack them.
  sytDesktop: [
    { name: '公共桌面', type: 'pc端', roleCode: null, isDefault: true, sort: 1, layout: PUBLIC_DESKTOP },
    { name: '学生桌面', type: 'pc端', roleCode: 'student', isDefault: false, sort: 2, layout: STUDENT_DESKTOP },
  ],
  sytNews: [
    { title: '关于2026年秋季学期开学工作安排的通知', category: 'notice', publisher: '校长办公室', summary: '新学期报到、注册与选课安排。', content: '各学院、各部门：\n新学期学生于9月1日报到注册，9月2日正式上课。请各单位做好开学准备工作。', pinned: true, publishedAt: daysAgo(1) },
    { title: '图书馆国庆假期开放时间调整', category: 'notice', publisher: '图书馆', summary: '假期期间每日9:00—17:00开放。', content: '国庆假期期间，图书馆每日9:00—17:00开放，自习室照常开放。', publishedAt: daysAgo(3) },
    { title: '网上办事大厅新增二十项服务', category: 'notice', publisher: '信息中心', summary: '请假、证明开具等事项可全程网办。', content: '即日起，请假申请、成绩证明等二十项服务可在网上办事大厅全程办理。', publishedAt: daysAgo(6) },
    { title: '我校举行2026级新生开学典礼', category: 'news', publisher: '党委宣传部', summary: '五千余名新生齐聚体育馆，开启大学生活。', content: '9月5日上午，我校2026级新生开学典礼在体育馆隆重举行。', coverUrl: '/logo.svg', publishedAt: daysAgo(2) },
    { title: '我校学子在全国大学生数学建模竞赛中获佳绩', category: 'news', publisher: '教务处', summary: '获国家一等奖2项、二等奖5项。', content: '在2026年全国大学生数学建模竞赛中，我校学子获国家一等奖2项、二等奖5项。', publishedAt: daysAgo(4) },
    { title: '智慧校园二期建设项目启动', category: 'news', publisher: '信息中心', summary: '统一门户、服务大厅与流程平台全面升级。', content: '智慧校园二期建设项目正式启动，统一门户、服务大厅与流程平台将全面升级。', publishedAt: daysAgo(8) },
    { title: '（草稿）校园开放日活动预告', category: 'news', publisher: '招生办', summary: '', content: '', enabled: false, publishedAt: daysAgo(0) },
  ],
  sytServiceCenter: [
    { name: '请假申请', category: '学生事务', audience: 'all', department: '学生工作处', description: '学生因病、因事请假', processKey: 'leave_request', sort: 1, enabled: true },
    { name: '成绩证明', category: '教务服务', audience: 'student', department: '教务处', description: '在读成绩证明开具', sort: 2, enabled: true },
    { name: '会议室预约', category: '资源预约', audience: 'staff', department: '办公室', description: '', sort: 3, enabled: true },
    { name: '报销审批', category: '财务服务', audience: 'staff', department: '财务处', description: '', sort: 4, enabled: false },
    // A link service: opened in /myiframe (embed) or a new window.
    { name: '校历查询', category: '教务服务', audience: 'all', department: '教务处', description: '本学期校历与放假安排', url: '/portal/index/common', embed: true, sort: 5, enabled: true },
  ],
  sytMessageSend: [
    { receiverHumancode: 'admin', senderHumancode: 'system', type: '通知', title: '欢迎使用 Flowhall', content: '这是一条系统通知。', status: 0 },
    { receiverHumancode: 'admin', senderHumancode: 'designer', type: '抄送', title: '请假申请已抄送给您', content: '', status: 0 },
    { receiverHumancode: 'student1', senderHumancode: 'system', type: '通知', title: '选课开始通知', content: '', status: 0 },
  ],
};
