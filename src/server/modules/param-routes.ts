/**
 * Spec §7.2: system parameters looked up by id, name or type. The anonymous variant reads only public
 * ones, and so does the signed-in one for a caller without the parameter-view code (sys_param_view):
 * a parameter not marked public is the administrators' business. A secret's value is masked for all.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sysParams } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { hasPermission } from '../../schemas/permissions.ts';
import { maskSecret } from '../entity/hooks/param-hooks.ts';

/** The parameter screen's view code (src/entities/sytSysParam.json). */
const PARAM_VIEW = 'sys_param_view';

const lookupBody = object({ idOrNameOrType: str(100, { minLength: 1 }) }, ['idOrNameOrType']);

async function lookup(db: Db, key: string, publicOnly: boolean) {
  const match = or(eq(sysParams.id, key), eq(sysParams.name, key), eq(sysParams.type, key));
  const rows = await db
    .select({
      id: sysParams.id,
      name: sysParams.name,
      value: sysParams.value,
      img: sysParams.img,
      type: sysParams.type,
      platform: sysParams.platform,
      secret: sysParams.secret,
    })
    .from(sysParams)
    .where(publicOnly ? and(match, eq(sysParams.isPublic, true)) : match);
  // An exact id or name beats a type match when several rows answer.
  const found = rows.find((r) => r.id === key) ?? rows.find((r) => r.name === key) ?? rows[0];
  if (!found) return null;
  const { id, name, value, img, type, platform } = maskSecret(found);
  return { id, name, value, img, type, platform };
}

export function registerParamRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/sytSysParam/get', { schema: { body: lookupBody } }, async (request) => {
    const publicOnly = !hasPermission(authOf(request).permissions, PARAM_VIEW);
    return ok(await lookup(ctx.db, (request.body as { idOrNameOrType: string }).idOrNameOrType, publicOnly));
  });
  app.post('/sytSysParam/getNoLogin', { config: { public: true }, schema: { body: lookupBody } }, async (request) =>
    ok(await lookup(ctx.db, (request.body as { idOrNameOrType: string }).idOrNameOrType, true)),
  );
}
