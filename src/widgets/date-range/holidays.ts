/**
 * The school calendar's holidays. The server keeps no calendar table, so the list is the system
 * parameter named `holidays` (value: a JSON array of YYYY-MM-DD, or a comma-separated list), read once
 * per page load through /sytSysParam/get. A widget's own `holidays` option overrides it. A missing
 * parameter or a failed call means no holidays (weekends and past days are still disabled).
 */
import { useEffect, useState } from 'react';
import { call } from '../../runtime/api/client.ts';
import { parseHolidays } from './days.ts';

export const HOLIDAY_PARAM = 'holidays';

let loading: Promise<Set<string>> | undefined;

export function loadHolidays(): Promise<Set<string>> {
  loading ??= call<{ value?: string | null } | null>('/sytSysParam/get', { body: { idOrNameOrType: HOLIDAY_PARAM }, quiet: true }).then(
    (row) => parseHolidays(row?.value ?? ''),
    () => new Set<string>(),
  );
  return loading;
}

/** For tests: forget the cached list. */
export function forgetHolidays(): void {
  loading = undefined;
}

export function useHolidays(own: unknown): ReadonlySet<string> {
  const hasOwn = own !== undefined && own !== null && own !== '';
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (hasOwn) return;
    let live = true;
    void loadHolidays().then((days) => live && setLoaded(days));
    return () => {
      live = false;
    };
  }, [hasOwn]);
  return hasOwn ? parseHolidays(own) : loaded;
}
