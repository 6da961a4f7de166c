/** Spec §7.2: system parameters looked up by id, name or type; the anonymous variant reads only public ones. */
import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sysParams } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { object, str } from '../http/body.ts';
import type { ServerContext } from '../http/context.ts';

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
    })
    .from(sysParams)
    .where(publicOnly ? and(match, eq(sysParams.isPublic, true)) : match);
  // An exact id or name beats a type match when several rows answer.
  return rows.find((r) => r.id === key) ?? rows.find((r) => r.name === key) ?? rows[0] ?? null;
}

export function registerParamRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/sytSysParam/get', { schema: { body: lookupBody } }, async (request) =>
    ok(await lookup(ctx.db, (request.body as { idOrNameOrType: string }).idOrNameOrType, false)),
  );
  app.post('/sytSysParam/getNoLogin', { config: { public: true }, schema: { body: lookupBody } }, async (request) =>
    ok(await lookup(ctx.db, (request.body as { idOrNameOrType: string }).idOrNameOrType, true)),
  );
}
