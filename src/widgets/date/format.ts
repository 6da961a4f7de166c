/**
 * VForm (Element UI) date patterns → dayjs patterns: yyyy → YYYY, dd → DD, d → D, WW → ww; the other
 * tokens (MM, HH, hh, mm, ss, A) mean the same in both. Bracketed text stays literal; 'timestamp' as a
 * value format means epoch milliseconds.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd hh:mm:ss';

export function toDayjsFormat(format: string): string {
  return format.replace(/\[[^\]]*\]|yyyy|yy|dd|d|WW|W/g, (token) => {
    switch (token) {
      case 'yyyy':
        return 'YYYY';
      case 'yy':
        return 'YY';
      case 'dd':
        return 'DD';
      case 'd':
        return 'D';
      case 'WW':
        return 'ww';
      case 'W':
        return 'w';
      default:
        return token;
    }
  });
}

/** Whether a dayjs pattern shows a time of day (so the picker offers one). */
export const hasTime = (format: string) => /[Hh]|mm|ss/.test(format.replace(/\[[^\]]*\]/g, ''));

/** A stored value (string in valueFormat, epoch ms for 'timestamp', Date) → dayjs, or null when empty/unreadable. */
export function parseValue(value: unknown, valueFormat: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number' || valueFormat === 'timestamp') {
    const parsed = dayjs(Number(value));
    return parsed.isValid() ? parsed : null;
  }
  if (value instanceof Date) return dayjs(value);
  if (typeof value !== 'string') return null;
  const strict = dayjs(value, toDayjsFormat(valueFormat), true);
  if (strict.isValid()) return strict;
  const loose = dayjs(value);
  return loose.isValid() ? loose : null;
}

/** dayjs → the stored value in valueFormat. */
export function formatValue(day: Dayjs, valueFormat: string): string | number {
  return valueFormat === 'timestamp' ? day.valueOf() : day.format(toDayjsFormat(valueFormat));
}
