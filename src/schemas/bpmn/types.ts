/** TS shapes of the extension vocabulary: raw element attributes as moddle reads them, and the parsed task data. */
import type { TaskTimeout } from './task-timeout.ts';

/** What the readers need of a moddle element; keeps src/schemas free of moddle's own types. */
export interface ModdleLike {
  $type: string;
  $attrs?: Record<string, string>;
  extensionElements?: { values?: ModdleLike[] } | undefined;
  [key: string]: unknown;
}

/** camunda:Button — an approval button offered on the node. */
export interface ButtonElement {
  id?: string;
  name?: string;
  code?: string;
  isHide?: string;
  next?: string;
  sort?: string;
}

/** camunda:Assignee — an approver rule row. */
export interface AssigneeElement {
  id?: string;
  type?: string;
  value?: string;
  condition?: string;
  operationType?: string;
  sort?: string;
}

/** camunda:Condition — a structured condition row (field compare value, joined by logic). */
export interface ConditionElement {
  id?: string;
  field?: string;
  compare?: string;
  value?: string;
  logic?: string;
  sort?: string;
}

/** camunda:SuperviseItem — id holds a JSON list of people, time an ISO date-time. */
export interface SuperviseItemElement {
  id?: string;
  type?: string;
  time?: string;
}

/** camunda:CopyItem — id holds a JSON list of {id, humanname} (roles: {id, rolename}). */
export interface CopyItemElement {
  id?: string;
  type?: string;
}

/** camunda:FieldsPermission — value holds the JSON text of the field permission rows. */
export interface FieldsPermissionElement {
  value?: string;
  id?: string;
  label?: string;
  type?: string;
}

/** Approver kinds of spec §3. */
export const DATA_TYPES = ['USERS', 'ROLES', 'DEPTS', 'DEPTHEAD', 'INITIATOR', 'HEAD', 'ATTRS', 'INITATTR'] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Multi-approver modes: none, countersign (all must approve), any one approves. */
export const MULTI_APPROVER_MODES = ['Null', 'SequentialMultiInstance', 'ParallelMultiInstance'] as const;
export type MultiApproverMode = (typeof MULTI_APPROVER_MODES)[number];

/** Approval status codes (platform-shell §3, process-designer §4). */
export const APPROVAL_RESULT = {
  processing: 1,
  pass: 2,
  notPass: 3,
  cancel: 4,
  returned: 5,
  delegate: 6,
  transfer: 7,
} as const;
export type ApprovalResult = (typeof APPROVAL_RESULT)[keyof typeof APPROVAL_RESULT];

/** Text the designer stores for the fixed approver kinds. */
export const INITIATOR_TEXT = '流程发起人';
export const HEAD_TEXT = '发起人部门领导';

/** Group id prefixes in candidateGroups. */
export const GROUP_PREFIXES = { role: 'ROLE', dept: 'DEPT', attr: 'ATTR' } as const;

/** The first item of a task's extendData (spec §3), with its defaults applied. */
export interface TaskExtendData {
  /** On the node being chosen for: the step before it (or the initiator at start) may pick its handler. */
  ischangeuser: boolean;
  /** On the node choosing: its approver must pick the handler of the next step (which allows picking). */
  changeuser: boolean;
  /** On the node being chosen for: the pick may go beyond its designed approvers and name several people. */
  moreuser: boolean;
  /** The previous approver may withdraw while this task is untouched. */
  retrieve: boolean;
  /** An opinion is required. */
  isopinion: boolean;
  /** CC before or after approval. */
  copyTime: 'before' | 'after';
  /** When the approver this node resolves to is the initiator (see SELF_APPROVE_POLICIES). */
  selfapprove: SelfApprovePolicy;
  /**
   * 允许批量通过: the todo list may pass this node's tasks together. Honoured only when nothing else is
   * asked of the approver (no opinion, no handler to pick, the form valid as it stands).
   */
  batchapprove: boolean;
  /** 审批人为空时: what happens when the approver rule resolves to nobody usable (see EMPTY_APPROVE_POLICIES). */
  emptyapprove: EmptyApprovePolicy;
  /** The people an empty node falls back to (humancodes with their names), used when emptyapprove is users. */
  emptyusers: Person[];
  /** 超时处理 (task-timeout.ts); absent when the node has none. */
  timeout?: TaskTimeout;
}

/**
 * 审批人为空时: refuse (the start or submit is refused), users (the task goes to `emptyusers`), pass
 * (自动通过: the step passes on its own, recorded with a system reason), reject (自动驳回: the instance
 * ends not passed, recorded likewise), admin (转交流程管理员: the task goes to the accounts holding a
 * super-administrator role; a model names no process administrators of its own).
 */
export const EMPTY_APPROVE_POLICIES = ['refuse', 'users', 'pass', 'reject', 'admin'] as const;
export type EmptyApprovePolicy = (typeof EMPTY_APPROVE_POLICIES)[number];

/**
 * 审批人与发起人为同一人时: allow (the initiator approves their own request), skip (the task passes on its
 * own, recorded as 自动跳过), deptHead (the task goes to the head of the initiator's department instead).
 */
export const SELF_APPROVE_POLICIES = ['allow', 'skip', 'deptHead'] as const;
export type SelfApprovePolicy = (typeof SELF_APPROVE_POLICIES)[number];

export interface FieldPermission {
  name: string;
  label: string;
  disabled: boolean;
  /** This field carries the approval opinion. */
  reason: boolean;
  required: boolean;
  hidden: boolean;
  defaultValue?: unknown;
}

export interface Person {
  id: string;
  name: string;
}

export type CopyTarget = 'user' | 'dept' | 'role';
export interface CopyItem {
  type: CopyTarget;
  people: Person[];
}

export type SuperviseTarget = 'deptleader' | 'supdeptleader';
export interface SuperviseItem {
  type: SuperviseTarget;
  people: Person[];
  /** ISO date-time, or null when absent or unreadable. */
  time: string | null;
}

export interface ButtonDef {
  id: string;
  name: string;
  code: string;
  hidden: boolean;
  next: string;
  sort: number;
}

/** A reader's answer: the value with defaults applied, and what was wrong with the input. */
export interface ReadResult<T> {
  value: T;
  problems: string[];
}
