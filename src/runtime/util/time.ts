/**
 * Time and format helpers of spec §4/§5: relative time, y-m-d h:i:s with 10-digit seconds, query-range
 * completion, the mobile pattern and the screen width classes. Pure, so they run in node tests.
 */
import dayjs from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type TimeInput = number | string | Date;

/** A 10-digit number (or numeric string) is a seconds timestamp; other numbers are milliseconds. */
export function toMillis(value: TimeInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isInteger(value) && String(Math.abs(value)).length === 10 ? value * 1000 : value;
  const text = value.trim();
  if (/^-?\d+$/.test(text)) return toMillis(Number(text));
  // "2026-05-01 10:00:00" is read as local time, like dayjs and the server's own format.
  return dayjs(text).valueOf();
}

/** y-m-d h:i:s (or another dayjs pattern); an unreadable value gives ''. */
export function formatDateTime(value: TimeInput | null | undefined, pattern: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = toMillis(value);
  return Number.isFinite(ms) ? dayjs(ms).format(pattern) : '';
}

export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'oneDay' }
  | { kind: 'date'; text: string };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Under 30 s just now; under 1 h minutes; under 1 day hours; under 2 days one day; else the date. */
export function relativeTime(value: TimeInput, now: number = Date.now()): RelativeTime {
  const ms = toMillis(value);
  const diff = now - ms;
  // A clock slightly ahead of ours still reads "just now" rather than a negative count.
  if (diff < 30 * SECOND) return { kind: 'justNow' };
  if (diff < HOUR) return { kind: 'minutes', count: Math.max(1, Math.floor(diff / MINUTE)) };
  if (diff < DAY) return { kind: 'hours', count: Math.floor(diff / HOUR) };
  if (diff < 2 * DAY) return { kind: 'oneDay' };
  return { kind: 'date', text: formatDateTime(ms, 'YYYY-MM-DD HH:mm') };
}

/** Completes a query date range to whole days: start at 00:00:00, end at 23:59:59. */
export function completeTimeRange(range: readonly [TimeInput, TimeInput] | readonly TimeInput[] | null | undefined): [string, string] | undefined {
  if (!range || range.length < 2 || range[0] === undefined || range[1] === undefined) return undefined;
  const day = (value: TimeInput) => formatDateTime(value, 'YYYY-MM-DD');
  const start = day(range[0]);
  const end = day(range[1]);
  if (!start || !end) return undefined;
  return [`${start} 00:00:00`, `${end} 23:59:59`];
}

/** 1, then a digit 3-9, then 9 digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const isMobilePhone = (value: string): boolean => MOBILE_PATTERN.test(value);

/** Screen width classes: ≥1200 → 3, ≥992 → 2, ≥768 → 1, else 0. */
export function widthClass(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

/** Phones and tablets, for the guard's mobileHome step. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS/i.test(userAgent);
}
