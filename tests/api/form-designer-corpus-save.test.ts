/**
 * Issue #13: each corpus form (../shared/corpora/vform, customised VForm 2 exports) opens in the
 * designer, takes one edit, is saved through /bpmForm/edit as the designer saves it (persistence.ts:
 * conf is the store's form as JSON) and comes back from /bpmForm/get equal to the file except for that
 * edit (and the server's own stamp: the schema version, the configuration keys the file lacks at their
 * defaults): saving does not rewrite the rest of the form. The one repair the designer makes on open (an id
 * used twice in evection.json gets a fresh one) is expected, and named.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDesignerStore, emptyForm, openForm, setOption } from '../../src/designers/form/core/commands.ts';
import { FORM_SCHEMA_VERSION } from '../../src/schemas/form/index.ts';
import { isFieldWidget } from '../../src/schemas/form/walk.ts';
import { rawWidgets, VFORM_CORPUS, vformCorpusPresent } from '../support/vform-corpus.ts';
import type { Widget } from '../../src/schemas/form/types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const corpus = VFORM_CORPUS;
const present = vformCorpusPresent;

const files = [
  { file: 'evection.json', name: '公务出差审批表', duplicateIds: ['table-cell-103947'] },
  { file: 'payContract.json', name: '合同付款', duplicateIds: [] },
  { file: 'schoolToast.json', name: '校园网通知公告发布', duplicateIds: [] },
];

let t: TestApp;
let admin: string;
beforeAll(async () => {
  if (!present) return;
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!present)('corpus forms: designer edit, save, get', () => {
  for (const { file, name, duplicateIds } of files) {
    it(`${file}: the saved form is the file with the one edited label`, async () => {
      const text = readFileSync(resolve(corpus, file), 'utf8');
      const opened = openForm(text);
      if ('error' in opened) throw new Error(`refused: ${opened.error.key}`);
      expect(opened.repairs.map((repair) => repair.key)).toEqual(duplicateIds.map(() => 'repair.duplicateId'));
      const store = createDesignerStore(emptyForm());
      store.reset(opened.form);

      // The file as expected back: the repaired ids as the designer gave them, then the edit.
      const expected = JSON.parse(text) as { widgetList: Widget[]; formConfig: Record<string, unknown> };
      const openedWidgets = rawWidgets(opened.form.widgetList);
      const seen = new Set<string>();
      rawWidgets(expected.widgetList).forEach((widget, at) => {
        if (seen.has(widget.id)) widget.id = openedWidgets[at]!.id;
        seen.add(widget.id);
      });
      const fields = rawWidgets(expected.widgetList).filter((widget) => isFieldWidget(widget));
      const target = fields[Math.floor(fields.length / 2)]!;
      const label = `${String(target.options.label ?? '')}（已改）`;
      expect(store.dispatch(setOption(target.id, 'label', label))).toEqual({ ok: true });
      target.options.label = label;

      const saved = await t.call('POST', '/bpmForm/edit', { token: admin, body: { name, conf: JSON.stringify(store.getState().form), status: 0 } });
      expect(saved.code).toBe('00000');
      const id = typeof saved.info === 'string' ? saved.info : saved.info.id;
      const got = await t.call('POST', '/bpmForm/get', { token: admin, body: { formId: id } });
      expect(got.code).toBe('00000');
      // The server adds, and only adds: the schema version stamp, and the configuration keys the file
      // lacks at their defaults (none of them is in these files, so nothing present is overwritten).
      const added = { name: '', status: 0, remark: '', formWidth: '' };
      expect(Object.keys(expected.formConfig).filter((key) => key in added)).toEqual([]);
      expect(JSON.parse(got.info.conf)).toEqual({ ...expected, schemaVersion: FORM_SCHEMA_VERSION, formConfig: { ...expected.formConfig, ...added } });
    });
  }
});
