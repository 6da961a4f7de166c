/**
 * Who gets a user task: the approver settings of the node (dataType and the assignee / candidate
 * attributes, spec §3–§4), evaluated against the process variables and the initiator, answered as
 * account humancodes. Disabled, deleted and unknown accounts never get a task; when nobody is left
 * the node's empty-approver policy decides (fallback people, the administrators, pass or reject), and
 * without one the answer is a clear error rather than an orphan task.
 */
import { type ApproverSettings, parseGroupRef, readApproverSettings } from '../../../schemas/bpmn/settings.ts';
import { splitList } from '../../../schemas/bpmn/task-data.ts';
import type { DataType, MultiApproverMode } from '../../../schemas/bpmn/types.ts';
import { evaluateTemplate, ExpressionError, isTemplate, type Scope } from '../../../schemas/expression/index.ts';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/errors.ts';
import { accountsByCode, attributeHolders, attributeIds, orgChain, orgMembers, orgsByRef, roleMembers, superAdministrators } from './directory.ts';

export interface ApproverRequest {
  settings: ApproverSettings;
  multiApproverMode?: MultiApproverMode;
  /** Humancode of the process initiator. */
  initiator: string | null;
  /** Variables for `${…}` in assignee and candidate attributes. */
  variables: Scope;
  /** Inside a multi-instance: this instance's element (its one approver). */
  elementValue?: unknown;
  /** For messages: the node. */
  activityId?: string;
  activityName?: string | null;
}

export interface DroppedApprover {
  humancode: string;
  reason: 'disabled' | 'unknown';
}

export interface ApproverResolution {
  /** assignee: one person; candidates: several who may claim; multi: one instance per user. */
  kind: 'assignee' | 'candidates' | 'multi';
  assignee: string | null;
  candidateUsers: string[];
  /** Everyone resolved, in order (the multi-instance collection when kind is multi). */
  users: string[];
  multiApproverMode: MultiApproverMode;
  dataType: DataType | null;
  dropped: DroppedApprover[];
  /**
   * Set when the rule resolved to nobody usable and the node's empty-approver policy (审批人为空时,
   * extendData emptyapprove) supplied the people instead: which policy (users: the named people; admin:
   * the super-administrators), and whom it gave.
   */
  fallback?: { policy: 'users' | 'admin'; users: string[] };
  /**
   * Set when the rule resolved to nobody usable and the policy decides the step without anyone: pass
   * (自动通过) or reject (自动驳回). `users` is then empty and no one is assigned; the approval layer
   * closes the task it creates (empty-approver.ts). Callers that need people read this as nobody.
   */
  decided?: 'pass' | 'reject';
}

/** Approver settings from a compiled node's unprefixed attributes (the engine graph's `attrs`). */
export function settingsFromAttributes(attrs: Readonly<Record<string, string>>): ApproverSettings {
  return readApproverSettings({ $type: 'bpmn:UserTask', ...attrs });
}

export async function resolveApprovers(tx: Db, request: ApproverRequest): Promise<ApproverResolution> {
  const mode = request.multiApproverMode ?? 'Null';
  const { settings } = request;
  const single = request.elementValue !== undefined && request.elementValue !== null && request.elementValue !== '';
  const wanted = single ? valuesOf(request.elementValue) : await collect(tx, request);
  let { users, dropped } = await usable(tx, unique(wanted));
  let fellBack: 'users' | 'admin' | null = null;
  // 审批人为空时: the rule named nobody usable (a multi-instance element names its one person: no policy there).
  if (users.length === 0 && !single) {
    const policy = settings.emptyPolicy;
    if (policy === 'pass' || policy === 'reject') return { kind: 'assignee', assignee: null, candidateUsers: [], users: [], multiApproverMode: mode, dataType: settings.dataType, dropped, decided: policy };
    // users: the node's fallback people; admin: the process administrators (super-administrators).
    const others = policy === 'admin' ? await superAdministrators(tx) : (settings.fallbackUsers ?? []);
    if (others.length > 0) {
      const fallback = await usable(tx, unique(others));
      users = fallback.users;
      if (policy !== 'admin') dropped = [...dropped, ...fallback.dropped];
      if (users.length > 0) fellBack = policy === 'admin' ? 'admin' : 'users';
    }
  }
  if (users.length === 0) throw nobody(request, dropped);
  const base = { users, multiApproverMode: mode, dataType: settings.dataType, dropped, ...(fellBack ? { fallback: { policy: fellBack, users: [...users] } } : {}) };
  if (single || (mode === 'Null' && users.length === 1)) return { ...base, kind: 'assignee', assignee: users[0]!, candidateUsers: [] };
  if (mode === 'Null') return { ...base, kind: 'candidates', assignee: null, candidateUsers: users };
  return { ...base, kind: 'multi', assignee: null, candidateUsers: [] };
}

/** Humancodes the settings name, before the account check. */
async function collect(tx: Db, request: ApproverRequest): Promise<string[]> {
  const { settings } = request;
  const evaluate = (texts: readonly string[]) => texts.flatMap((text) => evaluated(text, request));
  const users = evaluate([settings.assignee, ...settings.candidateUsers].filter(Boolean));
  const groups = evaluate(settings.candidateGroups).map(parseGroupRef);
  const ids = (kinds: readonly string[]) => groups.flatMap((g) => (kinds.includes(g.kind) && 'id' in g ? [g.id] : []));
  const attrs = [...evaluate(settings.candidateAttr).map((a) => a.replace(/^ATTR[_:]?/, '')), ...ids(['attr'])];
  switch (settings.dataType) {
    case 'USERS':
      return users;
    case 'ROLES':
      return roleMembers(tx, ids(['role', 'plain']));
    case 'DEPTS':
      return orgMembers(tx, (await orgsByRef(tx, ids(['dept', 'plain']))).map((o) => o.id));
    case 'DEPTHEAD':
      return (await orgsByRef(tx, ids(['dept', 'plain']))).flatMap((o) => (o.head ? [o.head] : []));
    case 'INITIATOR':
      return request.initiator ? [request.initiator] : [];
    case 'HEAD':
      return initiatorHead(tx, request.initiator, settings.headLevels ?? 1);
    case 'ATTRS':
      return attributeApprovers(tx, attrs, request.initiator);
    case 'INITATTR':
      return initiatorAttribute(tx, attrs, request.initiator);
    case null:
      // No type chosen (an imported model): read every attribute as it stands.
      return [
        ...users,
        ...(await roleMembers(tx, ids(['role', 'plain']))),
        ...(await orgMembers(tx, (await orgsByRef(tx, ids(['dept']))).map((o) => o.id))),
        ...(attrs.length > 0 ? await attributeApprovers(tx, attrs, request.initiator) : []),
      ];
  }
}

/** A `${…}` attribute evaluated (a list, or comma text); plain text as it is. */
function evaluated(text: string, request: ApproverRequest): string[] {
  try {
    if (!isTemplate(text)) return [text.trim()].filter(Boolean);
    return valuesOf(evaluateTemplate(text, request.variables));
  } catch (error) {
    if (!(error instanceof ExpressionError)) throw error;
    const where = request.activityName || request.activityId || '';
    throw fail(`审批人表达式错误（${where}）：${text}：${error.message}`, `approver expression error (${where}): ${text}: ${error.message}`);
  }
}

function valuesOf(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(valuesOf);
  if (typeof value === 'object') {
    // A picked person ({id, humancode, humanname}) as the form's user widgets store it.
    const record = value as Record<string, unknown>;
    const code = record.humancode ?? record.id;
    return typeof code === 'string' || typeof code === 'number' ? [String(code)] : [];
  }
  return splitList(String(value));
}

/**
 * The head of the initiator's organisation; when that is the initiator, the next head up the tree.
 * With several levels (multi-level department head) the next distinct heads up the tree follow, nearest
 * first, so a countersign goes up level by level.
 */
async function initiatorHead(tx: Db, initiator: string | null, levels = 1): Promise<string[]> {
  if (!initiator) return [];
  const account = (await accountsByCode(tx, [initiator])).get(initiator);
  const heads: string[] = [];
  for (const org of await orgChain(tx, account?.organizationId ?? null)) {
    if (heads.length >= levels) break;
    if (org.head && org.head !== initiator && !heads.includes(org.head)) heads.push(org.head);
  }
  return heads;
}

/**
 * ATTRS: each entry is a configuration row id (an organisation relation picked in the selector), or
 * `attribute@organisation`, or an attribute alone, which is read as the initiator's (like INITATTR).
 */
async function attributeApprovers(tx: Db, entries: readonly string[], initiator: string | null): Promise<string[]> {
  const out: string[] = [];
  const byConfig = await attributeHolders(tx, { configIds: entries.filter((e) => !e.includes('@')) });
  const configIds = new Set(byConfig.map((h) => h.configId));
  for (const entry of entries) {
    if (configIds.has(entry)) {
      out.push(...byConfig.filter((h) => h.configId === entry).map((h) => h.humancode));
    } else if (entry.includes('@')) {
      const [attribute = '', org = ''] = entry.split('@');
      const orgs = await orgsByRef(tx, [org]);
      out.push(...(await attributeHolders(tx, { attributeIds: await attributeIds(tx, [attribute]), organizationIds: orgs.map((o) => o.id) })).map((h) => h.humancode));
    } else {
      out.push(...(await initiatorAttribute(tx, [entry], initiator)));
    }
  }
  return out;
}

/** INITATTR: holders of the attribute in the initiator's organisation, else in the nearest ancestor that has one. */
async function initiatorAttribute(tx: Db, attributes: readonly string[], initiator: string | null): Promise<string[]> {
  if (!initiator || attributes.length === 0) return [];
  const account = (await accountsByCode(tx, [initiator])).get(initiator);
  const chain = await orgChain(tx, account?.organizationId ?? null);
  const out: string[] = [];
  for (const attributeId of await attributeIds(tx, attributes)) {
    for (const org of chain) {
      const holders = await attributeHolders(tx, { attributeIds: [attributeId], organizationIds: [org.id] });
      if (holders.length > 0) {
        out.push(...holders.map((h) => h.humancode));
        break;
      }
    }
  }
  return out;
}

function unique(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim()).filter(Boolean))];
}

async function usable(tx: Db, codes: readonly string[]): Promise<{ users: string[]; dropped: DroppedApprover[] }> {
  const found = await accountsByCode(tx, codes);
  const users: string[] = [];
  const dropped: DroppedApprover[] = [];
  for (const code of codes) {
    const account = found.get(code);
    if (!account) dropped.push({ humancode: code, reason: 'unknown' });
    else if (!account.usable) dropped.push({ humancode: code, reason: 'disabled' });
    else users.push(code);
  }
  return { users, dropped };
}

function nobody(request: ApproverRequest, dropped: readonly DroppedApprover[]) {
  const where = request.activityName || request.activityId || '';
  const detail = dropped.length > 0 ? `（${dropped.map((d) => `${d.humancode}：${d.reason === 'disabled' ? '已停用' : '不存在'}`).join('，')}）` : '';
  const detailEn = dropped.length > 0 ? ` (${dropped.map((d) => `${d.humancode}: ${d.reason}`).join(', ')})` : '';
  return fail(`节点「${where}」没有找到可用的审批人${detail}`, `no usable approver for "${where}"${detailEn}`);
}
