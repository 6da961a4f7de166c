/**
 * 待办 as one fixed statement. The open tasks are the union of two narrow index reads — assigned to me,
 * or unclaimed with me among the candidates — over partial indexes of open tasks (migration 0007).
 * Written as an OR, the planner combines bitmap scans, which never mark the index entries of completed
 * tasks dead; between two vacuums every completion then made everyone's todo list slower (bench:bpm lost
 * a fifth of its throughput in 30 s). Plain index scans skip and mark those entries, so the cost stays
 * with the open tasks.
 *
 * The optional filters are null-tolerant parameters, so the text is constant. It runs unnamed, planned for
 * its parameters each time: a prepared generic plan made while the tables were small kept joining the
 * instances by a sequential scan long after they had grown.
 */
import type { Db } from '../../db/client.ts';
import { rawQuery, type RawStatement } from '../../db/raw-sql.ts';

const unnamed = (text: string): RawStatement => ({ text, name: '' });

const TODO = unnamed(`
select t."id", t."name", t."activity_id" as "activityId", t."assignee", t."owner", t."candidate_users" as "candidateUsers",
  t."status", t."result", t."reason", t."create_time" as "createTime", t."claim_time" as "claimTime", t."end_time" as "endTime",
  t."due_date" as "dueDate", t."priority", i."id" as "processInstanceId", i."name" as "processName",
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
order by t."create_time" desc
limit $4 offset $5`);

const COUNT = unnamed(`
select count(*) as "total" from (
  select "instance_id", "name" from "bpm_task" where "status" = 'open' and "assignee" = $1
  union all
  select "instance_id", "name" from "bpm_task" where "status" = 'open' and "assignee" is null and "candidate_users" @> jsonb_build_array($1::text)
) t
join "bpm_instance" i on i."id" = t."instance_id"
where ($2::text is null or i."name" ilike $2 or t."name" ilike $2)
  and ($3::text is null or t."instance_id" = $3)`);

export interface TodoFilter {
  /** A LIKE pattern (already escaped), or null. */
  name: string | null;
  processInstanceId: string | null;
}

export async function todoRows(db: Db, me: string, filter: TodoFilter, page: number, pageSize: number) {
  const params = [me, filter.name, filter.processInstanceId];
  const rows = await rawQuery(db, TODO, [...params, pageSize, (page - 1) * pageSize]);
  // A page past the end has no row to carry the window count.
  const total = rows.length > 0 ? Number(rows[0]!.total) : page > 1 ? Number((await rawQuery(db, COUNT, params))[0]?.total ?? 0) : 0;
  return { rows, total };
}
