/**
 * The dates a reservation covers: one date, or the same weekday every week up to and including a last
 * date (a recurring application). Pure: dates are ISO `YYYY-MM-DD` strings in the campus calendar, so no
 * time zone enters here; the database turns date + slot time into instants (see apply.ts).
 */

/** The most occurrences one application may hold (half a year of weekly bookings). */
export const MAX_OCCURRENCES = 26;

const DAY_MS = 86_400_000;

const toDay = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Whether the string is a real calendar date (2026-02-30 is not). */
export function isDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && fromDay(toDay(date)) === date;
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const day = new Date(toDay(date) * DAY_MS).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whole days from a to b. */
export const daysBetween = (a: string, b: string): number => toDay(b) - toDay(a);

/** The Monday of the date's week. */
export const mondayOf = (date: string): string => fromDay(toDay(date) - (weekdayOf(date) - 1));

export const addDays = (date: string, days: number): string => fromDay(toDay(date) + days);

/** The weekly dates from `first` to `until` (inclusive); just `first` without `until`. Undefined when more than MAX_OCCURRENCES. */
export function weeklyDates(first: string, until?: string): string[] | undefined {
  if (!until) return [first];
  const dates: string[] = [];
  for (let day = first; daysBetween(day, until) >= 0; day = addDays(day, 7)) {
    dates.push(day);
    if (dates.length > MAX_OCCURRENCES) return undefined;
  }
  return dates;
}

/** Minutes after midnight of an `HH:mm` time. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
