/**
 * Structural edits of a table (insert/delete rows and columns, merge and split cells) as pure
 * functions: a table in, a new table or a refusal out, the old one never mutated.
 *
 * VForm stores a table as a full matrix: every row holds one table-cell per column; a merged area is
 * its top-left cell (the anchor, with colspan/rowspan) plus covered cells marked merged: true (VForm
 * writes the anchor's spans on them too, we keep that). Each edit reads the matrix into anchors,
 * reshapes the anchors and writes the matrix back, so the output is always consistent; cells whose
 * state does not change keep their object identity (the designer re-renders only what changed).
 */
import type { TableRow, Widget } from '../../schemas/form/types.ts';
import type { I18nText, IdFactory } from '../designer-contract.ts';
import { model as cellModel } from '../table-cell/model.ts';

/** One visible cell: its top-left position and spans. */
export interface Anchor {
  r: number;
  c: number;
  rs: number;
  cs: number;
}

/** The working state: the cell matrix (covered slots included), row metadata, anchors. */
interface Layout {
  rows: TableRow[];
  cells: Widget[][];
  anchors: Anchor[];
}

export type TableResult = { widget: Widget; select?: string } | { error: I18nText };

const refuse = (key: string): { error: I18nText } => ({ error: { key } });

function span(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : 1;
}

/**
 * Reads a table. Ragged rows or overlapping spans are refused (no edit could keep them meaningful);
 * spans reaching past the edge are clipped and a covered cell nobody covers becomes a plain cell,
 * which is how the renderer would show them anyway.
 */
export function readLayout(table: Widget): Layout | null {
  const rows = Array.isArray(table.rows) ? table.rows : [];
  const cells = rows.map((row) => (Array.isArray(row?.cols) ? row.cols : []));
  const width = cells[0]?.length ?? 0;
  if (rows.length === 0 || width === 0 || cells.some((row) => row.length !== width)) return null;
  const owner: (number | undefined)[][] = cells.map((row) => row.map(() => undefined));
  const anchors: Anchor[] = [];
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < width; c++) {
      const cell = cells[r]![c]!;
      if (cell.merged === true) continue;
      const anchor: Anchor = {
        r,
        c,
        rs: Math.min(span(cell.options?.rowspan), rows.length - r),
        cs: Math.min(span(cell.options?.colspan), width - c),
      };
      for (let i = r; i < r + anchor.rs; i++) {
        for (let j = c; j < c + anchor.cs; j++) {
          if (owner[i]![j] !== undefined) return null;
          owner[i]![j] = anchors.length;
        }
      }
      anchors.push(anchor);
    }
  }
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < width; c++) if (owner[r]![c] === undefined) anchors.push({ r, c, rs: 1, cs: 1 });
  }
  return { rows, cells, anchors };
}

/** Writes anchors back onto the matrix: anchors unmerged with their spans, covered slots merged and empty. */
function writeLayout(table: Widget, layout: Layout, contents: ReadonlyMap<Widget, Widget[]> = new Map()): Widget {
  const owner = ownerMap(layout);
  const rows = layout.rows.map((row, r) => {
    const cols = layout.cells[r]!.map((cell, c) => {
      const anchor = owner[r]![c]!;
      const isAnchor = anchor.r === r && anchor.c === c;
      const widgetList = isAnchor ? (contents.get(cell) ?? cell.widgetList ?? []) : [];
      return withCellState(cell, !isAnchor, anchor.rs, anchor.cs, widgetList);
    });
    return cols.every((cell, c) => cell === row.cols[c]) && cols.length === row.cols.length ? row : { ...row, cols };
  });
  return rows.every((row, r) => row === table.rows?.[r]) && rows.length === table.rows?.length ? table : { ...table, rows };
}

function withCellState(cell: Widget, merged: boolean, rs: number, cs: number, widgetList: Widget[]): Widget {
  const options = cell.options ?? { name: cell.id };
  const same =
    (cell.merged === true) === merged &&
    span(options.rowspan) === rs &&
    span(options.colspan) === cs &&
    (cell.widgetList === widgetList || (widgetList.length === 0 && (cell.widgetList ?? []).length === 0));
  if (same) return cell;
  return { ...cell, merged, options: { ...options, rowspan: rs, colspan: cs }, widgetList };
}

function ownerMap(layout: Layout): Anchor[][] {
  const owner: Anchor[][] = layout.cells.map(() => []);
  for (const anchor of layout.anchors) {
    for (let i = anchor.r; i < anchor.r + anchor.rs; i++) for (let j = anchor.c; j < anchor.c + anchor.cs; j++) owner[i]![j] = anchor;
  }
  return owner;
}

/** A fresh, empty, unmerged cell. */
export function newTableCell(newId: IdFactory, template?: Widget): Widget {
  const id = newId('table-cell');
  const base = template?.options ?? {};
  return {
    type: 'table-cell',
    category: 'container',
    icon: 'table-cell',
    internal: true,
    id,
    merged: false,
    // A new cell inherits look (border colour, height, width) from its neighbour, not its identity or content.
    options: { ...cellModel.defaults(), ...pickLook(base), name: id, colspan: 1, rowspan: 1 },
    widgetList: [],
  };
}

function pickLook(options: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['borderColor', 'cellHeight', 'wordBreak']) if (key in options) out[key] = options[key];
  return out;
}

/** Where a cell is: the anchor whose area holds it (covered cells answer their anchor). */
export function locateCell(table: Widget, cellId: string | undefined): { layout: Layout; anchor: Anchor } | null {
  const layout = readLayout(table);
  if (!layout || !cellId) return null;
  const owner = ownerMap(layout);
  for (let r = 0; r < layout.cells.length; r++) {
    const c = layout.cells[r]!.findIndex((cell) => cell.id === cellId);
    if (c >= 0) return { layout, anchor: owner[r]![c]! };
  }
  return null;
}

const cellAt = (layout: Layout, anchor: Anchor): Widget => layout.cells[anchor.r]![anchor.c]!;

/** Inserts a row at index `at` (0…rows): anchors straddling it grow, the rest of the row is fresh cells. */
export function insertRow(table: Widget, at: number, newId: IdFactory): Widget {
  const layout = readLayout(table);
  if (!layout) return table;
  const width = layout.cells[0]!.length;
  const index = Math.max(0, Math.min(at, layout.rows.length));
  const template = layout.cells[Math.min(index, layout.rows.length - 1)]!;
  const fresh = template.map((cell) => newTableCell(newId, cell));
  const cells = [...layout.cells.slice(0, index), fresh, ...layout.cells.slice(index)];
  const rows = [...layout.rows.slice(0, index), { id: newId('table-row'), merged: false, cols: fresh }, ...layout.rows.slice(index)];
  const anchors = layout.anchors.map((a) => (a.r >= index ? { ...a, r: a.r + 1 } : a.r + a.rs > index ? { ...a, rs: a.rs + 1 } : a));
  const covered = new Set<number>();
  for (const a of anchors) if (a.r < index && a.r + a.rs > index) for (let j = a.c; j < a.c + a.cs; j++) covered.add(j);
  for (let c = 0; c < width; c++) if (!covered.has(c)) anchors.push({ r: index, c, rs: 1, cs: 1 });
  return writeLayout(table, { rows, cells, anchors });
}

/** Inserts a column at index `at` (0…columns): anchors straddling it widen, the rest of the column is fresh cells. */
export function insertColumn(table: Widget, at: number, newId: IdFactory): Widget {
  const layout = readLayout(table);
  if (!layout) return table;
  const width = layout.cells[0]!.length;
  const index = Math.max(0, Math.min(at, width));
  const cells = layout.cells.map((row) => {
    const fresh = newTableCell(newId, row[Math.min(index, width - 1)]);
    return [...row.slice(0, index), fresh, ...row.slice(index)];
  });
  const rows = layout.rows.map((row, r) => ({ ...row, cols: cells[r]! }));
  const anchors = layout.anchors.map((a) => (a.c >= index ? { ...a, c: a.c + 1 } : a.c + a.cs > index ? { ...a, cs: a.cs + 1 } : a));
  const covered = new Set<number>();
  for (const a of anchors) if (a.c < index && a.c + a.cs > index) for (let i = a.r; i < a.r + a.rs; i++) covered.add(i);
  for (let r = 0; r < cells.length; r++) if (!covered.has(r)) anchors.push({ r, c: index, rs: 1, cs: 1 });
  return writeLayout(table, { rows, cells, anchors });
}

/** Whether every anchor touching the band [from, to) along one axis lies wholly inside it. */
function cleanBand(anchors: readonly Anchor[], from: number, to: number, axis: 'row' | 'col'): boolean {
  return anchors.every((a) => {
    const start = axis === 'row' ? a.r : a.c;
    const end = start + (axis === 'row' ? a.rs : a.cs);
    const touches = start < to && end > from;
    return !touches || (start >= from && end <= to);
  });
}

/** Deletes the row(s) of a cell: all of its rowspan, refused when other cells cross the band's edges. */
export function deleteRowOf(table: Widget, cellId: string | undefined): TableResult {
  const found = locateCell(table, cellId);
  if (!found) return refuse('error.tableInconsistent');
  const { layout, anchor } = found;
  const from = anchor.r;
  const to = anchor.r + anchor.rs;
  if (to - from >= layout.rows.length) return refuse('error.lastRow');
  if (!cleanBand(layout.anchors, from, to, 'row')) return refuse('error.rowspanDelete');
  const count = to - from;
  const anchors = layout.anchors.filter((a) => a.r < from || a.r >= to).map((a) => (a.r >= to ? { ...a, r: a.r - count } : a));
  const rows = layout.rows.filter((_, r) => r < from || r >= to);
  const cells = layout.cells.filter((_, r) => r < from || r >= to);
  const next = { rows, cells, anchors };
  const near = ownerMap(next)[Math.min(from, rows.length - 1)]![anchor.c]!;
  return { widget: writeLayout(table, next), select: cells[near.r]![near.c]!.id };
}

/** Deletes the column(s) of a cell: all of its colspan, refused when other cells cross the band's edges. */
export function deleteColumnOf(table: Widget, cellId: string | undefined): TableResult {
  const found = locateCell(table, cellId);
  if (!found) return refuse('error.tableInconsistent');
  const { layout, anchor } = found;
  const from = anchor.c;
  const to = anchor.c + anchor.cs;
  const width = layout.cells[0]!.length;
  if (to - from >= width) return refuse('error.lastColumn');
  if (!cleanBand(layout.anchors, from, to, 'col')) return refuse('error.colspanDelete');
  const count = to - from;
  const anchors = layout.anchors.filter((a) => a.c < from || a.c >= to).map((a) => (a.c >= to ? { ...a, c: a.c - count } : a));
  const cells = layout.cells.map((row) => row.filter((_, c) => c < from || c >= to));
  const rows = layout.rows.map((row, r) => ({ ...row, cols: cells[r]! }));
  const next = { rows, cells, anchors };
  const nearCol = Math.min(from, width - count - 1);
  const near = ownerMap(next)[anchor.r]![nearCol]!;
  return { widget: writeLayout(table, next), select: cells[near.r]![near.c]!.id };
}

export type MergeDirection = 'left' | 'right' | 'above' | 'below';

/** The anchor next to `anchor` in a direction, or undefined at the table's edge. */
function neighbour(layout: Layout, anchor: Anchor, direction: MergeDirection): Anchor | undefined {
  const owner = ownerMap(layout);
  const at = {
    left: [anchor.r, anchor.c - 1],
    right: [anchor.r, anchor.c + anchor.cs],
    above: [anchor.r - 1, anchor.c],
    below: [anchor.r + anchor.rs, anchor.c],
  }[direction] as [number, number];
  return owner[at[0]]?.[at[1]];
}

/** Whether a merge in that direction has a cell to merge with (edges have none). */
export function canMerge(table: Widget, cellId: string | undefined, direction: MergeDirection): boolean {
  const found = locateCell(table, cellId);
  return !!found && neighbour(found.layout, found.anchor, direction) !== undefined;
}

/**
 * Merges a cell with its neighbour. Left/right need the same rows (top and rowspan), above/below the
 * same columns (left and colspan); otherwise the rowspan/colspan refusal. The first cell in reading
 * order survives and keeps the widgets of both, its own first.
 */
export function mergeCell(table: Widget, cellId: string | undefined, direction: MergeDirection): TableResult {
  const found = locateCell(table, cellId);
  if (!found) return refuse('error.tableInconsistent');
  const { layout, anchor } = found;
  const other = neighbour(layout, anchor, direction);
  if (!other) return refuse('error.noNeighbour');
  const horizontal = direction === 'left' || direction === 'right';
  if (horizontal && (other.r !== anchor.r || other.rs !== anchor.rs)) return refuse('error.rowspanMerge');
  if (!horizontal && (other.c !== anchor.c || other.cs !== anchor.cs)) return refuse('error.colspanMerge');
  const [first, second] = direction === 'left' || direction === 'above' ? [other, anchor] : [anchor, other];
  const merged: Anchor = horizontal ? { ...first, cs: first.cs + second.cs } : { ...first, rs: first.rs + second.rs };
  return mergeAnchors(table, layout, [first, second], merged);
}

/** Merges the whole row band of a cell into one cell (its rowspan kept); refused when rowspans differ. */
export function mergeRowOf(table: Widget, cellId: string | undefined): TableResult {
  const found = locateCell(table, cellId);
  if (!found) return refuse('error.tableInconsistent');
  const { layout, anchor } = found;
  const to = anchor.r + anchor.rs;
  if (!cleanBand(layout.anchors, anchor.r, to, 'row')) return refuse('error.rowspanMergeRow');
  const inBand = layout.anchors.filter((a) => a.r >= anchor.r && a.r < to);
  if (inBand.length < 2) return refuse('error.nothingToMerge');
  return mergeAnchors(table, layout, inBand, { r: anchor.r, c: 0, rs: anchor.rs, cs: layout.cells[0]!.length });
}

/** Merges the whole column band of a cell into one cell (its colspan kept); refused when colspans differ. */
export function mergeColumnOf(table: Widget, cellId: string | undefined): TableResult {
  const found = locateCell(table, cellId);
  if (!found) return refuse('error.tableInconsistent');
  const { layout, anchor } = found;
  const to = anchor.c + anchor.cs;
  if (!cleanBand(layout.anchors, anchor.c, to, 'col')) return refuse('error.colspanMergeColumn');
  const inBand = layout.anchors.filter((a) => a.c >= anchor.c && a.c < to);
  if (inBand.length < 2) return refuse('error.nothingToMerge');
  return mergeAnchors(table, layout, inBand, { r: 0, c: anchor.c, rs: layout.rows.length, cs: anchor.cs });
}

/** Replaces `parts` by one anchor `merged` (whose top-left is one of them), concatenating their widgets in reading order. */
function mergeAnchors(table: Widget, layout: Layout, parts: readonly Anchor[], merged: Anchor): TableResult {
  const ordered = [...parts].sort((a, b) => a.r - b.r || a.c - b.c);
  const survivor = cellAt(layout, merged);
  const widgets = ordered.flatMap((a) => cellAt(layout, a).widgetList ?? []);
  const anchors = [...layout.anchors.filter((a) => !parts.includes(a)), merged];
  return { widget: writeLayout(table, { ...layout, anchors }, new Map([[survivor, widgets]])), select: survivor.id };
}

/** Undoes a merge: the cell keeps its widgets at 1×1, every slot it covered becomes a plain empty cell again. */
export function splitCell(table: Widget, cellId: string | undefined): TableResult {
  const found = locateCell(table, cellId);
  if (!found) return refuse('error.tableInconsistent');
  const { layout, anchor } = found;
  if (anchor.rs === 1 && anchor.cs === 1) return refuse('error.notMerged');
  const pieces: Anchor[] = [];
  for (let i = anchor.r; i < anchor.r + anchor.rs; i++) for (let j = anchor.c; j < anchor.c + anchor.cs; j++) pieces.push({ r: i, c: j, rs: 1, cs: 1 });
  const anchors = [...layout.anchors.filter((a) => a !== anchor), ...pieces];
  return { widget: writeLayout(table, { ...layout, anchors }), select: cellAt(layout, anchor).id };
}

/** Whether a cell spans more than one slot (split is offered). */
export function isMergedCell(table: Widget, cellId: string | undefined): boolean {
  const found = locateCell(table, cellId);
  return !!found && (found.anchor.rs > 1 || found.anchor.cs > 1);
}

/** A new rows × columns table body of plain cells. */
export function newTableRows(rows: number, columns: number, newId: IdFactory): TableRow[] {
  return Array.from({ length: rows }, () => ({
    id: newId('table-row'),
    merged: false,
    cols: Array.from({ length: columns }, () => newTableCell(newId)),
  }));
}
