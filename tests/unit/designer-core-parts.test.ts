/**
 * The core's commands over the real widget designer parts (src/widgets/designers.ts): every palette
 * widget can be dropped on the form with names unique in it, the sub-form's field-only rule holds for
 * every type, and a container's structural actions run as undoable steps.
 */
import { describe, expect, it } from 'vitest';
import { widgetDesigners } from '../../src/widgets/designers.ts';
import { kindOfType } from '../../src/schemas/form/widget-types.ts';
import { allWidgets } from '../../src/schemas/form/walk.ts';
import { addWidget, createDesignerStore, emptyForm, fieldsInScope, formFields, removeWidget, runContainerAction, cloneWidget, subFormOf } from '../../src/designers/form/core/commands.ts';
import { childSlots } from '../../src/designers/form/core/tree.ts';

const paletteTypes = Object.values(widgetDesigners)
  .filter((designer) => designer.palette)
  .map((designer) => designer.type);

function uniqueNamesAndIds(store: ReturnType<typeof createDesignerStore>): void {
  const widgets = allWidgets(store.getState().form.widgetList);
  expect(new Set(widgets.map((widget) => widget.id)).size).toBe(widgets.length);
  expect(new Set(widgets.map((widget) => widget.options.name)).size).toBe(widgets.length);
}

describe('core over the real designer parts', () => {
  it('drops every palette widget on the form (twice, and cloned), ids and names unique', () => {
    expect(paletteTypes.length).toBeGreaterThan(20);
    const store = createDesignerStore(emptyForm());
    for (const type of [...paletteTypes, ...paletteTypes]) {
      expect({ type, result: store.dispatch(addWidget(type, { parentId: null, index: 999 })) }).toEqual({ type, result: { ok: true } });
    }
    for (const widget of store.getState().form.widgetList.slice(0, paletteTypes.length)) {
      expect({ type: widget.type, result: store.dispatch(cloneWidget(widget.id)) }).toEqual({ type: widget.type, result: { ok: true } });
    }
    uniqueNamesAndIds(store);
    expect(store.history()).toHaveLength(paletteTypes.length * 3);
    store.jumpTo(-1);
    expect(store.getState().form.widgetList).toEqual([]);
  });

  it('lets a sub-form take field widgets only', () => {
    const store = createDesignerStore(emptyForm());
    store.dispatch(addWidget('sub-form', { parentId: null, index: 0 }));
    const subForm = store.getState().selectedId!;
    const refusals = new Set<string>();
    for (const type of paletteTypes) {
      const result = store.dispatch(addWidget(type, { parentId: subForm, index: 0 }));
      expect({ type, ok: result.ok }).toEqual({ type, ok: kindOfType(type) === 'field' });
      if (!result.ok) refusals.add(result.message.key);
    }
    expect([...refusals]).toEqual(['error.subFormFieldsOnly']);
  });

  it('runs table and tab actions as undoable steps, and keeps the last tab pane', () => {
    const store = createDesignerStore(emptyForm());
    store.dispatch(addWidget('table', { parentId: null, index: 0 }));
    const table = store.getState().form.widgetList[0]!;
    const rows = table.rows!.length;
    const cell = table.rows![0]!.cols[0]!;
    expect(store.dispatch(runContainerAction(table.id, 'insertRowBelow', cell.id))).toEqual({ ok: true });
    expect(store.getWidget(table.id)!.rows).toHaveLength(rows + 1);
    expect(store.dispatch(removeWidget(cell.id))).toEqual({ ok: false, message: { key: 'error.useContainerAction' } });
    store.undo();
    expect(store.getWidget(table.id)!.rows).toHaveLength(rows);

    store.dispatch(addWidget('tab', { parentId: null, index: 1 }));
    const tab = store.getState().form.widgetList[1]!;
    const panes = tab.tabs!;
    for (const pane of panes.slice(1)) expect(store.dispatch(runContainerAction(tab.id, 'removePane', pane.id))).toEqual({ ok: true });
    expect(store.dispatch(runContainerAction(tab.id, 'removePane', panes[0]!.id)).ok).toBe(false);
    uniqueNamesAndIds(store);
  });

  it('lists the fields nested in every container kind for the editors, sub-form fields marked', () => {
    const store = createDesignerStore(emptyForm());
    const containers = ['grid', 'table', 'tab', 'card', 'inline', 'dynamic', 'sub-form'];
    for (const type of containers) {
      expect(store.dispatch(addWidget(type, { parentId: null, index: 999 }))).toEqual({ ok: true });
      const container = store.getState().form.widgetList.at(-1)!;
      // The first slot that takes widgets: the container itself, else its first structural child.
      const slot = container.widgetList ? container : childSlots(container)[0]!.child;
      expect({ type, result: store.dispatch(addWidget('input', { parentId: slot.id, index: 0 })) }).toEqual({ type, result: { ok: true } });
    }
    const form = store.getState().form;
    const fields = formFields(form);
    expect(fields.filter((field) => field.type === 'input')).toHaveLength(containers.length);
    const subForm = fields.find((field) => field.isSubForm)!;
    expect(subForm.type).toBe('sub-form');
    const inside = fields.filter((field) => field.subForm === subForm.name);
    expect(inside.map((field) => field.type)).toEqual(['input']);
    expect(subFormOf(form, inside[0]!.id)).toBe(subForm.name);
    expect(fieldsInScope(form, 'subForm', subForm.name)).toEqual(inside);
    expect(fieldsInScope(form, 'form').map((field) => field.type)).toEqual([...containers.slice(0, -1).map(() => 'input'), 'sub-form']);
  });
});
