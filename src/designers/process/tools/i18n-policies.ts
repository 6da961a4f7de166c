/**
 * The route simulation's sentences for the empty-approver decisions beyond named people (namespace
 * 'processDesigner', key sim.emptyFallback): the administrators, pass, reject. Deep-merged into zh and en;
 * importing this file is what registers them.
 */
import { i18n } from '../../../runtime/i18n/index.ts';
import { PD_NS } from '../i18n.ts';

const zh = {
  sim: {
    emptyFallback: {
      admin: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略转交流程管理员（超级管理员）{{people}}',
      pass: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动通过',
      reject: '「{{step}}」的审批人规则没有找到可用的审批人，按「审批人为空时」策略由系统自动驳回，流程到此结束（不通过）',
    },
  },
};

const en = {
  sim: {
    emptyFallback: {
      admin: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy it goes to the process administrators (super administrators) {{people}}',
      pass: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy the system passes it',
      reject: 'The approver rule of "{{step}}" found no usable approver; by the "When nobody is found" policy the system rejects it and the process ends there, not passed',
    },
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', PD_NS, zh, true, true);
  i18n.addResourceBundle('en', PD_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
