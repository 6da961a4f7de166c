/**
 * What the outbox trigger NOTIFYs, and the trigger itself (it replaces migration 0013's version).
 *
 * The first version notified only the transaction id, so every process had to read the rows back with a
 * query per batch of notifications: on two nodes that read (one round trip and one PostgreSQL backend
 * woken per process) was most of the cross-node delay. Now the notification of one statement carries that
 * statement's rows when they fit (NOTIFY payloads are capped at 8000 bytes), so a process delivers straight
 * from the notification. NOTIFY is still sent only at commit and in commit order, so nothing changes for
 * loss or order. Every notification also names its rows in the outbox (transaction id and the statement's
 * id range): a process reads them there when they did not fit, and the relay claims exactly those rows.
 */

export const CHANNEL = 'flowhall_realtime';

/** Marks the current definition, so start-up replaces an older one once and leaves this one alone. */
export const TRIGGER_VERSION = 'flowhall-realtime-outbox-v2';

/** Inline rows up to this many bytes of JSON; the rest of the 8000-byte payload is the envelope. */
const INLINE_BYTES = 7000;

export interface OutboxRow {
  id: string;
  userCode: string | null;
  body: string;
}

/** One statement's outbox rows: `xid` and ids `from`..`to` in the outbox, and the rows when they fitted. */
export interface OutboxNotice {
  xid: string;
  from: string;
  to: string;
  rows?: OutboxRow[];
}

const DIGITS = /^\d{1,20}$/;
const BIGINT_MAX = '9223372036854775807';

/**
 * Reads a notification; anything malformed is ignored (undefined). A bare transaction id (the first
 * version's payload, e.g. from a process started before the upgrade replaced the trigger) stands for
 * all of that transaction's rows.
 */
export function parseNotice(payload: string): OutboxNotice | undefined {
  if (DIGITS.test(payload)) return { xid: payload, from: '0', to: BIGINT_MAX };
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  const { x, a, b, r } = value as Record<string, unknown>;
  if (![x, a, b].every((part) => typeof part === 'string' && DIGITS.test(part))) return undefined;
  const notice: OutboxNotice = { xid: x as string, from: a as string, to: b as string };
  if (Array.isArray(r)) {
    const rows = r.map(inlineRow);
    // A row that cannot be read sends the whole statement through the outbox query instead.
    if (rows.every((row): row is OutboxRow => row !== undefined)) notice.rows = rows;
  }
  return notice;
}

function inlineRow(entry: unknown): OutboxRow | undefined {
  if (!Array.isArray(entry) || entry.length !== 3) return undefined;
  const [id, userCode, body] = entry as unknown[];
  if (typeof id !== 'string' || !DIGITS.test(id)) return undefined;
  if (userCode !== null && typeof userCode !== 'string') return undefined;
  if (!body || typeof body !== 'object') return undefined;
  return { id, userCode, body: JSON.stringify(body) };
}

/**
 * The statement trigger's function: writes one outbox row per receiver (a new message whole, a read or a
 * delete as a 'sync' for the receiver) and notifies once per statement. Set-based: one INSERT whatever the
 * number of rows, the notification built from what that INSERT returned.
 */
export const TRIGGER_FUNCTION = `CREATE OR REPLACE FUNCTION "syt_realtime_message_outbox"() RETURNS trigger LANGUAGE plpgsql AS $fn$
-- ${TRIGGER_VERSION}
DECLARE
  written bigint;
  first_id bigint;
  last_id bigint;
  inline text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH w AS (
      INSERT INTO "syt_realtime_outbox" ("user_code", "body")
      SELECT n."receiver_humancode", jsonb_build_object('kind', 'message', 'id', n."id", 'type', n."type", 'title', n."title",
        'processInstanceId', n."process_instance_id", 'taskId', n."task_id", 'senderHumancode', n."sender_humancode", 'createdAt', n."created_at")
      FROM "realtime_new_rows" n WHERE n."receiver_humancode" IS NOT NULL
      RETURNING "id", "user_code", "body")
    SELECT count(*), min(w."id"), max(w."id"), json_agg(json_build_array(w."id"::text, w."user_code", w."body") ORDER BY w."id")::text
      INTO written, first_id, last_id, inline FROM w;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH w AS (
      INSERT INTO "syt_realtime_outbox" ("user_code", "body")
      SELECT DISTINCT n."receiver_humancode", jsonb_build_object('kind', 'sync')
      FROM "realtime_new_rows" n JOIN "realtime_old_rows" o ON o."id" = n."id"
      WHERE n."receiver_humancode" IS NOT NULL AND n."status" IS DISTINCT FROM o."status"
      RETURNING "id", "user_code", "body")
    SELECT count(*), min(w."id"), max(w."id"), json_agg(json_build_array(w."id"::text, w."user_code", w."body") ORDER BY w."id")::text
      INTO written, first_id, last_id, inline FROM w;
  ELSE
    WITH w AS (
      INSERT INTO "syt_realtime_outbox" ("user_code", "body")
      SELECT DISTINCT o."receiver_humancode", jsonb_build_object('kind', 'sync')
      FROM "realtime_old_rows" o WHERE o."receiver_humancode" IS NOT NULL
      RETURNING "id", "user_code", "body")
    SELECT count(*), min(w."id"), max(w."id"), json_agg(json_build_array(w."id"::text, w."user_code", w."body") ORDER BY w."id")::text
      INTO written, first_id, last_id, inline FROM w;
  END IF;
  -- Sent at commit, in commit order; a rolled-back statement notifies nobody.
  IF written > 0 THEN
    PERFORM pg_notify('${CHANNEL}', json_build_object('x', txid_current()::text, 'a', first_id::text, 'b', last_id::text,
      'r', CASE WHEN octet_length(inline) <= ${INLINE_BYTES} THEN inline::json END)::text);
  END IF;
  RETURN NULL;
END;
$fn$`;
