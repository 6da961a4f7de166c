/**
 * Processes started by an event instead of a person: message and signal start events (the newest
 * version of each key whose start event has that name; a suspended one is skipped) and timer start
 * events (deploying a version schedules a `bpm-start-timer` job per timer start and drops the jobs of
 * the key's older versions, so only the newest version's timers fire).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { bpmDefinitions } from '../../db/schema-bpm.ts';
import { evalTemplate } from './expressions.ts';
import type { ProcessGraph } from './graph.ts';
import { nextCycle, planTimer, TimerError } from './timers.ts';
import { EngineError } from './types.ts';

export const START_TIMER_JOB = 'bpm-start-timer';

export interface EventStart {
  definitionId: string;
  key: string;
  activityId: string;
}

/** The newest, not suspended definitions with a message (or signal) start event of that name. */
export async function findEventStarts(db: Db, kind: 'message' | 'signal', name: string): Promise<EventStart[]> {
  const field = kind === 'message' ? 'messageStarts' : 'signalStarts';
  const rows = await db
    .select({ id: bpmDefinitions.id, key: bpmDefinitions.key, graph: bpmDefinitions.graph })
    .from(bpmDefinitions)
    .where(
      and(
        eq(bpmDefinitions.suspended, false),
        sql`jsonb_array_length(coalesce(${bpmDefinitions.graph}->${field}, '[]'::jsonb)) > 0`,
        sql`${bpmDefinitions.version} = (select max(d.version) from bpm_definition d where d.key = ${bpmDefinitions.key})`,
      ),
    );
  const out: EventStart[] = [];
  for (const row of rows) {
    const graph = row.graph as ProcessGraph;
    for (const id of graph[field] ?? []) {
      const event = graph.nodes[id]?.event;
      if (event && event.kind === kind && event.name === name) out.push({ definitionId: row.id, key: row.key, activityId: id });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

export interface StartTimerPayload {
  definitionId: string;
  key: string;
  activityId: string;
  period?: string;
  remaining?: number | null;
}

/** A timer start's first firing; the expression may use ${…} over no variables (a fixed value). */
function planStart(graph: ProcessGraph, activityId: string, now: Date) {
  const event = graph.nodes[activityId]?.event;
  if (event?.kind !== 'timer') throw new EngineError('failed', `${activityId} 不是定时开始事件`, `${activityId} is not a timer start event`);
  const value = /[$#]\{/.test(event.timer.expression) ? evalTemplate(event.timer.expression, {}, activityId) : event.timer.expression;
  try {
    return planTimer(event.timer.kind, value instanceof Date ? value.toISOString() : String(value ?? ''), now);
  } catch (error) {
    if (error instanceof TimerError) throw new EngineError('failed', `定时开始事件定义错误（${activityId}）：${error.message}`, `bad timer start at ${activityId}: ${error.message}`);
    throw error;
  }
}

/** Called in the deploy's transaction: the new version's timer starts replace the older versions'. */
export async function scheduleStartTimers(tx: Db, definition: { id: string; key: string; graph: unknown }, now = new Date()): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.kind, START_TIMER_JOB), sql`${jobs.payload}->>'key' = ${definition.key}`));
  const graph = definition.graph as ProcessGraph;
  for (const activityId of graph.timerStarts ?? []) {
    const plan = planStart(graph, activityId, now);
    const payload: StartTimerPayload = { definitionId: definition.id, key: definition.key, activityId, ...(plan.period ? { period: plan.period, remaining: plan.remaining ?? null } : {}) };
    await tx.insert(jobs).values({ kind: START_TIMER_JOB, refId: `${definition.id}:${activityId}`, dueAt: plan.due, payload });
  }
}

/**
 * A timer start fired: answers whether to start an instance now (not while the definition is
 * suspended) and the next firing of a cycle (null when done). The job row carries the cycle's count.
 */
export async function startTimerDue(tx: Db, job: { id: string; dueAt: Date; payload: unknown }, now: Date): Promise<{ start: boolean; next: Date | null }> {
  const payload = job.payload as StartTimerPayload;
  const [row] = await tx.select({ suspended: bpmDefinitions.suspended }).from(bpmDefinitions).where(eq(bpmDefinitions.id, payload.definitionId));
  if (!row) return { start: false, next: null };
  const next = payload.period ? nextCycle({ period: payload.period, remaining: payload.remaining ?? null }, job.dueAt, now) : null;
  if (next) await tx.update(jobs).set({ payload: { ...payload, remaining: next.remaining ?? null } }).where(eq(jobs.id, job.id));
  return { start: !row.suspended, next: next?.due ?? null };
}
