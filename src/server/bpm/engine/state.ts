/**
 * One instance's rows, loaded under the instance lock and written back as a unit of work: every command
 * reads the live rows (executions, open tasks, variables, subscriptions, open history) once, the
 * behaviours change them in memory, and flush() issues the inserts, updates and deletes.
 */
import { inArray } from 'drizzle-orm';
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
import { codecs, flushRows, type LiveRows, type RowCodec, type TableChanges } from './state-sql.ts';

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
  /** Deleted rows as they were loaded (the flush checks them against unique keys of new rows). */
  readonly deleted = new Map<string, T>();

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
    const row = this.rows.get(id);
    if (!row) return;
    this.rows.delete(id);
    this.updated.delete(id);
    if (this.inserted.has(id)) this.inserted.delete(id);
    else this.deleted.set(id, row);
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
    return { inserts, updates, deletes: [...this.deleted.keys()] };
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
  /** Message rows (listeners/notify.ts notifyIn), inserted by the flush. */
  readonly outbox: ({ id: string } & Record<string, unknown>)[] = [];
  instanceDirty = false;
  instanceNew = false;
  historySeq = 0;

  constructor(public instance: InstanceRow) {}

  /** The state of a locked instance from the rows state-sql.ts lockInstance answered. */
  static of(instance: InstanceRow, rows: LiveRows): InstanceState {
    const state = new InstanceState(instance);
    state.executions.load(rows.executions);
    state.tasks.load(rows.tasks);
    state.variables.load(rows.variables);
    state.subscriptions.load(rows.subscriptions);
    state.history.load(rows.history);
    state.historySeq = rows.history.reduce((max, h) => Math.max(max, h.seq), 0);
    return state;
  }

  /**
   * A job must not fire: one queued by this same command is taken back (the flush inserts new jobs after
   * its deletes, so deleting it would not stop it); a stored one is deleted by the flush.
   */
  dropJob(kind: string, refId: string): void {
    const queued = this.newJobs.findIndex((job) => job.kind === kind && job.refId === refId);
    if (queued >= 0) this.newJobs.splice(queued, 1);
    else this.dropJobs.push({ kind, refId });
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

  /** The tasks closed in this command and everyone who held them (their messages asking to act are done with). */
  private closedTasks(): { ids: string[]; handlers: string[] } {
    const closed = [...this.doneTasks.rows.values()].filter((task) => task.status !== 'open');
    const handlers = new Set(closed.flatMap((task) => [task.assignee, task.owner, ...(task.candidateUsers ?? [])]).filter((code): code is string => !!code));
    return { ids: closed.map((task) => task.id), handlers: [...handlers] };
  }

  /** Writes every change in one statement, plus the new jobs (and a rare pre-delete, see below). */
  async flush(tx: Db): Promise<void> {
    // A variable removed and set again by name on the same scope in one command: its old row must be gone
    // before the new one is inserted (unique scope+name), which sibling CTEs of one statement cannot order.
    const reinserted = this.variables.pending(this.variables.rows).inserts.some((row) =>
      [...this.variables.deleted.values()].some((old) => old.executionId === row.executionId && old.name === row.name),
    );
    if (reinserted) {
      await tx.delete(bpmVariables).where(inArray(bpmVariables.id, [...this.variables.deleted.keys()]));
      this.variables.deleted.clear();
    }
    const tables: FlushTables = [
        changes(codecs.executions, this.executions, this.executions.rows),
        changes(codecs.tasks, this.tasks, new Map([...this.tasks.rows, ...this.doneTasks.rows])),
        changes(codecs.variables, this.variables, this.variables.rows),
        changes(codecs.subscriptions, this.subscriptions, this.subscriptions.rows),
        changes(codecs.history, this.history, new Map([...this.history.rows, ...this.doneHistory.rows])),
      ];
    // Any change to the instance's rows bumps its version (state-sql.ts: a waiting command then reloads).
    if (!this.instanceNew && (this.instanceDirty || tables.some((t) => t.inserts.length + t.updates.length + t.deletes.length > 0))) {
      this.instance.version += 1;
      this.instanceDirty = true;
    }
    await flushRows(tx, {
      insertInstance: this.instanceNew ? codecs.instance.encode(this.instance) : null,
      updateInstance: !this.instanceNew && this.instanceDirty ? codecs.instance.encode(this.instance) : null,
      tables,
      dropJobs: this.dropJobs,
      outbox: this.outbox.map((row) => codecs.outbox.encode(row)),
      closedTasks: this.closedTasks(),
    });
    // After the statement that dropped the old jobs, so a job re-planned under the same ref is not refused.
    if (this.newJobs.length > 0) await tx.insert(jobs).values(this.newJobs).onConflictDoNothing();
  }
}

type FlushTables = [TableChanges, TableChanges, TableChanges, TableChanges, TableChanges];

function changes<T extends { id: string }>(codec: RowCodec<T>, tracked: Tracked<T>, kept: Map<string, T>): TableChanges {
  const { inserts, updates, deletes } = tracked.pending(kept);
  return { inserts: inserts.map((row) => codec.encode(row)), updates: updates.map((row) => codec.encode(row)), deletes };
}
