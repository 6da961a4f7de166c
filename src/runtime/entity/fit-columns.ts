/**
 * Fits a list's declared column widths to the width its card offers. A table a little wider than its card
 * (the account list at 1440 px: 990 px of columns, a selection box and the actions beside a sidebar)
 * used to scroll sideways with the fixed 操作 column lying over the last data column (排序); scaling the
 * data columns down a little instead shows every column, long cells ending in an ellipsis. Only when the
 * card is much narrower (a phone) does the table keep its declared widths and scroll inside the card.
 */
import { useEffect, useState } from 'react';

export interface FitColumn {
  width?: number | string;
  fixed?: unknown;
}

/** Below this share of the declared width, columns would be too cramped: scroll instead. */
const MIN_SCALE = 0.7;

/**
 * The columns to render and the table's scroll width: the same columns and `declared` when the card is
 * unknown, wide enough or far too narrow; otherwise the data columns (not fixed, numeric width) scaled so
 * that everything fits `available` (the card's inner width, less the selection column when there is one).
 */
export function fitColumns<C extends FitColumn>(columns: C[], available: number | undefined, fallbackWidth: number): { columns: C[]; scrollX: number } {
  const widthOf = (c: C) => (typeof c.width === 'number' ? c.width : fallbackWidth);
  const declared = columns.reduce((sum, c) => sum + widthOf(c), 0);
  if (available === undefined || available >= declared) return { columns, scrollX: declared };
  const pinned = columns.filter((c) => c.fixed).reduce((sum, c) => sum + widthOf(c), 0);
  const scale = (available - pinned) / (declared - pinned);
  if (scale < MIN_SCALE) return { columns, scrollX: declared };
  const fitted = columns.map((c) => (c.fixed ? c : { ...c, width: Math.floor(widthOf(c) * scale) }));
  return { columns: fitted, scrollX: fitted.reduce((sum, c) => sum + widthOf(c), 0) };
}

/** The content width of an element, followed as it resizes (undefined until it is mounted). */
export function useElementWidth(element: HTMLElement | null): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    // An observer reports the first size as soon as it observes, then every change.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
