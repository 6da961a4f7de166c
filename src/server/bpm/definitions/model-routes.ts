/**
 * The designer's and the models list's calls beside save/deploy: lint of the unsaved XML (the deploy
 * checks plus the designer-only warnings; a call activity naming an undeployed key is a warning here),
 * route simulation on the unsaved XML (the start page's approver preview, run on the compiled draft),
 * a model's deployed versions (who, when, note) and one version's XML for the diff, and copying a model
 * under a new key.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { object, str } from '../../http/body.ts';
import { AppError, fail, notFound } from '../../http/errors.ts';
import { authOf, type ServerContext } from '../../http/context.ts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';
import { bpmDefinitions, bpmModels } from '../../db/schema-bpm.ts';
import { fieldWidgets, type FormSchema } from '../../../schemas/form/index.ts';
import type { SimulationAssumptions } from '../../../schemas/bpmn/preview.ts';
import { ASSUMPTIONS_BODY, checkAssumptions, previewGraph } from '../approval/preview.ts';
import { formTable } from '../approval/tables.ts';
import { compileProcess } from '../engine/compile-graph.ts';
import { checkModel, type Finding } from '../model/lint.ts';
import { BpmnParseError, parseBpmnXml, type ModdleElement } from '../model/parse.ts';
import { translated } from '../routes/task-routes.ts';
import { saveModel, SaveRefused } from './service.ts';
import { directoryFindings } from './approver-facts.ts';

const ID = str(64, { minLength: 1 });
const XML = str(250_000, { minLength: 1 });
const FORM = { type: 'object', maxProperties: 500 };
const KEY = str(100, { minLength: 1, pattern: '^[A-Za-z_][A-Za-z0-9_.-]*$' });
const EDIT = ['sys_model_btn_add', 'sys_model_btn_edit'];

interface LintItem {
  elementId: string;
  elementType: string;
  reason: string;
  rule: string;
}

/** Field names of a stored form (bpm_form.conf), or undefined when there is none or it does not read. */
async function formFields(db: Db, formId: string): Promise<Set<string> | undefined> {
  const { table, col } = formTable;
  const [row] = (await db.select({ conf: col.conf! }).from(table).where(eq(col.id!, formId))) as { conf: unknown }[];
  if (!row) return undefined;
  try {
    const conf = (typeof row.conf === 'string' ? JSON.parse(row.conf) : row.conf) as Partial<FormSchema> | null;
    return new Set(fieldWidgets({ widgetList: conf?.widgetList ?? [] }).map((f) => f.name));
  } catch {
    return undefined;
  }
}

type Linkable = ModdleElement & { get?(name: string): unknown };

/**
 * bpmnlint reads a node's connections from its incoming/outgoing lists, which hand-written XML often
 * omits (the engine, like the BPMN spec, goes by the flows' sourceRef/targetRef): fill them from the
 * flows, so such a model is not reported as all disconnected.
 */
const list = (el: Linkable, name: 'incoming' | 'outgoing') => (typeof el.get === 'function' ? (el.get(name) as unknown[]) : undefined);

function linkFlows(container: ModdleElement): void {
  const visit = (scope: ModdleElement) => {
    for (const el of (scope.flowElements as Linkable[] | undefined) ?? []) {
      if (el.$type === 'bpmn:SequenceFlow') {
        const source = el.sourceRef as Linkable | undefined;
        const target = el.targetRef as Linkable | undefined;
        const out = source && list(source, 'outgoing');
        if (out && !out.includes(el)) out.push(el);
        const into = target && list(target, 'incoming');
        if (into && !into.includes(el)) into.push(el);
      }
      if (Array.isArray(el.flowElements)) visit(el);
    }
  };
  for (const root of (container.rootElements as ModdleElement[] | undefined) ?? []) if (root.$type === 'bpmn:Process') visit(root);
}

/** Parse and compile; a document that does not read is one error on `definitions`. */
async function compileDraft(xml: string) {
  try {
    const parsed = await parseBpmnXml(xml);
    return { parsed, ...compileProcess(parsed.definitions) };
  } catch (error) {
    const [zh, en] = error instanceof BpmnParseError ? [error.zh, error.message] : [`无法读取的 XML：${(error as Error).message}`, `unreadable XML: ${(error as Error).message}`];
    return { parsed: null, graph: null, errors: [{ elementId: '', elementType: 'definitions', reason: zh, reasonEn: en }] };
  }
}

/** A finding in the caller's language only, like every other answer. */
const say = (request: FastifyRequest, f: Pick<Finding, 'elementId' | 'elementType' | 'reason' | 'reasonEn'> & { rule?: string }): LintItem => ({
  elementId: f.elementId,
  elementType: f.elementType,
  reason: request.lang === 'en' ? f.reasonEn : f.reason,
  rule: f.rule ?? 'flowhall/compile',
});

export function registerModelRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.db;

  app.post('/bpmModel/lint', { config: { permission: 'sys_model_view' }, schema: { body: object({ xml: XML, formId: str(64) }, ['xml']) } }, async (request) => {
    const { xml, formId } = request.body as { xml: string; formId?: string };
    const draft = await compileDraft(xml);
    if (!draft.parsed) return ok({ errors: draft.errors.map((e) => say(request, e)), warnings: [] });
    const fields = formId ? await formFields(db, formId) : undefined;
    linkFlows(draft.parsed.definitions);
    // Call activities against the deployed keys: a warning here, the same finding refuses a deploy.
    const deployedKeys = new Set((await db.selectDistinct({ key: bpmDefinitions.key }).from(bpmDefinitions)).map((r) => r.key));
    const report = await checkModel(draft.parsed.definitions, { designer: { formFields: fields }, calls: { deployedKeys } });
    // Departments without a head named as 部门负责人, disabled roles: read from the directory, refused at deploy too.
    const directory = await directoryFindings(db, draft.parsed.definitions);
    report.errors.push(...directory.errors);
    // The compiler's finding about an element is enough; the rules add what it does not know.
    const errors = [...draft.errors.map((e) => say(request, e)), ...report.errors.filter((f) => !draft.errors.some((e) => e.elementId === f.elementId)).map((f) => say(request, f))];
    return ok({ errors, warnings: report.warnings.map((f) => say(request, f)) });
  });

  app.post('/bpmModel/simulate', { config: { permission: EDIT }, schema: { body: object({ xml: XML, formData: FORM, initiator: str(100, { minLength: 1 }), assumptions: ASSUMPTIONS_BODY }, ['xml', 'initiator']) } }, async (request) => {
    const { xml, formData = {}, initiator, assumptions = {} } = request.body as { xml: string; formData?: Record<string, unknown>; initiator: string; assumptions?: SimulationAssumptions };
    const [account] = await db.select({ humancode: accounts.humancode }).from(accounts).where(eq(accounts.humancode, initiator));
    if (!account) throw fail('发起人不存在', 'no such initiator');
    const draft = await compileDraft(xml);
    if (!draft.graph) return ok({ steps: [], problems: [], chooser: null, definitionId: '', compileErrors: draft.errors.map((e) => say(request, e)) });
    // The engine's own variables are never taken from a body, not even a sample one.
    const sample = Object.fromEntries(Object.entries(formData).filter(([name]) => !name.startsWith('__')));
    // Assumed outcomes only steer this walk; they must be ones the draft's tasks could really give.
    await checkAssumptions(db, draft.graph, assumptions);
    const answer = await translated(() => previewGraph(db, draft.graph!, '', { formData: sample, initiator: account.humancode, lang: request.lang, assumptions }));
    return ok({ ...answer, compileErrors: draft.errors.map((e) => say(request, e)) });
  });

  app.post('/bpmModel/versions', { config: { permission: 'sys_model_view' }, schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    const [model] = await db.select({ key: bpmModels.key }).from(bpmModels).where(eq(bpmModels.id, id));
    if (!model) throw notFound('模型不存在', 'no such model');
    const rows = await db
      .select({ id: bpmDefinitions.id, version: bpmDefinitions.version, name: bpmDefinitions.name, note: bpmDefinitions.note, deployedBy: bpmDefinitions.deployedBy, deployedAt: bpmDefinitions.deployedAt, suspended: bpmDefinitions.suspended })
      .from(bpmDefinitions)
      .where(eq(bpmDefinitions.key, model.key))
      .orderBy(desc(bpmDefinitions.version));
    const codes = [...new Set(rows.map((r) => r.deployedBy).filter((c): c is string => !!c))];
    const names = new Map<string, string>();
    for (const code of codes) {
      const [a] = await db.select({ humanname: accounts.humanname }).from(accounts).where(eq(accounts.humancode, code));
      if (a) names.set(code, a.humanname);
    }
    return ok(rows.map((r) => ({ ...r, deployedByName: (r.deployedBy && names.get(r.deployedBy)) || null })));
  });

  /** One version's XML, for the diff; only versions of a model (the id names a definition). */
  app.post('/bpmModel/versionXml', { config: { permission: 'sys_model_view' }, schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    const [row] = await db.select({ id: bpmDefinitions.id, version: bpmDefinitions.version, xml: bpmDefinitions.xml }).from(bpmDefinitions).where(eq(bpmDefinitions.id, id));
    if (!row) throw notFound('流程定义不存在', 'no such process definition');
    return ok(row);
  });

  app.post('/bpmModel/copy', { config: { permission: 'sys_model_btn_add' }, schema: { body: object({ id: ID, key: KEY, name: str(200, { minLength: 1 }) }, ['id', 'key', 'name']) } }, async (request) => {
    const { id, key, name } = request.body as { id: string; key: string; name: string };
    const [source] = await db.select().from(bpmModels).where(eq(bpmModels.id, id));
    if (!source) throw notFound('模型不存在', 'no such model');
    const [taken] = await db.select({ id: bpmModels.id }).from(bpmModels).where(eq(bpmModels.key, key));
    if (taken) throw fail('复制失败：流程标识已存在', 'copy failed: the process key is taken');
    // The copy runs as its own process: the process id inside the XML becomes the new key.
    const xml = source.xml ? renameProcess(source.xml, source.key, key, name) : null;
    try {
      const row = await saveModel(db, { key, name, category: source.category, description: source.description, xml, formId: source.formId, formSnapshot: source.formSnapshot, nodeForms: source.nodeForms }, authOf(request).session.humancode);
      return ok(row);
    } catch (error) {
      // A model saved before the save-time checks may hold what they now refuse.
      throw refusedSave(error, '复制失败', 'copy failed');
    }
  });
}

/**
 * A save refused by the save-time checks (service.ts#saveProblems) as the envelope's failure: the lead
 * text (the designer shows it as is) with the first reason, and every finding under /elements/<id>,
 * like a refused deploy. Any other error passes through.
 */
export function refusedSave(error: unknown, zh: string, en: string): unknown {
  if (!(error instanceof SaveRefused)) return error;
  const [first] = error.problems;
  return new AppError('failed', {
    message: { zh: `${zh}（${first?.reason ?? ''}）`, en: `${en} (${first?.reasonEn ?? ''})` },
    errors: error.problems.map((p) => ({ path: `/elements/${p.elementId}`, message: { zh: `${p.elementType} ${p.elementId}：${p.reason}`, en: `${p.elementType} ${p.elementId}: ${p.reasonEn}` } })),
  });
}

const escapeAttr = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A replacer function, not a replacement string: a `$` in the typed name is text, not a pattern. */
const put = (value: string) => (_match: string, before: string, after: string) => `${before}${value}${after}`;

/** The process element's id and name, and the diagram plane pointing at it, renamed. */
export function renameProcess(xml: string, oldKey: string, key: string, name: string): string {
  const id = new RegExp(`(<(?:[\\w-]+:)?process\\b[^>]*?\\bid=")${escapeRe(oldKey)}(")`);
  let out = xml.replace(id, put(key));
  out = out.replace(new RegExp(`(<(?:[\\w-]+:)?process\\b[^>]*?\\bname=")[^"]*(")`), put(escapeAttr(name)));
  return out.replace(new RegExp(`(bpmnElement=")${escapeRe(oldKey)}(")`, 'g'), put(key));
}
