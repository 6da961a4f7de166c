/**
 * Writes one audit record per change or security event; hidden fields (hashes, secrets) never reach
 * the log. Each record keeps the label of its record at that moment (a deleted account still reads
 * as its name), so the log speaks of 张三 rather than of an id.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { AuthState } from '../http/context.ts';
import type { EntitySchema } from '../../schemas/entity/types.ts';
import type { Row } from './hooks.ts';

/** The subject of session events (logins, role switches), an entry of sytAuditLog's entity list like the entities. */
export const SESSION_SUBJECT = 'session';

function redact(schema: EntitySchema, row: Row | undefined): Row | null {
  if (!row) return null;
  const copy: Row = {};
  for (const [key, value] of Object.entries(row)) if (!schema.fields[key]?.hidden && !schema.fields[key]?.writeOnly) copy[key] = value;
  return copy;
}

function labelOf(schema: EntitySchema, ...rows: (Row | undefined)[]): string | null {
  for (const row of rows) {
    const value = row?.[schema.labelField];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 200);
  }
  return null;
}

export async function writeAudit(
  tx: Db,
  entry: {
    schema: EntitySchema;
    recordId: string | null;
    action: string;
    before?: Row | undefined;
    after?: Row | undefined;
    auth: AuthState;
    ip: string;
    /** The record's label when neither before nor after carries it (an action given only the id). */
    label?: string | null | undefined;
  },
): Promise<void> {
  if (entry.schema.audit === false) return;
  await tx.insert(auditLog).values({
    entity: entry.schema.name,
    recordId: entry.recordId,
    recordLabel: entry.label ?? labelOf(entry.schema, entry.after, entry.before),
    action: entry.action,
    before: redact(entry.schema, entry.before),
    after: redact(entry.schema, entry.after),
    accountId: entry.auth.session.accountId,
    humancode: entry.auth.session.humancode,
    ip: entry.ip,
  });
}

/**
 * A session event: a login (also a failed one, where nobody is signed in yet and `humancode` is the
 * name that was tried) or a role switch. `label` names the account, `after` says what happened.
 */
export async function writeSessionEvent(
  db: Db,
  entry: { action: 'login' | 'loginFailed' | 'switchRole'; accountId: string | null; humancode: string; label: string | null; after?: Row; ip: string },
): Promise<void> {
  await db.insert(auditLog).values({
    entity: SESSION_SUBJECT,
    recordId: entry.accountId,
    recordLabel: entry.label,
    action: entry.action,
    before: null,
    after: entry.after ?? null,
    accountId: entry.accountId,
    humancode: entry.humancode.slice(0, 64),
    ip: entry.ip,
  });
}

/** Whether a refusal of a locked login for this name and address was audited within the last minute. */
export async function lockedRefusalAuditedLately(db: Db, humancode: string, ip: string): Promise<boolean> {
  const rows = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        gt(auditLog.createdAt, sql`now() - interval '1 minute'`),
        eq(auditLog.entity, SESSION_SUBJECT),
        eq(auditLog.action, 'loginFailed'),
        eq(auditLog.humancode, humancode.slice(0, 64)),
        eq(auditLog.ip, ip),
        sql`${auditLog.after}->>'reason' = 'locked'`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
