/**
 * 待办 as one fixed statement. The open tasks are the union of two narrow index reads — assigned to me,
 * or unclaimed with me among the candidates — over partial indexes of open tasks (migration 0007).
 * Written as an OR, the planner combines bitmap scans, which never mark the index entries of completed
 * tasks dead; between two vacuums every completion then made everyone's todo list slower (bench:bpm lost
 * a fifth of its throughput in 30 s). Plain index scans skip and mark those entries, so the cost stays
 * with the open tasks.
 *
 * The optional filters (list-filters.ts) are null-tolerant parameters, so the text is constant, and they
 * only narrow the rows the two index reads found: they never become the way in. The time range is on
 * the task's create_time, which the partial indexes hold, so it cannot turn them into a full scan either. It runs unnamed, planned for
 * its parameters each time: a prepared generic plan made while the tables were small kept joining the
 * instances by a sequential scan long after they had grown.
 */
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw-sql.ts';

const unnamed = (text: string): RawStatement => ({ text, name: '' });

/** Exported for the plan test (tests/api/bpm-lists.test.ts). */
export const TODO = unnamed(`
select t."id", t."name", t."activity_id" as "activityId", t."assignee", t."owner", t."candidate_users" as "candidateUsers",
  t."status", t."result", t."reason", t."create_time" as "createTime", t."claim_time" as "claimTime", t."end_time" as "endTime",
  t."due_date" as "dueDate", t."priority", t."definition_id" as "definitionId", i."id" as "processInstanceId", i."name" as "processName",
  i."definition_key" as "processDefinitionKey", i."initiator", i."start_time" as "processStartTime", i."result" as "processResult",
  a."humanname" as "starterName", o."name" as "starterOrg", count(*) over () as "total"
from (
  select * from "bpm_task" where "status" = 'open' and "assignee" = $1
  union all
  select * from "bpm_task" where "status" = 'open' and "assignee" is null and "candidate_users" @> jsonb_build_array($1::text)
) t
join "bpm_instance" i on i."id" = t."instance_id"
left join "syt_permission_account" a on a."humancode" = i."initiator"
left join "syt_sys_organization" o on o."id" = a."organization_id"
where ($2::text is null or i."name" ilike $2 or t."name" ilike $2)
  and ($3::text is null or t."instance_id" = $3)
  and ($4::text is null or i."initiator" = $4 or a."humanname" ilike $5)
  and ($6::timestamptz is null or t."create_time" >= $6)
  and ($7::timestamptz is null or t."create_time" <= $7)
order by t."create_time" desc
limit $8 offset $9`);

const COUNT = unnamed(`
select count(*) as "total" from (
  select "instance_id", "name", "create_time" from "bpm_task" where "status" = 'open' and "assignee" = $1
  union all
  select "instance_id", "name", "create_time" from "bpm_task" where "status" = 'open' and "assignee" is null and "candidate_users" @> jsonb_build_array($1::text)
) t
join "bpm_instance" i on i."id" = t."instance_id"
left join "syt_permission_account" a on $4::text is not null and a."humancode" = i."initiator"
where ($2::text is null or i."name" ilike $2 or t."name" ilike $2)
  and ($3::text is null or t."instance_id" = $3)
  and ($4::text is null or i."initiator" = $4 or a."humanname" ilike $5)
  and ($6::timestamptz is null or t."create_time" >= $6)
  and ($7::timestamptz is null or t."create_time" <= $7)`);

/** Open tasks of mine, unfiltered: the menu's 待办 count. */
export async function todoCount(db: Db, me: string): Promise<number> {
  return Number((await rawQuery(db, COUNT, [me, null, null, null, null, null, null]))[0]?.total ?? 0);
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
  const params = [me, filter.name, filter.processInstanceId, filter.initiator?.code ?? null, filter.initiator?.name ?? null, filter.received?.from.toISOString() ?? null, filter.received?.to.toISOString() ?? null];
  const rows = await rawQuery(db, TODO, [...params, pageSize, (page - 1) * pageSize]);
  // A page past the end has no row to carry the window count.
  const total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? Number((await rawQuery(db, COUNT, params))[0]?.total ?? 0) : 0;
  return { rows, total };
}
