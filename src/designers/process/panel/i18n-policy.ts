/**
 * Texts of a user task's policies (namespace 'processDesigner', key 'policy'): the empty-approver
 * choices with what each does, and the timeout group (超时处理). Deep-merged into zh and en; importing
 * this file is what registers them.
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  policy: {
    emptyOptions: { refuse: '拒绝发起或提交', users: '转交指定人员', pass: '自动通过', reject: '自动驳回（流程不通过）', admin: '转交流程管理员' },
    emptyHints: {
      refuse: '找不到可用的审批人时，发起或提交会被拒绝。',
      users: '找不到可用的审批人时，任务交给下面指定的人员。',
      pass: '找不到可用的审批人时，该节点由系统自动通过，审批记录注明「审批人为空，系统自动通过」。',
      reject: '找不到可用的审批人时，流程由系统驳回并结束，结果为不通过，审批记录注明原因。',
      admin: '找不到可用的审批人时，任务交给拥有超级管理员角色的账号（流程模型没有单独的流程管理员）。',
    },
    timeout: {
      title: '超时处理',
      enable: '启用超时处理',
      after: '处理时限',
      afterHint: '从任务到达时起算，填写 ISO 8601 时长，如 PT4H（4 小时）、P2D（2 天）',
      pick: '选择时长',
      action: '超时后',
      actions: { remind: '提醒处理人', pass: '自动通过', reject: '自动驳回（流程不通过）' },
      actionHints: {
        remind: '向当前处理人发送催办消息，任务仍由其处理。',
        pass: '系统自动通过该任务，审批记录注明「审批超时，系统自动通过」。',
        reject: '系统驳回并结束流程，结果为不通过，审批记录注明原因。',
      },
      every: '重复提醒间隔',
      everyHint: '留空只提醒一次；至少 1 分钟，如 PT30M、PT1H',
      times: '提醒次数',
      timesHint: '共提醒 1–{{max}} 次',
      badDuration: '无法识别的时长：{{value}}，请填写大于零的 ISO 8601 时长，如 PT4H、P2D',
      shortInterval: '无法识别的间隔或短于 1 分钟：{{value}}',
    },
  },
};

const en = {
  policy: {
    emptyOptions: { refuse: 'Refuse the start or submit', users: 'Pass to named people', pass: 'Pass automatically', reject: 'Reject automatically (not passed)', admin: 'Pass to the process administrators' },
    emptyHints: {
      refuse: 'When no usable approver is found, the start or submit is refused.',
      users: 'When no usable approver is found, the task goes to the people named below.',
      pass: 'When no usable approver is found, the system passes this step; the history says "no approver was found: passed automatically".',
      reject: 'When no usable approver is found, the system rejects and ends the process as not passed; the history says why.',
      admin: 'When no usable approver is found, the task goes to the accounts holding the super administrator role (a process model names no administrators of its own).',
    },
    timeout: {
      title: 'Timeout',
      enable: 'Handle a timeout',
      after: 'Time limit',
      afterHint: 'Counted from when the task arrives, as an ISO 8601 duration, e.g. PT4H (4 hours), P2D (2 days)',
      pick: 'Choose',
      action: 'When it passes',
      actions: { remind: 'Remind the handlers', pass: 'Pass automatically', reject: 'Reject automatically (not passed)' },
      actionHints: {
        remind: 'The current handlers get a reminder message; the task stays theirs.',
        pass: 'The system passes the task; the history says "the time limit passed: passed automatically".',
        reject: 'The system rejects and ends the process as not passed; the history says why.',
      },
      every: 'Remind again every',
      everyHint: 'Empty: one reminder; a minute at least, e.g. PT30M, PT1H',
      times: 'Reminders',
      timesHint: '1 to {{max}} reminders in all',
      badDuration: 'Not a duration: {{value}}. Enter an ISO 8601 duration longer than zero, e.g. PT4H, P2D',
      shortInterval: 'Not a duration or shorter than a minute: {{value}}',
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
