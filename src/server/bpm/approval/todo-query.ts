/**
 * 待办 as fixed statements. The open tasks are the union of two narrow index reads — assigned to me, or
 * unclaimed with me among the candidates — over the partial indexes of open tasks (migration 0007).
 *
 * Each half is ordered and limited on its own (`order by create_time desc limit offset + pageSize`), so
 * for the list everybody opens — no filter, first page — PostgreSQL walks bpm_task_todo_ix backwards and
 * stops after ten entries, instead of reading and sorting all of a busy approver's open tasks (2,000 in
 * bench:approval: 15 ms → under 1 ms). A plain index scan also marks the entries of tasks completed since
 * the last vacuum dead as it passes them, where a bitmap scan never does (bench:bpm saw every completion
 * make everyone's list slower). The instance and its initiator are joined per task through a LATERAL
 * subquery fenced with OFFSET 0: a probe of the instance's primary key for each task read, never a hash
 * join over all instances (a filtered search planned that way read 110,000 instances: 70 ms).
 *
 * The page's total is a separate count: without filters over the open-task indexes alone (every task's
 * instance is written with it and never deleted, so the join would not change the number), with filters
 * through the same halves. A first page shorter than the page size is its own total.
 *
 * The optional filters (list-filters.ts) are null-tolerant parameters, so each text is constant; the
 * statements run unnamed, planned for their parameters each time: a generic plan made while the tables
 * were small kept joining the instances by a sequential scan long after they had grown.
 */
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw-sql.ts';

const unnamed = (text: string): RawStatement => ({ text, name: '' });

/** The two ways a task of mine is open for me: $1 is my humancode. */
const HALVES = [
  `t."status" = 'open' and t."assignee" = $1`,
  `t."status" = 'open' and t."assignee" is null and t."candidate_users" @> jsonb_build_array($1::text)`,
] as const;

/** One half: open tasks of mine with their instance and initiator, the filters $2–$7 applied. */
const half = (open: string, columns: string, tail = '') => `
  select ${columns}
  from "bpm_task" t
  cross join lateral (
    select i."id" as "processInstanceId", i."name" as "processName", i."definition_key" as "processDefinitionKey", i."initiator",
      i."start_time" as "processStartTime", i."result" as "processResult", a."humanname" as "starterName", a."organization_id" as "starterOrgId"
    from "bpm_instance" i
    left join "syt_permission_account" a on a."humancode" = i."initiator"
    where i."id" = t."instance_id"
    offset 0
  ) x
  where ${open}
    and ($2::text is null or x."processName" ilike $2 or t."name" ilike $2)
    and ($3::text is null or t."instance_id" = $3)
    and ($4::text is null or x."initiator" = $4 or x."starterName" ilike $5)
    and ($6::timestamptz is null or t."create_time" >= $6)
    and ($7::timestamptz is null or t."create_time" <= $7)${tail}`;

const ROW_COLUMNS = `t."id", t."name", t."activity_id", t."assignee", t."owner", t."candidate_users", t."status", t."result", t."reason",
    t."create_time", t."claim_time", t."end_time", t."due_date", t."priority", t."definition_id", x.*`;

/** Exported for the plan test (tests/api/bpm-lists.test.ts). $8 page size, $9 offset. */
export const TODO = unnamed(`
select t."id", t."name", t."activity_id" as "activityId", t."assignee", t."owner", t."candidate_users" as "candidateUsers",
  t."status", t."result", t."reason", t."create_time" as "createTime", t."claim_time" as "claimTime", t."end_time" as "endTime",
  t."due_date" as "dueDate", t."priority", t."definition_id" as "definitionId", t."processInstanceId", t."processName",
  t."processDefinitionKey", t."initiator", t."processStartTime", t."processResult", t."starterName", o."name" as "starterOrg"
from (
  (${half(HALVES[0], ROW_COLUMNS, `\n  order by t."create_time" desc limit $8::int + $9::int`)})
  union all
  (${half(HALVES[1], ROW_COLUMNS, `\n  order by t."create_time" desc limit $8::int + $9::int`)})
) t
left join "syt_sys_organization" o on o."id" = t."starterOrgId"
order by t."create_time" desc
limit $8::int offset $9::int`);

/** The filtered total: the same halves, counted. Exported for the plan test. */
export const TODO_COUNT = unnamed(`
select count(*) as "total" from (
  ${half(HALVES[0], '1')}
  union all
  ${half(HALVES[1], '1')}
) t`);

/** The unfiltered total: the open-task indexes alone. */
const OPEN_COUNT = unnamed(`
select (select count(*) from "bpm_task" t where ${HALVES[0]}) + (select count(*) from "bpm_task" t where ${HALVES[1]}) as "total"`);

/** Open tasks of mine, unfiltered: the menu's 待办 count. */
export async function todoCount(db: Db, me: string): Promise<number> {
  return Number((await rawQuery(db, OPEN_COUNT, [me]))[0]?.total ?? 0);
}

export interface TodoFilter {
  /** A LIKE pattern (already escaped), or null. */
  name: string | null;
  processInstanceId: string | null;
  /** The initiator's humancode, or a LIKE pattern of their name. */
  initiator: { code: string; name: string } | null;
  /** Bounds of the task's create time. */
  received: { from: Date; to: Date } | null;
}

export async function todoRows(db: Db, me: string, filter: TodoFilter, page: number, pageSize: number) {
  const filters = [filter.name, filter.processInstanceId, filter.initiator?.code ?? null, filter.initiator?.name ?? null, filter.received?.from.toISOString() ?? null, filter.received?.to.toISOString() ?? null];
  const offset = (page - 1) * pageSize;
  const rows = await rawQuery(db, TODO, [me, ...filters, pageSize, offset]);
  // A page that is not full ends the list: its rows and the offset are the total (a page past the end has no row to tell).
  if (rows.length > 0 && rows.length < pageSize) return { rows, total: offset + rows.length };
  if (rows.length === 0 && page === 1) return { rows, total: 0 };
  const filtered = filters.some((value) => value !== null);
  const total = filtered ? Number((await rawQuery(db, TODO_COUNT, [me, ...filters]))[0]?.total ?? 0) : await todoCount(db, me);
  return { rows, total };
}
