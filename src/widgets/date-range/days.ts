/**
 * Day counting of the date-range widget: total days and working days, both inclusive of the two ends;
 * a working day is neither Saturday, Sunday nor a holiday of the school calendar. The picker disables
 * the same days, plus every day before today.
 */
import dayjs, { type Dayjs } from 'dayjs';

/** Holidays as a set of YYYY-MM-DD keys. */
export type HolidaySet = ReadonlySet<string>;

const key = (day: Dayjs) => day.format('YYYY-MM-DD');
const weekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export function isNonWorkingDay(day: Dayjs, holidays: HolidaySet): boolean {
  return weekend(day) || holidays.has(key(day));
}

export function rangeDisabled(day: Dayjs, today: Dayjs, holidays: HolidaySet): boolean {
  return day.isBefore(today, 'day') || isNonWorkingDay(day, holidays);
}

export function countDays(start: Dayjs, end: Dayjs, holidays: HolidaySet): { total: number; working: number } {
  const from = start.startOf('day');
  const to = end.startOf('day');
  if (to.isBefore(from)) return { total: 0, working: 0 };
  const total = to.diff(from, 'day') + 1;
  let working = 0;
  for (let day = from; !day.isAfter(to); day = day.add(1, 'day')) if (!isNonWorkingDay(day, holidays)) working += 1;
  return { total, working };
}

/** Reads a holiday list written as a JSON array or separated by commas/whitespace; unreadable entries are dropped. */
export function parseHolidays(source: unknown): Set<string> {
  let items: unknown[] = [];
  if (Array.isArray(source)) items = source;
  else if (typeof source === 'string' && source.trim() !== '') {
    try {
      const parsed: unknown = JSON.parse(source);
      items = Array.isArray(parsed) ? parsed : [];
    } catch {
      items = source.split(/[\s,;，；]+/);
    }
  }
  const days = new Set<string>();
  for (const item of items) {
    const day = dayjs(String(item), 'YYYY-MM-DD', true);
    if (day.isValid()) days.add(key(day));
  }
  return days;
}
