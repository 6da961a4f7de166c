/**
 * Approver settings against the organisation directory (process-designer §4, §6): what the designer
 * refuses to choose, the server refuses to deploy.
 * - 部门负责人 (DEPTHEAD) names departments; each must exist (valid) and have a head
 *   (orgHeadHumaCode), or the node resolves to nobody. The designer's tree disables the others.
 * - a role with status 1 is disabled: it approves nothing (ROLES), is copied nothing (CC) and starts
 *   nothing (candidate starters). A role the approvers name must exist.
 * The facts are read by the caller (definitions/approver-facts.ts reads the ones a document names), so
 * the rule itself stays synchronous and pure like the others.
 */
import { parseGroupRef, readCandidateStarters, readUserTaskSettings } from '../../../../schemas/bpmn/settings.ts';
import type { ModdleLike } from '../../../../schemas/bpmn/types.ts';
import type { ModdleElement } from '../parse.ts';
import { bare, finding, flowElements, type Rule, type RuleReport } from './types.ts';

export interface OrgFact {
  name: string;
  /** The head's account code; null when the department has none. */
  head: string | null;
}

export interface RoleFact {
  name: string;
  /** 1: disabled. */
  status: number;
}

/** Departments and roles by every reference a document may use (id or code). */
export interface DirectoryFacts {
  orgs: ReadonlyMap<string, OrgFact>;
  roles: ReadonlyMap<string, RoleFact>;
}

/** The references a process makes: departments of DEPTHEAD nodes, roles of ROLES nodes, CC and starters. */
export interface DirectoryRefs {
  orgs: Set<string>;
  roles: Set<string>;
}

const isUserTask = (el: ModdleElement) => bare(el.$type) === 'userTask';

/** Group ids of the kinds given (prefixed ones, and plain ids the node's type reads as such); expressions are left out. */
function groupIds(groups: readonly string[], kinds: readonly ('role' | 'dept' | 'plain')[]): string[] {
  return groups.map(parseGroupRef).flatMap((ref) => ((kinds as readonly string[]).includes(ref.kind) && 'id' in ref ? [ref.id] : []));
}

function approverRefs(el: ModdleElement): { depts: string[]; roles: string[]; ccRoles: string[] } {
  const settings = readUserTaskSettings(el as unknown as ModdleLike);
  const { dataType, candidateGroups } = settings.approver;
  return {
    depts: dataType === 'DEPTHEAD' ? groupIds(candidateGroups, ['dept', 'plain']) : [],
    roles: dataType === 'ROLES' ? groupIds(candidateGroups, ['role', 'plain']) : dataType === null ? groupIds(candidateGroups, ['role']) : [],
    // CC role entries hold a role id, written with or without the ROLE prefix.
    ccRoles: groupIds(settings.copyItems.filter((item) => item.type === 'role').flatMap((item) => item.people.map((person) => person.id)), ['role', 'plain']),
  };
}

/** What the facts must cover for a process. */
export function directoryRefs(process: ModdleElement): DirectoryRefs {
  const refs: DirectoryRefs = { orgs: new Set(), roles: new Set(readCandidateStarters(process as unknown as ModdleLike).roleIds) };
  for (const el of flowElements(process)) {
    if (!isUserTask(el)) continue;
    const { depts, roles, ccRoles } = approverRefs(el);
    for (const id of depts) refs.orgs.add(id);
    for (const id of [...roles, ...ccRoles]) refs.roles.add(id);
  }
  return refs;
}

function disabledRole(report: RuleReport, el: ModdleElement, facts: DirectoryFacts, id: string, zh: string, en: string): void {
  const role = facts.roles.get(id);
  if (role?.status === 1) report.errors.push(finding(el, 'approver-directory', `${zh}「${role.name}」已停用，不能选择`, `${en} "${role.name}" is disabled and cannot be chosen`));
}

export function approverDirectory(facts: DirectoryFacts): Rule {
  return (process, report) => {
    for (const el of flowElements(process)) {
      if (!isUserTask(el)) continue;
      const { depts, roles, ccRoles } = approverRefs(el);
      for (const id of depts) {
        const org = facts.orgs.get(id);
        if (!org) report.errors.push(finding(el, 'approver-directory', `部门负责人审批：部门 ${id} 不存在或已停用`, `department head approval: department ${id} does not exist or is disabled`));
        else if (!org.head) {
          report.errors.push(finding(el, 'approver-directory', `部门负责人审批：部门「${org.name}」没有负责人，请在组织机构中设置负责人或改选其他部门`, `department head approval: department "${org.name}" has no head; set one in the organisation tree or choose another department`));
        }
      }
      for (const id of roles) {
        if (!facts.roles.has(id)) report.errors.push(finding(el, 'approver-directory', `审批角色 ${id} 不存在`, `approver role ${id} does not exist`));
        else disabledRole(report, el, facts, id, '审批角色', 'approver role');
      }
      for (const id of ccRoles) disabledRole(report, el, facts, id, '抄送角色', 'CC role');
    }
    for (const id of readCandidateStarters(process as unknown as ModdleLike).roleIds) disabledRole(report, process, facts, id, '可发起角色', 'starter role');
  };
}
