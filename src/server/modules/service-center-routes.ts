/**
 * Spec §7.3: what the service hall asks of the service centre — the catalogue with the caller's
 * favourites, counts by category, visits, feedback and favourites — for every signed-in person. The
 * management screens are entity pages.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ok } from '../http/envelope.ts';
import { empty, object, str } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { columnsOf } from '../entity/query.ts';
import type { Db } from '../db/client.ts';
import { consume, QUOTAS } from '../quota/daily-quota.ts';
import { accounts } from '../db/schema.ts';

/** The hall's audience tabs: an account's identity (demo-data: student, teacher, staff) seen as one of them. */
export const audienceOf = (identity: string | null | undefined): 'student' | 'staff' => (identity === 'student' ? 'student' : 'staff');

const idBody = object({ id: str(64, { minLength: 1 }) }, ['id']);

export function registerServiceCenterRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const entity = (name: string) => {
    const runtime = app.entities.get(name);
    if (!runtime) throw notFound('服务中心未启用', 'The service centre is not enabled');
    return { runtime, col: (key: string) => columnsOf(runtime)[key] as PgColumn };
  };
  const service = () => entity('sytServiceCenter');

  async function assertService(id: string) {
    const { runtime, col } = service();
    const [row] = await ctx.db.select({ id: col('id') }).from(runtime.table).where(and(eq(col('id'), id), eq(col('enabled'), true))).limit(1);
    if (!row) throw notFound('服务不存在或已下线', 'The service does not exist or is offline');
  }

  /**
   * The hall's catalogue: every online service (icons signed like any entity read) with whether the
   * caller collected it, and the caller's own audience so the hall opens on the right tab. A service
   * without an audience (rows older than the field) is for everyone.
   */
  app.post('/sytServiceCenter/hall', { schema: { body: empty } }, async (request) => {
    const { session } = authOf(request);
    const { runtime } = service();
    const collects = entity('sytServiceCenterCollect');
    const [rows, mine, [me]] = await Promise.all([
      app.entityService.list(runtime, { queryParam: { enabled: true } }),
      ctx.db.select({ id: collects.col('serviceId') }).from(collects.runtime.table).where(eq(collects.col('humancode'), session.humancode)),
      ctx.db.select({ identity: accounts.identity }).from(accounts).where(eq(accounts.id, session.accountId)).limit(1),
    ]);
    const collected = new Set(mine.map((r) => String(r.id)));
    const services = rows
      .map((row: Record<string, unknown>) => ({ ...row, audience: (row.audience as string | null) ?? 'all', collected: collected.has(String(row.id)) }) as Record<string, unknown>)
      .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || String(a.name).localeCompare(String(b.name), 'zh'));
    return ok({ services, audience: audienceOf(me?.identity) });
  });

  // `empty` like every payload-less call: unknown fields are refused, not ignored.
  app.post('/sytServiceCenter/count', { schema: { body: empty } }, async () => {
    const { runtime, col } = service();
    const rows = await ctx.db.select({ category: col('category'), n: count() }).from(runtime.table).where(eq(col('enabled'), true)).groupBy(col('category'));
    const byCategory = rows.map((r) => ({ category: String(r.category), count: Number(r.n) }));
    return ok({ total: byCategory.reduce((sum, c) => sum + c.count, 0), byCategory });
  });

  app.post('/sytServiceCenter/hitCount', { schema: { body: idBody } }, async (request) => {
    const { id } = request.body as { id: string };
    const { runtime, col } = service();
    const hitCount = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      // One person cannot inflate a service's count beyond their daily allowance.
      await consume(db, authOf(request).session.accountId, QUOTAS.hits, { count: ctx.config.hitDailyQuota });
      const [row] = await db
        .update(runtime.table)
        .set({ hitCount: sql`coalesce(${col('hitCount')}, 0) + 1` } as never)
        .where(and(eq(col('id'), id), eq(col('enabled'), true)))
        .returning({ hitCount: col('hitCount') });
      if (!row) throw notFound('服务不存在或已下线', 'The service does not exist or is offline');
      return Number(row.hitCount);
    });
    return ok({ hitCount });
  });

  app.post('/sytServiceCenter/feedback', { schema: { body: object({ id: str(64, { minLength: 1 }), content: str(2000, { minLength: 1 }) }, ['id', 'content']) } }, async (request) => {
    const { id, content } = request.body as { id: string; content: string };
    await assertService(id);
    const { runtime } = entity('sytServiceFeedback');
    const { session } = authOf(request);
    const now = new Date();
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await consume(db, session.accountId, QUOTAS.feedback, { count: ctx.config.feedbackDailyQuota }, {}, now);
      await db.insert(runtime.table).values({ id: crypto.randomUUID(), serviceId: id, humancode: session.humancode, content, handled: false, createdAt: now, updatedAt: now } as never);
    });
    return ok(null);
  });

  /** Toggles the caller's favourite; answers whether the service is now collected. */
  app.post('/sytServiceCenterCollect/operation', { schema: { body: idBody } }, async (request) => {
    const { id } = request.body as { id: string };
    await assertService(id);
    const humancode = authOf(request).session.humancode;
    const { runtime, col } = entity('sytServiceCenterCollect');
    const mine = and(eq(col('serviceId'), id), eq(col('humancode'), humancode));
    const removed = await ctx.db.delete(runtime.table).where(mine).returning({ id: col('id') });
    if (removed.length > 0) return ok({ collected: false });
    const now = new Date();
    await ctx.db.insert(runtime.table).values({ id: crypto.randomUUID(), serviceId: id, humancode, createdAt: now, updatedAt: now } as never);
    return ok({ collected: true });
  });
}
