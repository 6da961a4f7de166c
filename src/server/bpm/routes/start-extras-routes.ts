/**
 * /bpmProcessDefinition/favourite and /bpmProcessDraft/get|save|delete: the start pages' per-user
 * favourites and drafts (src/server/bpm/approval/start-extras.ts). Any signed-in user, own rows only.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope.ts';
import { bool, object, str } from '../../http/body.ts';
import type { ServerContext } from '../../http/context.ts';
import { deleteDraft, getDraft, saveDraft, setFavourite } from '../approval/start-extras.ts';
import { actorOf, FORM } from './task-routes.ts';

const KEY = str(100, { minLength: 1 });

export function registerStartExtrasRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const db = ctx.db;

  app.post('/bpmProcessDefinition/favourite', { schema: { body: object({ key: KEY, on: bool() }, ['key', 'on']) } }, async (request) => {
    const { key, on } = request.body as { key: string; on: boolean };
    return ok(await setFavourite(db, actorOf(request).humancode, key, on));
  });

  app.post('/bpmProcessDraft/get', { schema: { body: object({ key: KEY }, ['key']) } }, async (request) => {
    const { key } = request.body as { key: string };
    return ok(await getDraft(db, actorOf(request).humancode, key));
  });

  app.post('/bpmProcessDraft/save', { schema: { body: object({ key: KEY, formData: FORM }, ['key', 'formData']) } }, async (request) => {
    const b = request.body as { key: string; formData: Record<string, unknown> };
    return ok(await saveDraft(db, actorOf(request).humancode, b));
  });

  app.post('/bpmProcessDraft/delete', { schema: { body: object({ key: KEY }, ['key']) } }, async (request) => {
    const { key } = request.body as { key: string };
    return ok({ deleted: await deleteDraft(db, actorOf(request).humancode, key) });
  });
}
