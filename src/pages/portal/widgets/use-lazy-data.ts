/**
 * A widget's data, loaded when the widget first comes into view (not when the desktop opens), once; a
 * reload reads it again, and so does a change of `key` (what the load depends on: the block's settings).
 * The widget keeps it across edit-mode toggles because the grid keeps the widget.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LazyData<T> {
  /** The callback ref of the element whose visibility starts the load. */
  observe: (node: HTMLDivElement | null) => void;
  data: T | undefined;
  error: boolean;
  reload: () => void;
}

export function useLazyData<T>(load: (signal: AbortSignal) => Promise<T>, key = ''): LazyData<T> {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  // Without IntersectionObserver (old browsers, tests) everything counts as visible at once.
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  // `for`: the key the answer was loaded for; an answer for another key is not shown (loading instead).
  const [state, setState] = useState<{ data: T | undefined; error: boolean; for: string }>({ data: undefined, error: false, for: key });
  const latest = useRef(load);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => {
    latest.current = load;
  });

  useEffect(() => {
    if (visible || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, node]);

  const run = useCallback((forKey: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    latest.current(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, error: false, for: forKey }),
      () => !controller.signal.aborted && setState({ data: undefined, error: true, for: forKey }),
    );
  }, []);

  useEffect(() => {
    if (!visible) return;
    run(key);
    return () => running.current?.abort();
  }, [visible, run, key]);

  const reload = useCallback(() => {
    setState({ data: undefined, error: false, for: key });
    run(key);
  }, [run, key]);
  const current = state.for === key;
  return { observe: setNode, data: current ? state.data : undefined, error: current && state.error, reload };
}
