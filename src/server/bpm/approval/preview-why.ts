/**
 * The preview's "why" for a user task: the approver rule split into its parts with whom each part
 * resolves to, what the approver-is-initiator policy does to the result (the same decisions as
 * applySelfApprovalPolicy makes when the task is created), and the handler the initiator may choose at
 * start (the same acceptance as chooseNextHandlers). Data only; the start page words it.
 */
import { inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, roles } from '../../db/schema.ts';
import type { ApproverSettings } from '../../../schemas/bpmn/settings.ts';
import { parseGroupRef } from '../../../schemas/bpmn/settings.ts';
import type { MultiApproverMode } from '../../../schemas/bpmn/types.ts';
import { isTemplate } from '../../../schemas/expression/index.ts';
import type { PreviewChooser, PreviewSelf, PreviewSource, PreviewSourceKind, PreviewStep } from '../../../schemas/bpmn/preview.ts';
import { attributeTable } from '../approvers/directory.ts';
import { modeOfMultiInstance, resolveApprovers } from '../approvers/index.ts';
import type { GraphNode, ProcessGraph } from '../engine/graph.ts';
import { designedForInitiator, initiatorMayHandle } from './self-approval.ts';
import { nodeSettings } from './settings.ts';

interface Part {
  kind: PreviewSourceKind;
  ref: string | null;
  settings: ApproverSettings;
}

const blank: Omit<ApproverSettings, 'dataType'> = { assignee: '', candidateUsers: [], candidateGroups: [], candidateAttr: [], text: '' };

/** The rule's parts, each with settings that resolve only that part. */
function partsOf(settings: ApproverSettings): Part[] {
  const { dataType } = settings;
  const users = [settings.assignee, ...settings.candidateUsers].filter(Boolean);
  const userParts = (type: ApproverSettings['dataType']): Part[] => {
    const plain = users.filter((u) => !isTemplate(u));
    const out: Part[] = users.filter(isTemplate).map((text) => ({ kind: 'expression', ref: text, settings: { ...blank, dataType: type, assignee: text } }));
    if (plain.length > 0) out.unshift({ kind: 'users', ref: null, settings: { ...blank, dataType: type, candidateUsers: plain } });
    return out;
  };
  const groupParts = (type: ApproverSettings['dataType'], kind: PreviewSourceKind, wanted: readonly string[]): Part[] =>
    settings.candidateGroups.flatMap((entry): Part[] => {
      const ref = parseGroupRef(entry);
      if (ref.kind === 'expression') return [{ kind: 'expression', ref: ref.source, settings: { ...blank, dataType: type, candidateGroups: [entry] } }];
      return wanted.includes(ref.kind) ? [{ kind, ref: ref.id, settings: { ...blank, dataType: type, candidateGroups: [entry] } }] : [];
    });
  const attrParts = (type: ApproverSettings['dataType'], kind: PreviewSourceKind): Part[] => [
    ...settings.candidateAttr.map((entry) => ({ kind, ref: entry.replace(/^ATTR[_:]?/, ''), settings: { ...blank, dataType: type, candidateAttr: [entry] } })),
    ...groupParts(type, kind, ['attr']),
  ];
  switch (dataType) {
    case 'USERS':
      return userParts('USERS');
    case 'ROLES':
      return groupParts('ROLES', 'role', ['role', 'plain']);
    case 'DEPTS':
      return groupParts('DEPTS', 'dept', ['dept', 'plain']);
    case 'DEPTHEAD':
      return groupParts('DEPTHEAD', 'deptHead', ['dept', 'plain']);
    case 'INITIATOR':
      return [{ kind: 'initiator', ref: null, settings: { ...blank, dataType } }];
    case 'HEAD':
      return [{ kind: 'head', ref: null, settings: { ...blank, dataType } }];
    case 'ATTRS':
      return attrParts('ATTRS', 'attr');
    case 'INITATTR':
      return attrParts('INITATTR', 'initiatorAttr');
    case null:
      return [...userParts(null), ...groupParts('ROLES', 'role', ['role', 'plain']), ...groupParts('DEPTS', 'dept', ['dept']), ...attrParts('ATTRS', 'attr')];
  }
}

/** Display names of the roles, departments and attributes the parts name (by id or code). */
async function labels(db: Db, parts: readonly Part[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const refs = (kinds: readonly PreviewSourceKind[]) => [...new Set(parts.flatMap((p) => (kinds.includes(p.kind) && p.ref ? [p.ref] : [])))];
  const roleRefs = refs(['role']);
  if (roleRefs.length > 0) {
    const rows = await db.select({ id: roles.id, code: roles.rolecode, name: roles.rolename }).from(roles).where(or(inArray(roles.id, roleRefs), inArray(roles.rolecode, roleRefs)));
    for (const row of rows) out.set(`role:${row.id}`, row.name).set(`role:${row.code}`, row.name);
  }
  const orgRefs = refs(['dept', 'deptHead']);
  if (orgRefs.length > 0) {
    const rows = await db.select({ id: organizations.id, code: organizations.code, name: organizations.name }).from(organizations).where(or(inArray(organizations.id, orgRefs), inArray(organizations.code, orgRefs)));
    for (const row of rows) out.set(`org:${row.id}`, row.name).set(`org:${row.code}`, row.name);
  }
  const attrRefs = refs(['attr', 'initiatorAttr']);
  if (attrRefs.length > 0) {
    const { table, col } = attributeTable;
    const rows = (await db
      .select({ id: col.id!, code: col.code!, name: col.name! })
      .from(table)
      .where(or(inArray(col.id!, attrRefs), inArray(col.code!, attrRefs)))) as { id: string; code: string; name: string }[];
    for (const row of rows) out.set(`attr:${row.id}`, row.name).set(`attr:${row.code}`, row.name);
  }
  return out;
}

const labelKey = (part: Part): string | null => {
  if (!part.ref) return null;
  if (part.kind === 'role') return `role:${part.ref}`;
  if (part.kind === 'dept' || part.kind === 'deptHead') return `org:${part.ref}`;
  if (part.kind === 'attr' || part.kind === 'initiatorAttr') return `attr:${part.ref}`;
  return null;
};

/** Each part of a step's approver rule and whom it resolves to on the draft (nobody when it cannot). */
export async function ruleSources(db: Db, settings: ApproverSettings, input: { initiator: string; variables: Record<string, unknown>; node: GraphNode; mode: MultiApproverMode }): Promise<PreviewSource[]> {
  const parts = partsOf(settings);
  const names = await labels(db, parts);
  const out: PreviewSource[] = [];
  for (const part of parts) {
    let users: string[] = [];
    try {
      users = (await resolveApprovers(db, { settings: part.settings, multiApproverMode: input.mode, initiator: input.initiator, variables: input.variables, activityId: input.node.id, activityName: input.node.name ?? null })).users;
    } catch {
      // This part names nobody usable; the step's own resolution says why when the whole rule fails.
    }
    const key = labelKey(part);
    out.push({ kind: part.kind, ref: part.ref, label: (key && names.get(key)) ?? null, users });
  }
  return out;
}

/**
 * What the approver-is-initiator policy does to a resolved step, as applySelfApprovalPolicy does when
 * the task is created: the users the step then goes to, and the note for the page.
 */
export async function applySelfPreview(db: Db, graph: ProcessGraph, node: GraphNode, step: PreviewStep, initiator: string): Promise<void> {
  const users = step.users ?? [];
  if (!users.includes(initiator)) return;
  if (designedForInitiator(graph, node.id)) {
    step.self = { policy: 'ownStep', initiator };
    return;
  }
  const policy = nodeSettings(graph, node.id).extendData.selfapprove;
  const note = (value: Omit<PreviewSelf, 'initiator'>) => (step.self = { ...value, initiator });
  if (policy === 'allow') return void note({ policy: 'allow' });
  // Several candidates on one task: the initiator is only taken out (a countersign gives each its own task).
  if (step.kind === 'candidates' && users.length > 1) {
    step.users = users.filter((code) => code !== initiator);
    return void note({ policy: 'dropped' });
  }
  if (policy === 'skip') return void note({ policy: 'skip' });
  let head: string | null = null;
  try {
    head = (await resolveApprovers(db, { settings: { ...blank, dataType: 'HEAD' }, initiator, variables: {}, activityId: node.id, activityName: node.name ?? null })).users[0] ?? null;
  } catch (error) {
    step.problem = (error as Error).message;
  }
  step.users = head ? users.map((code) => (code === initiator ? head : code)) : users.filter((code) => code !== initiator);
  note({ policy: 'deptHead', head });
}

/**
 * The handler the initiator may choose at start for `targets` (the user tasks the start reaches next),
 * or null when there is no real choice. At start nothing
 * demands a choice (the start event has no `changeuser`), so each first step must allow one
 * (`ischangeuser`); the same picks go to every first step, so they must suit each of them.
 */
export async function startChooser(db: Db, graph: ProcessGraph, targets: readonly string[], variables: Record<string, unknown>, initiator: string): Promise<PreviewChooser | null> {
  if (targets.length === 0) return null;
  const settings = targets.map((id) => nodeSettings(graph, id));
  if (!settings.every((s) => s.extendData.ischangeuser)) return null;
  const anyone = settings.every((s) => s.extendData.moreuser);
  let options: string[] | null = null;
  const suggested: string[] = [];
  for (const [i, id] of targets.entries()) {
    const node = graph.nodes[id]!;
    let designed: string[] = [];
    try {
      designed = (await resolveApprovers(db, { settings: settings[i]!.approver, multiApproverMode: modeOfMultiInstance(node.mi), initiator, variables, activityId: id, activityName: node.name ?? null })).users;
    } catch {
      // Nobody to choose from: the chooser cannot offer anyone for this step.
    }
    suggested.push(...designed.filter((code) => !suggested.includes(code)));
    if (settings[i]!.extendData.moreuser) continue;
    options = options === null ? designed : options.filter((code) => designed.includes(code));
  }
  // With anyone allowed the designed approvers are only suggestions at the top of the picker.
  if (options === null) options = suggested;
  const allowInitiator = targets.every((id) => initiatorMayHandle(graph, id));
  const offered = (options ?? []).filter((code) => allowInitiator || code !== initiator);
  if (!anyone && offered.length < 2) return null;
  return { activityIds: [...targets], required: false, anyone, multiple: anyone, options: offered };
}
