/**
 * The school calendar as the server reads it: the terms (eduSchoolTerm) and the holidays and make-up
 * workdays (eduSchoolHoliday) that administrators keep through the entity runtime, turned into the
 * WorkCalendar that the form rules take (src/schemas/calendar/week.ts). Read per call: a form submission
 * must see a holiday the moment it is saved, and the two small tables are read by index-free scans of a
 * few dozen rows.
 */
import type { Db } from '../db/client.ts';
import { rawQuery, statement } from '../db/raw-sql.ts';
import { workCalendarOf, type CalendarEvent, type Term } from '../../schemas/calendar/week.ts';
import type { WorkCalendar } from '../../schemas/form/dates.ts';
import type { FormSchema } from '../../schemas/form/types.ts';
import { allWidgets } from '../../schemas/form/walk.ts';

const TERMS = statement(`select id, name, start_date::text as start_date, weeks from edu_school_term order by start_date`);
// Events of the last and next few years: enough for any form being filled, bounded for the scan.
const EVENTS = statement(
  `select name, kind, start_date::text as start_date, coalesce(end_date, start_date)::text as end_date from edu_school_holiday
   where coalesce(end_date, start_date) >= current_date - 1100 and start_date <= current_date + 1100 order by start_date`,
);

export interface SchoolCalendar {
  terms: Term[];
  events: CalendarEvent[];
  work: Required<WorkCalendar>;
}

export async function loadTerms(db: Db): Promise<Term[]> {
  const rows = await rawQuery(db, TERMS, []);
  return rows.map((row) => ({ id: String(row.id), name: String(row.name), startDate: String(row.start_date), weeks: Number(row.weeks) }));
}

export async function loadEvents(db: Db): Promise<CalendarEvent[]> {
  const rows = await rawQuery(db, EVENTS, []);
  return rows.map((row) => ({ name: String(row.name), kind: row.kind === 'workday' ? 'workday' : 'holiday', startDate: String(row.start_date), endDate: String(row.end_date) }));
}

export async function loadSchoolCalendar(db: Db): Promise<SchoolCalendar> {
  const [terms, events] = [await loadTerms(db), await loadEvents(db)];
  return { terms, events, work: workCalendarOf(events) };
}

/** Holidays and make-up workdays only, for the form rules (validateSubmission's `calendar`). */
export async function loadWorkCalendar(db: Db): Promise<Required<WorkCalendar>> {
  return workCalendarOf(await loadEvents(db));
}

/** The calendar a form's rules need: read only when the form has a date-range (its disabled days, getdays counts). */
export async function calendarFor(db: Db, form: Pick<FormSchema, 'widgetList'>): Promise<Required<WorkCalendar> | undefined> {
  return allWidgets(form.widgetList).some((widget) => widget.type === 'date-range') ? loadWorkCalendar(db) : undefined;
}
