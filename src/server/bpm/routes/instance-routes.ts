/**
 * /bpmProcessInstance/* (start, cancel, urge, my page, detail, approver preview) and the CC page
 * /bpmProcessInstanceCopy/*: thin translations of src/server/bpm/approval.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { object, str } from '../../http/body.ts';
import type { ServerContext } from '../../http/context.ts';
import type { BpmEngine } from '../engine/engine.ts';
import { cancelInstance, urge } from '../approval/operations.ts';
import { startProcess, type StartInput } from '../approval/start.ts';
import { copyPage, myInstancesPage, readCopies, type PageInput } from '../approval/queries.ts';
import { instanceDetail } from '../approval/detail.ts';
import { previewApprovers } from '../approval/preview.ts';
import { dropDraftOfInstance } from '../approval/start-extras.ts';
import { actorOf, FORM, ID, REASON, seesAll, translated, USERS } from './task-routes.ts';
import { pageSchema } from '../approval/list-filters.ts';

const DEFINITION = { processDefinitionId: ID, processDefinitionKey: str(100, { minLength: 1 }) };

export function registerInstanceRoutes(app: FastifyInstance, ctx: ServerContext, engine: BpmEngine, options: { create: boolean }): void {
  const db = ctx.db;

  if (options.create) {
    app.post(
      '/bpmProcessInstance/create',
      { schema: { body: object({ ...DEFINITION, formData: FORM, variables: FORM, businessKey: str(200), name: str(200), nextUsers: USERS }) } },
      async (request) => {
        const actor = actorOf(request);
        const answer = await translated(() => startProcess(engine, db, request.body as StartInput, actor));
        // The draft has become this instance. The start has committed: a failed clean-up must not answer it as failed.
        await dropDraftOfInstance(db, actor.humancode, answer.instanceId).catch((error: unknown) => request.log.warn({ err: error }, 'bpm: the started draft was not deleted'));
        return ok(answer);
      },
    );
  }

  app.post('/bpmProcessInstance/cancel', { schema: { body: object({ id: ID, reason: REASON }, ['id']) } }, async (request) => {
    const b = request.body as { id: string; reason?: string | null };
    return ok(await translated(() => cancelInstance(engine, { instanceId: b.id, reason: b.reason ?? null }, actorOf(request))));
  });

  app.post('/bpmProcessInstance/urge', { schema: { body: object({ id: ID, taskId: ID, reason: REASON }, ['id']) } }, async (request) => {
    const b = request.body as { id: string; taskId?: string; reason?: string | null };
    return ok(await translated(() => urge(engine, { instanceId: b.id, ...(b.taskId ? { taskId: b.taskId } : {}), reason: b.reason ?? null }, actorOf(request))));
  });

  app.post('/bpmProcessInstance/myPage', { schema: { body: pageSchema('mine') } }, async (request) => ok(await myInstancesPage(db, actorOf(request).humancode, request.body as PageInput)));

  app.post('/bpmProcessInstance/get', { schema: { body: object({ id: ID }, ['id']) } }, async (request) => {
    const { id } = request.body as { id: string };
    return ok(await instanceDetail(db, id, actorOf(request).humancode, seesAll(request), request.lang, engine));
  });

  app.post('/bpmProcessInstance/previewApprovers', { schema: { body: object({ ...DEFINITION, formData: FORM }) } }, async (request) => {
    const b = request.body as { processDefinitionId?: string; processDefinitionKey?: string; formData?: Record<string, unknown> };
    return ok(
      await translated(() =>
        previewApprovers(db, { ...(b.processDefinitionId ? { definitionId: b.processDefinitionId } : {}), ...(b.processDefinitionKey ? { definitionKey: b.processDefinitionKey } : {}), formData: b.formData ?? {}, initiator: actorOf(request).humancode, lang: request.lang }),
      ),
    );
  });

  app.post('/bpmProcessInstanceCopy/queryPage', { schema: { body: pageSchema('copy') } }, async (request) => ok(await copyPage(db, actorOf(request).humancode, request.body as PageInput)));

  app.post('/bpmProcessInstanceCopy/read', { schema: { body: object({ ids: { type: 'array', items: ID, maxItems: 500 } }, ['ids']) } }, async (request) => {
    const { ids } = request.body as { ids: string[] };
    return ok({ updated: await readCopies(db, actorOf(request).humancode, ids) });
  });
}
