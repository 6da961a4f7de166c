/**
 * The school calendar's one reading of a day: which term and teaching week it falls in, its weekday
 * (1 Monday … 7 Sunday, as Chinese timetables count), and whether it is a working day once the
 * administrator's holidays and make-up workdays (调休) are applied. The calendar pages, the date-range
 * widget (working-day count, disabled days) and the server's form validation all call these, so "week N,
 * weekday D" and "is this a holiday" are answered the same everywhere.
 *
 * Week 1 is the week (Monday to Sunday) holding the term's start date, so a term starting on a Wednesday
 * still has that Monday in week 1; the teaching weeks end after `weeks` such weeks.
 */
import { dayNumber, formatDay, fromDayNumber, isWorkingDay, parseDay, weekday as weekdayOf, type CalendarDay, type WorkCalendar } from '../form/dates.ts';

export interface Term {
  id?: string;
  name: string;
  /** yyyy-MM-dd, the first day of the term. */
  startDate: string;
  /** Teaching weeks (1–60). */
  weeks: number;
}

export type CalendarEventKind = 'holiday' | 'workday';

/** A holiday (days off) or a make-up workday range (调休: a weekend day that is worked), both ends inclusive. */
export interface CalendarEvent {
  name: string;
  kind: CalendarEventKind;
  startDate: string;
  /** Defaults to startDate. */
  endDate?: string | null;
}

export interface SchoolWeek {
  term: Term;
  /** 1 … term.weeks. */
  week: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
}

/** Monday of the week holding the day, as a day number. */
function mondayOf(n: number): number {
  const w = weekdayOf(fromDayNumber(n));
  return n - ((w + 6) % 7);
}

/** 1 Monday … 7 Sunday. */
export function isoWeekday(day: CalendarDay): number {
  const w = weekdayOf(day);
  return w === 0 ? 7 : w;
}

/** The teaching week of a day in one term, or undefined outside it (before week 1 or after the last week). */
export function weekInTerm(value: unknown, term: Term): SchoolWeek | undefined {
  const day = parseDay(value);
  const start = parseDay(term.startDate);
  if (!day || !start || !Number.isInteger(term.weeks) || term.weeks < 1) return undefined;
  const n = dayNumber(day);
  const week = Math.floor((n - mondayOf(dayNumber(start))) / 7) + 1;
  if (week < 1 || week > term.weeks) return undefined;
  return { term, week, weekday: isoWeekday(day) };
}

/** "Week N, weekday D" of a day: the first term (by start date) whose teaching weeks hold it. */
export function schoolWeek(value: unknown, terms: readonly Term[]): SchoolWeek | undefined {
  const sorted = [...terms].sort((a, b) => a.startDate.localeCompare(b.startDate));
  for (const term of sorted) {
    const found = weekInTerm(value, term);
    if (found) return found;
  }
  return undefined;
}

/** The first and last day (yyyy-MM-dd) of a teaching week. */
export function weekSpan(term: Term, week: number): { from: string; to: string } | undefined {
  const start = parseDay(term.startDate);
  if (!start || week < 1 || week > term.weeks) return undefined;
  const monday = mondayOf(dayNumber(start)) + (week - 1) * 7;
  return { from: formatDay(fromDayNumber(monday)), to: formatDay(fromDayNumber(monday + 6)) };
}

/** Longest event span expanded, so a mistyped year cannot make the server walk millions of days. */
const MAX_EVENT_DAYS = 366;

/** Every day of the events, split into holidays and make-up workdays (a day in both is a workday). */
export function workCalendarOf(events: readonly CalendarEvent[]): Required<WorkCalendar> {
  const holidays = new Set<string>();
  const workdays = new Set<string>();
  for (const event of events) {
    const from = parseDay(event.startDate);
    const to = parseDay(event.endDate ?? event.startDate) ?? from;
    if (!from || !to) continue;
    const a = dayNumber(from);
    const b = Math.min(dayNumber(to), a + MAX_EVENT_DAYS - 1);
    for (let n = a; n <= b; n++) (event.kind === 'workday' ? workdays : holidays).add(formatDay(fromDayNumber(n)));
  }
  for (const day of workdays) holidays.delete(day);
  return { holidays: [...holidays].sort(), workdays: [...workdays].sort() };
}

/** Whether the day is worked: a make-up workday is; a holiday is not; otherwise Monday to Friday (dates.ts's rule). */
export function isSchoolWorkingDay(value: unknown, calendar: WorkCalendar): boolean {
  const day = parseDay(value);
  return day ? isWorkingDay(day, calendar) : false;
}

/** Whether the day is one of the calendar's holidays (not a plain weekend, not a make-up workday). */
export function isSchoolHoliday(value: unknown, calendar: WorkCalendar): boolean {
  const day = parseDay(value);
  if (!day) return false;
  const text = formatDay(day);
  return !calendar.workdays?.includes(text) && calendar.holidays?.includes(text) === true;
}

/** The events touching a day, in the order given. */
export function eventsOn(value: unknown, events: readonly CalendarEvent[]): CalendarEvent[] {
  const day = parseDay(value);
  if (!day) return [];
  const n = dayNumber(day);
  return events.filter((event) => {
    const from = parseDay(event.startDate);
    const to = parseDay(event.endDate ?? event.startDate) ?? from;
    return from && to ? n >= dayNumber(from) && n <= dayNumber(to) : false;
  });
}

/**
 * The weeks a timetable entry meets, written as an administrator types them: "1-16", "1-8,10,12-16",
 * also with Chinese commas (单/双 week markers are not read). Pieces that cannot be read are skipped; when none can,
 * the entry meets every teaching week (the importer kept the row rather than guessing it away).
 */
export function parseWeeks(text: unknown, totalWeeks: number): number[] {
  const weeks = new Set<number>();
  const source = typeof text === 'string' ? text : '';
  for (const piece of source.split(/[,，、;；\s]+/)) {
    const match = /^(\d{1,2})(?:[-–~～](\d{1,2}))?$/.exec(piece.trim());
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    for (let week = Math.max(1, from); week <= Math.min(totalWeeks, to); week++) weeks.add(week);
  }
  if (weeks.size === 0) for (let week = 1; week <= totalWeeks; week++) weeks.add(week);
  return [...weeks].sort((a, b) => a - b);
}
