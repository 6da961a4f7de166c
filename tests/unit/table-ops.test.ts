/** The table's structural edits (src/widgets/table/table-ops.ts) and the table designer's cell actions. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Widget } from '../../src/schemas/form/types.ts';
import { allWidgets } from '../../src/schemas/form/walk.ts';
import type { IdFactory } from '../../src/widgets/designer-contract.ts';
import { designer as tableDesigner } from '../../src/widgets/table/designer.ts';
import {
  deleteColumnOf,
  deleteRowOf,
  insertColumn,
  insertRow,
  mergeCell,
  mergeColumnOf,
  mergeRowOf,
  newTableRows,
  readLayout,
  splitCell,
  type TableResult,
} from '../../src/widgets/table/table-ops.ts';

function counter(): IdFactory {
  let n = 0;
  return (type) => `${type}-${++n}`;
}

function freeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) freeze(child);
    Object.freeze(value);
  }
  return value;
}

/** A rows × columns table; each cell holds one static-text named after its position ("r0c1"). */
function table(rows: number, columns: number): Widget {
  const newId = counter();
  const t = { ...tableDesigner.create(newId), rows: newTableRows(rows, columns, newId) };
  const named: Widget = {
    ...t,
    rows: t.rows!.map((row, r) => ({
      ...row,
      cols: row.cols.map((cell, c) => ({ ...cell, id: `r${r}c${c}`, widgetList: [{ type: 'static-text', id: `t${r}${c}`, options: { name: `t${r}${c}` } }] })),
    })),
  };
  return freeze(named);
}

/** The table as text: each row's cells as `id:rs×cs` for anchors and `·` for covered cells. */
function shape(t: Widget): string[] {
  return t.rows!.map((row) => row.cols.map((cell) => (cell.merged ? '·' : `${cell.id}:${cell.options.rowspan}x${cell.options.colspan}`)).join(' '));
}

const contents = (t: Widget, id: string) => allWidgets([t]).find((w) => w.id === id)!.widgetList!.map((w) => w.id);

function ok(result: TableResult): Widget {
  if ('error' in result) throw new Error(`refused: ${result.error.key}`);
  expect(readLayout(result.widget)).not.toBeNull();
  return result.widget;
}

const refusal = (result: TableResult) => ('error' in result ? result.error.key : 'accepted');

describe('table ops', () => {
  it('a new table is 2×2 of plain, empty cells with unique ids', () => {
    const t = tableDesigner.create(counter());
    expect(t.rows).toHaveLength(2);
    expect(t.rows!.every((row) => row.cols.length === 2 && row.cols.every((cell) => cell.type === 'table-cell' && !cell.merged && cell.internal))).toBe(true);
    const ids = allWidgets([t]).map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('merges right and down; the first cell keeps both contents; covered cells carry the spans as VForm writes them', () => {
    const t = table(3, 3);
    const right = ok(mergeCell(t, 'r0c0', 'right'));
    expect(shape(right)[0]).toBe('r0c0:1x2 · r0c2:1x1');
    expect(right.rows![0]!.cols[1]!.options.colspan).toBe(2);
    expect(right.rows![0]!.cols[1]!.widgetList).toEqual([]);
    expect(contents(right, 'r0c0')).toEqual(['t00', 't01']);
    // Untouched rows keep their identity (per-widget re-rendering in the designer).
    expect(right.rows![1]).toBe(t.rows![1]);
    expect(right.rows![0]!.cols[2]).toBe(t.rows![0]!.cols[2]);

    // Merging left from the right-hand cell keeps the left one.
    const left = ok(mergeCell(t, 'r1c1', 'left'));
    expect(shape(left)[1]).toBe('r1c0:1x2 · r1c2:1x1');
    expect(contents(left, 'r1c0')).toEqual(['t10', 't11']);

    const below = ok(mergeCell(right, 'r0c2', 'below'));
    expect(shape(below).slice(0, 2)).toEqual(['r0c0:1x2 · r0c2:2x1', 'r1c0:1x1 r1c1:1x1 ·']);
    const above = ok(mergeCell(t, 'r2c0', 'above'));
    expect(shape(above)[1]).toBe('r1c0:2x1 r1c1:1x1 r1c2:1x1');
  });

  it('refuses merges across different spans with the rowspan/colspan messages, and at the edge', () => {
    const t = ok(mergeCell(table(3, 3), 'r0c0', 'right'));
    expect(refusal(mergeCell(t, 'r0c0', 'below'))).toBe('error.colspanMerge');
    expect(refusal(mergeCell(t, 'r1c0', 'above'))).toBe('error.colspanMerge');
    const tall = ok(mergeCell(table(3, 3), 'r0c0', 'below'));
    expect(refusal(mergeCell(tall, 'r0c1', 'left'))).toBe('error.rowspanMerge');
    expect(refusal(mergeCell(tall, 'r0c0', 'left'))).toBe('error.noNeighbour');
    expect(refusal(mergeCell(tall, 'r2c2', 'below'))).toBe('error.noNeighbour');
  });

  it('inserts rows and columns; a merged area the insertion crosses grows over the new cells', () => {
    const newId = counter();
    const tall = ok(mergeCell(table(3, 2), 'r0c0', 'below'));
    const inserted = insertRow(tall, 1, newId);
    expect(inserted.rows).toHaveLength(4);
    expect(inserted.rows![1]!.cols[0]!.merged).toBe(true);
    expect(inserted.rows![1]!.cols[1]!.merged).toBe(false);
    expect(inserted.rows![0]!.cols[0]!.options.rowspan).toBe(3);
    expect(readLayout(inserted)).not.toBeNull();

    // Inserting on the area's edge does not grow it.
    const edge = insertRow(tall, 2, newId);
    expect(edge.rows![0]!.cols[0]!.options.rowspan).toBe(2);
    expect(edge.rows![2]!.cols.every((cell) => !cell.merged)).toBe(true);

    const wide = ok(mergeCell(table(2, 3), 'r0c0', 'right'));
    const col = insertColumn(wide, 1, newId);
    expect(shape(col)[0]).toBe('r0c0:1x3 · · r0c2:1x1');
    expect(col.rows![1]!.cols).toHaveLength(4);
    expect(col.rows![1]!.cols[1]!.merged).toBe(false);
  });

  it("the designer's insert actions go past the target cell's whole span and keep it selected", () => {
    const tall = ok(mergeCell(table(3, 2), 'r0c0', 'below'));
    const action = tableDesigner.actions!.find((a) => a.key === 'insertRowBelow')!;
    const result = ok(action.run(tall, 'r0c0', counter()));
    expect(result.rows).toHaveLength(4);
    expect(result.rows![0]!.cols[0]!.options.rowspan).toBe(2);
    expect(result.rows![2]!.cols.every((cell) => !cell.merged && cell.widgetList!.length === 0)).toBe(true);
    const run = action.run(tall, 'r0c0', counter());
    expect('select' in run && run.select).toBe('r0c0');
  });

  it('deletes a row or column, all of the target cell span; refuses crossings and the last one', () => {
    const t = table(3, 3);
    const fewer = ok(deleteRowOf(t, 'r1c1'));
    expect(fewer.rows!.map((row) => row.id)).toEqual([t.rows![0]!.id, t.rows![2]!.id]);
    expect('select' in deleteRowOf(t, 'r1c1') && (deleteRowOf(t, 'r1c1') as { select: string }).select).toBe('r2c1');

    const tall = ok(mergeCell(t, 'r0c0', 'below'));
    expect(refusal(deleteRowOf(tall, 'r1c1'))).toBe('error.rowspanDelete');
    expect(refusal(deleteRowOf(tall, 'r0c1'))).toBe('error.rowspanDelete');
    // The band of the merged cell (rows 0–1) is clean on its own only when every cell crossing it is inside it.
    const band = ok(mergeCell(tall, 'r0c1', 'below'));
    const band2 = ok(mergeCell(band, 'r0c2', 'below'));
    const cut = ok(deleteRowOf(band2, 'r0c0'));
    expect(shape(cut)).toEqual(['r2c0:1x1 r2c1:1x1 r2c2:1x1']);

    const wide = ok(mergeCell(t, 'r0c0', 'right'));
    expect(refusal(deleteColumnOf(wide, 'r1c1'))).toBe('error.colspanDelete');
    expect(shape(ok(deleteColumnOf(t, 'r0c0')))).toEqual(['r0c1:1x1 r0c2:1x1', 'r1c1:1x1 r1c2:1x1', 'r2c1:1x1 r2c2:1x1']);

    expect(refusal(deleteRowOf(table(1, 2), 'r0c0'))).toBe('error.lastRow');
    expect(refusal(deleteColumnOf(table(2, 1), 'r1c0'))).toBe('error.lastColumn');
    // A cell spanning every row is the last row band too.
    expect(refusal(deleteRowOf(ok(mergeCell(table(2, 2), 'r0c0', 'below')), 'r0c0'))).toBe('error.lastRow');
  });

  it('merges a whole row or column into one cell, in reading order; refuses uneven spans', () => {
    const t = table(2, 3);
    const row = ok(mergeRowOf(t, 'r0c1'));
    expect(shape(row)[0]).toBe('r0c0:1x3 · ·');
    expect(contents(row, 'r0c0')).toEqual(['t00', 't01', 't02']);
    const col = ok(mergeColumnOf(t, 'r1c2'));
    expect(shape(col).map((line) => line.split(' ')[2])).toEqual(['r0c2:2x1', '·']);
    expect(contents(col, 'r0c2')).toEqual(['t02', 't12']);

    const tall = ok(mergeCell(table(3, 3), 'r0c0', 'below'));
    expect(refusal(mergeRowOf(tall, 'r0c1'))).toBe('error.rowspanMergeRow');
    const wide = ok(mergeCell(table(3, 3), 'r0c0', 'right'));
    expect(refusal(mergeColumnOf(wide, 'r1c0'))).toBe('error.colspanMergeColumn');
    expect(refusal(mergeRowOf(row, 'r0c0'))).toBe('error.nothingToMerge');
  });

  it('splits a merged cell back into plain cells, the contents staying in the first one', () => {
    const t = table(3, 3);
    const rows = ok(mergeCell(ok(mergeCell(t, 'r0c0', 'right')), 'r1c0', 'right'));
    const merged = ok(mergeCell(rows, 'r0c0', 'below'));
    expect(shape(merged).slice(0, 2)).toEqual(['r0c0:2x2 · r0c2:1x1', '· · r1c2:1x1']);
    const split = ok(splitCell(merged, 'r0c0'));
    expect(shape(split)).toEqual(shape(t));
    expect(contents(split, 'r0c0')).toEqual(['t00', 't01', 't10', 't11']);
    expect(contents(split, 'r1c1')).toEqual([]);
    expect(refusal(splitCell(t, 'r0c0'))).toBe('error.notMerged');
    const action = tableDesigner.actions!.find((a) => a.key === 'split')!;
    expect(action.enabled!(merged, 'r0c0')).toBe(true);
    expect(action.enabled!(t, 'r0c0')).toBe(false);
  });

  it('refuses edits of a table whose spans overlap, and answers for cells it does not hold', () => {
    const t = table(2, 2);
    const broken = {
      ...t,
      rows: t.rows!.map((row, r) => (r === 0 ? { ...row, cols: row.cols.map((cell, c) => (c === 0 ? { ...cell, options: { ...cell.options, colspan: 2 } } : cell)) } : row)),
    };
    expect(readLayout(broken)).toBeNull();
    expect(refusal(mergeCell(broken, 'r1c0', 'right'))).toBe('error.tableInconsistent');
    expect(refusal(deleteRowOf(t, 'nope'))).toBe('error.tableInconsistent');
  });

  const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/corpora/vform');
  it.skipIf(!existsSync(corpus))('every table action answers a consistent table or a message on every cell of the corpus tables', () => {
    const tables = ['evection.json', 'payContract.json', 'schoolToast.json'].flatMap((file) =>
      allWidgets(JSON.parse(readFileSync(resolve(corpus, file), 'utf8')).widgetList).filter((w) => w.type === 'table'),
    );
    expect(tables.length).toBeGreaterThan(2);
    const broken: string[] = [];
    let accepted = 0;
    for (const t of tables) {
      if (!readLayout(t)) broken.push(`${t.id} as exported`);
      for (const cell of t.rows!.flatMap((row) => row.cols).filter((c) => !c.merged)) {
        for (const action of tableDesigner.actions!.filter((a) => a.on === 'child')) {
          const result = action.run(t, cell.id, counter());
          if ('widget' in result) accepted++;
          if ('error' in result ? !result.error.key.startsWith('error.') : !readLayout(result.widget)) broken.push(`${action.key} on ${cell.id}`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(accepted).toBeGreaterThan(100);
  });
});
