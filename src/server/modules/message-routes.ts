/**
 * Spec §7.4: a person's own messages. These calls share the /sytMessageSend prefix with the message
 * management screen, so they are answered here (before the entity runtime registers its generic
 * ones): queryPage lists the caller's messages unless `scope: "all"` is asked by a role that manages
 * messages; delete removes the caller's own messages, or any for that role.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { hasPermission } from '../../schemas/permissions.ts';
import { ok } from '../http/envelope.ts';
import { empty, object, str } from '../http/body.ts';
import { AppError, notFound } from '../http/errors.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { columnsOf } from '../entity/query.ts';
import { writeAudit } from '../entity/audit.ts';
import { accounts, messageTypes } from '../db/schema.ts';
import { registerMessageSendRoutes } from './message-send-routes.ts';

const idList = { type: 'array', minItems: 1, maxItems: 500, items: str(64, { minLength: 1 }) };
const idsBody = object({ ids: idList }, ['ids']);

type MessageRecord = Record<string, unknown> & { senderHumancode?: unknown };

export function registerMessageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /** The message centre shows who sent a message by name: senderName beside the stored humancode. */
  const withSenderNames = async <T extends MessageRecord>(rows: T[]): Promise<(T & { senderName: string | null })[]> => {
    const codes = [...new Set(rows.map((r) => r.senderHumancode).filter((c): c is string => typeof c === 'string' && c !== ''))];
    const found = codes.length === 0 ? [] : await ctx.db.select({ code: accounts.humancode, name: accounts.humanname }).from(accounts).where(inArray(accounts.humancode, codes));
    const names = new Map(found.map((a) => [a.code, a.name]));
    return rows.map((r) => ({ ...r, senderName: typeof r.senderHumancode === 'string' ? (names.get(r.senderHumancode) ?? null) : null }));
  };

  const runtime = () => {
    const found = app.entities.get('sytMessageSend');
    if (!found) throw new AppError('notFound');
    return found;
  };
  const col = (key: string) => columnsOf(runtime())[key] as PgColumn;
  // 消息管理's sends to chosen people, departments and roles, with their delivery and read counts.
  registerMessageSendRoutes(app, ctx, runtime);

  app.post('/sytMessageSend/queryPage', async (request) => {
    const auth = authOf(request);
    const { scope, ...body } = (request.body ?? {}) as { scope?: unknown; queryParam?: Record<string, unknown> };
    const page = app.entityService.validatePage(runtime(), body, request.lang);
    if (scope === 'all') {
      if (!hasPermission(auth.permissions, 'sys_message_view')) throw new AppError('forbidden');
      const all = await app.entityService.page(runtime(), page);
      return ok({ ...all, records: await withSenderNames(all.records as MessageRecord[]) });
    }
    if (scope !== undefined) throw new AppError('validation', { errors: [{ path: '/scope', message: { zh: '/scope 只能是 "all" 或不填', en: '/scope must be "all" or absent' } }] });
    const own = await app.entityService.page(runtime(), { ...page, queryParam: { ...page.queryParam, receiverHumancode: auth.session.humancode } });
    return ok({ ...own, records: await withSenderNames(own.records as MessageRecord[]) });
  });

  // The message centre's detail: one's own message; any message only for a role that manages them.
  app.post('/sytMessageSend/queryInfo', { schema: { body: object({ id: str(64, { minLength: 1 }) }, ['id']) } }, async (request) => {
    const auth = authOf(request);
    const { id } = request.body as { id: string };
    if (!hasPermission(auth.permissions, 'sys_message_view')) {
      const own = await ctx.db
        .select({ id: col('id') })
        .from(runtime().table)
        .where(and(eq(col('id'), id), eq(col('receiverHumancode'), auth.session.humancode)))
        .limit(1);
      if (own.length === 0) throw notFound('消息不存在', 'The message does not exist');
    }
    const [row] = await withSenderNames([(await app.entityService.info(runtime(), id)) as MessageRecord]);
    return ok(row);
  });

  app.post('/sytMessageSend/read', { schema: { body: idsBody } }, async (request) => {
    const auth = authOf(request);
    const { ids } = request.body as { ids: string[] };
    const rows = await ctx.db
      .update(runtime().table)
      .set({ status: 1, readAt: new Date(), updatedAt: new Date() } as never)
      .where(and(inArray(col('id'), ids), eq(col('receiverHumancode'), auth.session.humancode)))
      .returning({ id: col('id') });
    return ok({ updated: rows.length });
  });

  app.post('/sytMessageSend/delete', { schema: { body: object({ ids: idList, id: str(64, { minLength: 1 }) }) } }, async (request) => {
    const auth = authOf(request);
    const body = request.body as { ids?: string[]; id?: string };
    const ids = [...(body.ids ?? []), ...(body.id ? [body.id] : [])];
    if (ids.length === 0) throw new AppError('validation', { errors: [{ path: '/ids', message: { zh: '/ids 不能为空', en: '/ids must not be empty' } }] });
    const manager = hasPermission(auth.permissions, 'sys_message_btn_del');
    const where = manager ? inArray(col('id'), ids) : and(inArray(col('id'), ids), eq(col('receiverHumancode'), auth.session.humancode));
    const deleted = await ctx.db.transaction(async (tx) => {
      const rows = await tx.delete(runtime().table).where(where).returning();
      for (const row of rows) {
        await writeAudit(tx as never, { schema: runtime().schema, recordId: String(row.id), action: 'delete', before: row as Record<string, unknown>, auth, ip: request.ip });
      }
      return rows.length;
    });
    return ok({ deleted });
  });

  // `empty` like every payload-less call: unknown fields are refused, not ignored.
  app.post('/sytMessage/type', { schema: { body: empty } }, async () =>
    ok(await ctx.db.select({ id: messageTypes.id, code: messageTypes.code, name: messageTypes.name, nameEn: messageTypes.nameEn }).from(messageTypes).orderBy(messageTypes.sort)),
  );

  app.post('/sytMessageSend/countByUser', { schema: { body: empty } }, async (request) => {
    const auth = authOf(request);
    const rows = await ctx.db
      .select({ type: col('type'), n: count() })
      .from(runtime().table)
      .where(and(eq(col('receiverHumancode'), auth.session.humancode), eq(col('status'), 0)))
      .groupBy(col('type'));
    const byType = Object.fromEntries(rows.map((r) => [String(r.type), Number(r.n)]));
    return ok({ total: Object.values(byType).reduce((a, b) => a + b, 0), byType });
  });
}
