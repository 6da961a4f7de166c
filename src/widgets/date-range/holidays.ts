/**
 * The school calendar's holidays. The server keeps no calendar table, so the list is the system
 * parameter named `holidays` (value: a JSON array of yyyy-MM-dd, or a comma-separated list), read once
 * per page load through /sytSysParam/get. A host page that knows the calendar (FormRender's `calendar`)
 * provides it through WorkCalendarContext; a widget's own `holidays` option (or prop) overrides both.
 * A missing parameter or a failed call means no holidays (weekends and past days are still disabled).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { call } from '../../runtime/api/client.ts';
import { formatDay, parseDay, type WorkCalendar } from '../../schemas/form/dates.ts';

/** The school calendar a host page already has (holidays and make-up workdays). */
export const WorkCalendarContext = createContext<WorkCalendar | undefined>(undefined);

export const HOLIDAY_PARAM = 'holidays';

/** Reads a holiday list written as a JSON array or separated by commas/whitespace; unreadable entries are dropped. */
export function parseHolidays(source: unknown): string[] {
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
    const day = typeof item === 'string' && /^\d{4}-\d{1,2}-\d{1,2}$/.test(item.trim()) ? parseDay(item.trim()) : undefined;
    if (day) days.add(formatDay(day));
  }
  return [...days];
}

let loading: Promise<string[]> | undefined;

export function loadHolidays(): Promise<string[]> {
  loading ??= call<{ value?: string | null } | null>('/sytSysParam/get', { body: { idOrNameOrType: HOLIDAY_PARAM }, quiet: true }).then(
    (row) => parseHolidays(row?.value ?? ''),
    () => [],
  );
  return loading;
}

/** For tests: forget the cached list. */
export function forgetHolidays(): void {
  loading = undefined;
}

const NONE: readonly string[] = [];

/** The calendar of a date-range: its own holidays, else the host's calendar, else the `holidays` parameter. */
export function useWorkCalendar(own: unknown): WorkCalendar {
  const hosted = useContext(WorkCalendarContext);
  const hasOwn = own !== undefined && own !== null && own !== '';
  const needsLoad = !hasOwn && !hosted;
  const [loaded, setLoaded] = useState<readonly string[]>(NONE);
  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    void loadHolidays().then((days) => live && setLoaded(days));
    return () => {
      live = false;
    };
  }, [needsLoad]);
  if (hasOwn) return { holidays: parseHolidays(own), ...(hosted?.workdays ? { workdays: hosted.workdays } : {}) };
  return hosted ?? { holidays: loaded };
}
