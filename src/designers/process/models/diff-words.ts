/**
 * What changed in one element between two versions, in the words of the designer's panels: the
 * approval settings of a user task read through the pure model of schemas/bpmn on both sides
 * (approver type and names, multi-approver mode, buttons, CC, field permissions, supervision, the task
 * options of extendData, the node form), the flow condition, the process's candidate starters, and any
 * other extension element (listeners, properties …) described by its type and attributes. No React:
 * a value is a list of parts, plain text or a text key the view translates.
 */
import {
  approverChoiceOf, engineAttr, EXTRA_KINDS, multiApproverModeOf, readFlowCondition, readStarters, readUserTaskSettings,
  type ApproverChoice, type FieldPermission, type ModdleLike, type UserTaskSettings,
} from '../../../schemas/bpmn/index.ts';

export type Part = string | { key: string };
export type Words = readonly Part[];

export interface WordChange {
  /** The property as the panels name it. */
  label: Words;
  from: Words;
  to: Words;
}

/** Names the view knows besides the XML (the button catalogue, the stored forms); ids show when absent. */
export interface Names {
  buttons?: ReadonlyMap<string, string>;
  forms?: ReadonlyMap<string, string>;
}

export const NOTHING: Words = ['∅'];
const text = (value: string): Words => (value ? [value] : NOTHING);
/** Names joined by the language's list separator (、 in Chinese, a comma in English). */
const SEP: Part = { key: 'diffWords.sep' };
const GROUP_SEP: Part = { key: 'diffWords.groupSep' };
const COLON: Part = { key: 'diffWords.colon' };
const list = (values: readonly string[]): Words => (values.length ? values.flatMap((value, index) => (index ? [SEP, value] : [value])) : NOTHING);
const key = (name: string): Part => ({ key: name });
const same = (a: Words, b: Words) => JSON.stringify(a) === JSON.stringify(b);

/** User-task attributes and extension types the approval comparison covers (the raw differ rows for them are dropped). */
export const APPROVAL_ATTRIBUTES = new Set([
  'dataType', 'approverKind', 'assignee', 'candidateUsers', 'candidateGroups', 'candidateAttr', 'text', 'deptHead', 'attributeHandler',
  'buttons', 'extendData', 'xcformKey', 'formKey', 'dueDate', 'followUpDate', 'priority', 'expirationtime',
]);
const APPROVAL_EXTENSIONS = new Set(['Button', 'CopyItem', 'FieldsPermission', 'SuperviseItem']);
/** Process attributes the starter comparison covers. */
export const PROCESS_ATTRIBUTES = new Set(['orgid', 'roleid', 'expirationtime']);

function kindWords(choice: ApproverChoice | null): Words {
  if (!choice) return NOTHING;
  const refined = (EXTRA_KINDS as readonly string[]).includes(choice.kind);
  return [key(refined ? `sec.kinds.${choice.kind}` : `panel.types.${choice.kind}`), ` (${choice.kind})`];
}

function approverWords(choice: ApproverChoice | null): Words {
  if (!choice) return NOTHING;
  if (choice.kind === 'FORMUSER' || choice.kind === 'EXPRESSION') return text(choice.source);
  if (choice.kind === 'MULTIHEAD') return [key('diffWords.levels'), ` ${choice.levels}`];
  return list(choice.picks.map((pick) => pick.name));
}

function permissionWords(row: FieldPermission | undefined): Words {
  if (!row) return [key('diffWords.editable')];
  const parts: Part[] = [];
  for (const flag of ['hidden', 'disabled', 'required', 'reason'] as const) if (row[flag]) parts.push(...(parts.length ? [SEP] : []), key(`diffWords.permission.${flag}`));
  if (row.defaultValue !== undefined) parts.push(...(parts.length ? [SEP] : []), key('diffWords.permission.default'), ` ${typeof row.defaultValue === 'string' ? row.defaultValue : JSON.stringify(row.defaultValue)}`);
  return parts.length ? parts : [key('diffWords.editable')];
}

/** extendData values: flags as yes / no, the policies by their panel names, the rest as JSON. */
function optionWords(name: string, value: unknown): Words {
  if (value === undefined || value === null) return NOTHING;
  if (typeof value === 'boolean') return [key(value ? 'diffWords.yes' : 'diffWords.no')];
  if (name === 'copyTime' || name === 'selfapprove' || name === 'emptyapprove') return [key(`diffWords.choices.${name}.${String(value)}`)];
  if (Array.isArray(value) && value.every((item) => item && typeof item === 'object' && 'name' in item)) return list(value.map((item) => String((item as { name: unknown }).name)));
  return text(typeof value === 'string' ? value : JSON.stringify(value));
}

const OPTION_LABELS = new Set(['ischangeuser', 'changeuser', 'moreuser', 'retrieve', 'isopinion', 'copyTime', 'selfapprove', 'batchapprove', 'emptyapprove', 'emptyusers', 'timeout']);

function settingsOf(task: ModdleLike | undefined): { settings: UserTaskSettings; choice: ApproverChoice | null } | null {
  if (!task) return null;
  const settings = readUserTaskSettings(task);
  return { settings, choice: approverChoiceOf(settings.approver, engineAttr(task, 'approverKind')) };
}

function userTaskChanges(older: ModdleLike | undefined, newer: ModdleLike, names: Names): WordChange[] {
  const a = settingsOf(older);
  const b = settingsOf(newer)!;
  const out: WordChange[] = [];
  const add = (label: Words, from: Words, to: Words) => !same(from, to) && out.push({ label, from, to });
  add([key('panel.approverType')], kindWords(a?.choice ?? null), kindWords(b.choice));
  add([key('diffWords.approvers')], approverWords(a?.choice ?? null), approverWords(b.choice));
  add([key('panel.multiMode')], [key(`panel.modes.${a ? multiApproverModeOf(older!) : 'Null'}`)], [key(`panel.modes.${multiApproverModeOf(newer)}`)]);
  const button = (code: string) => names.buttons?.get(code) ?? code;
  add([key('panel.buttons')], a ? list(a.settings.buttons.map(button)) : NOTHING, list(b.settings.buttons.map(button)));
  const buttonSettings = (s: UserTaskSettings | undefined) => list((s?.buttonElements ?? []).map((el) => `${el.name || el.code}${el.hidden ? ' ⊘' : ''}${el.next ? ` → ${el.next}` : ''}`));
  add([key('diffWords.buttonSettings')], buttonSettings(a?.settings), buttonSettings(b.settings));
  const cc = (s: UserTaskSettings | undefined): Words => {
    const parts: Part[] = [];
    for (const item of s?.copyItems ?? []) parts.push(...(parts.length ? [GROUP_SEP] : []), key(`diffWords.cc.${item.type}`), COLON, ...list(item.people.map((p) => p.name)));
    return parts.length ? parts : NOTHING;
  };
  add([key('diffWords.cc.title')], cc(a?.settings), cc(b.settings));
  const fields = new Map<string, string>();
  for (const row of [...(a?.settings.fieldPermissions ?? []), ...b.settings.fieldPermissions]) fields.set(row.name, row.label || row.name);
  for (const [name, label] of fields) {
    const before = a?.settings.fieldPermissions.find((row) => row.name === name);
    const after = b.settings.fieldPermissions.find((row) => row.name === name);
    add([key('diffWords.fieldPermission'), ` ${label === name ? name : `${label} (${name})`}`], permissionWords(before), permissionWords(after));
  }
  const supervise = (s: UserTaskSettings | undefined): Words => {
    const parts: Part[] = [];
    for (const item of s?.superviseItems ?? []) parts.push(...(parts.length ? [GROUP_SEP] : []), key(`diffWords.supervise.${item.type}`), COLON, ...list(item.people.map((p) => p.name)), ...(item.time ? [` ${item.time}`] : []));
    return parts.length ? parts : NOTHING;
  };
  add([key('diffWords.supervise.title')], supervise(a?.settings), supervise(b.settings));
  const before = (a?.settings.extendData ?? {}) as unknown as Record<string, unknown>;
  const after = b.settings.extendData as unknown as Record<string, unknown>;
  for (const option of new Set([...Object.keys(before), ...Object.keys(after)])) {
    add([OPTION_LABELS.has(option) ? key(`diffWords.options.${option}`) : option], optionWords(option, before[option]), optionWords(option, after[option]));
  }
  const form = (id: string) => text(id ? (names.forms?.get(id) ?? id) : '');
  add([key('panel.nodeForm')], form(a?.settings.xcformKey ?? ''), form(b.settings.xcformKey));
  for (const attr of ['formKey', 'dueDate', 'followUpDate', 'priority', 'expirationtime'] as const) {
    add([key(`diffWords.attrs.${attr}`)], text(a?.settings[attr] ?? ''), text(b.settings[attr]));
  }
  return out;
}

const localType = (type: string) => type.replace(/^.*:/, '');

/** One extension element in a line: its type and what it holds (attributes, nested values, body text). */
export function describeExtension(value: ModdleLike, depth = 0): string {
  const parts: string[] = [];
  for (const [name, item] of Object.entries(value)) {
    if (name.startsWith('$') || item === undefined || item === null || item === '') continue;
    if (typeof item === 'object') {
      if (depth > 2) continue;
      const items = (Array.isArray(item) ? item : [item]) as ModdleLike[];
      parts.push(`${name}=[${items.map((child) => (child && typeof child === 'object' && '$type' in child ? describeExtension(child, depth + 1) : JSON.stringify(child))).join(', ')}]`);
    } else parts.push(`${name}=${String(item)}`);
  }
  return `${localType(value.$type)}(${parts.join(' ')})`;
}

/** Extension elements the approval comparison does not read, per local type, in document order. */
function otherExtensions(element: ModdleLike | undefined, userTask: boolean): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const value of element?.extensionElements?.values ?? []) {
    const type = localType(value.$type);
    if (userTask && APPROVAL_EXTENSIONS.has(type)) continue;
    byType.set(type, [...(byType.get(type) ?? []), describeExtension(value)]);
  }
  return byType;
}

const EXTENSION_LABELS = new Set(['ExecutionListener', 'TaskListener', 'Properties', 'FailedJobRetryTimeCycle', 'InputOutput', 'Assignee', 'Condition']);

/**
 * The changes of one element the differ found changed: the approval settings of a user task, the
 * condition of a flow, the starters of a process, and the other extension elements of any element.
 */
export function elementChanges(older: ModdleLike | undefined, newer: ModdleLike, names: Names = {}): WordChange[] {
  const out: WordChange[] = [];
  const userTask = newer.$type === 'bpmn:UserTask';
  if (userTask) out.push(...userTaskChanges(older?.$type === 'bpmn:UserTask' ? older : undefined, newer, names));
  if (newer.$type === 'bpmn:SequenceFlow') {
    const condition = (flow: ModdleLike | undefined) => {
      const read = flow ? readFlowCondition(flow.conditionExpression as ModdleLike | undefined) : null;
      return read ? text(read.body || read.resource) : NOTHING;
    };
    const from = condition(older);
    const to = condition(newer);
    if (!same(from, to)) out.push({ label: [key('panel.expression')], from, to });
  }
  if (newer.$type === 'bpmn:Process') {
    const starters = (process: ModdleLike | undefined, which: 'orgIds' | 'roleIds') => list(process ? readStarters(process)[which] : []);
    for (const [which, label] of [['orgIds', 'diffWords.starterOrgs'], ['roleIds', 'diffWords.starterRoles']] as const) {
      const from = starters(older, which);
      const to = starters(newer, which);
      if (!same(from, to)) out.push({ label: [key(label)], from, to });
    }
    const from = text(older ? engineAttr(older, 'expirationtime') : '');
    const to = text(engineAttr(newer, 'expirationtime'));
    if (!same(from, to)) out.push({ label: [key('diffWords.attrs.expirationtime')], from, to });
  }
  const before = otherExtensions(older, userTask);
  const after = otherExtensions(newer, userTask);
  for (const type of new Set([...before.keys(), ...after.keys()])) {
    const from = list(before.get(type) ?? []);
    const to = list(after.get(type) ?? []);
    if (!same(from, to)) out.push({ label: [EXTENSION_LABELS.has(type) ? key(`diffWords.extensions.${type}`) : type], from, to });
  }
  return out;
}

/** Whether a raw differ attribute (a property path) is one `elementChanges` already words. */
export function covered(element: ModdleLike, path: string): boolean {
  const { $type: type } = element;
  const top = path.replace(/^processRef\./, '').split(/[.[]/)[0]!;
  if (top === 'extensionElements') return true;
  if (type === 'bpmn:UserTask' && APPROVAL_ATTRIBUTES.has(top)) return true;
  // An approver node's loop is its multi-approver mode (the panel's loop group leaves it to the approvers).
  if (type === 'bpmn:UserTask' && top === 'loopCharacteristics' && engineAttr(element, 'dataType')) return true;
  if (type === 'bpmn:SequenceFlow' && top === 'conditionExpression') return true;
  return type === 'bpmn:Process' && PROCESS_ATTRIBUTES.has(top);
}
