/**
 * The one job mechanism: due rows of syt_job are claimed with FOR UPDATE SKIP LOCKED and run inside
 * the claiming transaction, each in its own savepoint, so a job fires once across all processes and
 * a failing job neither blocks the others nor loses its row.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export type JobRow = typeof jobs.$inferSelect;

export interface JobHandler {
  /** Runs the job; answers when it should run again, or null when it is done (the row is removed). */
  run(job: JobRow, tx: Db): Promise<Date | null>;
}

const BATCH = 20;
/** A failing job is retried after this long, doubling per attempt up to an hour. */
const RETRY_BASE_MS = 30_000;

export class JobRunner {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Claims and runs every job due now; answers how many ran. */
  async tick(now = new Date()): Promise<number> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jobs)
        .where(lte(jobs.dueAt, now))
        .orderBy(asc(jobs.dueAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const job of due) {
        const handler = this.handlers[job.kind];
        try {
          const next = await tx.transaction(async (savepoint) => {
            if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
            return handler.run(job, savepoint as unknown as Db);
          });
          if (next) await tx.update(jobs).set({ dueAt: next, attempts: 0, lastError: null }).where(eq(jobs.id, job.id));
          else await tx.delete(jobs).where(eq(jobs.id, job.id));
        } catch (error) {
          const attempts = job.attempts + 1;
          const delay = Math.min(3600_000, RETRY_BASE_MS * 2 ** (attempts - 1));
          this.log?.warn({ err: error, job: job.id, kind: job.kind }, 'job failed');
          await tx
            .update(jobs)
            .set({ attempts, lastError: String((error as Error).message ?? error).slice(0, 1000), dueAt: new Date(Date.now() + delay) })
            .where(and(eq(jobs.id, job.id)));
        }
      }
      return due.length;
    }) as Promise<number>;
  }

  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((error: unknown) => this.log?.error({ err: error }, 'job runner tick failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
        });
    };
    this.timer = setTimeout(loop, intervalMs);
  }

  /** Stops polling and waits for the tick in flight, so shutdown never cuts a job in half. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
