/** Grid: a row of grid-cols (two of span 12 when dropped); add a column, remove one (never the last). */
import { acceptsOnly, containerHead, containerTail, newContainer, replaceChild } from '../container-designer-kit.ts';
import type { ContainerAction, IdFactory, WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { number, prop, text } from '../designer-kit.ts';
import type { Widget } from '../../schemas/form/types.ts';
import { model as colModel } from '../grid-col/model.ts';
import { model } from './model.ts';

const GRID_COLUMNS = 24;

function newCol(newId: IdFactory, span: number): Widget {
  return newContainer(colModel, newId, { widgetList: [] }, { span });
}

/** A new column takes the room the others leave on the 24-column row, or the default half row when it is full. */
function spanForNewCol(grid: Widget): number {
  const used = (grid.cols ?? []).reduce((sum, col) => sum + (Number(col.options?.span) || 0), 0);
  const room = GRID_COLUMNS - used;
  return room > 0 && room <= GRID_COLUMNS ? room : 12;
}

const actions: ContainerAction[] = [
  {
    key: 'addCol',
    label: 'action.addCol',
    icon: 'InsertRowRight',
    on: 'self',
    run(grid, _target, newId) {
      const col = newCol(newId, spanForNewCol(grid));
      return { widget: { ...grid, cols: [...(grid.cols ?? []), col] }, select: col.id };
    },
  },
  {
    key: 'removeCol',
    label: 'action.removeCol',
    icon: 'Delete',
    on: 'child',
    enabled: (grid, target) => (grid.cols ?? []).some((col) => col.id === target),
    run(grid, target) {
      const cols = grid.cols ?? [];
      const index = cols.findIndex((col) => col.id === target);
      if (index < 0 || !target) return { error: { key: 'error.notAChild' } };
      if (cols.length <= 1) return { error: { key: 'error.lastGridCol' } };
      const rest = replaceChild(cols, target, null);
      return { widget: { ...grid, cols: rest }, select: rest[Math.min(index, rest.length - 1)]!.id };
    },
  },
];

export const designer: WidgetDesigner = {
  type: 'grid',
  palette: { group: 'container', icon: 'Layout', order: 10 },
  properties: [
    ...containerHead(),
    number('gutter', { min: 0, max: 48, step: 4, precision: 0 }),
    text('colHeight'),
    prop('cols', { kind: 'children', of: 'cols' }),
    ...containerTail(),
  ],
  create(newId) {
    const grid = newContainer(model, newId);
    return { ...grid, cols: [newCol(newId, 12), newCol(newId, 12)] };
  },
  accepts: acceptsOnly('grid-col'),
  refusal: 'error.gridColsOnly',
  childList: 'cols',
  clonable: true,
  actions,
};

export const title: WidgetTitle = { zh: '栅格', en: 'Grid' };
