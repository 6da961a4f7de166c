/**
 * Texts of the route the approver preview and the designer's route simulation show (namespace 'bpm',
 * key route): the empty-approver policy's decisions, what the engine's variables are after a
 * countersign, the assumed outcomes, script conditions left to the run, the events that could take the
 * token elsewhere and the process a call activity starts; and the names of the further step types.
 * Deep-merged into zh and en; importing this file is what registers them.
 */
import { i18n } from '../../runtime/i18n/index.ts';

const zh = {
  route: {
    emptyFallback: {
      users: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略交给 {{people}}',
      admin: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略转交流程管理员（超级管理员）{{people}}',
      pass: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动通过',
      reject: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动驳回，流程到此结束（不通过）',
    },
    emptyTag: { users: '转交指定人员', admin: '转交流程管理员', pass: '系统自动通过', reject: '系统自动驳回' },
    branchEvent: '等待后续事件，通常 → {{target}}',
    branchUndecided: '脚本条件在模拟中没有得出结果，实际运行时再判断：{{condition}}',
    mi: {
      all: '{{passes}} 人均通过后结束：passCount = {{passCount}}，failCount = {{failCount}}',
      early: '{{passes}} 人通过后完成条件已满足，其余 {{rest}} 人的审批取消：passCount = {{passCount}}，failCount = {{failCount}}',
    },
    assumed: {
      reject: '假设不通过：流程到此结束（不通过）',
      rejectAfter: '假设 {{passes}} 人通过后下一人不通过：流程到此结束（不通过）',
      return: '假设驳回：退回到「{{target}}」，从那里重新审批',
      returnAfter: '假设 {{passes}} 人通过后下一人驳回：退回到「{{target}}」，从那里重新审批',
      returnNowhere: '假设驳回：之前没有可退回的步骤，实际驳回会被拒绝',
      notReached: '假设的「{{outcome}}」不会发生：{{passes}} 人通过后完成条件已满足',
      decided: '假设的「{{outcome}}」不适用：该步骤由「审批人为空时」策略决定',
    },
    outcome: { pass: '通过', reject: '不通过', return: '驳回' },
    alternative: {
      boundary: '也可能改走 → {{target}}：{{event}}（{{mode}}）',
      interrupting: '本步骤随之结束',
      nonInterrupting: '本步骤继续',
      eventGateway: '也可能改走 → {{target}}：{{event}}（先发生的事件决定）',
      nowhere: '（其后没有节点）',
    },
    event: {
      timeDuration: '计时 {{detail}} 到期时',
      timeDate: '到达 {{detail}} 时',
      timeCycle: '按周期 {{detail}} 触发时',
      message: '收到消息「{{detail}}」时',
      signal: '收到信号「{{detail}}」时',
      error: '出现错误「{{detail}}」时',
      errorAny: '出现任何错误时',
      escalation: '出现升级「{{detail}}」时',
      escalationAny: '出现任何升级时',
      other: '该事件发生时',
    },
    call: {
      starts: '启动子流程「{{name}}」（{{key}}，版本 {{version}}），子流程结束后继续',
      notDeployed: '启动子流程 {{key}}：该流程尚未部署，须先部署它',
      first: '子流程第一步「{{step}}」 → {{people}}',
    },
  },
  stepType: {
    callActivity: '调用子流程',
    eventBasedGateway: '事件网关',
    intermediateCatchEvent: '等待事件',
    intermediateThrowEvent: '发出事件',
    receiveTask: '等待消息',
    sendTask: '发送消息',
    task: '任务',
    manualTask: '人工任务',
  },
};

const en: typeof zh = {
  route: {
    emptyFallback: {
      users: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy it goes to {{people}}',
      admin: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy it goes to the process administrators (super administrators) {{people}}',
      pass: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy the system passes it',
      reject: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy the system rejects it and the process ends there, not passed',
    },
    emptyTag: { users: 'Given to named people', admin: 'Given to the administrators', pass: 'Passed by the system', reject: 'Rejected by the system' },
    branchEvent: 'Waits for the next event, usually → {{target}}',
    branchUndecided: 'The script condition gave no answer in the simulation; it is decided when the process runs: {{condition}}',
    mi: {
      all: 'Ends once all {{passes}} have passed: passCount = {{passCount}}, failCount = {{failCount}}',
      early: 'The completion condition holds after {{passes}} passes; the remaining approvals ({{rest}}) are cancelled: passCount = {{passCount}}, failCount = {{failCount}}',
    },
    assumed: {
      reject: 'Assumed rejected: the process ends here, not passed',
      rejectAfter: 'Assumed {{passes}} pass, then the next rejects: the process ends here, not passed',
      return: 'Assumed returned: back to "{{target}}", approved again from there',
      returnAfter: 'Assumed {{passes}} pass, then the next returns it: back to "{{target}}", approved again from there',
      returnNowhere: 'Assumed returned: there is no earlier step to return to, so a real return would be refused',
      notReached: 'The assumed "{{outcome}}" never happens: the completion condition holds after {{passes}} passes',
      decided: 'The assumed "{{outcome}}" does not apply: the "When nobody is found" policy decides this step',
    },
    outcome: { pass: 'Approve', reject: 'Reject', return: 'Return' },
    alternative: {
      boundary: 'Could go instead → {{target}}: {{event}} ({{mode}})',
      interrupting: 'this step ends',
      nonInterrupting: 'this step goes on',
      eventGateway: 'Could go instead → {{target}}: {{event}} (whichever event comes first)',
      nowhere: '(nothing follows)',
    },
    event: {
      timeDuration: 'when the timer {{detail}} runs out',
      timeDate: 'when {{detail}} is reached',
      timeCycle: 'when the cycle {{detail}} fires',
      message: 'when the message "{{detail}}" arrives',
      signal: 'when the signal "{{detail}}" arrives',
      error: 'when the error "{{detail}}" occurs',
      errorAny: 'when any error occurs',
      escalation: 'when the escalation "{{detail}}" occurs',
      escalationAny: 'when any escalation occurs',
      other: 'when the event happens',
    },
    call: {
      starts: 'Starts the process "{{name}}" ({{key}}, version {{version}}) and goes on when it ends',
      notDeployed: 'Starts the process {{key}}: it is not deployed yet and must be deployed first',
      first: 'Its first step "{{step}}" → {{people}}',
    },
  },
  stepType: {
    callActivity: 'Call a process',
    eventBasedGateway: 'Event gateway',
    intermediateCatchEvent: 'Wait for an event',
    intermediateThrowEvent: 'Send an event',
    receiveTask: 'Wait for a message',
    sendTask: 'Send a message',
    task: 'Task',
    manualTask: 'Manual task',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'bpm', zh, true, true);
  i18n.addResourceBundle('en', 'bpm', en, true, true);
}
// A page may be imported before i18n is initialised (component tests): add the texts then.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
