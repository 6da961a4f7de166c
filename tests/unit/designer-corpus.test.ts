/**
 * The corpus forms (../shared/corpora/vform, customised VForm 2 exports) open in the designer store,
 * take one edit through the real commands, and come back out as they went in except for that edit:
 * opening a form and changing one label must not rewrite the rest of the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDesignerStore, emptyForm, openForm, removeWidget, setOption, formFields } from '../../src/designers/form/core/commands.ts';
import { isFieldWidget } from '../../src/schemas/form/walk.ts';
import { rawWidgets, VFORM_CORPUS, vformCorpusPresent } from '../support/vform-corpus.ts';
import type { Widget } from '../../src/schemas/form/types.ts';

const corpus = VFORM_CORPUS;
const present = vformCorpusPresent;
if (!present) console.warn(`designer-corpus: ${corpus} is absent (a clone without ../shared); skipping`);

const files = [
  // The one repair expected: evection.json holds two table cells with the id table-cell-103947.
  { file: 'evection.json', duplicateIds: ['table-cell-103947'] },
  { file: 'payContract.json', duplicateIds: [] },
  { file: 'schoolToast.json', duplicateIds: [] },
];

describe.skipIf(!present)('corpus forms in the designer store', () => {
  it('lists every form of the corpus (a new file is not left out silently)', () => {
    expect(readdirSync(corpus).filter((name) => name.endsWith('.json')).sort()).toEqual(files.map((entry) => entry.file).sort());
  });

  for (const { file, duplicateIds } of files) {
    it(`${file}: one setOption changes exactly that option in the exported JSON, and undo restores the file`, () => {
      const text = readFileSync(resolve(corpus, file), 'utf8');
      const original = JSON.parse(text) as { widgetList: Widget[] };
      const opened = openForm(text);
      if ('error' in opened) throw new Error(`refused: ${opened.error.key}`);

      // What the designer had to repair: only the ids used twice, each named.
      const expected = structuredClone(original);
      const seen = new Set<string>();
      const repaired: string[] = [];
      const openedWidgets = rawWidgets(opened.form.widgetList);
      const fresh: string[] = [];
      rawWidgets(expected.widgetList).forEach((widget, at) => {
        if (seen.has(widget.id)) {
          repaired.push(widget.id);
          widget.id = openedWidgets[at]!.id;
          fresh.push(widget.id);
        }
        seen.add(widget.id);
      });
      expect(repaired).toEqual(duplicateIds);
      for (const id of fresh) expect(duplicateIds).not.toContain(id);
      expect(opened.repairs.map((repair) => repair.key)).toEqual(duplicateIds.map(() => 'repair.duplicateId'));

      const store = createDesignerStore(emptyForm());
      store.reset(opened.form);
      expect(JSON.parse(JSON.stringify(store.getState().form))).toEqual(expected);
      const pristine = structuredClone(expected);

      const target = rawWidgets(expected.widgetList).find((widget) => isFieldWidget(widget))!;
      expect(store.dispatch(setOption(target.id, 'label', '已编辑的标签'))).toEqual({ ok: true });
      target.options.label = '已编辑的标签';
      expect(JSON.parse(JSON.stringify(store.getState().form))).toEqual(expected);
      expect(store.isDirty()).toBe(true);

      store.undo();
      expect(JSON.parse(JSON.stringify(store.getState().form))).toEqual(pristine);
      expect(store.isDirty()).toBe(false);
    });
  }

  it('lists the fields nested in the corpus tables, as the renderer and the server do', () => {
    const opened = openForm(readFileSync(resolve(corpus, 'payContract.json'), 'utf8'));
    if ('error' in opened) throw new Error('refused');
    const fields = formFields(opened.form);
    expect(fields).toHaveLength(10);
    expect(fields.every((field) => field.subForm === undefined)).toBe(true);
    // Removing a field takes it out of the list the editors offer.
    const store = createDesignerStore(opened.form);
    expect(store.dispatch(removeWidget(fields[0]!.id))).toEqual({ ok: true });
    expect(formFields(store.getState().form).map((field) => field.name)).toEqual(fields.slice(1).map((field) => field.name));
  });
});
