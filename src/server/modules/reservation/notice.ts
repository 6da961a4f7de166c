/**
 * Personal messages (type 通知 'notice') of the campus modules: one unread row per receiver in the
 * message table, written in the caller's transaction, so the bell and the real-time outbox (its trigger)
 * deliver it exactly when the change it reports commits. Not tied to a process.
 */
import type { Db } from '../../db/client.ts';
import { messageRows } from '../../bpm/listeners/notify.ts';
import { messageTable } from '../../bpm/listeners/tables.ts';

export async function campusNotice(db: Db, input: { receivers: readonly string[]; title: string; content?: string; sender?: string }): Promise<void> {
  const rows = messageRows({ type: 'notice', receivers: input.receivers, title: input.title, content: input.content ?? null, processInstanceId: '', sender: input.sender ?? null }).map(
    (row) => ({ ...row, processInstanceId: null }),
  );
  if (rows.length > 0) await db.insert(messageTable.table).values(rows as never);
}
