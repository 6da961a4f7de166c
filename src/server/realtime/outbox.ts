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

const XID = /^\d{1,20}$/;

/** Reads committed transactions' outbox rows, in the order they were written. */
export async function rowsOfTransactions(database: Database, xids: string[]): Promise<OutboxRow[]> {
  const valid = xids.filter((x) => XID.test(x));
  if (valid.length === 0) return [];
  return claimed(await database.query<RawRow>('select id::text as id, user_code, body from syt_realtime_outbox where xid = any($1::bigint[])', [valid]));
}

/**
 * Claims committed transactions' outbox rows (relay mode): the DELETE is atomic, so when every process
 * hears a NOTIFY exactly one of them gets the rows and publishes them to the broker.
 */
export async function claimRowsOfTransactions(database: Database, xids: string[]): Promise<OutboxRow[]> {
  const valid = xids.filter((x) => XID.test(x));
  if (valid.length === 0) return [];
  return claimed(await database.query<RawRow>('delete from syt_realtime_outbox where xid = any($1::bigint[]) returning id::text as id, user_code, body', [valid]));
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

/** What the fan-out hands rows to: the broker in use (broker.ts). */
export interface FanoutTarget {
  publish(row: OutboxRow): boolean;
  available(): boolean;
  readonly outboxMode: 'read' | 'claim';
}

const SWEEP_EVERY_MS = 5_000;

/**
 * Listens for committed outbox rows and hands each to the broker. Notifications that arrive while a read is
 * under way are read together by the next one (one statement for many transactions: under load a claim's
 * commit per transaction would be the bottleneck), in order, so a user's messages arrive in commit order.
 * 'read': every process reads each transaction's rows and delivers to its own clients.
 * 'claim' (relay): one process takes each transaction's rows and publishes them to the broker; while the
 * relay is down nothing is claimed, and leftovers are swept up every few seconds.
 */
export async function startFanout(database: Database, target: FanoutTarget, log: { warn(message: string): void }): Promise<{ close(): Promise<void> }> {
  let chain = Promise.resolve();
  let closed = false;
  const claiming = target.outboxMode === 'claim';
  const hand = (rows: OutboxRow[]) => {
    let lost = 0;
    for (const row of rows) if (!target.publish(row)) lost += 1;
    if (lost > 0) log.warn(`realtime fan-out: ${lost} push(es) not handed to the relay (connection lost)`);
  };
  const enqueue = (work: () => Promise<OutboxRow[]>) => {
    chain = chain
      .then(async () => {
        if (closed) return;
        hand(await work());
      })
      .catch((error: Error) => log.warn(`realtime fan-out: ${error.message}`));
  };
  const sweep = () => (target.available() ? claimLeftovers(database) : Promise.resolve([]));
  let waiting: string[] = [];
  const take = (xid: string) => {
    waiting.push(xid);
    if (waiting.length > 1) return; // a read is already queued and will take this one too
    enqueue(() => {
      const xids = waiting;
      waiting = [];
      if (!claiming) return rowsOfTransactions(database, xids);
      // While the relay is down nothing is claimed: the sweep publishes these once it is back.
      return target.available() ? claimRowsOfTransactions(database, xids) : Promise.resolve([]);
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
