/**
 * The real-time outbox (migration 0013). Triggers on the personal message table write one outbox row per
 * receiver in the transaction that writes the message — whichever code path wrote it: the engine's flush,
 * a listener's notify(), the admin's send through the entity runtime — and NOTIFY with the transaction's
 * id. NOTIFY is delivered only at commit, so a rolled-back message is never pushed; each server process
 * LISTENs, reads that transaction's outbox rows and hands them to its own broker.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Listener } from '../db/listen.ts';

export const CHANNEL = 'flowhall_realtime';
const MESSAGE_TABLE = 'syt_message_send';
/** Outbox rows are only needed until every process has read them; a day covers any replay. */
const RETENTION = '1 day';
const PURGE_EVERY_MS = 10 * 60_000;

export interface OutboxRow {
  id: string;
  userCode: string | null;
  body: string;
}

const TRIGGERS = [
  { name: 'syt_message_send_rt_ins', event: 'INSERT', referencing: 'NEW TABLE AS "realtime_new_rows"' },
  { name: 'syt_message_send_rt_upd', event: 'UPDATE', referencing: 'OLD TABLE AS "realtime_old_rows" NEW TABLE AS "realtime_new_rows"' },
  { name: 'syt_message_send_rt_del', event: 'DELETE', referencing: 'OLD TABLE AS "realtime_old_rows"' },
];

/**
 * Attaches the outbox triggers to the message table. That table is an entity table created at start-up
 * (after the migrations), so the triggers are attached here, once, under an advisory lock so two
 * processes starting together do not race.
 */
export async function ensureOutboxTriggers(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727013)`);
    const existing = await tx.execute(sql`select tgname from pg_trigger where tgrelid = ${MESSAGE_TABLE}::regclass and not tgisinternal`);
    const names = new Set((rowsOf(existing) as { tgname: string }[]).map((r) => r.tgname));
    for (const trigger of TRIGGERS) {
      if (names.has(trigger.name)) continue;
      await tx.execute(
        sql.raw(
          `create trigger "${trigger.name}" after ${trigger.event} on "${MESSAGE_TABLE}" referencing ${trigger.referencing} for each statement execute function "syt_realtime_message_outbox"()`,
        ),
      );
    }
  });
}

/** Drizzle answers `execute` as an array (node-postgres) or as `{rows}` (PGlite). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
}

/** Reads one committed transaction's outbox rows, in the order they were written. */
export async function rowsOfTransaction(database: Database, xid: string): Promise<OutboxRow[]> {
  if (!/^\d{1,20}$/.test(xid)) return [];
  const rows = await database.query<{ id: string; user_code: string | null; body: unknown }>(
    'select id::text as id, user_code, body from syt_realtime_outbox where xid = $1::bigint order by id',
    [xid],
  );
  return rows.map((r) => ({ id: r.id, userCode: r.user_code, body: typeof r.body === 'string' ? r.body : JSON.stringify(r.body) }));
}

/**
 * Listens for committed outbox rows and hands each to `deliver`. Notifications that arrive together are
 * read in order, one transaction after the other, so a user's messages arrive in commit order.
 */
export async function startFanout(database: Database, deliver: (row: OutboxRow) => void, log: { warn(message: string): void }): Promise<{ close(): Promise<void> }> {
  let chain = Promise.resolve();
  let closed = false;
  const take = (xid: string) => {
    chain = chain
      .then(async () => {
        if (closed) return;
        for (const row of await rowsOfTransaction(database, xid)) deliver(row);
      })
      .catch((error: Error) => log.warn(`realtime fan-out: ${error.message}`));
  };
  const listener: Listener = await database.listen(CHANNEL, {
    onNotify: take,
    // Pushes missed while the listening connection was down are not replayed: clients re-read their
    // count and lists whenever their own connection comes back, and the bell polls where it cannot connect.
    onReconnect: () => log.warn('realtime fan-out: listener reconnected; pushes in between were not replayed'),
  });
  const purge = setInterval(() => {
    void database.query(`delete from syt_realtime_outbox where created_at < now() - interval '${RETENTION}'`).catch(() => undefined);
  }, PURGE_EVERY_MS);
  purge.unref();
  return {
    async close() {
      closed = true;
      clearInterval(purge);
      await listener.close();
      await chain;
    },
  };
}
