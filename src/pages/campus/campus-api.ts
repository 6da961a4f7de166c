/** The campus pages' calls (src/server/campus) and a small loader hook with retry. */
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../runtime/api/client.ts';
import type { CalendarEvent, Term } from '../../schemas/calendar/week.ts';

export { CONTACT_FIELDS, type ContactField, type Department, type Directory, type Person } from '../../schemas/campus/address-book.ts';
import type { Directory } from '../../schemas/campus/address-book.ts';

export interface SchoolCalendarData {
  terms: (Term & { id: string })[];
  events: CalendarEvent[];
  holidays: string[];
  workdays: string[];
}

export interface TimetableEntry {
  id: string;
  course: string;
  weekday: number;
  startSection: number;
  endSection: number;
  weeks: string;
  place: string | null;
  teacher: string | null;
}

export interface Timetable {
  humancode: string;
  terms: (Term & { id: string })[];
  term: (Term & { id: string }) | null;
  entries: TimetableEntry[];
}

const post = <T>(path: string, body: unknown = {}) => call<T>(path, { body, quiet: true });

export const campusApi = {
  directory: () => post<Directory>('/addressBook/directory'),
  calendar: () => post<SchoolCalendarData>('/eduSchoolCalendar/calendar'),
  timetable: (termId?: string) => post<Timetable>('/eduTimetable/mine', termId ? { termId } : {}),
};

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; retry: () => void } | { state: 'ready'; data: T };

/** Calls `load` on mount and whenever `key` changes; a failure offers a retry. */
export function useLoad<T>(load: () => Promise<T>, key = ''): Loaded<T> {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      () => live && setResult({ state: 'failed', retry }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; the key says when its answer changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, retry]);
  return result;
}
