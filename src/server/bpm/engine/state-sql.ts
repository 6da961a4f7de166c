/**
 * The engine's instance rows in and out of PostgreSQL in as few round trips as the semantics allow:
 *   lock   — SELECT … FOR UPDATE on the instance row, answering in the same statement the live rows of
 *            all five tables as JSON arrays. A statement that waited for the lock keeps the snapshot it
 *            started with, so those rows may be stale: the instance's version (bumped by every flush)
 *            as that snapshot saw it is answered too, and when it differs from the locked row's the rows
 *            are read again by a second statement (load);
 *   flush  — one statement whose data-modifying CTEs insert, update and delete the changed rows of every
 *            table from JSON parameters (json_populate_recordset), drop the command's jobs and send its
 *            messages (see flushRows for why it is planned each time).
 * The lock and load texts are constants built from the Drizzle schema, so they run as named statements
 * parsed once per connection. Rows travel as JSON keyed by column name; the codecs below convert to and
 * from the row objects Drizzle would have produced (timestamps as Date, jsonb as values).
 */
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawQuery, statement } from '../../db/raw-sql.ts';
import { bpmEventSubscriptions, bpmExecutions, bpmHistory, bpmInstances, bpmTasks, bpmVariables } from '../../db/schema-bpm.ts';
import { messageTable } from '../listeners/tables.ts';

type Kind = 'time' | 'json' | 'plain';
interface Column {
  key: string;
  name: string;
  kind: Kind;
}

/** Converts one table's rows between Drizzle's objects and JSON keyed by column name. */
export class RowCodec<T extends { id: string }> {
  readonly table: string;
  readonly columns: Column[];

  constructor(table: Table) {
    this.table = getTableName(table);
    this.columns = Object.entries(getTableColumns(table)).map(([key, column]) => {
      const kind: Kind = column.columnType === 'PgTimestamp' ? 'time' : column.columnType === 'PgJsonb' ? 'json' : 'plain';
      if (kind === 'plain' && !['PgText', 'PgInteger', 'PgBoolean'].includes(column.columnType)) {
        throw new Error(`state-sql: column ${this.table}.${column.name} of type ${column.columnType} has no JSON codec`);
      }
      return { key, name: column.name, kind };
    });
  }

  encode(row: T): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const source = row as unknown as Record<string, unknown>;
    for (const column of this.columns) {
      const value = source[column.key];
      out[column.name] = value === undefined ? null : column.kind === 'time' && value instanceof Date ? value.toISOString() : value;
    }
    return out;
  }

  decode(json: Record<string, unknown>): T {
    const out: Record<string, unknown> = {};
    for (const column of this.columns) {
      const value = json[column.name] ?? null;
      out[column.key] = column.kind === 'time' && value !== null ? new Date(value as string) : value;
    }
    return out as T;
  }

  /** The SET list of a whole-row update from the source alias `s`. */
  assignments(): string {
    return this.columns
      .filter((c) => c.name !== 'id')
      .map((c) => `"${c.name}" = s."${c.name}"`)
      .join(', ');
  }
}

export const codecs = {
  instance: new RowCodec<typeof bpmInstances.$inferSelect>(bpmInstances),
  executions: new RowCodec<typeof bpmExecutions.$inferSelect>(bpmExecutions),
  tasks: new RowCodec<typeof bpmTasks.$inferSelect>(bpmTasks),
  variables: new RowCodec<typeof bpmVariables.$inferSelect>(bpmVariables),
  subscriptions: new RowCodec<typeof bpmEventSubscriptions.$inferSelect>(bpmEventSubscriptions),
  history: new RowCodec<typeof bpmHistory.$inferSelect>(bpmHistory),
  /** The personal messages a command sends (todo, result …): written with its other rows. */
  outbox: new RowCodec<{ id: string }>(messageTable.table),
};

/** The tables a flush writes, in the order of their parameters. */
const WRITTEN = [codecs.executions, codecs.tasks, codecs.variables, codecs.subscriptions, codecs.history] as const;

/** The five tables' live rows of instance `i` (all executions, open tasks, all variables and subscriptions, open history). */
const LIVE_ROWS = `
  (select coalesce(json_agg(e), '[]') from "bpm_execution" e where e."instance_id" = i."id") as executions,
  (select coalesce(json_agg(t), '[]') from "bpm_task" t where t."instance_id" = i."id" and t."status" = 'open') as tasks,
  (select coalesce(json_agg(v), '[]') from "bpm_variable" v where v."instance_id" = i."id") as variables,
  (select coalesce(json_agg(s), '[]') from "bpm_event_subscription" s where s."instance_id" = i."id") as subscriptions,
  (select coalesce(json_agg(h), '[]') from "bpm_history" h where h."instance_id" = i."id" and h."end_time" is null) as history`;

const lockText = (where: string, skip: boolean) =>
  `select row_to_json(i) as row, (select o."version" from "bpm_instance" o where o."id" = i."id") as seen,${LIVE_ROWS}
  from "bpm_instance" i where ${where} for update${skip ? ' skip locked' : ''}`;

const LOCK = statement(lockText(`i."id" = $1`, false));
const LOCK_SKIP = statement(lockText(`i."id" = $1`, true));
/** A task's instance, found and locked in the same statement (a task never changes instance). */
const LOCK_BY_TASK = statement(lockText(`i."id" = (select t."instance_id" from "bpm_task" t where t."id" = $1)`, false));
const LOAD = statement(`select ${LIVE_ROWS} from "bpm_instance" i where i."id" = $1`);

export type LiveRows = Decoded;
type Decoded = {
  executions: ReturnType<typeof codecs.executions.decode>[];
  tasks: ReturnType<typeof codecs.tasks.decode>[];
  variables: ReturnType<typeof codecs.variables.decode>[];
  subscriptions: ReturnType<typeof codecs.subscriptions.decode>[];
  history: ReturnType<typeof codecs.history.decode>[];
};

function decodeRows(row: Record<string, unknown> | undefined): Decoded {
  const list = (key: keyof Decoded) => (row?.[key] ?? []) as Record<string, unknown>[];
  return {
    executions: list('executions').map((r) => codecs.executions.decode(r)),
    tasks: list('tasks').map((r) => codecs.tasks.decode(r)),
    variables: list('variables').map((r) => codecs.variables.decode(r)),
    subscriptions: list('subscriptions').map((r) => codecs.subscriptions.decode(r)),
    history: list('history').map((r) => codecs.history.decode(r)),
  };
}

/**
 * Locks the instance row (given, or a task's) and answers it with its live rows; undefined when there is
 * none or (skip) another transaction holds it.
 */
export async function lockInstance(tx: Db, ref: { instanceId: string } | { taskId: string }, skipLocked: boolean) {
  const [row] = 'taskId' in ref ? await rawQuery(tx, LOCK_BY_TASK, [ref.taskId]) : await rawQuery(tx, skipLocked ? LOCK_SKIP : LOCK, [ref.instanceId]);
  if (!row) return undefined;
  const instance = codecs.instance.decode(row.row as Record<string, unknown>);
  // Another command committed while this one waited for the lock: read the rows again, now current.
  const rows = Number(row.seen) === instance.version ? decodeRows(row) : decodeRows((await rawQuery(tx, LOAD, [instance.id]))[0]);
  return { instance, rows };
}

export interface TableChanges {
  inserts: Record<string, unknown>[];
  updates: Record<string, unknown>[];
  deletes: string[];
}

export interface FlushInput {
  insertInstance: Record<string, unknown> | null;
  updateInstance: Record<string, unknown> | null;
  /** In the order executions, tasks, variables, subscriptions, history. */
  tables: [TableChanges, TableChanges, TableChanges, TableChanges, TableChanges];
  dropJobs: { kind: string; refId: string }[];
  outbox: Record<string, unknown>[];
  /** Tasks this command closed, with their handlers: their unread todo, urge and supervise messages become read. */
  closedTasks?: { ids: string[]; handlers: string[] };
}

/** Message types that ask someone to act on a task: done with once the task is closed. */
const TASK_MESSAGE_TYPES = ['todo', 'urge', 'supervise'];

/**
 * Writes one command's changes in a single statement of data-modifying CTEs, one per non-empty change
 * (nothing is sent when nothing changed).
 *
 * Deliberately an unnamed statement, planned with its actual parameters each time: a prepared generic
 * plan is built once, while the tables are small, and keeps its sequential scans as they grow (until an
 * analyze invalidates it) — bench:bpm lost half its throughput in 30 s that way. Every update and delete
 * also names its ids as an array, which the planner sizes exactly, so it reads the primary key.
 */
export async function flushRows(tx: Db, input: FlushInput): Promise<void> {
  const parts: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown, cast: string) => {
    values.push(value);
    return `$${values.length}::${cast}`;
  };
  const insert = (codec: RowCodec<{ id: string }>, rows: Record<string, unknown>[]) => {
    if (rows.length === 0) return;
    const table = `"${codec.table}"`;
    parts.push(`insert into ${table} select * from json_populate_recordset(null::${table}, ${param(JSON.stringify(rows), 'json')})`);
  };
  const update = (codec: RowCodec<{ id: string }>, rows: Record<string, unknown>[]) => {
    if (rows.length === 0) return;
    const table = `"${codec.table}"`;
    const json = param(JSON.stringify(rows), 'json');
    const ids = param(rows.map((row) => row.id), 'text[]');
    parts.push(`update ${table} t set ${codec.assignments()} from json_populate_recordset(null::${table}, ${json}) s where t."id" = any(${ids}) and t."id" = s."id"`);
  };
  insert(codecs.instance, input.insertInstance ? [input.insertInstance] : []);
  update(codecs.instance, input.updateInstance ? [input.updateInstance] : []);
  WRITTEN.forEach((codec, i) => {
    const changes = input.tables[i]!;
    insert(codec, changes.inserts);
    update(codec, changes.updates);
    if (changes.deletes.length > 0) parts.push(`delete from "${codec.table}" where "id" = any(${param(changes.deletes, 'text[]')})`);
  });
  if (input.dropJobs.length > 0) {
    const kinds = param(input.dropJobs.map((j) => j.kind), 'text[]');
    const refs = param(input.dropJobs.map((j) => j.refId), 'text[]');
    parts.push(`delete from "syt_job" j where j."ref_id" = any(${refs}) and (j."kind", j."ref_id") in (select * from unnest(${kinds}, ${refs}))`);
  }
  insert(codecs.outbox, input.outbox);
  if (input.closedTasks && input.closedTasks.ids.length > 0 && input.closedTasks.handlers.length > 0) {
    // The receiver names the indexed column; the task narrows it to this command's messages.
    const col = messageTable.col;
    const [receiver, task, status, type, readAt, updatedAt] = [col.receiverHumancode!, col.taskId!, col.status!, col.type!, col.readAt!, col.updatedAt!].map((c) => `"${c.name}"`);
    const handlers = param(input.closedTasks.handlers, 'text[]');
    const ids = param(input.closedTasks.ids, 'text[]');
    const types = param(TASK_MESSAGE_TYPES, 'text[]');
    parts.push(`update "${codecs.outbox.table}" set ${status} = 1, ${readAt} = now(), ${updatedAt} = now() where ${receiver} = any(${handlers}) and ${task} = any(${ids}) and ${status} = 0 and ${type} = any(${types})`);
  }
  if (parts.length === 0) return;
  const text = `with ${parts.map((part, k) => `w${k} as (${part})`).join(',\n')}\nselect 1`;
  await rawQuery(tx, { text, name: '' }, values);
}
