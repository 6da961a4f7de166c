/**
 * resourceStatistics: how much each resource, department or week was used between two dates (campus
 * time, both inclusive): approved bookings, their count and their hours. Pending, rejected and
 * cancelled applications are not use.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { CAMPUS_TZ } from './apply.ts';
import { addDays } from './occurrences.ts';
import { rowsOf } from './sql-util.ts';

export const STAT_DIMENSIONS = ['resource', 'department', 'week'] as const;
export type StatDimension = (typeof STAT_DIMENSIONS)[number];

export interface StatRow {
  key: string;
  label: string;
  count: number;
  hours: number;
}

const local = sql`(a.start_at at time zone ${CAMPUS_TZ})`;

const groupings: Record<StatDimension, { key: SQL; label: SQL }> = {
  resource: { key: sql`a.resource_id`, label: sql`coalesce(max(r.name), a.resource_id)` },
  department: { key: sql`coalesce(a.organization_name, '')`, label: sql`min(coalesce(a.organization_name, ''))` },
  // The Monday of the booking's week, in campus time. The label is an aggregate: the time zone travels as a
  // parameter, so PostgreSQL cannot see that a second copy of the key's expression is the grouped one.
  week: { key: sql`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`, label: sql`min(to_char(date_trunc('week', ${local}), 'YYYY-MM-DD'))` },
};

export async function statistics(db: Db, body: { from: string; to: string; by: StatDimension }): Promise<{ by: StatDimension; rows: StatRow[]; total: { count: number; hours: number } }> {
  const { key, label } = groupings[body.by];
  const rows = await rowsOf<{ key: string; label: string; count: number | string; hours: number | string }>(
    db,
    sql`select ${key} as key, ${label} as label, count(*)::int as count,
        round((sum(extract(epoch from (a.end_at - a.start_at))) / 3600)::numeric, 2)::float8 as hours
      from syt_resource_apply a left join syt_resource r on r.id = a.resource_id
      where a.status = 'approved'
        and a.start_at >= ((${body.from}::date)::timestamp at time zone ${CAMPUS_TZ})
        and a.start_at < ((${addDays(body.to, 1)}::date)::timestamp at time zone ${CAMPUS_TZ})
      group by 1 order by ${body.by === 'week' ? sql`1` : sql`3 desc, 2`}`,
  );
  const parsed = rows.map((row) => ({ key: row.key, label: row.label, count: Number(row.count), hours: Number(row.hours) }));
  const total = parsed.reduce((sum, row) => ({ count: sum.count + row.count, hours: Math.round((sum.hours + row.hours) * 100) / 100 }), { count: 0, hours: 0 });
  return { by: body.by, rows: parsed, total };
}
