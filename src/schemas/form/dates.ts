/**
 * Calendar arithmetic for date and date-range fields: inclusive day counts (total and working days)
 * and the predicates that disable days in the pickers. Days are calendar days, computed on a day
 * number (days since 1970-01-01 of the proleptic Gregorian calendar), so time zones and daylight
 * saving never shift a count.
 */

/** A calendar day: y, m (1–12), d. */
export interface CalendarDay {
  y: number;
  m: number;
  d: number;
}

export interface WorkCalendar {
  /** Days off on weekdays (the school calendar's holidays), as yyyy-MM-dd. */
  holidays?: readonly string[];
  /** Weekend days that are working days (make-up days), as yyyy-MM-dd. */
  workdays?: readonly string[];
}

/**
 * Reads a date value as VForm stores it: 'yyyy-MM-dd', 'yyyy-MM-dd HH:mm:ss', 'yyyy/MM/dd',
 * 'yyyy年MM月dd日', a timestamp in milliseconds, or a Date (both read in local time).
 */
export function parseDay(value: unknown): CalendarDay | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : { y: value.getFullYear(), m: value.getMonth() + 1, d: value.getDate() };
  if (typeof value === 'number') return Number.isFinite(value) ? parseDay(new Date(value)) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{10,13}$/.test(text)) return parseDay(Number(text.length === 10 ? `${text}000` : text));
  const match = /^(\d{4})[-/年.](\d{1,2})[-/月.](\d{1,2})/.exec(text);
  if (!match) return undefined;
  const day = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  return isValidDay(day) ? day : undefined;
}

function isValidDay({ y, m, d }: CalendarDay): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= daysInMonth(y, m);
}

function daysInMonth(y: number, m: number): number {
  return [31, isLeap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber({ y, m, d }: CalendarDay): number {
  // Days-from-civil (Howard Hinnant's algorithm), exact for every Gregorian date.
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(n: number): CalendarDay {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return { y: yoe + era * 400 + (m <= 2 ? 1 : 0), m, d };
}

export function formatDay({ y, m, d }: CalendarDay): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: CalendarDay): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

function daySet(list: readonly string[] | undefined): Set<number> {
  const set = new Set<number>();
  for (const item of list ?? []) {
    const day = parseDay(item);
    if (day) set.add(dayNumber(day));
  }
  return set;
}

export function isWorkingDay(day: CalendarDay, calendar: WorkCalendar = {}): boolean {
  const n = dayNumber(day);
  if (daySet(calendar.workdays).has(n)) return true;
  if (daySet(calendar.holidays).has(n)) return false;
  const w = weekday(day);
  return w !== 0 && w !== 6;
}

/** Inclusive count of days from start to end (0 when either is missing or end is before start). */
export function totalDays(start: unknown, end: unknown): number {
  const a = parseDay(start);
  const b = parseDay(end);
  if (!a || !b) return 0;
  const diff = dayNumber(b) - dayNumber(a);
  return diff < 0 ? 0 : diff + 1;
}

/** Inclusive count of working days: weekdays that are not holidays, plus make-up workdays. */
export function workingDays(start: unknown, end: unknown, calendar: WorkCalendar = {}): number {
  const a = parseDay(start);
  const b = parseDay(end);
  if (!a || !b) return 0;
  const from = dayNumber(a);
  const to = dayNumber(b);
  if (to < from) return 0;
  const holidays = daySet(calendar.holidays);
  const workdays = daySet(calendar.workdays);
  let count = 0;
  // Whole weeks hold five weekdays; only the remainder is walked day by day.
  const span = to - from + 1;
  const weeks = Math.floor(span / 7);
  count += weeks * 5;
  for (let n = from + weeks * 7; n <= to; n++) {
    const w = (((n + 4) % 7) + 7) % 7;
    if (w !== 0 && w !== 6) count++;
  }
  for (const n of holidays) {
    const w = (((n + 4) % 7) + 7) % 7;
    if (n >= from && n <= to && w !== 0 && w !== 6 && !workdays.has(n)) count--;
  }
  for (const n of workdays) {
    const w = (((n + 4) % 7) + 7) % 7;
    if (n >= from && n <= to && (w === 0 || w === 6)) count++;
  }
  return count;
}

export interface DayCountOptions extends WorkCalendar {
  working: boolean;
}

/** The two dates of a date-range value ([start, end]) or undefined. */
export function rangeEnds(value: unknown): [unknown, unknown] | undefined {
  if (Array.isArray(value) && value.length === 2) return [value[0], value[1]];
  return undefined;
}

export function countDays(start: unknown, end: unknown, options: DayCountOptions): number {
  return options.working ? workingDays(start, end, options) : totalDays(start, end);
}

export function todayOf(now: Date = new Date()): CalendarDay {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

export interface RangeDisableOptions extends WorkCalendar {
  today: CalendarDay;
  /** Default true: Saturdays and Sundays (unless listed as workdays). */
  weekends?: boolean;
  /** Default true: days before today. */
  past?: boolean;
}

/** The date-range picker's disabled-date predicate: weekends, holidays and past days. */
export function isRangeDayDisabled(value: unknown, options: RangeDisableOptions): boolean {
  const day = parseDay(value);
  if (!day) return false;
  const n = dayNumber(day);
  if (options.past !== false && n < dayNumber(options.today)) return true;
  if (daySet(options.workdays).has(n)) return false;
  if (daySet(options.holidays).has(n)) return true;
  const w = weekday(day);
  return options.weekends !== false && (w === 0 || w === 6);
}

export interface DateWindowOptions {
  today: CalendarDay;
  /** Days before today that open the window. */
  bdate?: unknown;
  /** Days after today that close it. */
  adate?: unknown;
  /** out-date: days outside [today − bdate, today + adate] are disabled; in-date: days inside are. */
  disabledDateType?: unknown;
}

/**
 * The date picker's bdate/adate window. A missing bdate or adate leaves that side open; without a
 * disabledDateType, or with neither bound, nothing is disabled.
 */
export function isDateOutsideWindow(value: unknown, options: DateWindowOptions): boolean {
  const day = parseDay(value);
  if (!day) return false;
  const type = options.disabledDateType;
  if (type !== 'out-date' && type !== 'in-date') return false;
  const before = nonNegative(options.bdate);
  const after = nonNegative(options.adate);
  if (before === undefined && after === undefined) return false;
  const today = dayNumber(options.today);
  const n = dayNumber(day);
  const from = before === undefined ? -Infinity : today - before;
  const to = after === undefined ? Infinity : today + after;
  const inside = n >= from && n <= to;
  return type === 'out-date' ? !inside : inside;
}

function nonNegative(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
}

/**
 * The days a server may take for the user's today: its own, and one either side, because the person
 * filling the form may live in another time zone than the server. A value is refused only when it is
 * refused on all three.
 */
export function todaysAround(today: CalendarDay): CalendarDay[] {
  const n = dayNumber(today);
  return [fromDayNumber(n - 1), today, fromDayNumber(n + 1)];
}

/** The date shortcuts of §3: today, yesterday, a week ago. */
export function dateShortcuts(today: CalendarDay): { key: 'today' | 'yesterday' | 'weekAgo'; day: string }[] {
  const n = dayNumber(today);
  return [
    { key: 'today', day: formatDay(today) },
    { key: 'yesterday', day: formatDay(fromDayNumber(n - 1)) },
    { key: 'weekAgo', day: formatDay(fromDayNumber(n - 7)) },
  ];
}
