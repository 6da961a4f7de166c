/**
 * Spec §2.6 / §7.1: the single sign-on hand-over asks which OAuth client the portal logs in through.
 * Public, because it is asked before anyone is logged in; it answers only what a login page may
 * show (never a secret): the client id, its login url, and a fresh uid for this hand-over.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ok } from '../http/envelope.ts';
import { object, str } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import type { ServerContext } from '../http/context.ts';
import { columnsOf } from '../entity/query.ts';

export function registerOauthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(
    '/oauthClient',
    { config: { public: true }, schema: { body: object({ clientId: str(100, { minLength: 1 }) }) } },
    async (request) => {
      const runtime = app.entities.get('oauthClientDetails');
      if (!runtime) throw notFound('未配置 OAuth 客户端', 'No OAuth client is configured');
      const col = (key: string) => columnsOf(runtime)[key] as PgColumn;
      const { clientId } = request.body as { clientId?: string };
      const rows = await ctx.db
        .select({ clientId: col('clientId'), clientName: col('clientName'), url: col('url') })
        .from(runtime.table)
        .where(clientId ? and(eq(col('enabled'), true), eq(col('clientId'), clientId)) : eq(col('enabled'), true))
        .orderBy(asc(col('clientId')))
        .limit(1);
      const client = rows[0];
      if (!client) throw notFound('未配置 OAuth 客户端', 'No OAuth client is configured');
      return ok({ clientId: client.clientId, clientName: client.clientName, url: client.url ?? '', uid: crypto.randomUUID() });
    },
  );
}
