/**
 * The deadline reminder of a collection task: one syt_job row per published task (kind taskFillDeadline),
 * due 24 h before the deadline, or halfway to it when the task is published with less time left. When it
 * fires, each person who has not submitted and has not had this reminder yet gets one message; the
 * per-person mark (deadline_reminded_at) is set in the same statement, so a re-run, a second server
 * process or a later deadline change can never send it to anyone twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { campusNotice } from '../modules/reservation/notice.ts';
import { iso, rowsOf } from '../modules/reservation/sql-util.ts';

export const TASK_FILL_DEADLINE_JOB = 'taskFillDeadline';
export const REMINDER_LEAD_MS = 24 * 3600_000;

/** When the reminder of a task with this deadline should fire, seen from `now`. */
export function reminderDue(deadline: Date, now = new Date()): Date {
  const lead = deadline.getTime() - REMINDER_LEAD_MS;
  if (lead >= now.getTime()) return new Date(lead);
  // Less than a day left: remind halfway, not right after the publish notice.
  return new Date(now.getTime() + Math.max(0, deadline.getTime() - now.getTime()) / 2);
}

/** Keeps one pending reminder for a published task, due for its current deadline. */
export async function scheduleDeadlineReminder(tx: Db, taskId: string, deadline: Date, now = new Date()): Promise<void> {
  if (deadline.getTime() <= now.getTime()) return unscheduleDeadlineReminder(tx, taskId);
  const dueAt = reminderDue(deadline, now);
  await tx
    .insert(jobs)
    .values({ kind: TASK_FILL_DEADLINE_JOB, refId: taskId, dueAt })
    .onConflictDoUpdate({ target: [jobs.kind, jobs.refId], set: { dueAt, attempts: 0, lastError: null } });
}

export async function unscheduleDeadlineReminder(tx: Db, taskId: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.kind, TASK_FILL_DEADLINE_JOB), eq(jobs.refId, taskId)));
}

export type ReminderOutcome = { sent: number } | { later: Date } | { skipped: 'gone' | 'draft' | 'closed' };

/**
 * Sends the deadline reminder of one task if it is due at `now`: answers how many were reminded, when to
 * look again (the deadline moved later), or why nothing was sent.
 */
export async function sendDeadlineReminder(tx: Db, taskId: string, now = new Date()): Promise<ReminderOutcome> {
  const [task] = await rowsOf<{ name: string; deadline: unknown; status: string | null; publisher: string | null }>(
    tx,
    sql`select name, deadline, status, publisher from syt_task_fill where id = ${taskId} for update`,
  );
  if (!task) return { skipped: 'gone' };
  if (task.status !== 'published') return { skipped: 'draft' };
  const deadline = new Date(iso(task.deadline) ?? 0);
  if (deadline.getTime() <= now.getTime()) return { skipped: 'closed' };
  if (now.getTime() < deadline.getTime() - REMINDER_LEAD_MS) return { later: new Date(deadline.getTime() - REMINDER_LEAD_MS) };
  const missing = await rowsOf<{ humancode: string }>(
    tx,
    sql`update syt_task_person set deadline_reminded_at = now(), reminded_at = now(), updated_at = now()
      where task_id = ${taskId} and submitted_at is null and deadline_reminded_at is null returning humancode`,
  );
  const hours = Math.max(1, Math.round((deadline.getTime() - now.getTime()) / 3600_000));
  await campusNotice(tx, {
    receivers: missing.map((m) => m.humancode),
    title: `数据采集即将截止：${task.name}`,
    content: `距截止还有约 ${hours} 小时（${deadline.toISOString().slice(0, 16).replace('T', ' ')} UTC），您尚未填报 / About ${hours} h left until the deadline; you have not filled it yet.`,
    ...(task.publisher ? { sender: task.publisher } : {}),
  });
  return { sent: missing.length };
}

export function deadlineReminderHandler(): JobHandler {
  return {
    async run(job, tx) {
      // A runner ticking for a later instant (or late) judges the job at its own due time at the earliest.
      const now = new Date(Math.max(Date.now(), job.dueAt.getTime()));
      const outcome = await sendDeadlineReminder(tx, job.refId, now);
      return 'later' in outcome ? outcome.later : null;
    },
  };
}
