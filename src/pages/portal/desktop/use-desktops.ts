/**
 * The caller's desktops (/sytDesktop/listByUser: own first, then their role's, then the public default)
 * and the one the address opens: `Did` in the query, else the first. Saving a shared desktop makes a
 * personal copy with a new id, so after each change the list is read again and `Did` follows.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { portalApi, type Desktop } from '../api.ts';

export interface DesktopsState {
  desktops: Desktop[] | undefined;
  current: Desktop | undefined;
  error: boolean;
  open: (id: string) => void;
  /** Reads the list again and opens `id` (or keeps the current one when it still exists). */
  refresh: (id?: string) => Promise<void>;
}

export function useDesktops(enabled: boolean): DesktopsState {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('Did') ?? undefined;
  const [desktops, setDesktops] = useState<Desktop[]>();
  const [error, setError] = useState(false);

  const open = useCallback(
    (id: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('Did', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const refresh = useCallback(
    async (id?: string) => {
      try {
        const list = await portalApi.desktops();
        setDesktops(list);
        setError(false);
        if (id) open(id);
      } catch {
        setError(true);
      }
    },
    [open],
  );

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    portalApi.desktops(controller.signal).then(setDesktops, () => !controller.signal.aborted && setError(true));
    return () => controller.abort();
  }, [enabled]);

  const current = desktops?.find((d) => d.id === wanted) ?? desktops?.[0];
  // The address always names the desktop shown, so a reload (or a shared link) opens the same one.
  useEffect(() => {
    if (current && current.id !== wanted) open(current.id);
  }, [current, wanted, open]);

  return { desktops, current, error, open, refresh };
}
