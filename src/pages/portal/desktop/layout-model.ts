/**
 * A desktop's layout as the server stores it (blocks with their wide-screen place and, where the person
 * arranged them on a narrower screen, their place there) and as react-grid-layout wants it (one layout
 * per breakpoint). Pure: no React, so it is tested as plain functions.
 *
 * Breakpoints follow the spec's width classes (§4: 1200 / 992 / 768): lg, md, sm and xs (phones, one
 * column). A breakpoint nobody arranged is derived by the grid from the next wider one.
 */

export const BREAKPOINTS = { lg: 1200, md: 992, sm: 768, xs: 0 } as const;
export const COLS = { lg: 12, md: 10, sm: 6, xs: 1 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
const NARROW: Exclude<Breakpoint, 'lg'>[] = ['md', 'sm', 'xs'];

export interface Place {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** One block of /sytDesktop layout (server schema: key, kind, title?, x, y, w, h, md?, sm?, xs?). */
export interface StoredBlock extends Partial<Place> {
  key: string;
  kind: string;
  title?: string;
  md?: Place;
  sm?: Place;
  xs?: Place;
}

export interface GridItem extends Place {
  i: string;
}

export type GridLayouts = Partial<Record<Breakpoint, GridItem[]>>;

const DEFAULT_PLACE: Place = { x: 0, y: 0, w: 4, h: 6 };
const clampInt = (value: unknown, min: number, max: number, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};
/** The server's limits (x ≤ 100, y ≤ 1000, w/h 1..100): a place outside them would be refused on save. */
const cleanPlace = (place: Partial<Place>, fallback: Place = DEFAULT_PLACE): Place => ({
  x: clampInt(place.x, 0, 100, fallback.x),
  y: clampInt(place.y, 0, 1000, fallback.y),
  w: clampInt(place.w, 1, 100, fallback.w),
  h: clampInt(place.h, 1, 100, fallback.h),
});

/** The grid's layouts: lg from every block, a narrower one only when some block was arranged there. */
export function toGridLayouts(blocks: readonly StoredBlock[]): GridLayouts {
  const layouts: GridLayouts = { lg: blocks.map((b) => ({ i: b.key, ...cleanPlace(b) })) };
  for (const bp of NARROW) {
    if (!blocks.some((b) => b[bp])) continue;
    // A block added after this breakpoint was arranged has no place here: it goes below the others.
    const bottom = Math.max(0, ...blocks.map((b) => (b[bp] ? b[bp].y + b[bp].h : 0)));
    layouts[bp] = blocks.map((b) => ({ i: b.key, ...cleanPlace(b[bp] ?? { x: 0, y: bottom, w: Math.min(COLS[bp], cleanPlace(b).w), h: cleanPlace(b).h }) }));
  }
  return layouts;
}

/**
 * The blocks to save: every block's lg place from the grid, and its place on each narrower breakpoint the
 * person arranged (`arranged`) or that was stored before. Blocks the grid does not know keep their places.
 */
export function fromGridLayouts(blocks: readonly StoredBlock[], layouts: GridLayouts, arranged: ReadonlySet<Breakpoint>): StoredBlock[] {
  const placeOf = (bp: Breakpoint, key: string): Place | undefined => {
    const item = layouts[bp]?.find((entry) => entry.i === key);
    return item ? cleanPlace(item) : undefined;
  };
  return blocks.map((block) => {
    const next: StoredBlock = { key: block.key, kind: block.kind, ...(block.title ? { title: block.title } : {}), ...cleanPlace(placeOf('lg', block.key) ?? block) };
    for (const bp of NARROW) {
      const place = arranged.has(bp) ? placeOf(bp, block.key) : block[bp];
      if (place) next[bp] = cleanPlace(place);
    }
    return next;
  });
}

/** A key not used yet for a new block of this kind. */
export function newKey(blocks: readonly StoredBlock[], kind: string): string {
  const used = new Set(blocks.map((b) => b.key));
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? kind : `${kind}-${n}`;
    if (!used.has(key)) return key.slice(0, 64);
  }
}

/** Adds a block of `kind` below everything else, at its widget's default size. */
export function addBlock(blocks: readonly StoredBlock[], kind: string, size: { w: number; h: number }): StoredBlock[] {
  const bottom = Math.max(0, ...blocks.map((b) => cleanPlace(b).y + cleanPlace(b).h));
  return [...blocks, { key: newKey(blocks, kind), kind, x: 0, y: Math.min(bottom, 1000), w: Math.min(size.w, COLS.lg), h: size.h }];
}

export function removeBlock(blocks: readonly StoredBlock[], key: string): StoredBlock[] {
  return blocks.filter((b) => b.key !== key);
}

/** Whether two layouts differ in what would be saved. */
export function sameBlocks(a: readonly StoredBlock[], b: readonly StoredBlock[]): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
