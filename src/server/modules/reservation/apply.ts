/**
 * Applying for a resource's time slot, once or weekly until a date. Each occurrence is inserted in a
 * savepoint of its own; the exclusion constraint of syt_resource_apply (migration 0016) refuses one that
 * overlaps an active booking of the same resource (SQLSTATE 23P01), however many requests race, and the
 * answer reports every occurrence: booked, or refused and why. The free occurrences of a recurring
 * application are kept when others conflict; when none is free the call fails (00007 conflict) with the
 * same report as field errors.
 *
 * Applications for one resource take a transaction lock on it first: two inserts that overlap each other
 * each wait for the other's transaction inside the constraint's check, a deadlock PostgreSQL breaks after a
 * second by failing one (40P01); 20 racing requests on a busy server got 500s that way instead of conflicts.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthState } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { Lang } from '../../../schemas/envelope.ts';
import { daysBetween, isDate, minutesOf, weekdayOf, weeklyDates, MAX_OCCURRENCES } from './occurrences.ts';
import { rowsOf, sqlState } from './sql-util.ts';

/** The campus's time zone: slot times ("08:00") are wall-clock times there. */
export const CAMPUS_TZ = process.env.FLOWHALL_CAMPUS_TZ ?? 'Asia/Shanghai';

export interface ApplyInput {
  resourceId: string;
  slotId: string;
  date: string;
  repeatUntil?: string;
  purpose: string;
  peopleCount?: number;
}

export interface Occurrence {
  date: string;
  ok: boolean;
  id?: string;
  /** Why it was refused: taken (overlaps an active booking) or past (the slot has begun). */
  reason?: 'taken' | 'past';
}

interface ResourceRow {
  id: string;
  name: string;
  capacity: number | null;
  open_time: string;
  close_time: string;
  max_weeks: number | null;
  need_approval: boolean | null;
  process_key: string | null;
}
interface SlotRow {
  id: string;
  start_time: string;
  end_time: string;
  weekdays: string;
}

const invalid = (path: string, zh: string, en: string) => new AppError('validation', { message: { zh, en }, errors: [{ path, message: { zh, en } }] });

export async function loadResource(db: Db, id: string): Promise<ResourceRow> {
  const [resource] = await rowsOf<ResourceRow>(
    db,
    sql`select id, name, capacity, open_time, close_time, max_weeks, need_approval, process_key from syt_resource where id = ${id} and enabled = true`,
  );
  if (!resource) throw notFound('资源不存在或未开放', 'The resource does not exist or is not open');
  return resource;
}

/** Checks the application against the resource's rules and answers the dates it covers. */
async function checkedDates(db: Db, input: ApplyInput, resource: ResourceRow, slot: SlotRow): Promise<string[]> {
  if (!isDate(input.date)) throw invalid('/date', '日期无效', 'The date is not valid');
  if (input.repeatUntil !== undefined && (!isDate(input.repeatUntil) || daysBetween(input.date, input.repeatUntil) < 0)) {
    throw invalid('/repeatUntil', '重复截止日期须不早于预约日期', 'Repeat until must not be before the date');
  }
  if (minutesOf(slot.start_time) < minutesOf(resource.open_time) || minutesOf(slot.end_time) > minutesOf(resource.close_time) || minutesOf(slot.end_time) <= minutesOf(slot.start_time)) {
    throw invalid('/slotId', '该时段不在资源开放时间内', 'This slot is outside the opening hours');
  }
  if (!slot.weekdays.split(',').includes(String(weekdayOf(input.date)))) throw invalid('/date', '该时段在这一天不开放预约', 'This slot cannot be booked on that weekday');
  if (resource.capacity && input.peopleCount !== undefined && input.peopleCount > resource.capacity) {
    throw invalid('/peopleCount', `人数超过容纳上限（${resource.capacity}）`, `More people than the capacity (${resource.capacity})`);
  }
  const dates = weeklyDates(input.date, input.repeatUntil);
  if (!dates) throw invalid('/repeatUntil', `一次最多预约 ${MAX_OCCURRENCES} 次`, `At most ${MAX_OCCURRENCES} occurrences at once`);
  const [{ today } = { today: input.date }] = await rowsOf<{ today: string }>(db, sql`select to_char(now() at time zone ${CAMPUS_TZ}, 'YYYY-MM-DD') as today`);
  if (daysBetween(today, input.date) < 0) throw invalid('/date', '不能预约过去的日期', 'The date has passed');
  const horizon = (resource.max_weeks ?? 8) * 7;
  if (daysBetween(today, dates.at(-1)!) > horizon) {
    throw invalid(input.repeatUntil ? '/repeatUntil' : '/date', `最多只能提前 ${horizon / 7} 周预约`, `Bookings open at most ${horizon / 7} weeks ahead`);
  }
  return dates;
}

export interface Applied {
  seriesId: string;
  status: string;
  occurrences: Occurrence[];
  /** The approval process to start for the series (resource.processKey), with what it is told. */
  approval?: { processKey: string; name: string; variables: Record<string, unknown> };
}

/** Held until the transaction ends: applications for one resource are decided one at a time. */
export const resourceLock = (resourceId: string) => sql`select pg_advisory_xact_lock(hashtext('syt_resource_apply'), hashtext(${resourceId}))`;

export async function applyForSlot(db: Db, auth: AuthState, input: ApplyInput, lang: Lang): Promise<Applied> {
  const resource = await loadResource(db, input.resourceId);
  const [slot] = await rowsOf<SlotRow>(
    db,
    sql`select id, start_time, end_time, weekdays from syt_resour_project_time where id = ${input.slotId} and resource_id = ${resource.id} and enabled = true`,
  );
  if (!slot) throw invalid('/slotId', '时段不存在', 'No such time slot');
  const dates = await checkedDates(db, input, resource, slot);
  const seriesId = randomUUID();
  const status = resource.need_approval ? 'pending' : 'approved';
  const { session } = auth;
  const occurrences = await db.transaction(async (tx) => {
    await tx.execute(resourceLock(resource.id));
    const results: Occurrence[] = [];
    for (const date of dates) {
      const id = randomUUID();
      const startAt = sql`((${date}::date + ${slot.start_time}::time) at time zone ${CAMPUS_TZ})`;
      const endAt = sql`((${date}::date + ${slot.end_time}::time) at time zone ${CAMPUS_TZ})`;
      try {
        // A savepoint per occurrence: a refused one rolls back alone.
        const inserted = await tx.transaction(async (sp) =>
          rowsOf<{ id: string }>(
            sp,
            sql`insert into syt_resource_apply (id, resource_id, slot_id, series_id, humancode, humanname, organization_id, organization_name, purpose, people_count, start_at, end_at, status)
              select ${id}, ${resource.id}, ${slot.id}, ${seriesId}, ${session.humancode}, ${session.humanname}, ${session.organizationId}, ${session.organizationName},
                ${input.purpose}, ${input.peopleCount ?? null}, ${startAt}, ${endAt}, ${status}
              where ${startAt} > now()
              returning id`,
          ),
        );
        results.push(inserted.length > 0 ? { date, ok: true, id } : { date, ok: false, reason: 'past' });
      } catch (error) {
        if (sqlState(error) !== '23P01') throw error;
        results.push({ date, ok: false, reason: 'taken' });
      }
    }
    return results;
  });
  if (!occurrences.some((o) => o.ok)) {
    const words = { taken: { zh: '已被预约', en: 'is already booked' }, past: { zh: '时段已开始', en: 'has already begun' } };
    throw new AppError('conflict', {
      message: { zh: '所选时段已被预约', en: 'The chosen time is already booked' },
      errors: occurrences.map((o, index) => ({ path: `/occurrences/${index}`, message: `${o.date} ${words[o.reason ?? 'taken'][lang]}` })),
    });
  }
  const booked = occurrences.filter((o) => o.ok).map((o) => o.date);
  const approval =
    status === 'pending' && resource.process_key
      ? {
          processKey: resource.process_key,
          name: `${resource.name} ${booked[0]}${booked.length > 1 ? ` +${booked.length - 1}` : ''} ${slot.start_time}–${slot.end_time}`,
          variables: { resourceName: resource.name, dates: booked.join(','), startTime: slot.start_time, endTime: slot.end_time, purpose: input.purpose, peopleCount: input.peopleCount ?? null },
        }
      : undefined;
  return { seriesId, status, occurrences, ...(approval ? { approval } : {}) };
}
