/**
 * The QuickJS script host against a small in-memory form (the FormApi contract, no React): VForm-style
 * scripts read and write other widgets through this.getWidgetRef, get value/oldValue, share
 * formConfig.functions, and every failure (missing ref, endless loop, memory bomb, syntax error) is
 * reported, never thrown, with the sandbox usable afterwards. The sandbox sees no page globals.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/runtime/i18n/index.ts';
import type { FormData, Widget } from '../../src/schemas/form/types.ts';
import type { FormApi, WidgetRef } from '../../src/widgets/view-contract.ts';
import { MAX_RUNS_PER_TURN, QuickJsScriptHost, type SandboxLimits, type ScriptErrorReport } from '../../src/runtime/form/scripts/host.ts';

interface FieldState {
  value: unknown;
  hidden: boolean;
  required: boolean;
  disabled: boolean;
}

const widgetOf = (name: string): Widget => ({ type: 'input', id: `input-${name}`, formItemFlag: true, options: { name, label: name.toUpperCase() } });

/** A form of named fields; getWidgetRef throws for an unknown name, as the renderer's does. */
function fakeForm(initial: Record<string, unknown>, options: { valid?: boolean } = {}) {
  const fields = new Map<string, FieldState>(Object.entries(initial).map(([name, value]) => [name, { value, hidden: false, required: false, disabled: false }]));
  const field = (name: string) => {
    const state = fields.get(name);
    if (!state) throw new Error(`Ref not found: ${name}`);
    return state;
  };
  const each = (names: string | string[], apply: (state: FieldState) => void) => (Array.isArray(names) ? names : [names]).forEach((name) => apply(field(name)));
  let disabledForm = false;
  const api: FormApi = {
    getFieldValue: (name) => field(name).value,
    setFieldValue: (name, value) => void (field(name).value = value),
    getFormData: () => Object.fromEntries([...fields].map(([name, state]) => [name, state.value])),
    setFormData: (data: FormData) => Object.entries(data).forEach(([name, value]) => fields.has(name) && (field(name).value = value)),
    setHidden: (names, hidden) => each(names, (state) => void (state.hidden = hidden)),
    setRequired: (names, required) => each(names, (state) => void (state.required = required)),
    setDisabled: (names, disabled) => each(names, (state) => void (state.disabled = disabled)),
    getWidgetRef: (name): WidgetRef => {
      const state = field(name);
      return {
        widget: widgetOf(name),
        getValue: () => state.value,
        setValue: (value) => void (state.value = value),
        setHidden: (hidden) => void (state.hidden = hidden),
        setRequired: (required) => void (state.required = required),
        setDisabled: (disabled) => void (state.disabled = disabled),
        focus: () => undefined,
      };
    },
    getSubFormValues: (name) => field(name).value as Record<string, unknown>[],
    validate: () => (options.valid === false ? Promise.reject(new Error('Form validation failed')) : Promise.resolve(api.getFormData())),
    reset: () => fields.forEach((state) => void (state.value = '')),
    disableForm: () => void (disabledForm = true),
    enableForm: () => void (disabledForm = false),
  };
  return { api, fields, field, isDisabled: () => disabledForm };
}

function hostWithReports(limits?: Partial<SandboxLimits>) {
  const reports: ScriptErrorReport[] = [];
  const logged: unknown[][] = [];
  const host = new QuickJsScriptHost({ limits, onError: (report) => reports.push(report), log: (_level, parts) => logged.push(parts) });
  return { host, reports, logged };
}

// The scripts of the corpus form evection.json (document-input a…e → all), verbatim in shape.
const SUM_SCRIPT = `var all = this.getWidgetRef('all')
var a = this.getWidgetRef('a')
var b = this.getWidgetRef('b')
var c = this.getWidgetRef('c')
var d = this.getWidgetRef('d')
var e = this.getWidgetRef('e')
all.setValue(Number(a.getValue())+Number(b.getValue())+Number(c.getValue())+Number(d.getValue())+Number(e.getValue()))`;

// The first run of a file loads and compiles the wasm engine: slow on a busy machine.
describe('QuickJS script host', { timeout: 30_000 }, () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  beforeAll(async () => {
    await initI18n();
  });

  it('runs a VForm onChange script that sets another field through getWidgetRef', async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ a: '1', b: 2, c: '3.5', d: 0, e: '', all: 0 });
    await host.run('onChange', SUM_SCRIPT, form.api, { widgetName: 'a', value: '1', oldValue: '' });
    expect(form.field('all').value).toBe(6.5);
    form.field('e').value = '10';
    await host.run('onChange', SUM_SCRIPT, form.api, { widgetName: 'e', value: '10', oldValue: '' });
    expect(form.field('all').value).toBe(16.5);
    expect(reports).toEqual([]);
  });

  it('passes value, oldValue and the widget as this; this.setHidden(flag) is the widget, this.setHidden(names, flag) the form', async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ kind: 'b', other: '', note: '' });
    const script = `
      this.getWidgetRef('note').setValue(this.widget.options.label + ':' + oldValue + '→' + value);
      this.setHidden('other', value === 'b');
      this.setRequired(true);
      this.setValue(value.toUpperCase());
      return typeof form.getFormData;`;
    const result = await host.run('onChange', script, form.api, { widgetName: 'kind', value: 'b', oldValue: 'a' });
    expect(result).toBe('function');
    expect(form.field('note').value).toBe('KIND:a→b');
    expect(form.field('other').hidden).toBe(true);
    expect(form.field('kind').required).toBe(true);
    expect(form.field('kind').value).toBe('B');
    expect(reports).toEqual([]);
  });

  it('gives form events the form as this, with VForm aliases and the onFormDataChange arguments', async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ x: 1, y: 2, sub: [{ q: 1 }, { q: 2 }] });
    await host.run(
      'onFormDataChange',
      `this.hideWidgets(['y']); this.setFieldValue('x', fieldName + '=' + newValue + ' rows:' + this.getSubFormValues('sub').length); this.disableForm();`,
      form.api,
      { fieldName: 'y', newValue: 5, oldValue: 2, formModel: form.api.getFormData() },
    );
    expect(form.field('y').hidden).toBe(true);
    expect(form.field('x').value).toBe('y=5 rows:2');
    expect(form.isDisabled()).toBe(true);
    expect(reports).toEqual([]);
  });

  it("reports 'Ref not found: ' + name without throwing, and rtnNull answers null", async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ a: 1 });
    await expect(host.run('onClick', `this.getWidgetRef('missing').setValue(1)`, form.api, { widgetName: 'a' })).resolves.toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ event: 'onClick', widgetName: 'a', kind: 'error', detail: 'Ref not found: missing' });
    expect(reports[0]!.message).toBe('表单脚本 a.onClick 出错：Ref not found: missing');
    expect(await host.run('onClick', `return this.getWidgetRef('missing', false, true) === null`, form.api, { widgetName: 'a' })).toBe(true);
    // A script may catch it, like any error.
    expect(await host.run('onClick', `try { getWidgetRef('x') } catch (e) {} try { this.getWidgetRef('x') } catch (e) { return e.message }`, form.api, {})).toBe('Ref not found: x');
    expect(reports).toHaveLength(1);
  });

  it('shares formConfig.functions between the scripts of one form only', async () => {
    const { host, reports } = hostWithReports();
    const one = fakeForm({ a: 2, b: 0 });
    const two = fakeForm({ a: 2, b: 0 });
    host.setFunctions(one.api, 'function double(x) { return x * 2 } var counter = 0;');
    await host.run('onChange', `counter++; this.setFieldValue('b', double(value) + counter)`, one.api, { widgetName: 'a', value: 2 });
    await host.run('onChange', `counter++; this.setFieldValue('b', double(value) + counter)`, one.api, { widgetName: 'a', value: 3 });
    expect(one.field('b').value).toBe(8);
    await host.run('onChange', `this.setFieldValue('b', typeof double + typeof counter)`, two.api, { widgetName: 'a', value: 3 });
    expect(two.field('b').value).toBe('undefinedundefined');
    expect(reports).toEqual([]);
  });

  it('stops an endless loop at its step budget (or its wall-time limit), reports it and keeps the sandbox usable', async () => {
    const { host, reports } = hostWithReports({ steps: 50 });
    const form = fakeForm({ a: 0 });
    await expect(host.run('onClick', 'while (true) {}', form.api, { widgetName: 'a' })).resolves.toBeUndefined();
    expect(reports).toMatchObject([{ kind: 'timeout', widgetName: 'a', detail: 'interrupted' }]);
    // A busy page never stops a short script: the budget counts work, not time.
    await host.run('onClick', 'var s = 0; for (var i = 0; i < 100000; i++) s += i; this.setFieldValue("a", s)', form.api, { widgetName: 'a' });
    expect(form.field('a').value).toBe(4999950000);
    const wall = hostWithReports({ timeMs: 100, steps: 1e9 });
    await wall.host.run('onClick', 'for (;;) {}', form.api, {});
    expect(wall.reports).toMatchObject([{ kind: 'timeout' }]);
    await host.run('onClick', `this.setFieldValue('a', 42)`, form.api, { widgetName: 'a' });
    expect(form.field('a').value).toBe(42);
  });

  it('stops a memory bomb at the memory limit and builds a fresh sandbox for the next script', async () => {
    const { host, reports } = hostWithReports({ memoryBytes: 8 * 1024 * 1024, steps: 1e6, timeMs: 60_000 });
    const form = fakeForm({ a: 0 });
    await host.run('onClick', `var keep = []; for (;;) keep.push(new Array(1 << 20))`, form.api, {});
    expect(reports).toMatchObject([{ kind: 'memory' }]);
    await host.run('onClick', `this.setFieldValue('a', 'alive')`, form.api, {});
    expect(form.field('a').value).toBe('alive');
  });

  it('reports syntax errors and script exceptions with their message', async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ a: 0 });
    await host.run('onBlur', 'this.setFieldValue(', form.api, { widgetName: 'a' });
    await host.run('onBlur', `throw new TypeError('bad ' + event.type)`, form.api, { widgetName: 'a', event: new Event('blur') });
    expect(reports.map((r) => [r.kind, r.event, r.detail.split('\n')[0]])).toEqual([
      ['error', 'onBlur', expect.stringMatching(/^SyntaxError/)],
      ['error', 'onBlur', 'TypeError: bad blur'],
    ]);
  });

  it('lets values cross as JSON only: no page objects, no page globals, copies both ways', async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ a: { list: [1, 2] }, b: null });
    const seen = await host.run(
      'onClick',
      `var data = this.getFormData(false); data.a.list.push(3);
       this.setFieldValue('b', { fn: function () {}, n: 1 });
       return [typeof window, typeof document, typeof fetch, typeof XMLHttpRequest, typeof require, typeof process, this.getFieldValue('a').list.length];`,
      form.api,
      {},
    );
    expect(seen).toEqual(['undefined', 'undefined', 'undefined', 'undefined', 'undefined', 'undefined', 2]);
    expect(form.field('a').value).toEqual({ list: [1, 2] });
    expect(form.field('b').value).toEqual({ n: 1 });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(await host.run('onChange', 'return [value.name, value.self, typeof value.fn]', form.api, { widgetName: 'a', value: { ...cyclic, fn: () => 1 } })).toEqual(['loop', { name: 'loop', self: null }, 'undefined']);
    expect(reports).toEqual([]);
  });

  it('bridges validate() as a promise, and getFormData() as VForm 2 thenable', async () => {
    const { host, reports } = hostWithReports();
    const valid = fakeForm({ a: 1, b: '' });
    await host.run('onClick', `return this.validate().then(function (data) { form.setFieldValue('b', 'ok ' + data.a) })`, valid.api, {});
    expect(valid.field('b').value).toBe('ok 1');
    await host.run('onClick', `return this.getFormData().then(function (data) { form.setFieldValue('b', 'then ' + Object.keys(data).join()) })`, valid.api, {});
    expect(valid.field('b').value).toBe('then a,b');
    const invalid = fakeForm({ a: 1, b: '' }, { valid: false });
    const answer = await host.run('onClick', `return this.validate().then(function () { return 'valid' }, function (e) { return e.message })`, invalid.api, {});
    expect(answer).toBe('Form validation failed');
    await host.run('onClick', `var self = this; this.validateForm(function (valid) { self.setFieldValue('b', valid) })`, invalid.api, {});
    await vi.waitFor(() => expect(invalid.field('b').value).toBe(false));
    expect(reports).toEqual([]);
  });

  it("answers onValidate through VForm's callback and the renderer's own callback", async () => {
    const { host } = hostWithReports();
    const form = fakeForm({ age: 0 });
    const heard: (Error | undefined)[] = [];
    const callback = (error?: Error) => heard.push(error);
    const script = `if (value < 18) callback(new Error(rule.field + ' must be adult')); else callback();`;
    expect(await host.run('onValidate', script, form.api, { widgetName: 'age', rule: { field: 'age' }, value: 12, callback })).toBe('age must be adult');
    expect(await host.run('onValidate', script, form.api, { widgetName: 'age', rule: { field: 'age' }, value: 30, callback })).toBeUndefined();
    expect(heard.map((e) => e?.message)).toEqual(['age must be adult', undefined]);
  });

  it('stops two change scripts that keep setting each other, once, and runs scripts again in the next task', async () => {
    const { host, reports } = hostWithReports();
    const form = fakeForm({ a: 0, b: 0 });
    // A stand-in for the renderer: setting a field runs that field's onChange script.
    const scripts: Record<string, string> = { a: "this.setFieldValue('b', value + 1)", b: "this.setFieldValue('a', value + 1)" };
    const setFieldValue = form.api.setFieldValue;
    form.api.setFieldValue = (name, value) => {
      setFieldValue(name, value);
      void host.run('onChange', scripts[name]!, form.api, { widgetName: name, value });
    };
    form.api.setFieldValue('a', 1);
    await vi.waitFor(() => expect(reports.map((r) => r.kind)).toEqual(['loop']));
    expect(Number(form.field('a').value) + Number(form.field('b').value)).toBeGreaterThan(MAX_RUNS_PER_TURN);
    await new Promise((resolve) => setTimeout(resolve, 10));
    form.api.setFieldValue = setFieldValue;
    await host.run('onChange', "this.setFieldValue('a', 'calm')", form.api, { widgetName: 'b' });
    expect(form.field('a').value).toBe('calm');
    expect(reports).toHaveLength(1);
  });

  it('routes console output of scripts to the host log', async () => {
    const { host, logged } = hostWithReports();
    const form = fakeForm({ a: 0 });
    await host.run('onMounted', `console.log('mounted', { n: 1 })`, form.api, { widgetName: 'a' });
    expect(logged).toEqual([['mounted', '{"n":1}']]);
  });

  it('does not build a sandbox for blank scripts, and a disposed form gets a fresh one', async () => {
    const { host } = hostWithReports();
    const form = fakeForm({ a: 0 });
    await host.run('onChange', '   \n', form.api, { widgetName: 'a' });
    expect(host.hasSandbox(form.api)).toBe(false);
    host.setFunctions(form.api, 'var seen = 1');
    expect(host.hasSandbox(form.api)).toBe(false);
    await host.run('onChange', 'seen++', form.api, { widgetName: 'a' });
    expect(host.hasSandbox(form.api)).toBe(true);
    host.dispose(form.api);
    expect(host.hasSandbox(form.api)).toBe(false);
    expect(await host.run('onChange', 'return seen', form.api, { widgetName: 'a' })).toBe(1);
  });
});
