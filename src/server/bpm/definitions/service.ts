/**
 * Models and definitions: save a model, deploy it as a new definition version (XML, compiled graph and
 * copies of its forms frozen together), suspend/activate, and who may start a definition (candidate starters).
 */
import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountRoles, accounts, organizations, roles } from '../../db/schema.ts';
import { bpmDefinitions, bpmModels } from '../../db/schema-bpm.ts';
import { compileProcess, type CompileProblem } from '../engine/compile-graph.ts';
import { scheduleStartTimers } from '../engine/start-events.ts';
import type { ProcessGraph } from '../engine/graph.ts';
import { BpmnParseError, parseBpmnXml, type ModdleElement } from '../model/parse.ts';
import { duplicateCodes } from '../model/rules/references.ts';
import { processToRun, type RuleReport } from '../model/rules/types.ts';
import { freezeForms } from './frozen-forms.ts';

export type ModelRow = typeof bpmModels.$inferSelect;
export type DefinitionRow = typeof bpmDefinitions.$inferSelect;

/** What a deploy knows besides the document: every key with a deployed definition, the one being deployed included. */
export interface ModelCheckContext {
  deployedKeys: ReadonlySet<string>;
}

/** Extra deploy checks (bpmnlint and our rules, src/server/bpm/model/lint.ts) plug in here. */
export type ModelCheck = (definitions: ModdleElement, context?: ModelCheckContext) => Promise<{ errors: CompileProblem[] }> | { errors: CompileProblem[] };

export class DeployError extends Error {
  constructor(readonly problems: CompileProblem[]) {
    super(problems.map((p) => `${p.elementType} ${p.elementId}: ${p.reasonEn}`).join('; '));
    this.name = 'DeployError';
  }
}

export interface ModelInput {
  id?: string;
  key: string;
  name: string;
  category?: string | null;
  description?: string | null;
  xml?: string | null;
  formId?: string | null;
  formSnapshot?: unknown;
  nodeForms?: unknown;
}

/** A save refused for what the designer refuses too (two errors or escalations with one code). */
export class SaveRefused extends Error {
  constructor(readonly problems: CompileProblem[]) {
    super(problems.map((p) => `${p.elementType} ${p.elementId}: ${p.reasonEn}`).join('; '));
    this.name = 'SaveRefused';
  }
}

/**
 * The save-time checks: what the designer prevents while drawing (a taken error / escalation code).
 * A document that does not parse is saved as it is (a draft); deploy refuses it with its reasons.
 */
export async function saveProblems(xml: string): Promise<CompileProblem[]> {
  // A full parse costs ~10 ms for a small model and ~90 ms for a 100 KB one on the event loop: only
  // a document whose raw text may hold a repeated code is parsed.
  if (!mayRepeatCode(xml)) return [];
  let definitions: ModdleElement;
  try {
    definitions = (await parseBpmnXml(xml)).definitions;
  } catch {
    return [];
  }
  const process = processToRun(definitions);
  if (!process) return [];
  const report: RuleReport = { errors: [], warnings: [] };
  duplicateCodes(process, report);
  return report.errors.map(({ elementId, elementType, reason, reasonEn }) => ({ elementId, elementType, reason, reasonEn }));
}

const CODE_ATTR = /\b(errorCode|escalationCode)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * Whether the text may hold two errors (or escalations) with one code: false only when every
 * errorCode / escalationCode value is plain (no entity, no inner whitespace, which XML reading could
 * make equal to another) and no trimmed value repeats within its kind. Over-answering true costs a parse.
 */
export function mayRepeatCode(xml: string): boolean {
  const seen = new Set<string>();
  for (const match of xml.matchAll(CODE_ATTR)) {
    const value = (match[2] ?? match[3] ?? '').trim();
    if (!value) continue;
    if (/[&\s]/.test(value)) return true;
    const key = `${match[1]}|${value}`;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

export async function saveModel(db: Db, input: ModelInput, actor: string | null): Promise<ModelRow> {
  if (input.xml) {
    const problems = await saveProblems(input.xml);
    if (problems.length > 0) throw new SaveRefused(problems);
  }
  const values = {
    key: input.key,
    name: input.name,
    category: input.category ?? null,
    description: input.description ?? null,
    ...(input.xml !== undefined ? { xml: input.xml } : {}),
    ...(input.formId !== undefined ? { formId: input.formId } : {}),
    ...(input.formSnapshot !== undefined ? { formSnapshot: input.formSnapshot } : {}),
    ...(input.nodeForms !== undefined ? { nodeForms: input.nodeForms } : {}),
    updatedAt: new Date(),
  };
  if (input.id) {
    const [row] = await db.update(bpmModels).set(values).where(eq(bpmModels.id, input.id)).returning();
    if (!row) throw new ModelNotFound();
    return row;
  }
  const [row] = await db.insert(bpmModels).values({ ...values, creator: actor }).returning();
  return row!;
}

export class ModelNotFound extends Error {}

/** Parses and compiles XML; answers the graph or every problem found (never throws on bad input). */
export async function checkXml(xml: string | Uint8Array, extra?: ModelCheck, context?: ModelCheckContext): Promise<{ graph: ProcessGraph | null; problems: CompileProblem[]; warnings: string[] }> {
  let parsed;
  try {
    parsed = await parseBpmnXml(xml);
  } catch (error) {
    const problem =
      error instanceof BpmnParseError
        ? { reason: error.zh, reasonEn: error.message }
        : { reason: `无法读取的 XML：${(error as Error).message}`, reasonEn: `unreadable XML: ${(error as Error).message}` };
    return { graph: null, problems: [{ elementId: '', elementType: 'definitions', ...problem }], warnings: [] };
  }
  const { graph, errors } = compileProcess(parsed.definitions);
  const problems = [...errors];
  if (extra) {
    try {
      const more = await extra(parsed.definitions, context);
      // The compiler's own finding about an element is enough; the rules add what it does not know.
      for (const p of more.errors) if (!problems.some((q) => q.elementId === p.elementId)) problems.push(p);
    } catch (error) {
      problems.push({ elementId: '', elementType: 'definitions', reason: `模型检查出错：${(error as Error).message}`, reasonEn: `model check failed: ${(error as Error).message}` });
    }
  }
  return { graph, problems, warnings: parsed.warnings };
}

/** Deploys a model as the next version of its key. */
export async function deployModel(db: Db, modelId: string, actor: string | null, extra?: ModelCheck, note?: string | null): Promise<DefinitionRow> {
  const [model] = await db.select().from(bpmModels).where(eq(bpmModels.id, modelId));
  if (!model) throw new ModelNotFound();
  if (!model.xml) throw new DeployError([{ elementId: '', elementType: 'definitions', reason: '模型还没有 BPMN XML', reasonEn: 'the model has no BPMN XML yet' }]);
  // Call activities must name a deployed key; the key deployed now counts (a process may call itself).
  const context = extra ? { deployedKeys: new Set([...(await db.selectDistinct({ key: bpmDefinitions.key }).from(bpmDefinitions)).map((r) => r.key), model.key]) } : undefined;
  const { graph, problems } = await checkXml(model.xml, extra, context);
  if (!graph || problems.length > 0) throw new DeployError(problems);
  return db.transaction(async (tx) => {
    // Serialises deploys of one key, so two deploys never take the same version number.
    await tx.select({ id: bpmModels.id }).from(bpmModels).where(eq(bpmModels.id, modelId)).for('update');
    const [{ latest } = { latest: 0 }] = await tx.select({ latest: max(bpmDefinitions.version) }).from(bpmDefinitions).where(eq(bpmDefinitions.key, model.key));
    const version = (latest ?? 0) + 1;
    const starters = graph.candidateStarters;
    const frozen = await freezeForms(tx as Db, model);
    if (frozen.problems.length > 0) throw new DeployError(frozen.problems);
    const [row] = await tx
      .insert(bpmDefinitions)
      .values({
        key: model.key,
        version,
        name: graph.name ?? model.name,
        category: model.category,
        modelId: model.id,
        xml: model.xml!,
        graph,
        forms: frozen.forms,
        candidateStarters: { orgids: starters.orgids, roleids: starters.roleids, groups: starters.groups, users: starters.users },
        deployedBy: actor,
        note: note?.trim() || null,
      })
      .returning();
    await tx.update(bpmModels).set({ version, updatedAt: new Date() }).where(eq(bpmModels.id, model.id));
    // Timer start events of this version replace the older versions' (engine/start-events.ts).
    await scheduleStartTimers(tx as Db, row!);
    return row!;
  }) as Promise<DefinitionRow>;
}

export async function latestDefinition(db: Db, key: string): Promise<DefinitionRow | undefined> {
  const [row] = await db.select().from(bpmDefinitions).where(eq(bpmDefinitions.key, key)).orderBy(desc(bpmDefinitions.version)).limit(1);
  return row;
}

export async function setSuspended(db: Db, id: string, suspended: boolean): Promise<boolean> {
  const rows = await db.update(bpmDefinitions).set({ suspended }).where(eq(bpmDefinitions.id, id)).returning({ id: bpmDefinitions.id });
  return rows.length > 0;
}

/**
 * The candidate starters of a key's newest version: the rule for starting any of its versions, so
 * naming an older version's id cannot bypass a restriction a later deploy added.
 */
export async function newestStarters(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ candidateStarters: bpmDefinitions.candidateStarters }).from(bpmDefinitions).where(eq(bpmDefinitions.key, key)).orderBy(desc(bpmDefinitions.version)).limit(1);
  return row?.candidateStarters ?? null;
}

interface Starters {
  orgids?: string[];
  roleids?: string[];
  groups?: string[];
  users?: string[];
}

/**
 * Who may start: everyone when no starter is named; otherwise a named user, a member of a named
 * organisation (or of one below it), or a holder of a named role (id or code; ROLE/DEPT prefixes read).
 */
export async function mayStart(db: Db, definition: Pick<DefinitionRow, 'candidateStarters'>, humancode: string): Promise<boolean> {
  const s = (definition.candidateStarters ?? {}) as Starters;
  const orgs = new Set(s.orgids ?? []);
  const roleRefs = new Set(s.roleids ?? []);
  for (const g of s.groups ?? []) {
    if (g.startsWith('DEPT')) orgs.add(g.slice(4));
    else if (g.startsWith('ROLE')) roleRefs.add(g.slice(4));
    else {
      roleRefs.add(g);
      orgs.add(g);
    }
  }
  const users = new Set(s.users ?? []);
  if (orgs.size === 0 && roleRefs.size === 0 && users.size === 0) return true;
  if (users.has(humancode)) return true;
  const [account] = await db.select({ id: accounts.id, organizationId: accounts.organizationId }).from(accounts).where(eq(accounts.humancode, humancode));
  if (!account) return false;
  if (roleRefs.size > 0) {
    const held = await db
      .select({ id: roles.id, rolecode: roles.rolecode })
      .from(accountRoles)
      .innerJoin(roles, eq(roles.id, accountRoles.roleId))
      .where(eq(accountRoles.accountId, account.id));
    if (held.some((r) => roleRefs.has(r.id) || roleRefs.has(r.rolecode))) return true;
  }
  if (orgs.size > 0 && account.organizationId) {
    // Walk up the organisation tree: a starter organisation includes its sub-organisations.
    let current: string | null = account.organizationId;
    for (let depth = 0; current && depth < 32; depth++) {
      if (orgs.has(current)) return true;
      const [org]: { parentId: string | null; code: string }[] = await db.select({ parentId: organizations.parentId, code: organizations.code }).from(organizations).where(eq(organizations.id, current));
      if (org && orgs.has(org.code)) return true;
      current = org?.parentId ?? null;
    }
  }
  return false;
}

/** Latest versions only, by key, for the start list. */
export async function definitionsByIds(db: Db, ids: string[]): Promise<DefinitionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(bpmDefinitions).where(and(inArray(bpmDefinitions.id, ids)));
}
