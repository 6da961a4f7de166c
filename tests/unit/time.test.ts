/** Spec §4/§5 helpers: relative time, y-m-d h:i:s with 10-digit seconds, range completion, mobile pattern, width classes. */
import { describe, expect, it } from 'vitest';
import { completeTimeRange, formatDateTime, isMobilePhone, isMobileUserAgent, relativeTime, toMillis, widthClass } from '../../src/runtime/util/time.ts';

const local = new Date(2026, 4, 1, 9, 5, 7); // 2026-05-01 09:05:07 local time
const ms = local.getTime();
const seconds = Math.floor(ms / 1000);

describe('relative time', () => {
  const now = ms;
  it('under 30 s is just now (also for a clock slightly ahead)', () => {
    expect(relativeTime(now - 29_000, now)).toEqual({ kind: 'justNow' });
    expect(relativeTime(now + 5_000, now)).toEqual({ kind: 'justNow' });
  });

  it('under an hour counts minutes', () => {
    expect(relativeTime(now - 30_000, now)).toEqual({ kind: 'minutes', count: 1 });
    expect(relativeTime(now - 59 * 60_000, now)).toEqual({ kind: 'minutes', count: 59 });
  });

  it('under a day counts hours', () => {
    expect(relativeTime(now - 60 * 60_000, now)).toEqual({ kind: 'hours', count: 1 });
    expect(relativeTime(now - (24 * 60 - 1) * 60_000, now)).toEqual({ kind: 'hours', count: 23 });
  });

  it('under two days is one day ago, then a date', () => {
    expect(relativeTime(now - 24 * 3_600_000, now)).toEqual({ kind: 'oneDay' });
    expect(relativeTime(now - 47 * 3_600_000, now)).toEqual({ kind: 'oneDay' });
    expect(relativeTime(now - 48 * 3_600_000, now)).toEqual({ kind: 'date', text: '2026-04-29 09:05' });
  });

  it('reads 10-digit seconds too', () => {
    expect(relativeTime(seconds - 120, now)).toEqual({ kind: 'minutes', count: 2 });
  });
});

describe('date format', () => {
  it('is y-m-d h:i:s', () => {
    expect(formatDateTime(ms)).toBe('2026-05-01 09:05:07');
    expect(formatDateTime(local)).toBe('2026-05-01 09:05:07');
  });

  it('reads a 10-digit number or numeric string as seconds', () => {
    expect(toMillis(seconds)).toBe(seconds * 1000);
    expect(formatDateTime(seconds)).toBe('2026-05-01 09:05:07');
    expect(formatDateTime(String(seconds))).toBe('2026-05-01 09:05:07');
    expect(formatDateTime(String(ms))).toBe('2026-05-01 09:05:07');
  });

  it('reads date strings, other patterns, and gives empty text for nothing', () => {
    expect(formatDateTime('2026-05-01 09:05:07')).toBe('2026-05-01 09:05:07');
    expect(formatDateTime(ms, 'YYYY/MM/DD')).toBe('2026/05/01');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('time range completion', () => {
  it('starts at 00:00:00 and ends at 23:59:59', () => {
    expect(completeTimeRange(['2026-05-01', '2026-05-03'])).toEqual(['2026-05-01 00:00:00', '2026-05-03 23:59:59']);
    expect(completeTimeRange([ms, seconds])).toEqual(['2026-05-01 00:00:00', '2026-05-01 23:59:59']);
  });

  it('leaves an incomplete range out', () => {
    expect(completeTimeRange(null)).toBeUndefined();
    expect(completeTimeRange(['2026-05-01'])).toBeUndefined();
    expect(completeTimeRange(['x', 'y'])).toBeUndefined();
  });
});

describe('mobile pattern', () => {
  it('is 1, a digit 3-9, then 9 digits', () => {
    expect(isMobilePhone('13800000001')).toBe(true);
    expect(isMobilePhone('19912345678')).toBe(true);
    expect(isMobilePhone('12800000001')).toBe(false);
    expect(isMobilePhone('1380000000')).toBe(false);
    expect(isMobilePhone('138000000011')).toBe(false);
    expect(isMobilePhone('23800000001')).toBe(false);
  });
});

describe('screen width classes', () => {
  it('≥1200 → 3, ≥992 → 2, ≥768 → 1, else 0', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 320].map(widthClass)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('mobile devices by user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
  });
});
