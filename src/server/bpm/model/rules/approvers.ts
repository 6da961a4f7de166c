/** User tasks must say who approves; the extension data they carry should read cleanly. */
import { readUserTaskSettings } from '../../../../schemas/bpmn/settings.ts';
import type { ModdleLike } from '../../../../schemas/bpmn/types.ts';
import { bare, finding, flowElements, type Rule } from './types.ts';

export const userTaskApprovers: Rule = (process, report) => {
  for (const el of flowElements(process)) {
    if (bare(el.$type) !== 'userTask') continue;
    const settings = readUserTaskSettings(el as unknown as ModdleLike);
    const { approver } = settings;
    const groups = approver.candidateGroups.length > 0;
    const users = approver.assignee !== '' || approver.candidateUsers.length > 0;
    const attrs = approver.candidateAttr.length > 0 || approver.candidateGroups.some((g) => g.startsWith('ATTR'));
    let missing = false;
    switch (approver.dataType) {
      case 'USERS':
        missing = !users;
        break;
      case 'ROLES':
      case 'DEPTS':
      case 'DEPTHEAD':
        missing = !groups;
        break;
      case 'ATTRS':
      case 'INITATTR':
        missing = !attrs;
        break;
      case 'INITIATOR':
      case 'HEAD':
        break;
      case null:
        missing = !users && !groups && !attrs;
        break;
    }
    if (missing) {
      const kind = approver.dataType ? `（${approver.dataType}）` : '';
      report.errors.push(finding(el, 'approver', `用户任务没有设置审批人${kind}`, `the user task has no approver settings${approver.dataType ? ` (${approver.dataType})` : ''}`));
    }
    for (const problem of settings.problems) {
      if (problem.startsWith('dataType:')) {
        report.errors.push(finding(el, 'approver', `审批人类型无效：${problem.slice('dataType:'.length).trim()}`, `invalid approver type: ${problem}`));
        continue;
      }
      report.warnings.push(finding(el, 'task-settings', `任务设置有误，已按默认值处理：${problem}`, `task settings ignored: ${problem}`));
    }
  }
};
