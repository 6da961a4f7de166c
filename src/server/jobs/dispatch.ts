/**
 * Dispatching-centre jobs (sytDispatchingCenter): a cron expression and a built-in target. Enabled
 * jobs keep one row in syt_job due at their next firing; the runner fires it and schedules the next.
 */
import { and, eq, lt, isNull, or, sql } from 'drizzle-orm';
import { CronExpressionParser } from 'cron-parser';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { jobs, loginFailures, sessions } from '../db/schema.ts';
import type { EntityRuntime } from '../entity/registry.ts';
import { columnsOf } from '../entity/query.ts';
import type { JobHandler } from './runner.ts';

export const DISPATCH_KIND = 'dispatch';

/** What a run says, in both languages: an administrator reads the run history in either. */
export interface RunMessage {
  zh: string;
  en: string;
}

/** The targets a dispatch job may name. Each runs inside the job's transaction. */
export const builtinTargets: Record<string, (tx: Db) => Promise<RunMessage>> = {
  async purgeSessions(tx) {
    const removed = await tx.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - 24 * 3600_000))).returning({ id: sessions.tokenHash });
    return { zh: `已清除 ${removed.length} 个过期会话`, en: `removed ${removed.length} expired session(s)` };
  },
  async purgeLoginFailures(tx) {
    const dayAgo = new Date(Date.now() - 24 * 3600_000);
    const removed = await tx
      .delete(loginFailures)
      .where(and(lt(loginFailures.windowStart, dayAgo), or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, new Date()))))
      .returning({ key: loginFailures.key });
    return { zh: `已清除 ${removed.length} 条过期的登录失败计数`, en: `removed ${removed.length} stale login counter(s)` };
  },
  /**
   * Process timers and scheduled jobs all wait in syt_job: one left well past its time (no runner
   * polling) or failing again and again (attempts) is what an administrator wants to hear about.
   */
  async checkTimeouts(tx) {
    const late = new Date(Date.now() - 5 * 60_000);
    const [row] = await tx
      .select({ overdue: sql<number>`count(*) filter (where ${jobs.dueAt} < ${late})::int`, failing: sql<number>`count(*) filter (where ${jobs.attempts} > 0)::int` })
      .from(jobs);
    const overdue = row?.overdue ?? 0;
    const failing = row?.failing ?? 0;
    return { zh: `${overdue} 个任务已逾期，${failing} 个任务执行失败`, en: `${overdue} overdue job(s), ${failing} failing job(s)` };
  },
  async heartbeat(tx) {
    await tx.execute(sql`select 1`);
    return { zh: '运行正常', en: 'alive' };
  },
};

/** Next firing after `from`; throws on a malformed expression. */
export function nextFiring(cron: string, from = new Date()): Date {
  return CronExpressionParser.parse(cron, { currentDate: from }).next().toDate();
}

export function cronProblem(cron: string): string | undefined {
  try {
    nextFiring(cron);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Keeps the job row in step with the dispatch record: one pending row while enabled, none otherwise. */
export async function scheduleDispatch(tx: Db, row: { id: unknown; cron: unknown; enableflag: unknown }): Promise<void> {
  const refId = String(row.id);
  if (row.enableflag !== true) {
    await tx.delete(jobs).where(and(eq(jobs.kind, DISPATCH_KIND), eq(jobs.refId, refId)));
    return;
  }
  const dueAt = nextFiring(String(row.cron));
  await tx
    .insert(jobs)
    .values({ kind: DISPATCH_KIND, refId, dueAt })
    .onConflictDoUpdate({ target: [jobs.kind, jobs.refId], set: { dueAt, attempts: 0, lastError: null } });
}

/** Runs a dispatch job's target and records the run; answers the run's status. */
export async function runDispatch(tx: Db, centre: EntityRuntime, runs: EntityRuntime, id: string, trigger: 'schedule' | 'manual') {
  const col = (key: string) => columnsOf(centre)[key] as PgColumn;
  const [row] = await tx.select({ id: col('id'), target: col('target'), cron: col('cron'), enableflag: col('enableflag') }).from(centre.table).where(eq(col('id'), id)).limit(1);
  if (!row) return undefined;
  const startedAt = new Date();
  const name = String(row.target).replace(/^builtin:/, '');
  const target = Object.hasOwn(builtinTargets, name) ? builtinTargets[name] : undefined;
  let status: 'success' | 'failure' = 'success';
  let message: RunMessage;
  if (!target) {
    status = 'failure';
    message = { zh: `未知的执行目标：${String(row.target)}`, en: `unknown target ${String(row.target)}` };
  } else {
    try {
      message = await tx.transaction(async (savepoint) => target(savepoint as unknown as Db));
    } catch (error) {
      // The database's own words are not translated; the sentence around them is.
      const reason = String((error as Error).message ?? error).slice(0, 900);
      status = 'failure';
      message = { zh: `执行失败：${reason}`, en: `run failed: ${reason}` };
    }
  }
  const finishedAt = new Date();
  await tx.update(centre.table).set({ lastRunAt: finishedAt, lastStatus: status, updatedAt: finishedAt } as never).where(eq(col('id'), id));
  // Stored as {"zh","en"} JSON text; the run list's column has format i18n (sytDispatchRun.json).
  await tx.insert(runs.table).values({ id: crypto.randomUUID(), jobId: id, trigger, startedAt, finishedAt, status, message: JSON.stringify(message), createdAt: finishedAt, updatedAt: finishedAt } as never);
  return { status, message, row };
}

export function dispatchHandler(centre: () => EntityRuntime | undefined, runs: () => EntityRuntime | undefined): JobHandler {
  return {
    async run(job, tx) {
      const c = centre();
      const r = runs();
      if (!c || !r) return null;
      const result = await runDispatch(tx, c, r, job.refId, 'schedule');
      if (!result || result.row.enableflag !== true) return null;
      // Counted from the slot just fired, so the same slot can never fire twice.
      return nextFiring(String(result.row.cron), new Date(Math.max(Date.now(), job.dueAt.getTime())));
    },
  };
}

/** Gives every enabled dispatch job its pending row (after seeding, or rows written outside the runtime). */
export async function reconcileDispatchJobs(db: Db, centre: EntityRuntime | undefined): Promise<void> {
  if (!centre) return;
  const col = (key: string) => columnsOf(centre)[key] as PgColumn;
  const enabled = await db.select({ id: col('id'), cron: col('cron') }).from(centre.table).where(eq(col('enableflag'), true));
  for (const row of enabled) {
    if (cronProblem(String(row.cron))) continue;
    await db.insert(jobs).values({ kind: DISPATCH_KIND, refId: String(row.id), dueAt: nextFiring(String(row.cron)) }).onConflictDoNothing();
  }
}
