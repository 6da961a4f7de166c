/**
 * Code export carries what a form does as code (issue #13 gap 1): linkage rules, calculations,
 * sub-form calculations, string templates, day counts and event scripts. The Vue SFCs compile with
 * @vue/compiler-sfc; the generated functions, run on their own, give what the renderer's pure core
 * gives (runCalculations, evaluateLinkage) for the same data; nothing wraps a runtime renderer.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileScript, compileTemplate, parse } from '@vue/compiler-sfc';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportForm } from '../../src/designers/form/export/index.ts';
import { runCalculations } from '../../src/schemas/form/calculations.ts';
import { evaluateLinkage } from '../../src/schemas/form/linkage.ts';
import { behaviourForm } from './form-export-behaviour-fixture.ts';

const dir = resolve('.tmp/behaviour-export');

interface Generated {
  linkageOf(data: Record<string, unknown>): Record<string, { hidden?: boolean; required?: boolean }>;
  calculate(data: Record<string, unknown>): void;
  withState(base: Record<string, unknown[]>, names: string[], stateOf: (name: string) => object, messages: Record<string, string>, fallback: string, custom: Record<string, unknown[]>): Record<string, Array<{ required?: boolean; message?: string }>>;
  makeApi(get: (name: string) => unknown, set: (name: string, value: unknown) => void, patch: (name: string, state: object) => void, all: () => Record<string, unknown>): { form: Record<string, (...args: unknown[]) => unknown>; refOf(name: string): Record<string, (...args: unknown[]) => unknown> };
  runScript(key: string, self: unknown, ...args: unknown[]): unknown;
}

/** The Vue 2 SFC's script is a plain module: its top-level functions are imported as a module would be. */
async function generatedFunctions(): Promise<Generated> {
  const { code } = exportForm(behaviourForm(), 'vue2', { lang: 'zh' });
  const { descriptor } = parse(code, { filename: 'leave.vue' });
  const source = `${descriptor.script!.content}\nexport { linkageOf, calculate, withState, makeApi, runScript };\n`;
  const file = join(dir, 'leave-vue2.mjs');
  writeFileSync(file, source);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Generated;
}

beforeAll(() => mkdirSync(dir, { recursive: true }));

describe('Vue exports of a form with behaviour', () => {
  for (const target of ['vue2', 'vue3'] as const) {
    it(`${target}: compiles; linkage is a computed state, calculations a deep watcher, scripts functions`, () => {
      const { code } = exportForm(behaviourForm(), target, { lang: 'zh' });
      const { descriptor, errors } = parse(code, { filename: `b${target}.vue` });
      expect(errors).toEqual([]);
      const script = compileScript(descriptor, { id: `b${target}` });
      const template = compileTemplate({ source: descriptor.template!.content, filename: `b${target}.vue`, id: `b${target}`, compilerOptions: { bindingMetadata: script.bindings } });
      expect(template.errors).toEqual([]);
      expect(code).toContain(`v-if="!isHidden('proof')"`);
      expect(code).toMatch(/if \(same\(data\.kind, 'sick'\)\)/);
      expect(code).toContain('data.total = sumRows(rowsOf(data.items), (r) => finish((num(r.price) * num(r.qty))));');
      expect(code).toContain('for (const row of rowsOf(data.items)) row.amount = finish((num(row.price) * num(row.qty)));');
      expect(code).toContain("data.title = text(data.applicant) + '的请假（' + text(data.days) + '天）';");
      expect(code).toContain('data.days = countDays(rangeEnd(data.period, 0), rangeEnd(data.period, 1), true);');
      expect(code).toContain("this.getWidgetRef('note').setValue('by ' + value);");
      expect(code).toContain("fieldEvent('go.onClick', 'go')");
      expect(code).toMatch(target === 'vue3' ? /watch\(formData, \(\) => calculate\(formData\), \{ deep: true, immediate: true \}\)/ : /this\.\$watch\(\(\) => this\.formData, \(\) => calculate\(this\.formData\)/);
      // Real code, not a wrapper around the designer's renderer.
      expect(code).not.toMatch(/widgetList|FormRender|formJson/);
    });
  }
});

describe('the generated functions behave as the renderer', () => {
  let generated: Generated;
  beforeAll(async () => {
    generated = await generatedFunctions();
  });

  const cases: Record<string, unknown>[] = [
    { applicant: '张三', kind: 'sick', period: ['2024-05-06', '2024-05-13'], base: 3, items: [{ price: 2.5, qty: 4 }, { price: '1.1', qty: 3 }] },
    { applicant: '', kind: 'annual', period: null, base: '', items: [{ price: 'x', qty: 1 }] },
    { applicant: 'Li', kind: 'other', period: ['2024-02-28', '2024-03-01'], base: 0.1, items: [] },
  ];
  for (const [index, data] of cases.entries()) {
    it(`case ${index + 1}: calculate equals runCalculations, linkageOf equals evaluateLinkage`, () => {
      const form = behaviourForm();
      const expected = runCalculations(form, structuredClone(data));
      const actual = structuredClone(data);
      generated.calculate(actual);
      for (const name of ['days', 'doubled', 'total', 'sumAll', 'title']) expect([name, actual[name]]).toEqual([name, expected[name]]);
      expect(actual.items).toEqual(expected.items);
      expect(generated.linkageOf(actual)).toEqual(evaluateLinkage(form, actual));
    });
  }

  it('a linkage-hidden field has no rules; a linkage-required one has its required rule with its hint', () => {
    const base = { applicant: [{ required: true, message: 'm' }] };
    const names = ['applicant', 'proof'];
    const sick = generated.linkageOf({ kind: 'sick' });
    const annual = generated.linkageOf({ kind: 'annual' });
    expect(generated.withState(base, names, (name) => sick[name] ?? {}, { proof: '请上传证明' }, '字段值不可为空', {}).proof).toEqual([{ required: true, message: '请上传证明', trigger: 'blur' }]);
    expect(generated.withState(base, names, (name) => annual[name] ?? {}, {}, '字段值不可为空', {}).proof).toEqual([]);
  });

  it("scripts run with VForm's this: onChange sets another field through getWidgetRef", () => {
    const data: Record<string, unknown> = { applicant: 'x', note: '' };
    const api = generated.makeApi((name) => data[name], (name, value) => { data[name] = value; }, () => undefined, () => data);
    generated.runScript('applicant.onChange', api.refOf('applicant'), '王五', '');
    expect(data.note).toBe('by 王五');
    generated.runScript('form.onFormCreated', api.form);
    expect(data.note).toBe('created');
    let verdict: unknown = 'not called';
    generated.runScript('note.onValidate', api.refOf('note'), {}, 'bad', (error: unknown) => { verdict = error; });
    expect(verdict).toBeInstanceOf(Error);
  });
});
