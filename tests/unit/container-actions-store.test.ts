/** The table's cell actions run through the designer store (real parts): named, undoable, refusals unchanged. */
import { describe, expect, it } from 'vitest';
import { addWidget, createDesignerStore, emptyForm, runContainerAction } from '../../src/designers/form/core/commands.ts';
import type { Widget } from '../../src/schemas/form/types.ts';

const shape = (table: Widget) => table.rows!.map((row) => row.cols.map((cell) => (cell.merged ? '·' : `${cell.options.rowspan}x${cell.options.colspan}`)).join(' '));

describe('table actions on the designer store', () => {
  it('insert, merge, split and delete as undoable steps; refusals leave the form and history alone', () => {
    const store = createDesignerStore(emptyForm());
    expect(store.dispatch(addWidget('table', { parentId: null, index: 0 }))).toEqual({ ok: true });
    const table = () => store.getState().form.widgetList[0]!;
    const cell = (r: number, c: number) => table().rows![r]!.cols[c]!.id;

    expect(store.dispatch(runContainerAction(table().id, 'insertRowBelow', cell(1, 0)))).toEqual({ ok: true });
    expect(store.dispatch(runContainerAction(table().id, 'insertColRight', cell(0, 1)))).toEqual({ ok: true });
    expect(shape(table())).toEqual(['1x1 1x1 1x1', '1x1 1x1 1x1', '1x1 1x1 1x1']);
    expect(store.dispatch(runContainerAction(table().id, 'mergeRight', cell(0, 0)))).toEqual({ ok: true });
    expect(store.getState().selectedId).toBe(cell(0, 0));
    expect(shape(table())[0]).toBe('1x2 · 1x1');

    const before = store.getState().form;
    const steps = store.history().length;
    expect(store.dispatch(runContainerAction(table().id, 'mergeBelow', cell(0, 0)))).toEqual({ ok: false, message: { key: 'error.colspanMerge' } });
    expect(store.dispatch(runContainerAction(table().id, 'deleteCol', cell(1, 1)))).toEqual({ ok: false, message: { key: 'error.colspanDelete' } });
    expect(store.getState().form).toBe(before);
    expect(store.history()).toHaveLength(steps);

    expect(store.dispatch(runContainerAction(table().id, 'split', cell(0, 0)))).toEqual({ ok: true });
    expect(shape(table())[0]).toBe('1x1 1x1 1x1');
    expect(store.undo()).toBe(true);
    expect(shape(table())[0]).toBe('1x2 · 1x1');
    expect(store.undo()).toBe(true);
    expect(shape(table())[0]).toBe('1x1 1x1 1x1');
    expect(store.redo()).toBe(true);
    expect(shape(table())[0]).toBe('1x2 · 1x1');
    expect(store.history().map((step) => step.label.params?.action)).toContain('action.mergeRight');

    expect(store.dispatch(runContainerAction(table().id, 'deleteRow', cell(2, 0)))).toEqual({ ok: true });
    expect(store.dispatch(runContainerAction(table().id, 'deleteRow', cell(1, 0)))).toEqual({ ok: true });
    expect(store.dispatch(runContainerAction(table().id, 'deleteRow', cell(0, 0)))).toEqual({ ok: false, message: { key: 'error.lastRow' } });
  });
});
