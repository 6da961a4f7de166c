/**
 * The code exporters find sub-forms and children through the widget registry (the sub-form model's
 * repeatsRows flag, the models' children), not by type name (issue #13 architecture: the designer and
 * the exporters never switch on widget types). The type table's SUB_FORM_TYPES, which the server walks
 * with, is kept in step with the models' flag.
 */
import { describe, expect, it, vi } from 'vitest';
import { defaultFormConfig } from '../../src/schemas/form/config.ts';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';
import { SUB_FORM_TYPES, walkWidgets, type WalkEntry } from '../../src/schemas/form/walk.ts';
import { widgetModels } from '../../src/widgets/models.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';
import { exportFixture } from './form-export-fixture.ts';

const input = (name: string, required = false): Widget => ({ id: name, type: 'input', formItemFlag: true, options: { name, label: name, required } });

/** A sub-form nested in a tab pane inside a grid column: its rows' fields are found at any depth. */
const nestedForm: FormSchema = {
  widgetList: [
    {
      id: 'grid1',
      type: 'grid',
      options: { name: 'grid1' },
      cols: [
        {
          id: 'col1',
          type: 'grid-col',
          options: { name: 'col1', span: 24 },
          widgetList: [
            {
              id: 'tab1',
              type: 'tab',
              options: { name: 'tab1' },
              tabs: [{ id: 'pane1', type: 'tab-pane', options: { name: 'pane1', label: 'Pane' }, widgetList: [{ id: 'items', type: 'sub-form', options: { name: 'items', label: 'Items', minNum: 2 }, widgetList: [input('qty', true), input('price')] }] }],
            },
          ],
        },
      ],
    },
    input('title'),
  ],
  formConfig: defaultFormConfig(),
};

const entries = (walk: (visit: (entry: WalkEntry) => void) => void) => {
  const out: Array<[string, string | undefined]> = [];
  walk(({ widget, subForm }) => void out.push([widget.id, subForm?.id]));
  return out;
};

/** The nested form exported with the exporters as loaded now (re-imported after a module reset). */
async function exported() {
  const { exportForm } = await import('../../src/designers/form/export/index.ts');
  const { initialData } = await import('../../src/designers/form/export/form-model.ts');
  return { vue: exportForm(nestedForm, 'vue3').code, react: exportForm(nestedForm, 'react').code, data: initialData(nestedForm.widgetList) };
}

describe('the widget tree through the registry', () => {
  it('the sub-form model carries repeatsRows, and the type table lists exactly the models that do', () => {
    const flagged = Object.values(widgetModels)
      .filter((model) => model.repeatsRows === true)
      .map((model) => model.type);
    expect(flagged).toEqual(['sub-form']);
    expect([...SUB_FORM_TYPES].toSorted()).toEqual(flagged.toSorted());
    expect(widgetRegistry.repeatsRows({ id: 's', type: 'sub-form', options: { name: 's' } })).toBe(true);
    expect(widgetRegistry.repeatsRows({ id: 'c', type: 'card', options: { name: 'c' } })).toBe(false);
    expect(widgetRegistry.repeatsRows({ id: 'u', type: 'no-such-widget', options: { name: 'u' } })).toBe(false);
  });

  it("walks as the server's type-table walk does, on every widget of the export fixture and a nested sub-form", () => {
    for (const form of [exportFixture(), nestedForm]) {
      expect(entries((visit) => walkWidgets(form.widgetList, visit, widgetRegistry))).toEqual(entries((visit) => walkWidgets(form.widgetList, visit)));
    }
    expect(entries((visit) => walkWidgets(nestedForm.widgetList, visit, widgetRegistry)).filter(([, subForm]) => subForm === 'items')).toEqual([
      ['qty', 'items'],
      ['price', 'items'],
    ]);
  });

  it('the exporters follow the registry: with the flag off the model, a sub-form is no longer a row list', async () => {
    const flagged = await exported();
    expect(flagged.data).toEqual({ items: [{ qty: '', price: '' }, { qty: '', price: '' }], title: '' });
    expect(flagged.vue).toContain('const rowTemplates = {');
    expect(flagged.react).toContain('const rowTemplates');
    // A row field's rule is keyed by its sub-form: rules["items.qty"].
    expect(flagged.vue).toContain("'items.qty': [");

    vi.resetModules();
    vi.doMock('../../src/widgets/sub-form/model.ts', async (original) => {
      const real = await original<typeof import('../../src/widgets/sub-form/model.ts')>();
      const { repeatsRows: _off, ...model } = real.model;
      return { ...real, model };
    });
    try {
      const unflagged = await exported();
      // Its fields are top-level fields now: the exporters asked the model, not the type name.
      expect(unflagged.data).toEqual({ qty: '', price: '', title: '' });
      expect(unflagged.vue).not.toContain('rowTemplates');
      expect(unflagged.vue).not.toContain("'items.qty': [");
      expect(unflagged.vue).toContain('  qty: [');
      expect(unflagged.react).not.toContain('const rowTemplates');
    } finally {
      vi.doUnmock('../../src/widgets/sub-form/model.ts');
      vi.resetModules();
    }
  });
});
