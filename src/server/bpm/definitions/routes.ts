/**
 * HTTP calls for models and definitions (/bpmModel/*, /bpmProcessDefinition/*). Starting instances,
 * claiming and the approval operations are the approval layer's (src/server/bpm/routes); a task is
 * finished only through them (/bpmTask/approve …), with every rule of its node — the engine's bare
 * completeTask has no HTTP call.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { bool, int, object, str } from '../../http/body.ts';
import { AppError, fail, notFound } from '../../http/errors.ts';
import { authOf, type ServerContext } from '../../http/context.ts';
import { bpmDefinitions, bpmModels } from '../../db/schema-bpm.ts';
import type { BpmEngine } from '../engine/engine.ts';
import { asAppError } from './errors.ts';
import { checkXml, deployModel, mayStart, ModelNotFound, saveModel, setSuspended, type ModelCheck } from './service.ts';
import { startersOfKeys } from './starters.ts';
import { startListExtras } from '../approval/start-extras.ts';
import { registerModelRoutes } from './model-routes.ts';
import { withApproverDirectory } from './approver-facts.ts';

const ID = str(64, { minLength: 1 });
/**
 * Even in 4-byte characters a model this long fits the 1 MiB body limit, so an over-long model is refused
 * by its length rule naming the field, not by the body limit. Real diagrams are far smaller.
 */
const XML_MAX = 250_000;
const XML = str(XML_MAX);
const anyJson = {};
const page = { page: int({ minimum: 1, maximum: 1_000_000 }), pageSize: int({ minimum: 1, maximum: 500 }) };
const modelQuery = object({ key: str(100), name: str(100), category: str(100) });
/** `exactKey`: every version of one key (the definitions page's expanded row); `key` matches a part. */
const definitionQuery = object({ key: str(100), exactKey: str(100), name: str(100), category: str(100), suspended: bool(), latest: bool() });

export const MODEL_SAVE_FAILED = { zh: '保存模型失败，请重试！', en: 'Saving the model failed, please try again!' };

/** Spec §4: a process key becomes the process id, so it must be an XML name. */
const KEY_PATTERN = '^[A-Za-z_][A-Za-z0-9_.-]*$';

export function registerDefinitionRoutes(app: FastifyInstance, ctx: ServerContext, engine: BpmEngine, check?: () => ModelCheck | undefined): void {
  const db = ctx.db;
  registerModelRoutes(app, ctx);

  app.post('/bpmModel/queryPage', { config: { permission: 'sys_model_view' }, schema: { body: object({ ...page, queryParam: modelQuery }) } }, async (request) => {
    const body = request.body as { page?: number; pageSize?: number; queryParam?: { key?: string; name?: string; category?: string } };
    const p = body.page ?? 1;
    const size = body.pageSize ?? 10;
    const q = body.queryParam ?? {};
    const filters: SQL[] = [];
    if (q.key) filters.push(ilike(bpmModels.key, `%${escapeLike(q.key)}%`));
    if (q.name) filters.push(ilike(bpmModels.name, `%${escapeLike(q.name)}%`));
    if (q.category) filters.push(eq(bpmModels.category, q.category));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [records, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select({ id: bpmModels.id, key: bpmModels.key, name: bpmModels.name, category: bpmModels.category, description: bpmModels.description, formId: bpmModels.formId, version: bpmModels.version, creator: bpmModels.creator, createdAt: bpmModels.createdAt, updatedAt: bpmModels.updatedAt })
        .from(bpmModels)
        .where(where)
        .orderBy(desc(bpmModels.updatedAt))
        .limit(size)
        .offset((p - 1) * size),
      db.select({ total: count() }).from(bpmModels).where(where),
    ]);
    return ok({ records, total, page: p, pageSize: size });
  });

  app.post('/bpmModel/get', { config: { permission: 'sys_model_view' }, schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    const [row] = await db.select().from(bpmModels).where(eq(bpmModels.id, id));
    if (!row) throw notFound('模型不存在', 'no such model');
    return ok(row);
  });

  app.post(
    '/bpmModel/edit',
    {
      config: { permission: ['sys_model_btn_add', 'sys_model_btn_edit'] },
      schema: {
        body: object(
          {
            id: ID,
            key: str(100, { minLength: 1, pattern: KEY_PATTERN }),
            name: str(200, { minLength: 1 }),
            category: { type: ['string', 'null'], maxLength: 100 },
            description: { type: ['string', 'null'], maxLength: 2000 },
            xml: { type: ['string', 'null'], maxLength: XML_MAX },
            formId: { type: ['string', 'null'], maxLength: 64 },
            formSnapshot: anyJson,
            nodeForms: anyJson,
          },
          ['key', 'name'],
        ),
      },
    },
    async (request) => {
      const auth = authOf(request);
      try {
        const row = await saveModel(db, request.body as Parameters<typeof saveModel>[1], auth.session.humancode);
        return ok(row);
      } catch (error) {
        if (error instanceof ModelNotFound) throw notFound('模型不存在', 'no such model');
        const duplicate = /bpm_model_key_uq|duplicate key/.test(String((error as Error).message) + String((error as { cause?: Error }).cause?.message ?? ''));
        if (duplicate) throw fail(`${MODEL_SAVE_FAILED.zh}（流程标识已存在）`, `${MODEL_SAVE_FAILED.en} (the process key is taken)`);
        request.log.error({ err: error }, 'model save failed');
        throw fail(MODEL_SAVE_FAILED.zh, MODEL_SAVE_FAILED.en);
      }
    },
  );

  app.post('/bpmModel/delete', { config: { permission: 'sys_model_btn_del' }, schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    const rows = await db.delete(bpmModels).where(eq(bpmModels.id, id)).returning({ id: bpmModels.id });
    if (rows.length === 0) throw notFound('模型不存在', 'no such model');
    return ok(null);
  });

  app.post('/bpmModel/check', { config: { permission: 'sys_model_view' }, schema: { body: object({ xml: XML }, ['xml']) } }, async (request) => {
    const { xml } = request.body as { xml: string };
    const { problems, warnings } = await checkXml(xml, withApproverDirectory(db, check?.()));
    // Each problem in the caller's language only, like every other answer.
    const errors = problems.map(({ elementId, elementType, reason, reasonEn }) => ({ elementId, elementType, reason: request.lang === 'en' ? reasonEn : reason }));
    return ok({ errors, warnings });
  });

  app.post('/bpmModel/deploy', { config: { permission: 'sys_model_btn_deploy' }, schema: { body: object({ id: ID, note: str(500) }, ['id']) } }, async (request) => {
    const { id, note } = request.body as { id: string; note?: string };
    try {
      // The directory check (a department head without a head, a disabled role) refuses like the other rules.
      const row = await deployModel(db, id, authOf(request).session.humancode, withApproverDirectory(db, check?.()), note ?? null);
      return ok(definitionView(row));
    } catch (error) {
      if (error instanceof ModelNotFound) throw notFound('模型不存在', 'no such model');
      throw asAppError(error);
    }
  });

  app.post('/bpmProcessDefinition/queryPage', { config: { permission: 'sys_definition_view' }, schema: { body: object({ ...page, queryParam: definitionQuery }) } }, async (request) => {
    const body = request.body as { page?: number; pageSize?: number; queryParam?: { key?: string; exactKey?: string; name?: string; category?: string; suspended?: boolean; latest?: boolean } };
    const p = body.page ?? 1;
    const size = body.pageSize ?? 10;
    const q = body.queryParam ?? {};
    const filters: SQL[] = [];
    if (q.key) filters.push(ilike(bpmDefinitions.key, `%${escapeLike(q.key)}%`));
    if (q.exactKey) filters.push(eq(bpmDefinitions.key, q.exactKey));
    if (q.name) filters.push(ilike(bpmDefinitions.name, `%${escapeLike(q.name)}%`));
    if (q.category) filters.push(eq(bpmDefinitions.category, q.category));
    if (q.suspended !== undefined) filters.push(eq(bpmDefinitions.suspended, q.suspended));
    if (q.latest) filters.push(inArray(bpmDefinitions.id, latestIds()));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [records, [{ total } = { total: 0 }]] = await Promise.all([
      db.select(listColumns).from(bpmDefinitions).where(where).orderBy(bpmDefinitions.key, desc(bpmDefinitions.version)).limit(size).offset((p - 1) * size),
      db.select({ total: count() }).from(bpmDefinitions).where(where),
    ]);
    // Who may start and how many versions a key has, for the rows of this page only.
    const keys = [...new Set(records.map((r) => r.key))];
    const [starters, versions] = await Promise.all([
      startersOfKeys(db, keys),
      keys.length === 0 ? [] : db.select({ key: bpmDefinitions.key, n: count() }).from(bpmDefinitions).where(inArray(bpmDefinitions.key, keys)).groupBy(bpmDefinitions.key),
    ]);
    const versionCount = new Map(versions.map((v) => [v.key, v.n]));
    return ok({ records: records.map((r) => ({ ...r, versionCount: versionCount.get(r.key) ?? 1, starters: starters.get(r.key) ?? null })), total, page: p, pageSize: size });
  });

  /** A definition's XML and form snapshots, for the start page and the viewer of any signed-in user. */
  app.post('/bpmProcessDefinition/get', { schema: { body: object({ id: ID, key: str(100) }) } }, async (request) => {
    const { id, key } = request.body as { id?: string; key?: string };
    if (!id && !key) throw new AppError('validation', { errors: [{ path: '/id', message: { zh: '请提供 /id 或 /key', en: '/id or /key is required' } }] });
    const [row] = await db
      .select()
      .from(bpmDefinitions)
      .where(id ? eq(bpmDefinitions.id, id) : eq(bpmDefinitions.key, key!))
      .orderBy(desc(bpmDefinitions.version))
      .limit(1);
    if (!row) throw notFound('流程定义不存在', 'no such process definition');
    return ok({ ...definitionView(row), xml: row.xml, forms: row.forms });
  });

  /** The latest active definitions the caller may start (发起流程). */
  app.post('/bpmProcessDefinition/startList', { schema: { body: object({ name: str(100), category: str(100) }) } }, async (request) => {
    const { name, category } = request.body as { name?: string; category?: string };
    const auth = authOf(request);
    const filters: SQL[] = [inArray(bpmDefinitions.id, latestIds()), eq(bpmDefinitions.suspended, false)];
    if (name) filters.push(or(ilike(bpmDefinitions.name, `%${escapeLike(name)}%`), ilike(bpmDefinitions.key, `%${escapeLike(name)}%`))!);
    if (category) filters.push(eq(bpmDefinitions.category, category));
    const rows = await db.select({ ...listColumns, candidateStarters: bpmDefinitions.candidateStarters }).from(bpmDefinitions).where(and(...filters)).orderBy(bpmDefinitions.name);
    const allowed = [];
    for (const row of rows) if (await mayStart(db, row, auth.session.humancode)) allowed.push(row);
    // The caller's stars and last starts: the start page's favourites and recently used.
    const extras = await startListExtras(db, auth.session.humancode, allowed.map((row) => row.key));
    return ok(allowed.map(({ candidateStarters: _c, ...rest }) => ({ ...rest, ...extras.get(rest.key) })));
  });

  for (const [path, suspended] of [['/bpmProcessDefinition/suspend', true], ['/bpmProcessDefinition/activate', false]] as const) {
    app.post(path, { config: { permission: 'sys_definition_btn_suspend' }, schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
      const { id } = request.body as { id: string };
      if (!(await setSuspended(db, id, suspended))) throw notFound('流程定义不存在', 'no such process definition');
      return ok(null);
    });
  }

  function latestIds() {
    const latest = db.selectDistinctOn([bpmDefinitions.key], { id: bpmDefinitions.id }).from(bpmDefinitions).orderBy(bpmDefinitions.key, desc(bpmDefinitions.version));
    return latest;
  }
}

const listColumns = {
  id: bpmDefinitions.id,
  key: bpmDefinitions.key,
  version: bpmDefinitions.version,
  name: bpmDefinitions.name,
  category: bpmDefinitions.category,
  modelId: bpmDefinitions.modelId,
  suspended: bpmDefinitions.suspended,
  deployedBy: bpmDefinitions.deployedBy,
  deployedAt: bpmDefinitions.deployedAt,
};

function definitionView(row: typeof bpmDefinitions.$inferSelect) {
  return { id: row.id, key: row.key, version: row.version, name: row.name, category: row.category, modelId: row.modelId, suspended: row.suspended, deployedAt: row.deployedAt, deployedBy: row.deployedBy, note: row.note, candidateStarters: row.candidateStarters };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
