/**
 * The engine's instance rows in and out of PostgreSQL in as few round trips as the semantics allow:
 *   lock   — SELECT … FOR UPDATE on the instance row (its own statement: a statement that waited for
 *            the lock keeps its old snapshot, so reading the other tables in it could see stale rows);
 *   load   — one statement answering the live rows of all five tables as JSON arrays;
 *   flush  — one statement whose data-modifying CTEs insert, update and delete the changed rows of every
 *            table from JSON parameters (json_populate_recordset), and drop the command's jobs.
 * Each text is a constant built from the Drizzle schema, so it is a named statement parsed once per
 * connection. Rows travel as JSON keyed by column name; the codecs below convert to and from the row
 * objects Drizzle would have produced (timestamps as Date, jsonb as values).
 */
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawQuery, statement } from '../../db/raw-sql.ts';
import { bpmEventSubscriptions, bpmExecutions, bpmHistory, bpmInstances, bpmTasks, bpmVariables } from '../../db/schema-bpm.ts';

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
};

/** The tables a flush writes, in the order of their parameters. */
const WRITTEN = [codecs.executions, codecs.tasks, codecs.variables, codecs.subscriptions, codecs.history] as const;

const LOCK = statement(`select row_to_json(i) as row from "bpm_instance" i where i."id" = $1 for update`);
const LOCK_SKIP = statement(`select row_to_json(i) as row from "bpm_instance" i where i."id" = $1 for update skip locked`);

const LOAD = statement(`select
  (select coalesce(json_agg(e), '[]') from "bpm_execution" e where e."instance_id" = $1) as executions,
  (select coalesce(json_agg(t), '[]') from "bpm_task" t where t."instance_id" = $1 and t."status" = 'open') as tasks,
  (select coalesce(json_agg(v), '[]') from "bpm_variable" v where v."instance_id" = $1) as variables,
  (select coalesce(json_agg(s), '[]') from "bpm_event_subscription" s where s."instance_id" = $1) as subscriptions,
  (select coalesce(json_agg(h), '[]') from "bpm_history" h where h."instance_id" = $1 and h."end_time" is null) as history`);

/**
 * Parameters: $1 the instance to insert (JSON array of 0–1), $2 the instance to update (0–1); then per
 * written table three: inserts, updates (JSON arrays) and deleted ids (text[]); last, the jobs to drop
 * as a JSON array of {kind, ref_id}.
 */
const FLUSH = statement(
  (() => {
    const parts: string[] = [
      `ins_i as (insert into "bpm_instance" select * from json_populate_recordset(null::"bpm_instance", $1::json))`,
      `upd_i as (update "bpm_instance" t set ${codecs.instance.assignments()} from json_populate_recordset(null::"bpm_instance", $2::json) s where t."id" = s."id")`,
    ];
    let n = 3;
    WRITTEN.forEach((codec, i) => {
      const table = `"${codec.table}"`;
      parts.push(
        `ins_${i} as (insert into ${table} select * from json_populate_recordset(null::${table}, $${n}::json))`,
        `upd_${i} as (update ${table} t set ${codec.assignments()} from json_populate_recordset(null::${table}, $${n + 1}::json) s where t."id" = s."id")`,
        `del_${i} as (delete from ${table} where "id" = any($${n + 2}::text[]))`,
      );
      n += 3;
    });
    parts.push(`del_jobs as (delete from "syt_job" j using json_to_recordset($${n}::json) as d(kind text, ref_id text) where j."kind" = d.kind and j."ref_id" = d.ref_id)`);
    return `with ${parts.join(',\n')}\nselect 1`;
  })(),
);

type Decoded = {
  executions: ReturnType<typeof codecs.executions.decode>[];
  tasks: ReturnType<typeof codecs.tasks.decode>[];
  variables: ReturnType<typeof codecs.variables.decode>[];
  subscriptions: ReturnType<typeof codecs.subscriptions.decode>[];
  history: ReturnType<typeof codecs.history.decode>[];
};

/** Locks the instance row; undefined when it does not exist or (skip) another transaction holds it. */
export async function lockInstance(tx: Db, id: string, skipLocked: boolean) {
  const [row] = await rawQuery(tx, skipLocked ? LOCK_SKIP : LOCK, [id]);
  return row ? codecs.instance.decode(row.row as Record<string, unknown>) : undefined;
}

/** The live rows of one instance: all executions, open tasks, all variables and subscriptions, open history. */
export async function loadRows(tx: Db, id: string): Promise<Decoded> {
  const [row] = await rawQuery(tx, LOAD, [id]);
  const list = (key: keyof Decoded) => (row?.[key] ?? []) as Record<string, unknown>[];
  return {
    executions: list('executions').map((r) => codecs.executions.decode(r)),
    tasks: list('tasks').map((r) => codecs.tasks.decode(r)),
    variables: list('variables').map((r) => codecs.variables.decode(r)),
    subscriptions: list('subscriptions').map((r) => codecs.subscriptions.decode(r)),
    history: list('history').map((r) => codecs.history.decode(r)),
  };
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
}

export const writtenCodecs = WRITTEN;

/** Writes one command's changes in a single statement (nothing is sent when nothing changed). */
export async function flushRows(tx: Db, input: FlushInput): Promise<void> {
  const empty = !input.insertInstance && !input.updateInstance && input.dropJobs.length === 0 && input.tables.every((t) => t.inserts.length + t.updates.length + t.deletes.length === 0);
  if (empty) return;
  const values: unknown[] = [JSON.stringify(input.insertInstance ? [input.insertInstance] : []), JSON.stringify(input.updateInstance ? [input.updateInstance] : [])];
  for (const table of input.tables) values.push(JSON.stringify(table.inserts), JSON.stringify(table.updates), table.deletes);
  values.push(JSON.stringify(input.dropJobs.map((j) => ({ kind: j.kind, ref_id: j.refId }))));
  await rawQuery(tx, FLUSH, values);
}
