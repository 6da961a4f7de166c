/**
 * One instance's rows, loaded under the instance lock and written back as a unit of work: every command
 * reads the live rows (executions, open tasks, variables, subscriptions, open history) once, the
 * behaviours change them in memory, and flush() issues the inserts, updates and deletes.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import {
  bpmEventSubscriptions,
  bpmExecutions,
  bpmHistory,
  bpmInstances,
  bpmTasks,
  bpmVariables,
} from '../../db/schema-bpm.ts';

export type InstanceRow = typeof bpmInstances.$inferSelect;
export type ExecRow = typeof bpmExecutions.$inferSelect;
export type TaskRow = typeof bpmTasks.$inferSelect;
export type VarRow = typeof bpmVariables.$inferSelect;
export type SubRow = typeof bpmEventSubscriptions.$inferSelect;
export type HistRow = typeof bpmHistory.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** Rows of one table with what changed since load. */
export class Tracked<T extends { id: string }> {
  readonly rows = new Map<string, T>();
  private readonly inserted = new Set<string>();
  private readonly updated = new Set<string>();
  private readonly deleted = new Set<string>();

  load(rows: T[]): void {
    for (const row of rows) this.rows.set(row.id, row);
  }
  add(row: T): T {
    this.rows.set(row.id, row);
    this.inserted.add(row.id);
    return row;
  }
  get(id: string): T | undefined {
    return this.rows.get(id);
  }
  /** Marks a loaded row as changed (changes are made on the object itself). */
  touch(row: T): void {
    if (!this.inserted.has(row.id)) this.updated.add(row.id);
  }
  remove(id: string): void {
    if (!this.rows.delete(id)) return;
    this.updated.delete(id);
    if (this.inserted.has(id)) this.inserted.delete(id);
    else this.deleted.add(id);
  }
  /** Forgets a row without deleting it (finished tasks and history stay in the table). */
  release(id: string): void {
    this.rows.delete(id);
  }
  values(): T[] {
    return [...this.rows.values()];
  }
  pending(kept: Map<string, T>): { inserts: T[]; updates: T[]; deletes: string[] } {
    const inserts = [...this.inserted].map((id) => kept.get(id)).filter((r): r is T => r !== undefined);
    const updates = [...this.updated].map((id) => kept.get(id)).filter((r): r is T => r !== undefined);
    return { inserts, updates, deletes: [...this.deleted] };
  }
}

/** Rows that leave the working set but must still be written (finished tasks, closed history). */
class Archive<T extends { id: string }> {
  readonly rows = new Map<string, T>();
  put(row: T): void {
    this.rows.set(row.id, row);
  }
}

export class InstanceState {
  readonly executions = new Tracked<ExecRow>();
  readonly tasks = new Tracked<TaskRow>();
  readonly variables = new Tracked<VarRow>();
  readonly subscriptions = new Tracked<SubRow>();
  readonly history = new Tracked<HistRow>();
  readonly doneTasks = new Archive<TaskRow>();
  readonly doneHistory = new Archive<HistRow>();
  readonly newJobs: NewJob[] = [];
  readonly dropJobs: { kind: string; refId: string }[] = [];
  instanceDirty = false;
  instanceNew = false;
  historySeq = 0;

  constructor(public instance: InstanceRow) {}

  static async load(tx: Db, instance: InstanceRow): Promise<InstanceState> {
    const state = new InstanceState(instance);
    const id = instance.id;
    const [execs, tasks, vars, subs, hist] = await Promise.all([
      tx.select().from(bpmExecutions).where(eq(bpmExecutions.instanceId, id)),
      tx.select().from(bpmTasks).where(and(eq(bpmTasks.instanceId, id), eq(bpmTasks.status, 'open'))),
      tx.select().from(bpmVariables).where(eq(bpmVariables.instanceId, id)),
      tx.select().from(bpmEventSubscriptions).where(eq(bpmEventSubscriptions.instanceId, id)),
      tx.select().from(bpmHistory).where(and(eq(bpmHistory.instanceId, id), isNull(bpmHistory.endTime))),
    ]);
    state.executions.load(execs);
    state.tasks.load(tasks);
    state.variables.load(vars);
    state.subscriptions.load(subs);
    state.history.load(hist);
    state.historySeq = hist.reduce((max, h) => Math.max(max, h.seq), 0);
    return state;
  }

  /** A task leaves the open set (completed, cancelled) but is written with its final values. */
  closeTask(task: TaskRow): void {
    this.tasks.touch(task);
    this.doneTasks.put(task);
    this.tasks.release(task.id);
  }

  closeHistory(row: HistRow): void {
    this.history.touch(row);
    this.doneHistory.put(row);
    this.history.release(row.id);
  }

  async flush(tx: Db): Promise<void> {
    if (this.instanceNew) await tx.insert(bpmInstances).values(this.instance);
    else if (this.instanceDirty) await tx.update(bpmInstances).set(this.instance).where(eq(bpmInstances.id, this.instance.id));
    await writeTable(tx, bpmExecutions, this.executions, this.executions.rows);
    await writeTable(tx, bpmTasks, this.tasks, new Map([...this.tasks.rows, ...this.doneTasks.rows]));
    await writeTable(tx, bpmVariables, this.variables, this.variables.rows);
    await writeTable(tx, bpmEventSubscriptions, this.subscriptions, this.subscriptions.rows);
    await writeTable(tx, bpmHistory, this.history, new Map([...this.history.rows, ...this.doneHistory.rows]));
    for (const job of this.dropJobs) await tx.delete(jobs).where(and(eq(jobs.kind, job.kind), eq(jobs.refId, job.refId)));
    if (this.newJobs.length > 0) await tx.insert(jobs).values(this.newJobs).onConflictDoNothing();
  }
}

type AnyTable = typeof bpmExecutions | typeof bpmTasks | typeof bpmVariables | typeof bpmEventSubscriptions | typeof bpmHistory;

async function writeTable<T extends { id: string }>(tx: Db, table: AnyTable, tracked: Tracked<T>, kept: Map<string, T>): Promise<void> {
  const { inserts, updates, deletes } = tracked.pending(kept);
  if (deletes.length > 0) await tx.delete(table).where(inArray(table.id, deletes));
  if (inserts.length > 0) await tx.insert(table).values(inserts as never[]);
  for (const row of updates) {
    const { id, ...rest } = row as { id: string } & Record<string, unknown>;
    await tx.update(table).set(rest as never).where(eq(table.id, id));
  }
}
