/**
 * The information portal's reads (platform-shell §2.2 `common`, designed here; the spec names no call):
 *
 * - /sytPortal/common {parts?, limit?} — public (the portal is isAuth = false): what the front page shows,
 *   only published rows: enabled banners of the pc platform, news and notices (entity sytNews, pinned
 *   first, newest next), online services, and the public default desktop. `parts` asks for some of them
 *   (a desktop widget asks only for its own part).
 * - /sytPortal/newsPage {page, pageSize, category?, keyword?} and /sytPortal/newsInfo {id} — public: the
 *   published news and notices; an unpublished or unknown id is "not found".
 * - /sytPortal/myStats — signed in: the caller's own started processes counted by result and by month
 *   (last six months), for the portal's chart widget and analysis pages.
 *
 * The management of these rows stays on the entity screens (sytNews, sytRollBanner, sytServiceCenter).
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ok } from '../http/envelope.ts';
import { empty, int, object, str } from '../http/body.ts';
import { notFound } from '../http/errors.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { columnsOf, selectionOf } from '../entity/query.ts';
import type { Row } from '../entity/hooks.ts';
import { bpmInstances } from '../db/schema-bpm.ts';

const PARTS = ['banners', 'news', 'notices', 'services', 'desktop'] as const;
type Part = (typeof PARTS)[number];
const CATEGORIES = ['news', 'notice'];
const MONTHS = 6;

const commonBody = object({ parts: { type: 'array', items: { enum: [...PARTS] }, maxItems: PARTS.length, uniqueItems: true }, limit: int({ minimum: 1, maximum: 20 }) });
const newsPageBody = object(
  { page: int({ minimum: 1, maximum: 10000 }), pageSize: int({ minimum: 1, maximum: 50 }), category: { enum: CATEGORIES }, keyword: str(100) },
  ['page', 'pageSize'],
);
const idBody = object({ id: str(64, { minLength: 1 }) }, ['id']);

/** Pinned first, then the newest: a stable order the page and the widgets share. */
const byPinnedThenNewest = (a: Row, b: Row) => Number(Boolean(b.pinned)) - Number(Boolean(a.pinned)) || timeOf(b.publishedAt) - timeOf(a.publishedAt);
/** Rows carry Date objects (JSON makes them ISO text later); an unset date sorts last. */
const timeOf = (value: unknown): number => (value instanceof Date || typeof value === 'string' ? new Date(value).getTime() || 0 : 0);

export function registerPortalRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const entity = (name: string) => app.entities.get(name);
  const service = () => app.entityService;
  const newsSort = { field: 'publishedAt', order: 'desc' as const };

  async function newsOf(category: string, limit: number): Promise<Row[]> {
    const runtime = entity('sytNews');
    if (!runtime) return [];
    const rows = await service().page(runtime, { page: 1, pageSize: 50, queryParam: { enabled: true, category }, sort: newsSort });
    return rows.records.sort(byPinnedThenNewest).slice(0, limit).map(withoutText);
  }

  async function publicDesktop(): Promise<Row | null> {
    const runtime = entity('sytDesktop');
    if (!runtime) return null;
    const col = (key: string) => columnsOf(runtime)[key] as PgColumn;
    const [row] = await ctx.db
      .select(selectionOf(runtime))
      .from(runtime.table)
      .where(and(isNull(col('ownerHumancode')), isNull(col('roleCode')), eq(col('isDefault'), true), eq(col('type'), 'pc端')))
      .orderBy(col('sort'), col('createdAt'))
      .limit(1);
    return row ? { id: row.id, name: row.name, layout: row.layout ?? [], settings: row.settings ?? {} } : null;
  }

  const readers: Record<Part, (limit: number) => Promise<unknown>> = {
    async banners(limit) {
      const runtime = entity('sytRollBanner');
      if (!runtime) return [];
      return (await service().list(runtime, { queryParam: { enabled: true, platform: 'pc' }, sort: { field: 'sort', order: 'asc' } })).slice(0, limit);
    },
    news: (limit) => newsOf('news', limit),
    notices: (limit) => newsOf('notice', limit),
    async services(limit) {
      const runtime = entity('sytServiceCenter');
      if (!runtime) return [];
      return (await service().list(runtime, { queryParam: { enabled: true }, sort: { field: 'sort', order: 'asc' } })).slice(0, limit);
    },
    desktop: () => publicDesktop(),
  };

  app.post('/sytPortal/common', { schema: { body: commonBody }, config: { public: true } }, async (request) => {
    const { parts = [...PARTS], limit = 8 } = request.body as { parts?: Part[]; limit?: number };
    const answers = await Promise.all(parts.map(async (part) => [part, await readers[part](limit)] as const));
    return ok(Object.fromEntries(answers));
  });

  app.post('/sytPortal/newsPage', { schema: { body: newsPageBody }, config: { public: true } }, async (request) => {
    const { page, pageSize, category, keyword } = request.body as { page: number; pageSize: number; category?: string; keyword?: string };
    const runtime = entity('sytNews');
    if (!runtime) return ok({ records: [], total: 0, page, pageSize });
    const queryParam: Record<string, unknown> = { enabled: true, ...(category ? { category } : {}), ...(keyword?.trim() ? { title: keyword.trim() } : {}) };
    const answer = await service().page(runtime, { page, pageSize, queryParam, sort: newsSort });
    return ok({ ...answer, records: answer.records.map(withoutText) });
  });

  app.post('/sytPortal/newsInfo', { schema: { body: idBody }, config: { public: true } }, async (request) => {
    const runtime = entity('sytNews');
    const { id } = request.body as { id: string };
    const row = runtime ? await service().info(runtime, id).catch(() => undefined) : undefined;
    // An id that is not published is answered like an unknown one: drafts are not probed.
    if (!row || row.enabled !== true) throw notFound('新闻不存在或未发布', 'The news item does not exist or is not published');
    return ok(row);
  });

  app.post('/sytPortal/myStats', { schema: { body: empty } }, async (request) => {
    const me = authOf(request).session.humancode;
    const since = new Date();
    since.setUTCDate(1);
    since.setUTCHours(0, 0, 0, 0);
    since.setUTCMonth(since.getUTCMonth() - (MONTHS - 1));
    const month = sql<string>`to_char(${bpmInstances.startTime} at time zone 'UTC', 'YYYY-MM')`;
    const [byResult, byMonth] = await Promise.all([
      ctx.db.select({ result: bpmInstances.result, n: count() }).from(bpmInstances).where(eq(bpmInstances.initiator, me)).groupBy(bpmInstances.result),
      ctx.db
        .select({ month, n: count() })
        .from(bpmInstances)
        .where(and(eq(bpmInstances.initiator, me), gte(bpmInstances.startTime, since)))
        .groupBy(month),
    ]);
    const counted = new Map(byMonth.map((r) => [r.month, Number(r.n)]));
    const months = Array.from({ length: MONTHS }, (_, i) => {
      const d = new Date(since);
      d.setUTCMonth(since.getUTCMonth() + i);
      const key = d.toISOString().slice(0, 7);
      return { month: key, count: counted.get(key) ?? 0 };
    });
    const results = byResult.map((r) => ({ result: Number(r.result), count: Number(r.n) })).sort((a, b) => a.result - b.result);
    return ok({ total: results.reduce((sum, r) => sum + r.count, 0), byResult: results, byMonth: months });
  });
}

/** Lists carry the summary, not the full text (the detail call answers that). */
function withoutText(row: Row): Row {
  const { content: _content, ...rest } = row;
  return rest;
}
