/**
 * Table: rows of table-cells (2×2 when dropped). The cell actions (insert row/column, merge, split,
 * delete row/column) are the pure edits of ./table-ops.ts; their refusals are the rowspan/colspan and
 * last-row/column messages of spec §5.
 */
import { containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { ContainerAction, WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { color, text } from '../designer-kit.ts';
import { model } from './model.ts';
import {
  canMerge,
  deleteColumnOf,
  deleteRowOf,
  insertColumn,
  insertRow,
  isMergedCell,
  locateCell,
  mergeCell,
  mergeColumnOf,
  mergeRowOf,
  newTableRows,
  splitCell,
  type MergeDirection,
} from './table-ops.ts';

type Run = ContainerAction['run'];

const isCell: NonNullable<ContainerAction['enabled']> = (table, target) => locateCell(table, target) !== null;

/** Inserts a row or column next to the target cell's whole area (below a rowspan, right of a colspan). */
function insertNextTo(axis: 'row' | 'col', after: boolean): Run {
  return (table, target, newId) => {
    const found = locateCell(table, target);
    if (!found) return { error: { key: 'error.tableInconsistent' } };
    const { r, c, rs, cs } = found.anchor;
    const widget = axis === 'row' ? insertRow(table, after ? r + rs : r, newId) : insertColumn(table, after ? c + cs : c, newId);
    return target ? { widget, select: target } : { widget };
  };
}

function merge(direction: MergeDirection): ContainerAction {
  const name = direction[0]!.toUpperCase() + direction.slice(1);
  return {
    key: `merge${name}`,
    label: `action.merge${name}`,
    on: 'child',
    enabled: (table, target) => canMerge(table, target, direction),
    run: (table, target) => mergeCell(table, target, direction),
  };
}

const cellActions: ContainerAction[] = [
  { key: 'insertRowAbove', label: 'action.insertRowAbove', icon: 'InsertRowAbove', on: 'child', enabled: isCell, run: insertNextTo('row', false) },
  { key: 'insertRowBelow', label: 'action.insertRowBelow', icon: 'InsertRowBelow', on: 'child', enabled: isCell, run: insertNextTo('row', true) },
  { key: 'insertColLeft', label: 'action.insertColLeft', icon: 'InsertRowLeft', on: 'child', enabled: isCell, run: insertNextTo('col', false) },
  { key: 'insertColRight', label: 'action.insertColRight', icon: 'InsertRowRight', on: 'child', enabled: isCell, run: insertNextTo('col', true) },
  merge('left'),
  merge('right'),
  merge('above'),
  merge('below'),
  { key: 'mergeRow', label: 'action.mergeRow', on: 'child', enabled: isCell, run: (table, target) => mergeRowOf(table, target) },
  { key: 'mergeCol', label: 'action.mergeCol', on: 'child', enabled: isCell, run: (table, target) => mergeColumnOf(table, target) },
  { key: 'split', label: 'action.split', icon: 'Split', on: 'child', enabled: (table, target) => isMergedCell(table, target), run: (table, target) => splitCell(table, target) },
  { key: 'deleteRow', label: 'action.deleteRow', icon: 'DeleteRow', on: 'child', enabled: isCell, run: (table, target) => deleteRowOf(table, target) },
  { key: 'deleteCol', label: 'action.deleteCol', icon: 'DeleteColumn', on: 'child', enabled: isCell, run: (table, target) => deleteColumnOf(table, target) },
];

const tableActions: ContainerAction[] = [
  { key: 'appendRow', label: 'action.appendRow', icon: 'InsertRowBelow', on: 'self', run: (table, _target, newId) => ({ widget: insertRow(table, table.rows?.length ?? 0, newId) }) },
  {
    key: 'appendCol',
    label: 'action.appendCol',
    icon: 'InsertRowRight',
    on: 'self',
    run: (table, _target, newId) => ({ widget: insertColumn(table, table.rows?.[0]?.cols?.length ?? 0, newId) }),
  },
];

export const designer: WidgetDesigner = {
  type: 'table',
  palette: { group: 'container', icon: 'Table', order: 20 },
  properties: [...containerHead(), text('tableWidth'), color('borderColor'), ...containerTail()],
  create(newId) {
    const table = newContainer(model, newId);
    return { ...table, rows: newTableRows(2, 2, newId) };
  },
  childList: 'rows',
  clonable: true,
  actions: [...tableActions, ...cellActions],
};

export const title: WidgetTitle = { zh: '表格', en: 'Table' };
