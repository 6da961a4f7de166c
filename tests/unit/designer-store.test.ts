/** The designer store: unbounded undo, jumpTo, dirtiness, per-widget subscriptions, and the step names in zh/en. */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { coreTexts } from '../../src/designers/form/core/i18n.ts';
import { emptyForm, importForm, loadTemplate } from '../../src/designers/form/core/open-form.ts';
import { formTemplates, templateTexts } from '../../src/designers/form/templates/index.ts';
import { createDesignerStore } from '../../src/designers/form/core/store.ts';
import { commands, sampleStore } from './designer-core-fixtures.ts';

const { addWidget, setOption, removeWidget } = commands;

describe('command stack', () => {
  it('undoes and redoes any number of steps exactly', () => {
    const store = createDesignerStore(emptyForm());
    store.dispatch(addWidget('input', { parentId: null, index: 0 }));
    const forms = [store.getState().form];
    for (let i = 0; i < 1000; i++) {
      expect(store.dispatch(setOption('input1', 'label', `label ${i}`))).toEqual({ ok: true });
      forms.push(store.getState().form);
    }
    expect(store.history()).toHaveLength(1001);
    for (let i = 1000; i >= 0; i--) {
      expect(store.getState().form).toBe(forms[i]);
      expect(store.undo()).toBe(true);
    }
    expect(store.getState().form.widgetList).toEqual([]);
    expect(store.undo()).toBe(false);
    expect(store.canUndo()).toBe(false);
    for (let i = 0; i <= 1000; i++) expect(store.redo()).toBe(true);
    expect(store.redo()).toBe(false);
    expect(store.getWidget('input1')!.options.label).toBe('label 999');
  });

  it('jumps to any step, and a new edit after a jump drops the steps after it', () => {
    const store = sampleStore();
    store.dispatch(setOption('input1', 'label', 'a'));
    store.dispatch(setOption('input1', 'label', 'b'));
    store.dispatch(setOption('input1', 'label', 'c'));
    expect(store.position()).toBe(2);
    store.jumpTo(0);
    expect(store.getWidget('input1')!.options.label).toBe('a');
    expect(store.canRedo()).toBe(true);
    store.jumpTo(-1);
    expect(store.getWidget('input1')!.options.label).toBe('input');
    store.jumpTo(2);
    expect(store.getWidget('input1')!.options.label).toBe('c');
    store.jumpTo(1);
    store.dispatch(setOption('input1', 'label', 'd'));
    expect(store.history().map((step) => step.label.params?.value)).toEqual(['a', 'b', 'd']);
    expect(store.canRedo()).toBe(false);
  });

  it('knows whether the form differs from the saved one', () => {
    const store = sampleStore();
    expect(store.isDirty()).toBe(false);
    store.dispatch(setOption('input1', 'label', 'a'));
    expect(store.isDirty()).toBe(true);
    store.undo();
    expect(store.isDirty()).toBe(false);
    store.redo();
    store.markSaved();
    expect(store.isDirty()).toBe(false);
    store.undo();
    expect(store.isDirty()).toBe(true);
    store.reset(emptyForm());
    expect(store.isDirty()).toBe(false);
    expect(store.history()).toEqual([]);
    expect(store.canUndo()).toBe(false);
  });

  it('changes nothing for a refused command', () => {
    const store = sampleStore();
    const form = store.getState().form;
    let calls = 0;
    store.subscribe(() => calls++);
    expect(store.dispatch(setOption('input1', 'name', 'input2')).ok).toBe(false);
    expect(store.getState().form).toBe(form);
    expect(calls).toBe(0);
  });

  it('answers parents: null at the top level, undefined for unknown ids', () => {
    const store = sampleStore();
    expect(store.getParent('input1')).toBeNull();
    expect(store.getParent('select1')!.id).toBe('gridcol1');
    expect(store.getParent('nope')).toBeUndefined();
  });
});

function counting(store: ReturnType<typeof sampleStore>, idsToWatch: string[]) {
  const counts: Record<string, number> = Object.fromEntries(idsToWatch.map((id) => [id, 0]));
  for (const id of idsToWatch) store.subscribeWidget(id, () => counts[id]!++);
  return counts;
}

describe('per-widget subscriptions', () => {
  it('fires for the edited widget and its ancestors only', () => {
    const store = sampleStore();
    const counts = counting(store, ['input1', 'grid1', 'gridcol1', 'gridcol2', 'select1', 'input2', 'subform1', 'input3']);
    store.dispatch(setOption('input2', 'label', 'x'));
    expect(counts).toEqual({ input1: 0, grid1: 1, gridcol1: 1, gridcol2: 0, select1: 0, input2: 1, subform1: 0, input3: 0 });
    store.undo();
    expect(counts).toEqual({ input1: 0, grid1: 2, gridcol1: 2, gridcol2: 0, select1: 0, input2: 2, subform1: 0, input3: 0 });
  });

  it('fires for the widget losing and the widget gaining the selection', () => {
    const store = sampleStore();
    const counts = counting(store, ['input1', 'select1', 'input3']);
    store.select('input1');
    store.select('select1');
    store.select('select1');
    expect(counts).toEqual({ input1: 2, select1: 1, input3: 0 });
  });

  it('fires for a removed widget (it is gone) and stops after unsubscribing', () => {
    const store = sampleStore();
    const counts = counting(store, ['input3', 'input1']);
    let other = 0;
    const stop = store.subscribeWidget('input1', () => other++);
    stop();
    store.dispatch(removeWidget('subform1'));
    expect(counts).toEqual({ input3: 1, input1: 0 });
    store.dispatch(setOption('input1', 'label', 'y'));
    expect(counts.input1).toBe(1);
    expect(other).toBe(0);
  });
});

describe('texts', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'object' ? keys(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

  it('has every key in zh and en', () => {
    expect(keys(coreTexts.en)).toEqual(keys(coreTexts.zh));
  });

  it('names a step with the nested property and widget labels, in both languages', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh', resources: {}, interpolation: { escapeValue: false }, showSupportNotice: false });
    const parts = { zh: { prop: { label: '标签' }, widget: { input: '单行输入' } }, en: { prop: { label: 'Label' }, widget: { input: 'Input' } } };
    for (const lang of ['zh', 'en'] as const) {
      i18n.addResourceBundle(lang, 'designer', coreTexts[lang], true, true);
      i18n.addResourceBundle(lang, 'designer', parts[lang], true, true);
    }
    const store = sampleStore();
    store.dispatch(setOption('input1', 'label', '请假天数'));
    store.dispatch(addWidget('input', { parentId: null, index: 0 }));
    store.dispatch(setOption('input1', 'name', 'input1'));
    const [set, add] = store.history().map((step) => i18n.t(step.label.key, { ns: 'designer', ...step.label.params }));
    expect([set, add]).toEqual(['设置 标签 → 请假天数', '添加 单行输入']);
    await i18n.changeLanguage('en');
    const step = store.history()[0]!.label;
    expect(i18n.t(step.key, { ns: 'designer', ...step.params })).toBe('Set Label → 请假天数');
    const refusal = store.dispatch(setOption('input1', 'name', 'input2'));
    if (refusal.ok) throw new Error('expected a refusal');
    expect(i18n.t(refusal.message.key, { ns: 'designer', ...refusal.message.params })).toBe('Duplicate name: input2');
    await i18n.changeLanguage('zh');
    expect(i18n.t('error.nameRequired', { ns: 'designer' })).toBe('字段名称不可为空');
  });

  it('names a loaded template after the template, not "Import JSON", in both languages', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'zh', resources: {}, interpolation: { escapeValue: false }, showSupportNotice: false });
    for (const lang of ['zh', 'en'] as const) {
      i18n.addResourceBundle(lang, 'designer', coreTexts[lang], true, true);
      i18n.addResourceBundle(lang, 'designer', templateTexts[lang], true, true);
    }
    const leave = formTemplates.find((template) => template.key === 'leave');
    if (!leave) throw new Error('no leave template');
    const store = createDesignerStore(emptyForm());
    expect(store.dispatch(loadTemplate(leave.build('zh'), leave.title))).toEqual({ ok: true });
    expect(store.getState().form.widgetList.length).toBeGreaterThan(0);
    expect(store.dispatch(importForm(JSON.stringify(emptyForm())))).toEqual({ ok: true });
    const name = (step: { label: { key: string; params?: Record<string, string | number> } }) => i18n.t(step.label.key, { ns: 'designer', ...step.label.params });
    expect(store.history().map(name)).toEqual(['载入模板 请假申请', '导入 JSON']);
    await i18n.changeLanguage('en');
    expect(store.history().map(name)).toEqual(['Load template Leave request', 'Import JSON']);
    // The template is one step: undoing the import and the template leaves the empty form.
    store.undo();
    store.undo();
    expect(store.getState().form.widgetList).toEqual([]);
  });
});
