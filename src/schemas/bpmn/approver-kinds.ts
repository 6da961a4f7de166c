/**
 * The approver rule of a user task as the designer edits it: a kind and what it names, written to the
 * attributes the server resolves (dataType and assignee / candidate attributes, spec §3–§4). The spec's
 * eight dataTypes are kinds of their own; four more kinds are refinements stored under one of them
 * (the `approverKind` attribute keeps the refinement, the server needs only dataType):
 * - FORMUSER (a person field of the form) and EXPRESSION: USERS whose assignee is `${…}`;
 * - CHOOSE (the initiator chooses at start): USERS with suggested people, the node letting the start
 *   choose anyone (extendData ischangeuser + moreuser); the suggestions get it when nobody is chosen;
 * - MULTIHEAD: HEAD over several levels (deptHead = the number of levels).
 */
import { MAX_HEAD_LEVELS, type ApproverSettings } from './settings.ts';
import { DATA_TYPES, GROUP_PREFIXES, HEAD_TEXT, INITIATOR_TEXT, type DataType } from './types.ts';

export const EXTRA_KINDS = ['MULTIHEAD', 'FORMUSER', 'EXPRESSION', 'CHOOSE'] as const;
export const APPROVER_KINDS = [...DATA_TYPES, ...EXTRA_KINDS] as const;
export type ApproverKind = (typeof APPROVER_KINDS)[number];

/** The dataType each kind is stored and resolved as. */
export const STORED_TYPE: Readonly<Record<ApproverKind, DataType>> = {
  USERS: 'USERS', ROLES: 'ROLES', DEPTS: 'DEPTS', DEPTHEAD: 'DEPTHEAD', INITIATOR: 'INITIATOR', HEAD: 'HEAD', ATTRS: 'ATTRS', INITATTR: 'INITATTR',
  MULTIHEAD: 'HEAD', FORMUSER: 'USERS', EXPRESSION: 'USERS', CHOOSE: 'USERS',
};

/** Kinds whose several people may approve as countersign / any one (spec §4: not department head or initiator's relation). */
export const MULTI_KINDS: readonly ApproverKind[] = ['USERS', 'ROLES', 'DEPTS', 'ATTRS', 'MULTIHEAD', 'FORMUSER'];

/** One chosen user, role, department or organisation relation: the id the engine resolves and the name shown. */
export interface ApproverPick {
  id: string;
  name: string;
}

export interface ApproverChoice {
  kind: ApproverKind;
  /** USERS, CHOOSE (suggestions), ROLES, DEPTS, DEPTHEAD, ATTRS (configuration rows), INITATTR (attributes). */
  picks: ApproverPick[];
  /** EXPRESSION: the expression, `${…}`; FORMUSER: the field name. */
  source: string;
  /** MULTIHEAD: how many levels up (2–10). */
  levels: number;
}

/** The variable each instance of a multi-approver node is assigned through. */
export const ELEMENT_VARIABLE = 'approver';

/** Every approver attribute: a new choice writes all of them, so the others are reset (spec §4). */
export const APPROVER_ATTRS = ['dataType', 'approverKind', 'assignee', 'candidateUsers', 'candidateGroups', 'candidateAttr', 'text', 'deptHead', 'attributeHandler'] as const;

const names = (picks: readonly ApproverPick[]) => picks.map((pick) => pick.name).join(',') || undefined;
const ids = (picks: readonly ApproverPick[], prefix = '') => picks.map((pick) => `${prefix}${pick.id}`).join(',') || undefined;
export const FIELD_NAME = /^[A-Za-z_$][\w$]*$/;

/** `${x}` → x when x is a plain name (a form field), else null. */
export function fieldOfTemplate(text: string): string | null {
  const match = /^\s*\$\{\s*([A-Za-z_$][\w$]*)\s*\}\s*$/.exec(text);
  return match ? match[1]! : null;
}

/** Whether the multi-approver mode may be offered (spec §4: several users, roles, departments, relations; several head levels; a person field). */
export function multiOffered(choice: { kind: ApproverKind; picks: readonly ApproverPick[]; levels: number }): boolean {
  if (!MULTI_KINDS.includes(choice.kind)) return false;
  if (choice.kind === 'USERS') return choice.picks.length > 1;
  if (choice.kind === 'MULTIHEAD') return choice.levels > 1;
  if (choice.kind === 'FORMUSER') return true;
  return choice.picks.length > 0;
}

/** The user-task attributes of a choice; `multi` when a countersign / any-one mode is on. */
export function approverAttrs(choice: ApproverChoice, multi: boolean): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = Object.fromEntries(APPROVER_ATTRS.map((name) => [name, undefined]));
  const { kind, picks } = choice;
  out.dataType = STORED_TYPE[kind];
  if ((EXTRA_KINDS as readonly string[]).includes(kind)) out.approverKind = kind;
  const each = multi && multiOffered(choice) ? `\${${ELEMENT_VARIABLE}}` : undefined;
  switch (kind) {
    case 'USERS':
    case 'CHOOSE':
      // Spec §4: one user is a single assignee; several are candidates (and the mode's instances).
      if (picks.length === 1 && !each) out.assignee = picks[0]!.id;
      else if (picks.length > 0) out.candidateUsers = ids(picks);
      out.assignee ??= each;
      out.text = names(picks);
      break;
    case 'ROLES':
      out.candidateGroups = ids(picks, GROUP_PREFIXES.role);
      out.assignee = picks.length > 0 ? each : undefined;
      out.text = names(picks);
      break;
    case 'DEPTS':
    case 'DEPTHEAD':
      out.candidateGroups = ids(picks, GROUP_PREFIXES.dept);
      out.assignee = kind === 'DEPTS' && picks.length > 0 ? each : undefined;
      out.text = names(picks);
      break;
    case 'ATTRS':
      out.candidateAttr = ids(picks);
      out.assignee = picks.length > 0 ? each : undefined;
      out.text = names(picks);
      break;
    case 'INITATTR':
      out.candidateAttr = ids(picks);
      out.text = names(picks);
      break;
    case 'INITIATOR':
      out.assignee = '${initiator}';
      out.text = INITIATOR_TEXT;
      break;
    case 'HEAD':
      out.text = HEAD_TEXT;
      break;
    case 'MULTIHEAD': {
      const levels = Math.max(2, Math.min(MAX_HEAD_LEVELS, Math.trunc(choice.levels) || 2));
      out.deptHead = String(levels);
      out.assignee = each;
      out.text = `${HEAD_TEXT}×${levels}`;
      break;
    }
    case 'FORMUSER': {
      const field = choice.source.trim();
      if (FIELD_NAME.test(field)) {
        // Several people in the field: each gets an instance, else the field's people are candidates.
        if (each) {
          out.candidateUsers = `\${${field}}`;
          out.assignee = each;
        } else out.assignee = `\${${field}}`;
        out.text = field;
      }
      break;
    }
    case 'EXPRESSION': {
      const expression = choice.source.trim();
      out.assignee = expression || undefined;
      out.text = expression || undefined;
      break;
    }
  }
  return out;
}

/** The kind a task's attributes say: the stored refinement when it agrees with dataType, else dataType. */
export function approverKindOf(settings: { dataType: DataType | null }, approverKind: string): ApproverKind | null {
  const refined = approverKind.trim() as ApproverKind;
  if ((EXTRA_KINDS as readonly string[]).includes(refined) && STORED_TYPE[refined] === settings.dataType) return refined;
  return settings.dataType;
}

const stripGroup = (group: string) => group.replace(/^(ROLE|DEPT|ATTR)[_:]?/, '');

/** What a task's approver attributes name, as the panel shows them (ids from the attributes, names from text). */
export function approverChoiceOf(settings: ApproverSettings, approverKind: string): ApproverChoice | null {
  const kind = approverKindOf(settings, approverKind);
  if (!kind) return null;
  const shown = settings.text ? settings.text.split(',') : [];
  const withNames = (list: string[]) => list.map((id, index) => ({ id, name: shown[index] ?? id }));
  const choice: ApproverChoice = { kind, picks: [], source: '', levels: settings.headLevels ?? 2 };
  const assignee = settings.assignee.startsWith('$') ? '' : settings.assignee;
  switch (kind) {
    case 'USERS':
    case 'CHOOSE':
      choice.picks = withNames(settings.candidateUsers.length > 0 ? settings.candidateUsers : assignee ? [assignee] : []);
      break;
    case 'ROLES':
    case 'DEPTS':
    case 'DEPTHEAD':
      choice.picks = withNames(settings.candidateGroups.map(stripGroup));
      break;
    case 'ATTRS':
    case 'INITATTR':
      choice.picks = withNames(settings.candidateAttr.map(stripGroup));
      break;
    case 'FORMUSER':
      choice.source = fieldOfTemplate(settings.candidateUsers[0] ?? '') ?? fieldOfTemplate(settings.assignee) ?? '';
      break;
    case 'EXPRESSION':
      choice.source = settings.assignee;
      break;
    default:
      break;
  }
  return choice;
}

/** A choice of a new kind: nothing named yet (spec §4: choosing a type resets the others). */
export const freshChoice = (kind: ApproverKind): ApproverChoice => ({ kind, picks: [], source: '', levels: 2 });

/**
 * The task options a kind needs: CHOOSE lets the start (or the step before) choose anyone for the node
 * (ischangeuser + moreuser, which the server checks when the choice arrives); the other kinds leave them.
 */
export function extendDataFor(kind: ApproverKind): { ischangeuser: true; moreuser: true } | null {
  return kind === 'CHOOSE' ? { ischangeuser: true, moreuser: true } : null;
}
