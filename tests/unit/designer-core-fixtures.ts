/**
 * Small designer parts for the core's tests: enough to exercise drop rules, checks and container
 * actions without depending on how the real widget parts are written (those have their own tests).
 */
import type { ContainerAction, WidgetDesigner } from '../../src/widgets/designer-contract.ts';
import type { Widget } from '../../src/schemas/form/types.ts';
import { partsFrom } from '../../src/designers/form/core/parts.ts';
import { createDesignerStore } from '../../src/designers/form/core/store.ts';
import { makeCommands } from '../../src/designers/form/core/commands-kit.ts';
import { emptyForm } from '../../src/designers/form/core/open-form.ts';

const field = (type: string): WidgetDesigner => ({
  type,
  palette: { group: 'basic', icon: 'Edit', order: 1 },
  properties: [
    { key: 'name', group: 'basic', editor: { kind: 'name' }, label: 'prop.name' },
    { key: 'label', group: 'basic', editor: { kind: 'text' }, label: 'prop.label' },
    {
      key: 'maxLength',
      group: 'basic',
      editor: { kind: 'number' },
      label: 'prop.maxLength',
      check: (value) => (typeof value === 'number' && value < 0 ? { key: 'error.negative' } : null),
    },
    { key: 'getdays.widget', group: 'calculation', editor: { kind: 'days' }, label: 'prop.getdays' },
  ],
  create: (newId) => {
    const id = newId(type);
    return { type, id, formItemFlag: true, options: { name: id, label: type } };
  },
});

const addCol: ContainerAction = {
  key: 'addCol',
  label: 'action.addCol',
  on: 'self',
  run: (grid, _target, newId) => {
    const id = newId('grid-col');
    return { widget: { ...grid, cols: [...(grid.cols ?? []), { type: 'grid-col', id, internal: true, options: { name: id }, widgetList: [] }] }, select: id };
  },
};
const closedAction: ContainerAction = { key: 'never', label: 'action.never', on: 'self', enabled: () => false, run: (grid) => ({ widget: grid }) };
const failingAction: ContainerAction = { key: 'fail', label: 'action.fail', on: 'self', run: () => ({ error: { key: 'error.inconsistentSpans' } }) };

const gridCol = (newId: (type: string) => string): Widget => {
  const id = newId('grid-col');
  return { type: 'grid-col', id, category: 'container', internal: true, options: { name: id, span: 12 }, widgetList: [] };
};

export const testDesigners: Record<string, WidgetDesigner> = {
  input: field('input'),
  select: field('select'),
  'static-text': {
    type: 'static-text',
    palette: { group: 'basic', icon: 'Font', order: 9 },
    properties: [],
    create: (newId) => {
      const id = newId('static-text');
      return { type: 'static-text', id, formItemFlag: false, options: { name: id, textContent: 'text' } };
    },
  },
  grid: {
    type: 'grid',
    palette: { group: 'container', icon: 'Layout', order: 1 },
    properties: [],
    childList: 'cols',
    clonable: true,
    accepts: (child) => child.type === 'grid-col',
    actions: [addCol, closedAction, failingAction],
    create: (newId) => {
      const id = newId('grid');
      return { type: 'grid', id, category: 'container', options: { name: id, gutter: 12 }, cols: [gridCol(newId), gridCol(newId)] };
    },
  },
  'grid-col': { type: 'grid-col', properties: [], accepts: (child) => child.type !== 'grid-col', create: gridCol },
  'sub-form': {
    type: 'sub-form',
    palette: { group: 'container', icon: 'Table', order: 5 },
    properties: [],
    accepts: (child) => child.kind === 'field',
    refusal: 'error.subFormFieldsOnly',
    create: (newId) => {
      const id = newId('sub-form');
      return { type: 'sub-form', id, category: 'container', options: { name: id, minNum: 1 }, widgetList: [] };
    },
  },
  // Creates a widget whose name collides (the core must give it a fresh one).
  careless: {
    type: 'careless',
    palette: { group: 'custom', icon: 'Edit', order: 1 },
    properties: [],
    create: (newId) => ({ type: 'careless', id: newId('careless'), options: { name: 'input1' } }),
  },
};

export const testParts = partsFrom(testDesigners);
export const commands = makeCommands(testParts);

/** A store holding: input1 at the top, grid1 (gridcol1 [select1, input2], gridcol2 []), subform1 [input3]. */
export function sampleStore() {
  const store = createDesignerStore(emptyForm());
  const { addWidget } = commands;
  store.dispatch(addWidget('input', { parentId: null, index: 0 }));
  store.dispatch(addWidget('grid', { parentId: null, index: 1 }));
  store.dispatch(addWidget('select', { parentId: 'gridcol1', index: 0 }));
  store.dispatch(addWidget('input', { parentId: 'gridcol1', index: 1 }));
  store.dispatch(addWidget('sub-form', { parentId: null, index: 2 }));
  store.dispatch(addWidget('input', { parentId: 'subform1', index: 0 }));
  store.reset(store.getState().form);
  return store;
}

export function ids(list: readonly Widget[] | undefined): string[] {
  return (list ?? []).map((widget) => widget.id);
}
