/** Spec §2.7 logs dialog, §7.6 "send logs to the server": the browser's error log, uploaded by a signed-in user. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_LOG_LIMITS } from '../../schemas/client-log.ts';
import { clientLogs } from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import type { Db } from '../db/client.ts';
import { consume, QUOTAS } from '../quota/daily-quota.ts';

const entry = object({
  type: str(CLIENT_LOG_LIMITS.type),
  url: str(CLIENT_LOG_LIMITS.url),
  message: str(CLIENT_LOG_LIMITS.message),
  stack: str(CLIENT_LOG_LIMITS.stack),
  info: str(CLIENT_LOG_LIMITS.info),
  time: str(CLIENT_LOG_LIMITS.time),
});

const uploadBody = object(
  { logs: { type: 'array', minItems: 1, maxItems: CLIENT_LOG_LIMITS.entries, items: entry } },
  ['logs'],
);

type Entry = Partial<Record<'type' | 'url' | 'message' | 'stack' | 'info' | 'time', string>>;

export function registerLogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/sytLog/upload', { schema: { body: uploadBody } }, async (request) => {
    const { session } = authOf(request);
    const { logs } = request.body as { logs: Entry[] };
    await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await consume(db, session.accountId, QUOTAS.clientLogs, { count: ctx.config.clientLogDailyQuota }, { count: logs.length });
      await db.insert(clientLogs).values(
        logs.map((log) => ({
          accountId: session.accountId,
          type: log.type ?? null,
          url: log.url ?? null,
          message: log.message ?? null,
          stack: log.stack ?? null,
          info: log.info ?? null,
          time: log.time ?? null,
        })),
      );
    });
    return ok({ saved: logs.length });
  });
}
