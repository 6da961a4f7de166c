/**
 * The writing half of the approval model in src/schemas/bpmn (settings.ts reads it): what a user
 * task's attributes become for an approver choice, a multi-approver mode, the task options and the
 * buttons. Pure: the panels hand the answers to the modeler's command stack, so every change is undoable
 * and the XML stays the one place the server reads.
 */
import { GROUP_PREFIXES, HEAD_TEXT, INITIATOR_TEXT, type DataType, type MultiApproverMode, type TaskExtendData } from '../../schemas/bpmn/index.ts';

/** One chosen user, role or department: the id the engine resolves and the name shown. */
export interface Pick {
  id: string;
  name: string;
}

/** Every approver attribute; a choice of type writes all of them, so the others are reset (spec §4). */
const APPROVER_ATTRS = ['dataType', 'assignee', 'candidateUsers', 'candidateGroups', 'candidateAttr', 'text', 'deptHead', 'attributeHandler'] as const;

/** The types whose several picks may be approved by several people (spec §4: not department head). */
export const MULTI_CAPABLE: readonly DataType[] = ['USERS', 'ROLES', 'DEPTS', 'ATTRS'];

/** The approver types the panel sets today; the others are read and kept but edited elsewhere. */
export const EDITABLE_TYPES: readonly DataType[] = ['USERS', 'ROLES', 'DEPTS', 'DEPTHEAD', 'INITIATOR', 'HEAD'];

/** The variable each instance of a multi-approver node is assigned through. */
export const ELEMENT_VARIABLE = 'approver';

/** The collection variable of a node (the server fills `${…}` collections from the approver settings). */
export const collectionOf = (taskId: string) => `approvers_${taskId.replace(/[^A-Za-z0-9_]/g, '_')}`;

const names = (picks: readonly Pick[]) => picks.map((pick) => pick.name).join(',');

/**
 * The attributes of a user task for an approver type and its picks. A multi-approver node keeps its
 * people in candidateUsers / candidateGroups and is assigned `${approver}` per instance.
 */
export function approverAttrs(type: DataType, picks: readonly Pick[], multi: boolean): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = Object.fromEntries(APPROVER_ATTRS.map((name) => [name, undefined]));
  out.dataType = type;
  switch (type) {
    case 'USERS':
      if (picks.length === 1 && !multi) out.assignee = picks[0]!.id;
      else if (picks.length > 0) {
        out.candidateUsers = picks.map((pick) => pick.id).join(',');
        if (multi) out.assignee = `\${${ELEMENT_VARIABLE}}`;
      }
      out.text = names(picks) || undefined;
      break;
    case 'ROLES':
    case 'DEPTS':
    case 'DEPTHEAD': {
      const prefix = type === 'ROLES' ? GROUP_PREFIXES.role : GROUP_PREFIXES.dept;
      if (picks.length > 0) out.candidateGroups = picks.map((pick) => `${prefix}${pick.id}`).join(',');
      if (multi && picks.length > 0) out.assignee = `\${${ELEMENT_VARIABLE}}`;
      out.text = names(picks) || undefined;
      break;
    }
    case 'INITIATOR':
      out.text = INITIATOR_TEXT;
      break;
    case 'HEAD':
      out.text = HEAD_TEXT;
      break;
    default:
      break;
  }
  return out;
}

/** Whether the mode may be offered for these picks (several people, a type that can have several). */
export function multiOffered(type: DataType | null, picks: readonly Pick[]): boolean {
  if (!type || !MULTI_CAPABLE.includes(type)) return false;
  return type === 'USERS' ? picks.length > 1 : picks.length > 0;
}

export interface LoopSpec {
  isSequential: boolean;
  collection: string;
  elementVariable: string;
  completionCondition: string;
}

/** The multi-instance loop of a mode, or null for none (spec §4 completion rules). */
export function loopOf(mode: MultiApproverMode, taskId: string): LoopSpec | null {
  if (mode === 'Null') return null;
  const sequential = mode === 'SequentialMultiInstance';
  return {
    isSequential: sequential,
    collection: `\${${collectionOf(taskId)}}`,
    elementVariable: ELEMENT_VARIABLE,
    completionCondition: sequential ? '${nrOfCompletedInstances >= nrOfInstances}' : '${nrOfCompletedInstances > 0}',
  };
}

/** extendData as stored: a one-item JSON list, the current options with the change applied. */
export function extendDataText(current: TaskExtendData, change: Partial<TaskExtendData>): string {
  const next = { ...current, ...change };
  // People lists of the vocabulary are stored as {id, humanname}.
  return JSON.stringify([{ ...next, emptyusers: next.emptyusers.map((person) => ({ id: person.id, humanname: person.name })) }]);
}

/** The buttons attribute: a JSON list of button codes, or absent for the default buttons. */
export function buttonsText(codes: readonly string[]): string | undefined {
  return codes.length > 0 ? JSON.stringify(codes) : undefined;
}

/** The picks an approver setting holds: ids from the attributes, names from the stored text. */
export function picksOf(type: DataType | null, approver: { assignee: string; candidateUsers: string[]; candidateGroups: string[]; text: string }): Pick[] {
  const shown = approver.text ? approver.text.split(',') : [];
  let ids: string[] = [];
  if (type === 'USERS') ids = approver.candidateUsers.length > 0 ? approver.candidateUsers : approver.assignee && !approver.assignee.startsWith('$') ? [approver.assignee] : [];
  else if (type === 'ROLES' || type === 'DEPTS' || type === 'DEPTHEAD') {
    ids = approver.candidateGroups.map((group) => group.replace(/^(ROLE|DEPT)[_:]?/, ''));
  }
  return ids.map((id, index) => ({ id, name: shown[index] ?? id }));
}
