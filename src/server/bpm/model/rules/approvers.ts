/**
 * User tasks must say who approves; the extension data they carry should read cleanly. The designer's
 * refinements (approverKind) are checked for what they need: a person field of the form names a field,
 * an expression is a non-empty `${…}`, a multi-level head climbs at least two levels. A node that names
 * nobody is still covered when its empty-approver policy has an answer (named people, the
 * administrators, pass, reject).
 */
import { approverKindOf, fieldOfTemplate } from '../../../../schemas/bpmn/approver-kinds.ts';
import { emptyPolicyCovers, engineAttr, readUserTaskSettings } from '../../../../schemas/bpmn/settings.ts';
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
    const refined = approverKindOf(approver, engineAttr(el as unknown as ModdleLike, 'approverKind'));
    let refinement: [string, string] | null = null;
    if (refined === 'FORMUSER' && !fieldOfTemplate(approver.candidateUsers[0] ?? '') && !fieldOfTemplate(approver.assignee)) refinement = ['审批人的表单人员字段为空', 'the form person field naming the approver is empty'];
    if (refined === 'EXPRESSION' && !/^\s*[$#]\{[\s\S]*\S[\s\S]*\}\s*$/.test(approver.assignee)) refinement = ['审批人表达式为空或不是 ${…}', 'the approver expression is empty or not ${…}'];
    if (refined === 'MULTIHEAD' && (approver.headLevels ?? 1) < 2) refinement = ['多级部门负责人至少向上两级', 'a multi-level department head climbs at least two levels'];
    if (refinement) {
      // A broken rule is refused even with a fallback: the designer asked for something it did not say.
      report.errors.push(finding(el, 'approver', refinement[0], refinement[1]));
      missing = false;
    }
    // An empty-approver policy (审批人为空时: named people, the administrators, pass, reject) decides such a node.
    else if (missing && emptyPolicyCovers(approver)) missing = false;
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
