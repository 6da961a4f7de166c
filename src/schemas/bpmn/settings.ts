/**
 * Reads the Flowhall settings of a parsed user task or process (a moddle element) into plain data:
 * what the engine, the approver resolution and the approval layer need. Attributes are looked up as
 * moddle properties first, then in `$attrs` under the engine prefix or an alias prefix, so a file
 * whose namespace was not aliased still reads.
 */
import { ALIAS_PREFIXES, ENGINE_PREFIX } from './namespaces.ts';
import {
  readButtonElements,
  readButtonIds,
  readCopyItems,
  readExtendData,
  readFieldPermissions,
  readSuperviseItems,
  splitList,
} from './task-data.ts';
import {
  type AssigneeElement,
  type ButtonDef,
  type ButtonElement,
  type ConditionElement,
  type CopyItem,
  type CopyItemElement,
  DATA_TYPES,
  type DataType,
  type FieldPermission,
  GROUP_PREFIXES,
  type ModdleLike,
  type MultiApproverMode,
  type SuperviseItem,
  type SuperviseItemElement,
  type TaskExtendData,
} from './types.ts';

const PREFIXES = [ENGINE_PREFIX, ...ALIAS_PREFIXES];

/** An attribute of the engine vocabulary, as a string ('' when absent). */
export function engineAttr(element: ModdleLike, name: string): string {
  const direct = Object.hasOwn(element, name) ? element[name] : undefined;
  if (typeof direct === 'string') return direct;
  if (typeof direct === 'number' || typeof direct === 'boolean') return String(direct);
  const attrs = element.$attrs ?? {};
  for (const prefix of PREFIXES) {
    const value = attrs[`${prefix}:${name}`];
    if (typeof value === 'string') return value;
  }
  return '';
}

/** Extension elements of one local type name (Button, CopyItem …), under any engine prefix. */
export function extensionElements<T = ModdleLike>(element: ModdleLike, localType: string): T[] {
  const values = element.extensionElements?.values ?? [];
  return values.filter((value) => PREFIXES.some((prefix) => value.$type === `${prefix}:${localType}`)) as T[];
}

export interface ApproverSettings {
  /** null when the designer did not set one (then assignee / candidates are read as they are). */
  dataType: DataType | null;
  assignee: string;
  candidateUsers: string[];
  candidateGroups: string[];
  candidateAttr: string[];
  /** Display names the designer stored. */
  text: string;
  /** HEAD over several levels (the `deptHead` attribute, 2–10): the heads of the initiator's department and the ones above. */
  headLevels?: number;
  /** 审批人为空时 → users: whom the node goes to when its rule resolves to nobody (extendData emptyusers). */
  fallbackUsers?: string[];
  /** 审批人为空时 → pass, reject or admin: what the resolver does instead of refusing when the rule finds nobody. */
  emptyPolicy?: 'pass' | 'reject' | 'admin';
}

/** Whether a node whose rule names nobody still has an outcome (the empty-approver policy is not a refusal). */
export const emptyPolicyCovers = (approver: Pick<ApproverSettings, 'emptyPolicy' | 'fallbackUsers'>): boolean =>
  approver.emptyPolicy !== undefined || (approver.fallbackUsers?.length ?? 0) > 0;

/** Levels of a multi-level department head (1 is the plain HEAD). */
export const MAX_HEAD_LEVELS = 10;

export interface UserTaskSettings {
  approver: ApproverSettings;
  multiApproverMode: MultiApproverMode;
  /** Button ids offered on the node: the `buttons` attribute, else the visible Button elements. */
  buttons: string[];
  buttonElements: ButtonDef[];
  extendData: TaskExtendData;
  fieldPermissions: FieldPermission[];
  copyItems: CopyItem[];
  superviseItems: SuperviseItem[];
  assignees: AssigneeElement[];
  conditions: ConditionElement[];
  formKey: string;
  xcformKey: string;
  dueDate: string;
  followUpDate: string;
  priority: string;
  expirationtime: string;
  problems: string[];
}

export function readApproverSettings(task: ModdleLike, problems: string[] = []): ApproverSettings {
  const rawType = engineAttr(task, 'dataType').trim();
  let dataType: DataType | null = null;
  if ((DATA_TYPES as readonly string[]).includes(rawType)) dataType = rawType as DataType;
  else if (rawType) problems.push(`dataType: unknown approver type ${JSON.stringify(rawType)}`);
  const settings: ApproverSettings = {
    dataType,
    assignee: engineAttr(task, 'assignee').trim(),
    candidateUsers: splitList(engineAttr(task, 'candidateUsers')),
    candidateGroups: splitList(engineAttr(task, 'candidateGroups')),
    candidateAttr: splitList(engineAttr(task, 'candidateAttr')),
    text: engineAttr(task, 'text'),
  };
  const levels = Number(engineAttr(task, 'deptHead').trim() || '1');
  if (dataType === 'HEAD' && Number.isInteger(levels) && levels > 1) settings.headLevels = Math.min(levels, MAX_HEAD_LEVELS);
  // The empty-approver policy lives in extendData; the resolver needs it beside the rule it backs up.
  const extend = readExtendData(engineAttr(task, 'extendData')).value;
  if (extend.emptyapprove === 'users' && extend.emptyusers.length > 0) settings.fallbackUsers = extend.emptyusers.map((person) => person.id);
  if (extend.emptyapprove === 'pass' || extend.emptyapprove === 'reject' || extend.emptyapprove === 'admin') settings.emptyPolicy = extend.emptyapprove;
  return settings;
}

/** Null without multi-instance; Sequential (countersign, all) or Parallel (any one) otherwise. */
export function multiApproverModeOf(task: ModdleLike): MultiApproverMode {
  const loop = task.loopCharacteristics as ModdleLike | undefined;
  if (!loop || loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return 'Null';
  return loop.isSequential === true ? 'SequentialMultiInstance' : 'ParallelMultiInstance';
}

export function readUserTaskSettings(task: ModdleLike): UserTaskSettings {
  const problems: string[] = [];
  const approver = readApproverSettings(task, problems);
  const collect = <T>(result: { value: T; problems: string[] }): T => {
    problems.push(...result.problems);
    return result.value;
  };
  const buttonElements = collect(readButtonElements(extensionElements<ButtonElement>(task, 'Button')));
  const buttonAttr = engineAttr(task, 'buttons');
  const buttons = buttonAttr.trim()
    ? collect(readButtonIds(buttonAttr))
    : buttonElements.filter((button) => !button.hidden).map((button) => button.id);
  const permissionValue = extensionElements<{ value?: string }>(task, 'FieldsPermission')
    .map((element) => element.value)
    .find((value) => typeof value === 'string' && value.trim() !== '');
  return {
    approver,
    multiApproverMode: multiApproverModeOf(task),
    buttons,
    buttonElements,
    extendData: collect(readExtendData(engineAttr(task, 'extendData'))),
    fieldPermissions: collect(readFieldPermissions(permissionValue)),
    copyItems: collect(readCopyItems(extensionElements<CopyItemElement>(task, 'CopyItem'))),
    superviseItems: collect(readSuperviseItems(extensionElements<SuperviseItemElement>(task, 'SuperviseItem'))),
    assignees: extensionElements<AssigneeElement>(task, 'Assignee'),
    conditions: extensionElements<ConditionElement>(task, 'Condition'),
    formKey: engineAttr(task, 'formKey'),
    xcformKey: engineAttr(task, 'xcformKey'),
    dueDate: engineAttr(task, 'dueDate'),
    followUpDate: engineAttr(task, 'followUpDate'),
    priority: engineAttr(task, 'priority'),
    expirationtime: engineAttr(task, 'expirationtime'),
    problems,
  };
}

export interface CandidateStarters {
  /** Everybody may start (no orgs, roles, users or groups named). */
  all: boolean;
  orgIds: string[];
  roleIds: string[];
  users: string[];
  groups: string[];
}

/** Who may start a process: orgid and roleid lists, plus camunda's candidate starter users/groups. */
export function readCandidateStarters(process: ModdleLike): CandidateStarters {
  const orgIds = splitList(engineAttr(process, 'orgid'));
  const roleIds = splitList(engineAttr(process, 'roleid'));
  const users = splitList(engineAttr(process, 'candidateStarterUsers'));
  const groups = splitList(engineAttr(process, 'candidateStarterGroups'));
  return { all: orgIds.length + roleIds.length + users.length + groups.length === 0, orgIds, roleIds, users, groups };
}

export type GroupRef = { kind: 'role' | 'dept' | 'attr'; id: string } | { kind: 'expression'; source: string } | { kind: 'plain'; id: string };

/** ROLE…, DEPT…, ATTR… ids (an optional _ or : after the prefix), `${…}` expressions, or a plain group id. */
export function parseGroupRef(ref: string): GroupRef {
  const trimmed = ref.trim();
  if (/^[$#]\{/.test(trimmed)) return { kind: 'expression', source: trimmed };
  for (const [kind, prefix] of Object.entries(GROUP_PREFIXES) as ['role' | 'dept' | 'attr', string][]) {
    if (trimmed.startsWith(prefix) && trimmed.length > prefix.length) {
      return { kind, id: trimmed.slice(prefix.length).replace(/^[_:]/, '') };
    }
  }
  return { kind: 'plain', id: trimmed };
}
