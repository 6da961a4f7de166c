/**
 * Progressive canvas: a large form opens with every cell present at once (its box, name, selection,
 * drag source and drop index: the cell can be clicked, dragged, scrolled to) but with a light stand-in
 * for the widget's view; the real views (antd Form.Item and controls, ~3 ms a cell) are revealed
 * afterwards in small batches when the browser is idle, the cells in view first. At 400 widgets the
 * views alone took ~1.3 s of a ~2.3 s open (CPU profile, issue #13).
 *
 * An unmounted canvas needs no teardown: its cells cancel their waits, the queue empties, it settles.
 * Only cells mounted while the canvas opens wait; once every waiting cell is shown the revealer is
 * settled and cells mounted later (a drop, a paste, an undo) render their view at once.
 */
import { createContext, startTransition, useContext, useLayoutEffect, useState, type RefObject } from 'react';

/** Views revealed per idle turn: one turn's React work stays a short, interruptible transition. */
const BATCH = 24;

interface Waiting {
  element: Element | null;
  show: () => void;
  visible: boolean;
}

export interface Revealer {
  /** True once every cell that waited has been shown: later cells render at once. */
  readonly settled: boolean;
  /** Queues a cell's view; returns the cancel for an unmounted cell. */
  wait(element: Element | null, show: () => void): () => void;
}

type IdleApi = {
  requestIdleCallback?: (callback: () => void) => number;
};

/** null where the browser cannot schedule idle work (jsdom): the canvas then renders every view at once. */
export function createRevealer(): Revealer | null {
  const api = globalThis as unknown as IdleApi;
  if (typeof api.requestIdleCallback !== 'function' || typeof IntersectionObserver !== 'function') return null;
  const queue = new Set<Waiting>();
  let settled = false;
  let handle: number | null = null;
  const byElement = new Map<Element, Waiting>();
  // Cells scrolled into view jump the queue (someone is looking at them).
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const waiting = byElement.get(entry.target);
      if (waiting) waiting.visible = entry.isIntersecting;
    }
  });
  const forget = (waiting: Waiting) => {
    queue.delete(waiting);
    if (waiting.element) {
      observer.unobserve(waiting.element);
      byElement.delete(waiting.element);
    }
  };
  const turn = () => {
    handle = null;
    const batch = [...queue].filter((waiting) => waiting.visible).slice(0, BATCH);
    for (const waiting of queue) {
      if (batch.length >= BATCH) break;
      if (!waiting.visible) batch.push(waiting);
    }
    batch.forEach(forget);
    startTransition(() => batch.forEach((waiting) => waiting.show()));
    schedule();
  };
  const schedule = () => {
    if (handle !== null) return;
    if (queue.size === 0) {
      settled = true;
      observer.disconnect();
      return;
    }
    handle = api.requestIdleCallback!(turn);
  };
  // Even an empty canvas settles after its first idle turn.
  handle = api.requestIdleCallback(turn);
  return {
    get settled() {
      return settled;
    },
    wait(element, show) {
      const waiting: Waiting = { element, show, visible: false };
      queue.add(waiting);
      if (element) {
        byElement.set(element, waiting);
        observer.observe(element);
      }
      return () => forget(waiting);
    },
  };
}

export const RevealContext = createContext<Revealer | null>(null);

/**
 * Whether this cell shows its real view yet. `urgent` (the selected cell) always does: the property
 * panel edits what the canvas must show.
 */
export function useRevealed(ref: RefObject<Element | null>, urgent: boolean): boolean {
  const revealer = useContext(RevealContext);
  const [shown, setShown] = useState(() => !revealer || revealer.settled);
  useLayoutEffect(() => {
    if (shown || !revealer) return undefined;
    return revealer.wait(ref.current, () => setShown(true));
  }, [shown, revealer, ref]);
  return shown || urgent;
}
