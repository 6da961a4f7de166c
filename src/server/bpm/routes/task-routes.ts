/**
 * /bpmTask/* approval calls: thin translations of src/server/bpm/approval. Any signed-in user may call
 * them; whether the caller may act on the task (assignee, candidate after claim, the node's buttons)
 * is decided per task under the instance lock.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { empty, object, str } from '../../http/body.ts';
import { authOf, type ServerContext } from '../../http/context.ts';
import type { BpmEngine } from '../engine/engine.ts';
import { asAppError } from '../definitions/errors.ts';
import { approveTask, claimTask, reassignTask, rejectTask, type Actor } from '../approval/operations.ts';
import { returnTask, withdrawTask } from '../approval/moves.ts';
import { addSign, removeSign } from '../approval/signs.ts';
import { donePage, listCounts, todoPage, type PageInput } from '../approval/queries.ts';
import { pageSchema } from '../approval/list-filters.ts';
import { taskDetail } from '../approval/detail.ts';
import { BATCH_LIMIT, batchApprove } from '../approval/batch.ts';

export const ID = str(64, { minLength: 1 });
export const USER = str(100, { minLength: 1 });
export const REASON = { type: ['string', 'null'], maxLength: 2000 };
export const FORM = { type: 'object', maxProperties: 500 };
export const USERS = { type: 'array', items: USER, maxItems: 100 };

export const actorOf = (request: FastifyRequest): Actor => ({ humancode: authOf(request).session.humancode, lang: request.lang });

/** Whether the caller may read every process (the definition managers). */
export const seesAll = (request: FastifyRequest) => {
  const permissions = authOf(request).permissions;
  return permissions.has('*:*:*') || permissions.has('sys_definition_view');
};

/** Engine refusals become catalogued envelopes. */
export async function translated<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asAppError(error);
  }
}

export function registerTaskRoutes(app: FastifyInstance, ctx: ServerContext, engine: BpmEngine, options: { claim: boolean }): void {
  const db = ctx.db;
  type Body<T> = { body: T };

  app.post('/bpmTask/todoPage', { schema: { body: pageSchema('todo') } }, async (request) => ok(await todoPage(engine, db, actorOf(request).humancode, request.body as PageInput)));
  app.post('/bpmTask/donePage', { schema: { body: pageSchema('done') } }, async (request) => ok(await donePage(engine, db, actorOf(request).humancode, request.body as PageInput, request.lang)));
  // The menu's badges: the caller's own counts only.
  app.post('/bpmTask/counts', { schema: { body: empty } }, async (request) => ok(await listCounts(db, actorOf(request).humancode)));

  app.post('/bpmTask/get', { schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    return ok(await translated(() => taskDetail(engine, db, id, actorOf(request).humancode, seesAll(request), request.lang)));
  });

  app.post('/bpmTask/approve', { schema: { body: object({ id: ID, reason: REASON, formData: FORM, nextUsers: USERS, copyUsers: USERS }, ['id']) } }, async (request) => {
    const b = (request as FastifyRequest & Body<{ id: string; reason?: string | null; formData?: Record<string, unknown>; nextUsers?: string[]; copyUsers?: string[] }>).body;
    return ok(await translated(() => approveTask(engine, db, { taskId: b.id, reason: b.reason ?? null, ...(b.formData ? { formData: b.formData } : {}), ...(b.nextUsers ? { nextUsers: b.nextUsers } : {}), ...(b.copyUsers ? { copyUsers: b.copyUsers } : {}) }, actorOf(request))));
  });

  app.post('/bpmTask/batchApprove', { schema: { body: object({ ids: { type: 'array', items: ID, minItems: 1, maxItems: BATCH_LIMIT, uniqueItems: true } }, ['ids']) } }, async (request) => {
    const { ids } = request.body as { ids: string[] };
    return ok(await batchApprove(engine, db, ids, actorOf(request), (error) => request.log.error({ err: error }, 'batch approve')));
  });

  app.post('/bpmTask/reject', { schema: { body: object({ id: ID, reason: REASON, formData: FORM }, ['id']) } }, async (request) => {
    const b = request.body as { id: string; reason?: string | null; formData?: Record<string, unknown> };
    return ok(await translated(() => rejectTask(engine, db, { taskId: b.id, reason: b.reason ?? null, ...(b.formData ? { formData: b.formData } : {}) }, actorOf(request))));
  });

  app.post('/bpmTask/return', { schema: { body: object({ id: ID, target: str(200, { minLength: 1 }), reason: REASON }, ['id']) } }, async (request) => {
    const b = request.body as { id: string; target?: string; reason?: string | null };
    return ok(await translated(() => returnTask(engine, db, { taskId: b.id, ...(b.target ? { target: b.target } : {}), reason: b.reason ?? null }, actorOf(request))));
  });

  for (const kind of ['delegate', 'transfer'] as const) {
    app.post(`/bpmTask/${kind}`, { schema: { body: object({ id: ID, userCode: USER, reason: REASON }, ['id', 'userCode']) } }, async (request) => {
      const b = request.body as { id: string; userCode: string; reason?: string | null };
      return ok(await translated(() => reassignTask(engine, db, { taskId: b.id, userCode: b.userCode, reason: b.reason ?? null }, actorOf(request), kind)));
    });
  }

  app.post('/bpmTask/withdraw', { schema: { body: object({ id: ID, reason: REASON }, ['id']) } }, async (request) => {
    const b = request.body as { id: string; reason?: string | null };
    return ok(await translated(() => withdrawTask(engine, db, { taskId: b.id, reason: b.reason ?? null }, actorOf(request))));
  });

  app.post('/bpmTask/addSign', { schema: { body: object({ id: ID, users: { ...USERS, minItems: 1 }, position: { enum: ['before', 'after'] }, reason: REASON }, ['id', 'users']) } }, async (request) => {
    const b = request.body as { id: string; users: string[]; position?: 'before' | 'after'; reason?: string | null };
    return ok(await translated(() => addSign(engine, db, { taskId: b.id, users: b.users, ...(b.position ? { position: b.position } : {}), reason: b.reason ?? null }, actorOf(request))));
  });

  app.post('/bpmTask/removeSign', { schema: { body: object({ id: ID, userCode: USER }, ['id', 'userCode']) } }, async (request) => {
    const b = request.body as { id: string; userCode: string };
    return ok(await translated(() => removeSign(engine, db, { taskId: b.id, userCode: b.userCode }, actorOf(request))));
  });

  if (options.claim) {
    app.post('/bpmTask/claim', { schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
      const { id } = request.body as { id: string };
      return ok(await translated(() => claimTask(engine, id, actorOf(request))));
    });
  }
}
