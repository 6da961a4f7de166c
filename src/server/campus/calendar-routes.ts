/**
 * The school calendar's calls, open to every signed-in user (the administrators edit the rows through
 * the entity runtime: eduSchoolTerm, eduSchoolHoliday, eduTimetable):
 * - /eduSchoolCalendar/calendar {}: {terms, events, holidays, workdays}: what the calendar pages and the
 *   date-range widget read; the server's form rules read the same rows (calendar-store.ts).
 * - /eduTimetable/mine {termId?, humancode?}: a person's timetable entries of a term (default: the term
 *   holding today, else the latest that has started, else the first). `humancode` other than the caller's
 *   needs the timetable administrator's view code.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.ts';
import { empty, object, str } from '../http/body.ts';
import { authOf, type ServerContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { hasPermission } from '../../schemas/permissions.ts';
import { rawQuery, statement } from '../db/raw-sql.ts';
import { formatDay, todayOf } from '../../schemas/form/dates.ts';
import { weekInTerm, type Term } from '../../schemas/calendar/week.ts';
import { loadSchoolCalendar, loadTerms } from './calendar-store.ts';

const TIMETABLE_VIEW = 'sys_timetable_view';

const ENTRIES = statement(
  `select id, course, weekday, start_section, end_section, weeks, place, teacher from edu_timetable
   where humancode = $1 and term_id = $2 order by weekday, start_section, course`,
);

/** The term a timetable opens on: the one holding today, else the latest started, else the earliest. */
export function currentTerm(terms: readonly Term[], today: string): Term | undefined {
  const holding = terms.find((term) => weekInTerm(today, term));
  if (holding) return holding;
  const started = terms.filter((term) => term.startDate <= today);
  return started.at(-1) ?? terms[0];
}

export function registerCalendarRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx;

  app.post('/eduSchoolCalendar/calendar', { schema: { body: empty } }, async () => {
    const calendar = await loadSchoolCalendar(db);
    return ok({ terms: calendar.terms, events: calendar.events, holidays: calendar.work.holidays, workdays: calendar.work.workdays });
  });

  app.post('/eduTimetable/mine', { schema: { body: object({ termId: str(64), humancode: str(64) }) } }, async (request) => {
    const body = request.body as { termId?: string; humancode?: string };
    const auth = authOf(request);
    const humancode = body.humancode?.trim() || auth.session.humancode;
    if (humancode !== auth.session.humancode && !hasPermission(auth.permissions, TIMETABLE_VIEW)) throw new AppError('forbidden');
    const terms = await loadTerms(db);
    const term = body.termId ? terms.find((t) => t.id === body.termId) : currentTerm(terms, formatDay(todayOf()));
    if (!term) return ok({ humancode, terms, term: null, entries: [] });
    const rows = await rawQuery(db, ENTRIES, [humancode, term.id]);
    const entries = rows.map((row) => ({
      id: String(row.id),
      course: String(row.course),
      weekday: Number(row.weekday),
      startSection: Number(row.start_section),
      endSection: Number(row.end_section),
      weeks: String(row.weeks ?? ''),
      place: (row.place as string | null) ?? null,
      teacher: (row.teacher as string | null) ?? null,
    }));
    return ok({ humancode, terms, term, entries });
  });
}
