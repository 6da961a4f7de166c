/** One call's answer for a page: loading, the answer or the error text, and a retry. */
import { useCallback, useEffect, useState } from 'react';
import { errorText } from '../../runtime/api/client.ts';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload: () => void;
}

export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, fallback: string): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; data?: T; error?: string }>();
  const stamp = `${key}#${attempt}`;
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key: stamp, data }),
      (e: unknown) => !controller.signal.aborted && setState({ key: stamp, error: errorText(e, fallback) }),
    );
    return () => controller.abort();
    // The key names what is loaded; a new load function each render must not reload.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [stamp]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state?.key === stamp ? state : undefined;
  // A reload keeps showing the previous answer until the new one arrives.
  const shown = current ?? (state?.key.startsWith(`${key}#`) ? state : undefined);
  return { data: shown?.data, error: current?.error, loading: key !== null && !current, reload };
}
