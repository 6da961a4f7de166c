/**
 * The school calendar's holidays and make-up workdays (调休), as administrators keep them
 * (/eduSchoolCalendar/setHolidays: the eduSchoolHoliday rows), read once per page load through
 * /eduSchoolCalendar/calendar. The server's form rules read the same rows (src/server/campus), so the
 * picker and the server disable the same days. A host page that knows the calendar (FormRender's
 * `calendar`) provides it through WorkCalendarContext; a widget's own `holidays` option (or prop)
 * overrides both. A failed call means no holidays (weekends and past days are still disabled).
 */
import { createContext, useContext, useEffect, useState } from 'react';
import { call } from '../../runtime/api/client.ts';
import { formatDay, parseDay, type WorkCalendar } from '../../schemas/form/dates.ts';

/** The school calendar a host page already has (holidays and make-up workdays). */
export const WorkCalendarContext = createContext<WorkCalendar | undefined>(undefined);

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

let loading: Promise<WorkCalendar> | undefined;

/** The school calendar's holidays and make-up workdays (empty when the call fails). */
export function loadWorkCalendar(): Promise<WorkCalendar> {
  loading ??= call<{ holidays?: unknown; workdays?: unknown } | null>('/eduSchoolCalendar/calendar', { body: {}, quiet: true }).then(
    (answer) => ({ holidays: parseHolidays(answer?.holidays ?? []), workdays: parseHolidays(answer?.workdays ?? []) }),
    () => ({ holidays: [], workdays: [] }),
  );
  return loading;
}

/** The holidays alone (the calendar's days off). */
export function loadHolidays(): Promise<string[]> {
  return loadWorkCalendar().then((calendar) => [...(calendar.holidays ?? [])]);
}

/** For tests: forget the cached list. */
export function forgetHolidays(): void {
  loading = undefined;
}

const NONE: WorkCalendar = { holidays: [], workdays: [] };

/** The calendar of a date-range: its own holidays, else the host's calendar, else the school calendar. */
export function useWorkCalendar(own: unknown): WorkCalendar {
  const hosted = useContext(WorkCalendarContext);
  const hasOwn = own !== undefined && own !== null && own !== '';
  const needsLoad = !hasOwn && !hosted;
  const [loaded, setLoaded] = useState<WorkCalendar>(NONE);
  useEffect(() => {
    if (!needsLoad) return;
    let live = true;
    void loadWorkCalendar().then((calendar) => live && setLoaded(calendar));
    return () => {
      live = false;
    };
  }, [needsLoad]);
  if (hasOwn) return { holidays: parseHolidays(own), ...(hosted?.workdays ? { workdays: hosted.workdays } : {}) };
  return hosted ?? loaded;
}
