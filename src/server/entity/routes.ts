/**
 * Registers the generic call family of every entity, each behind the permission code its schema
 * names: `{entity}/queryPage | queryList | queryInfo | queryState | treeList | edit | delete |
 * deleteYzj | export | import | downImportTemplate`, plus the entity's declared extra actions.
 */
import type { FastifyInstance } from 'fastify';
import { createAjv, type EntityRegistry, type EntityRuntime } from './registry.ts';
import { EntityService, invalid } from './service.ts';
import type { EntityHooks } from './hooks.ts';
import { ok } from '../http/envelope.ts';
import { object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { registerSpreadsheetRoutes } from './spreadsheet-routes.ts';

const idBody = object({ id: str(64, { minLength: 1 }), ids: { type: 'array', maxItems: 200, items: str(64, { minLength: 1 }) } });

function idsOf(body: { id?: string; ids?: string[] }, lang: 'zh' | 'en'): string[] {
  const ids = [...(body.ids ?? []), ...(body.id ? [body.id] : [])];
  if (ids.length === 0) {
    throw new AppError('validation', { errors: [{ path: '/id', message: lang === 'en' ? '/id is required' : '/id 缺少必填字段' }] });
  }
  return [...new Set(ids)];
}

export function registerEntityRoutes(app: FastifyInstance, ctx: ServerContext, registry: EntityRegistry, hooks: Record<string, EntityHooks>): EntityService {
  const service = new EntityService(ctx, registry, hooks);
  for (const runtime of registry.all()) registerOne(app, service, runtime, hooks[runtime.schema.name] ?? {});
  return service;
}

function registerOne(outer: FastifyInstance, service: EntityService, runtime: EntityRuntime, hooks: EntityHooks) {
  const { schema } = runtime;
  // A call a hand-written module already answers (e.g. the spec's resource treeList {type}) keeps that answer.
  const app = new Proxy(outer, {
    get(target, key, receiver) {
      if (key !== 'post' && key !== 'get') return Reflect.get(target, key, receiver);
      const method = key === 'post' ? 'POST' : 'GET';
      return (url: string, ...rest: unknown[]) =>
        target.hasRoute({ method, url }) ? target : (target[key] as (...args: unknown[]) => FastifyInstance)(url, ...rest);
    },
  });
  const base = `/${schema.name}`;
  const perms = schema.permissions;
  const view = perms.view;

  if (view) {
    app.post(`${base}/queryPage`, { config: { permission: view } }, async (request) =>
      ok(await service.page(runtime, service.validatePage(runtime, request.body, request.lang))),
    );
    app.post(`${base}/queryList`, { config: { permission: view } }, async (request) =>
      ok(await service.list(runtime, service.validatePage(runtime, request.body, request.lang))),
    );
    app.post(`${base}/queryState`, { config: { permission: view } }, async (request) =>
      ok(await service.state(runtime, service.validatePage(runtime, request.body, request.lang))),
    );
    app.post(`${base}/queryInfo`, { config: { permission: view }, schema: { body: object({ id: str(64, { minLength: 1 }) }, ['id']) } }, async (request) =>
      ok(await service.info(runtime, (request.body as { id: string }).id)),
    );
    if (schema.tree) {
      app.post(`${base}/treeList`, { config: { permission: view } }, async (request) =>
        ok(await service.tree(runtime, service.validatePage(runtime, request.body, request.lang))),
      );
    }
  }

  if (!schema.readOnly) {
    const editCodes = [perms.add, perms.edit].filter((c): c is string => Boolean(c));
    if (editCodes.length > 0) {
      app.post(`${base}/edit`, { config: { permission: editCodes } }, async (request) => {
        const auth = authOf(request);
        const body = request.body as Record<string, unknown>;
        const creating = body.id === undefined || body.id === null || body.id === '';
        // The route admits either code; the specific one decides.
        const needed = creating ? perms.add : perms.edit;
        if (!needed || !(auth.permissions.has(needed) || auth.permissions.has('*:*:*'))) throw new AppError('forbidden');
        return ok(await service.edit(runtime, body, auth, request));
      });
    }
    if (perms.delete) {
      app.post(`${base}/delete`, { config: { permission: perms.delete }, schema: { body: idBody } }, async (request) => {
        await service.remove(runtime, idsOf(request.body as { id?: string; ids?: string[] }, request.lang), authOf(request), request, false);
        return ok(null);
      });
      if (schema.softDelete) {
        app.post(`${base}/deleteYzj`, { config: { permission: perms.delete }, schema: { body: idBody } }, async (request) => {
          await service.remove(runtime, idsOf(request.body as { id?: string; ids?: string[] }, request.lang), authOf(request), request, true);
          return ok(null);
        });
      }
    }
  }

  registerSpreadsheetRoutes(app, service, runtime);

  for (const [alias, { of, access }] of Object.entries(schema.aliases ?? {})) {
    if (!view && access !== 'login') continue;
    const config: { permission?: string } = access === 'login' ? {} : { permission: view! };
    const read = { queryList: service.list, queryPage: service.page, treeList: service.tree }[of].bind(service);
    app.post(`${base}/${alias}`, { config }, async (request) => ok(await read(runtime, service.validatePage(runtime, request.body, request.lang))));
  }

  const ajv = createAjv();
  for (const action of schema.actions ?? []) {
    const handler = hooks.actions?.[action.name];
    if (!handler) throw new Error(`entity ${schema.name} declares action "${action.name}" but its hooks do not implement it`);
    const validate = ajv.compile(handler.body);
    app.post(`${base}/${action.name}`, { config: { permission: action.permission } }, async (request) => {
      if (!validate(request.body)) throw invalid(validate.errors, request.lang);
      const auth = authOf(request);
      const answer = await service.ctx.db.transaction(async (tx) =>
        handler.run(request.body as Record<string, unknown>, { ctx: service.ctx, tx: tx as never, auth, runtime, request }),
      );
      service.forgetTotals(runtime);
      return ok(answer ?? null);
    });
  }
}
