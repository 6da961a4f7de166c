/** The form designer's commands (form-designer §2, §5): each edit, its refusals and its undo. */
import { describe, expect, it } from 'vitest';
import type { DesignerStore } from '../../src/designers/form/core/contract.ts';
import { importForm, openForm } from '../../src/designers/form/core/open-form.ts';
import { setFormConfig } from '../../src/designers/form/core/option-commands.ts';
import { makeCommands } from '../../src/designers/form/core/commands-kit.ts';
import { partsFrom } from '../../src/designers/form/core/parts.ts';
import { createDesignerStore } from '../../src/designers/form/core/store.ts';
import { allWidgets } from '../../src/schemas/form/walk.ts';
import { commands, ids, sampleStore } from './designer-core-fixtures.ts';

const { addWidget, moveWidget, moveUp, moveDown, removeWidget, cloneWidget, pasteWidget, runContainerAction, setOption, canDropType } = commands;

/** Dispatches, then checks that undo restores the very form and redo the edited one. */
function dispatchAndUndo(store: DesignerStore, command: Parameters<DesignerStore['dispatch']>[0]) {
  const before = store.getState().form;
  const result = store.dispatch(command);
  expect(result).toEqual({ ok: true });
  const after = store.getState().form;
  expect(after).not.toBe(before);
  expect(store.undo()).toBe(true);
  expect(store.getState().form).toBe(before);
  expect(store.redo()).toBe(true);
  expect(store.getState().form).toBe(after);
  return after;
}

const grid = (store: DesignerStore) => store.getWidget('grid1')!;

describe('addWidget', () => {
  it('adds at the top level and into a container slot, selects the new widget, and undoes', () => {
    const store = sampleStore();
    const form = dispatchAndUndo(store, addWidget('input', { parentId: null, index: 1 }));
    expect(ids(form.widgetList)).toEqual(['input1', 'input4', 'grid1', 'subform1']);
    expect(store.getState().selectedId).toBe('input4');
    const next = dispatchAndUndo(store, addWidget('static-text', { parentId: 'gridcol2', index: 0 }));
    expect(ids(next.widgetList[2]!.cols![1]!.widgetList)).toEqual(['statictext1']);
  });

  it('names a new widget with the caption the UI passes (its palette name), only where it has a label', () => {
    const store = sampleStore();
    store.dispatch(addWidget('input', { parentId: null, index: 0 }, { label: '单行输入' }));
    const input = store.getState().form.widgetList[0]!;
    expect(input.type).toBe('input');
    expect(input.options.label).toBe('单行输入');
    expect(input.options.name).not.toBe('单行输入');
    // A grid has no label option: none is invented for it.
    store.dispatch(addWidget('grid', { parentId: null, index: 0 }, { label: 'Grid' }));
    expect(store.getState().form.widgetList[0]!.options).not.toHaveProperty('label');
    // No caption (or a blank one): the part's own default stays.
    store.dispatch(addWidget('input', { parentId: null, index: 0 }, { label: '  ' }));
    expect(store.getState().form.widgetList[0]!.options.label).not.toBe('  ');
    expect(store.undo()).toBe(true);
    expect(store.undo()).toBe(true);
    expect(store.getState().form.widgetList[0]!.options.label).toBe('单行输入');
  });

  it('makes containers with their children, ids and names unique in the form', () => {
    const store = sampleStore();
    store.dispatch(addWidget('grid', { parentId: null, index: 99 }));
    const added = store.getState().form.widgetList.at(-1)!;
    expect(added.id).toBe('grid2');
    expect(ids(added.cols)).toEqual(['gridcol3', 'gridcol4']);
  });

  it('renames what a part creates with a taken name to one no widget of the form or the new subtree uses', () => {
    // A careless part: fixed names, one of them already in the form, the other twice in its own subtree.
    const box = partsFrom({
      box: {
        type: 'box',
        palette: { group: 'container', icon: 'Box', order: 1 },
        properties: [],
        accepts: () => true,
        create: (newId) => ({
          type: 'box',
          id: newId('box'),
          options: { name: 'taken' },
          widgetList: [0, 1].map(() => ({ type: 'input', id: newId('input'), formItemFlag: true, options: { name: 'same' } })),
        }),
      },
    });
    const store = createDesignerStore({ widgetList: [{ type: 'input', id: 'input2', formItemFlag: true, options: { name: 'taken' } }], formConfig: {} } as never);
    expect(store.dispatch(makeCommands(box).addWidget('box', { parentId: null, index: 1 }))).toEqual({ ok: true });
    const widgets = allWidgets(store.getState().form.widgetList);
    const spaces = widgets.flatMap((widget) => (widget.options.name === widget.id ? [widget.id] : [widget.id, widget.options.name]));
    expect(new Set(spaces).size).toBe(spaces.length);
  });

  it('gives a fresh name when a part creates a name already used', () => {
    const store = sampleStore();
    store.dispatch(addWidget('careless', { parentId: null, index: 0 }));
    const added = store.getWidget('careless1')!;
    expect(added.options.name).not.toBe('input1');
  });

  it('refuses unknown types, internal children outside their container, and what the container does not accept', () => {
    const store = sampleStore();
    expect(store.dispatch(addWidget('nope', { parentId: null, index: 0 }))).toEqual({ ok: false, message: { key: 'error.unknownType', params: { type: 'nope' } } });
    expect(store.dispatch(addWidget('grid-col', { parentId: null, index: 0 }))).toMatchObject({ ok: false, message: { key: 'error.internalWidget' } });
    expect(store.dispatch(addWidget('input', { parentId: 'grid1', index: 0 }))).toEqual({
      ok: false,
      message: { key: 'error.dropRefused', params: { widget: 'widget.input', parent: 'widget.grid' } },
    });
    // The sub-form's own message: it accepts field widgets only.
    expect(store.dispatch(addWidget('static-text', { parentId: 'subform1', index: 0 }))).toMatchObject({ ok: false, message: { key: 'error.subFormFieldsOnly' } });
    expect(store.dispatch(addWidget('grid', { parentId: 'subform1', index: 0 })).ok).toBe(false);
    expect(store.dispatch(addWidget('input', { parentId: 'missing', index: 0 })).ok).toBe(false);
    expect(store.history()).toEqual([]);
    expect(canDropType(store.getState().form, { parentId: 'subform1', index: 0 }, 'select')).toBe(true);
    expect(canDropType(store.getState().form, { parentId: 'subform1', index: 0 }, 'static-text')).toBe(false);
  });
});

describe('moveWidget', () => {
  it('reorders within a list, the index read as the drop indicator shows it', () => {
    const store = sampleStore();
    const form = dispatchAndUndo(store, moveWidget('input1', { parentId: null, index: 2 }));
    expect(ids(form.widgetList)).toEqual(['grid1', 'input1', 'subform1']);
    store.dispatch(moveWidget('subform1', { parentId: null, index: 0 }));
    expect(ids(store.getState().form.widgetList)).toEqual(['subform1', 'grid1', 'input1']);
  });

  it('moves into and out of containers, keeping the widget object', () => {
    const store = sampleStore();
    const input = store.getWidget('input1');
    const form = dispatchAndUndo(store, moveWidget('input1', { parentId: 'gridcol2', index: 0 }));
    expect(ids(form.widgetList)).toEqual(['grid1', 'subform1']);
    expect(form.widgetList[0]!.cols![1]!.widgetList![0]).toBe(input);
    store.dispatch(moveWidget('select1', { parentId: 'subform1', index: 1 }));
    expect(ids(store.getWidget('subform1')!.widgetList)).toEqual(['input3', 'select1']);
  });

  it('refuses a move into itself or a descendant, and drops the container refuses', () => {
    const store = sampleStore();
    expect(store.dispatch(moveWidget('grid1', { parentId: 'gridcol1', index: 0 }))).toEqual({ ok: false, message: { key: 'error.dropIntoItself' } });
    expect(store.dispatch(moveWidget('grid1', { parentId: 'grid1', index: 0 })).ok).toBe(false);
    expect(store.dispatch(moveWidget('grid1', { parentId: 'subform1', index: 0 }))).toMatchObject({ ok: false, message: { key: 'error.subFormFieldsOnly' } });
    expect(store.dispatch(moveWidget('gridcol1', { parentId: null, index: 0 }))).toMatchObject({ ok: false, message: { key: 'error.internalWidget' } });
    expect(store.history()).toEqual([]);
  });

  it('lets a grid column move inside its own grid', () => {
    const store = sampleStore();
    dispatchAndUndo(store, moveWidget('gridcol2', { parentId: 'grid1', index: 0 }));
    expect(ids(grid(store).cols)).toEqual(['gridcol2', 'gridcol1']);
  });
});

describe('moveUp / moveDown', () => {
  it('swaps with the neighbour and undoes', () => {
    const store = sampleStore();
    dispatchAndUndo(store, moveDown('select1'));
    expect(ids(store.getWidget('gridcol1')!.widgetList)).toEqual(['input2', 'select1']);
    dispatchAndUndo(store, moveUp('subform1'));
    expect(ids(store.getState().form.widgetList)).toEqual(['input1', 'subform1', 'grid1']);
  });

  it('refuses the first moving up and the last moving down', () => {
    const store = sampleStore();
    expect(store.dispatch(moveUp('input1'))).toEqual({ ok: false, message: { key: 'error.firstCannotMoveUp' } });
    expect(store.dispatch(moveDown('subform1'))).toEqual({ ok: false, message: { key: 'error.lastCannotMoveDown' } });
    expect(store.dispatch(moveUp('select1'))).toEqual({ ok: false, message: { key: 'error.firstCannotMoveUp' } });
    expect(store.dispatch(moveDown('input3'))).toEqual({ ok: false, message: { key: 'error.lastCannotMoveDown' } });
  });
});

describe('removeWidget', () => {
  it('selects the next neighbour, else the previous, else the parent', () => {
    const store = sampleStore();
    store.select('select1');
    dispatchAndUndo(store, removeWidget('select1'));
    expect(store.getState().selectedId).toBe('input2');
    store.undo();
    expect(store.getState().selectedId).toBe('select1');
    store.redo();
    store.dispatch(removeWidget('input2'));
    expect(store.getState().selectedId).toBe('gridcol1');
    store.dispatch(removeWidget('subform1'));
    expect(store.getState().selectedId).toBe('grid1');
    expect(store.getWidget('input3')).toBeUndefined();
  });

  it('refuses to delete the last structural child', () => {
    const store = sampleStore();
    store.dispatch(removeWidget('gridcol2'));
    expect(store.dispatch(removeWidget('gridcol1'))).toMatchObject({ ok: false, message: { key: 'error.lastChild' } });
  });
});

describe('setOption', () => {
  it('sets a value with a history label naming the property and value, and undoes', () => {
    const store = sampleStore();
    const form = dispatchAndUndo(store, setOption('input2', 'label', '请假天数'));
    expect(store.getWidget('input2')!.options.label).toBe('请假天数');
    expect(store.history().at(-1)!.label).toEqual({ key: 'history.setOption', params: { prop: 'prop.label', value: '请假天数' } });
    // Widgets off the changed path keep their identity.
    expect(form.widgetList[0]).toBe(store.getWidget('input1'));
  });

  it('sets dotted keys without touching siblings', () => {
    const store = sampleStore();
    store.dispatch(setOption('input1', 'getdays', { widget: 'a', datatype: 'work' }));
    dispatchAndUndo(store, setOption('input1', 'getdays.widget', 'daterange1'));
    expect(store.getWidget('input1')!.options.getdays).toEqual({ widget: 'daterange1', datatype: 'work' });
  });

  it('refuses an empty name and a duplicate name; a new unique name is fine', () => {
    const store = sampleStore();
    expect(store.dispatch(setOption('input2', 'name', ''))).toEqual({ ok: false, message: { key: 'error.nameRequired' } });
    expect(store.dispatch(setOption('input2', 'name', '  '))).toEqual({ ok: false, message: { key: 'error.nameRequired' } });
    expect(store.dispatch(setOption('input2', 'name', 'input3'))).toEqual({ ok: false, message: { key: 'error.duplicateName', params: { name: 'input3' } } });
    expect(store.dispatch(setOption('input2', 'name', 'subform1')).ok).toBe(false);
    expect(store.history()).toEqual([]);
    dispatchAndUndo(store, setOption('input2', 'name', 'days'));
    expect(store.getWidget('input2')!.options.name).toBe('days');
  });

  it("refuses what the property's own check refuses", () => {
    const store = sampleStore();
    expect(store.dispatch(setOption('input1', 'maxLength', -1))).toEqual({ ok: false, message: { key: 'error.negative' } });
    expect(store.dispatch(setOption('input1', 'maxLength', 10))).toEqual({ ok: true });
  });

  it('records no step when the value does not change', () => {
    const store = sampleStore();
    store.dispatch(setOption('input1', 'label', 'input'));
    expect(store.history()).toEqual([]);
    expect(store.dispatch(setOption('ghost', 'label', 'x'))).toMatchObject({ ok: false, message: { key: 'error.widgetMissing' } });
  });
});

describe('setFormConfig', () => {
  it('sets a configuration key and undoes', () => {
    const store = sampleStore();
    dispatchAndUndo(store, setFormConfig('labelWidth', 120));
    expect(store.getState().form.formConfig.labelWidth).toBe(120);
    expect(store.history()[0]!.label).toEqual({ key: 'history.setOption', params: { prop: 'panel.config.labelWidth', value: '120' } });
  });
});

describe('cloneWidget and pasteWidget', () => {
  it('clones a subtree after the original with fresh ids and names everywhere', () => {
    const store = sampleStore();
    dispatchAndUndo(store, cloneWidget('grid1'));
    const [, original, copy] = store.getState().form.widgetList;
    expect(original!.id).toBe('grid1');
    expect(copy!.id).toBe('grid2');
    expect(store.getState().selectedId).toBe('grid2');
    const names = (w: typeof copy) => JSON.stringify(w).match(/"(id|name)":"[^"]+"/g)!;
    const before = new Set(names(original));
    for (const entry of names(copy)) expect(before.has(entry)).toBe(false);
    expect(copy!.cols![0]!.widgetList!.map((w) => w.type)).toEqual(['select', 'input']);
    expect(store.dispatch(cloneWidget('gridcol1'))).toMatchObject({ ok: false, message: { key: 'error.internalWidget' } });
  });

  it('pastes copied JSON with fresh ids and names, under the drop rules', () => {
    const store = sampleStore();
    const copied = JSON.stringify(store.getWidget('input2'));
    dispatchAndUndo(store, pasteWidget(copied, { parentId: 'subform1', index: 1 }));
    const pasted = store.getWidget('subform1')!.widgetList![1]!;
    expect(pasted.type).toBe('input');
    expect(pasted.id).not.toBe('input2');
    expect(pasted.options.name).not.toBe('input2');
    expect(store.dispatch(pasteWidget(JSON.stringify(store.getWidget('grid1')), { parentId: 'subform1', index: 0 })).ok).toBe(false);
    expect(store.dispatch(pasteWidget('{not json', { parentId: null, index: 0 }))).toEqual({ ok: false, message: { key: 'error.pasteInvalid' } });
    expect(store.dispatch(pasteWidget({ options: {} }, { parentId: null, index: 0 }))).toEqual({ ok: false, message: { key: 'error.pasteInvalid' } });
  });
});

describe('runContainerAction', () => {
  it("runs a container's action as one undoable step and selects what it says", () => {
    const store = sampleStore();
    dispatchAndUndo(store, runContainerAction('grid1', 'addCol'));
    expect(ids(grid(store).cols)).toEqual(['gridcol1', 'gridcol2', 'gridcol3']);
    expect(store.getState().selectedId).toBe('gridcol3');
    expect(store.history().at(-1)!.label).toEqual({ key: 'history.containerAction', params: { action: 'action.addCol' } });
  });

  it('passes refusals on and refuses unknown or disabled actions', () => {
    const store = sampleStore();
    expect(store.dispatch(runContainerAction('grid1', 'fail'))).toEqual({ ok: false, message: { key: 'error.inconsistentSpans' } });
    expect(store.dispatch(runContainerAction('grid1', 'never'))).toMatchObject({ ok: false, message: { key: 'error.actionDisabled' } });
    expect(store.dispatch(runContainerAction('grid1', 'nope'))).toMatchObject({ ok: false, message: { key: 'error.unknownAction' } });
    expect(store.dispatch(runContainerAction('input1', 'addCol')).ok).toBe(false);
    expect(store.history()).toEqual([]);
  });
});

describe('importForm / openForm', () => {
  const vform = {
    widgetList: [{ type: 'input', id: 'a', options: { name: 'a', label: 'A' } }],
    formConfig: { modelName: 'formData', refName: 'vForm', rulesName: 'rules', labelWidth: 80 },
  };

  it('replaces the whole form as one undoable step', () => {
    const store = sampleStore();
    store.select('input1');
    const form = dispatchAndUndo(store, importForm(JSON.stringify(vform)));
    expect(form).toEqual(vform);
    expect(store.getState().selectedId).toBeNull();
    store.undo();
    expect(store.getState().selectedId).toBe('input1');
  });

  it('reads /bpmForm/get records and refuses what is not a form', () => {
    expect(openForm({ conf: JSON.stringify(vform) })).toEqual({ form: vform, repairs: [] });
    expect(openForm('nope')).toEqual({ error: { key: 'error.importNotJson' } });
    expect(openForm({ list: [] })).toEqual({ error: { key: 'error.importNoWidgetList' } });
    expect(openForm({ ...vform, schemaVersion: 99 })).toMatchObject({ error: { key: 'error.importTooNew' } });
    const store = sampleStore();
    expect(store.dispatch(importForm('[]')).ok).toBe(false);
  });

  it('repairs only what the designer cannot work with, and says so', () => {
    const opened = openForm({
      widgetList: [
        { type: 'input', id: 'x', options: { name: 'x' } },
        { type: 'input', id: 'x', options: { name: 'y' } },
        { type: 'input', options: {} },
        'junk',
      ],
    });
    if ('error' in opened) throw new Error('refused');
    expect(opened.form.widgetList.map((w) => [w.id, w.options.name])).toEqual([
      ['x', 'x'],
      ['input1', 'y'],
      ['input2', 'input2'],
    ]);
    expect(opened.repairs.map((r) => r.key)).toEqual(['repair.duplicateId', 'repair.missingId', 'repair.missingName', 'repair.droppedEntry', 'repair.defaultConfig']);
    expect(opened.form.formConfig.labelWidth).toBe(80);
  });
});
