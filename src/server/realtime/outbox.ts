/**
 * The real-time outbox (migration 0013). Triggers on the personal message table write one outbox row per
 * receiver in the transaction that writes the message — whichever code path wrote it: the engine's flush,
 * a listener's notify(), the admin's send through the entity runtime — and NOTIFY per statement with its
 * rows (outbox-notice.ts). NOTIFY is delivered only at commit, so a rolled-back message is never pushed;
 * each server process LISTENs and hands the rows to its own broker.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Listener } from '../db/listen.ts';
import { CHANNEL, parseNotice, TRIGGER_FUNCTION, TRIGGER_VERSION, type OutboxNotice, type OutboxRow } from './outbox-notice.ts';

export { CHANNEL, type OutboxRow };
const MESSAGE_TABLE = 'syt_message_send';
/** Outbox rows are only needed until every process has read them; a day covers any replay. */
const RETENTION = '1 day';
const PURGE_EVERY_MS = 10 * 60_000;

const TRIGGERS = [
  { name: 'syt_message_send_rt_ins', event: 'INSERT', referencing: 'NEW TABLE AS "realtime_new_rows"' },
  { name: 'syt_message_send_rt_upd', event: 'UPDATE', referencing: 'OLD TABLE AS "realtime_old_rows" NEW TABLE AS "realtime_new_rows"' },
  { name: 'syt_message_send_rt_del', event: 'DELETE', referencing: 'OLD TABLE AS "realtime_old_rows"' },
];

/**
 * Brings the trigger function to this version and attaches the outbox triggers to the message table. That
 * table is an entity table created at start-up (after the migrations), so this happens here, once, under
 * an advisory lock so two processes starting together do not race.
 */
export async function ensureOutboxTriggers(database: Database): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727013)`);
    const current = rowsOf(await tx.execute(sql`select prosrc from pg_proc where proname = 'syt_realtime_message_outbox'`)) as { prosrc: string }[];
    if (!current.some((f) => f.prosrc.includes(TRIGGER_VERSION))) await tx.execute(sql.raw(TRIGGER_FUNCTION));
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

/** The notices' rows as three parallel arrays (transaction, first id, last id) for one statement. */
const ranges = (notices: readonly OutboxNotice[]) => [notices.map((n) => n.xid), notices.map((n) => n.from), notices.map((n) => n.to)];
const IN_RANGES = 'join unnest($1::bigint[], $2::bigint[], $3::bigint[]) as t(x, a, b) on o.xid = t.x and o.id between t.a and t.b';

/**
 * Reads committed statements' outbox rows (read mode, for rows that did not fit in their notification),
 * each notice's own in order. Ranges of concurrent transactions may interleave, so rows are matched back
 * by transaction and range.
 */
export async function rowsOfNotices(database: Database, notices: readonly OutboxNotice[]): Promise<OutboxRow[][]> {
  if (notices.length === 0) return [];
  const raw = await database.query<RawRow & { xid: string }>(`select o.xid::text as xid, o.id::text as id, o.user_code, o.body from syt_realtime_outbox o ${IN_RANGES}`, ranges(notices));
  return notices.map((notice) => claimed(raw.filter((row) => row.xid === notice.xid && inRange(row.id, notice))));
}

/**
 * Claims committed statements' outbox rows (relay mode): the DELETE is atomic, so when every process
 * hears a NOTIFY exactly one of them gets the rows and publishes them to the broker.
 */
export async function claimRowsOfNotices(database: Database, notices: readonly OutboxNotice[]): Promise<OutboxRow[]> {
  if (notices.length === 0) return [];
  return claimed(
    await database.query<RawRow>(
      `delete from syt_realtime_outbox o using unnest($1::bigint[], $2::bigint[], $3::bigint[]) as t(x, a, b)
       where o.xid = t.x and o.id between t.a and t.b returning o.id::text as id, o.user_code, o.body`,
      ranges(notices),
    ),
  );
}

/**
 * Claims rows whose NOTIFY no process acted on (a listener was reconnecting, or the relay was down):
 * older than a moment, so the NOTIFY path keeps its order, and younger than a minute: clients that
 * missed older ones have reconnected and re-read since.
 */
async function claimLeftovers(database: Database): Promise<OutboxRow[]> {
  return claimed(
    await database.query<RawRow>(
      `delete from syt_realtime_outbox where created_at < now() - interval '2 seconds' and created_at > now() - interval '1 minute'
       returning id::text as id, user_code, body`,
    ),
  );
}

type RawRow = { id: string; user_code: string | null; body: unknown };

/** Neither ANY nor DELETE ... RETURNING keeps an order: rows go out in the order they were written. */
function claimed(rows: RawRow[]): OutboxRow[] {
  return rows
    .map((r) => ({ id: r.id, userCode: r.user_code, body: typeof r.body === 'string' ? r.body : JSON.stringify(r.body) }))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/** Whether an outbox id lies in a notice's range. */
function inRange(id: string, notice: OutboxNotice): boolean {
  const n = BigInt(id);
  return n >= BigInt(notice.from) && n <= BigInt(notice.to);
}

/** What the fan-out hands rows to: the broker in use (broker.ts). */
export interface FanoutTarget {
  publish(row: OutboxRow): boolean;
  available(): boolean;
  readonly outboxMode: 'read' | 'claim';
}

const SWEEP_EVERY_MS = 5_000;

/**
 * Listens for committed outbox rows and hands each to the broker, in commit order, so a user's messages
 * arrive in the order they were written.
 * 'read': every process delivers each statement's rows to its own clients: straight from the notification
 * when its rows came inline and nothing is queued before it, else through the queue, where notifications
 * that arrived meanwhile are read together (one statement for many).
 * 'claim' (relay): one process takes each statement's rows (an atomic DELETE; a claim per notification
 * would be the bottleneck under load, so they are batched the same way) and publishes them to the broker;
 * while the relay is down nothing is claimed, and leftovers are swept up every few seconds.
 */
export async function startFanout(database: Database, target: FanoutTarget, log: { warn(message: string): void }): Promise<{ close(): Promise<void> }> {
  let chain = Promise.resolve();
  let queued = 0;
  let closed = false;
  const claiming = target.outboxMode === 'claim';
  const hand = (rows: OutboxRow[]) => {
    let lost = 0;
    for (const row of rows) if (!target.publish(row)) lost += 1;
    if (lost > 0) log.warn(`realtime fan-out: ${lost} push(es) not handed to the relay (connection lost)`);
  };
  const enqueue = (work: () => Promise<OutboxRow[]>) => {
    queued += 1;
    chain = chain
      .then(async () => {
        if (closed) return;
        hand(await work());
      })
      .catch((error: Error) => log.warn(`realtime fan-out: ${error.message}`))
      .finally(() => {
        queued -= 1;
      });
  };
  const sweep = () => (target.available() ? claimLeftovers(database) : Promise.resolve([]));
  let waiting: OutboxNotice[] = [];
  const take = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice || closed) return;
    // The fast path: nothing ahead of it, so handing it now keeps the order.
    if (!claiming && notice.rows && queued === 0) return hand(notice.rows);
    waiting.push(notice);
    if (waiting.length > 1) return; // a read is already queued and will take this one too
    enqueue(async () => {
      const notices = waiting;
      waiting = [];
      // While the relay is down nothing is claimed: the sweep publishes these once it is back.
      if (claiming) return target.available() ? claimRowsOfNotices(database, notices) : [];
      const missing = notices.filter((n) => !n.rows);
      const read = await rowsOfNotices(database, missing);
      return notices.flatMap((n) => n.rows ?? read[missing.indexOf(n)] ?? []);
    });
  };
  const listener: Listener = await database.listen(CHANNEL, {
    onNotify: take,
    // Read mode: pushes missed while the listening connection was down are not replayed: clients re-read
    // their count and lists whenever their own connection comes back, and the bell polls where it cannot
    // connect. Claim mode: the sweep below publishes them.
    onReconnect: () => {
      log.warn(`realtime fan-out: listener reconnected; ${claiming ? 'sweeping up unclaimed pushes' : 'pushes in between were not replayed'}`);
      if (claiming) enqueue(sweep);
    },
  });
  const timers = [
    setInterval(() => {
      void database.query(`delete from syt_realtime_outbox where created_at < now() - interval '${RETENTION}'`).catch(() => undefined);
    }, PURGE_EVERY_MS),
    ...(claiming ? [setInterval(() => enqueue(sweep), SWEEP_EVERY_MS)] : []),
  ];
  for (const timer of timers) timer.unref();
  return {
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await listener.close();
      await chain;
    },
  };
}
