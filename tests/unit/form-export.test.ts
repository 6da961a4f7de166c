/**
 * Code export (issue #13): the Vue SFCs of a form holding every widget type parse and compile with
 * @vue/compiler-sfc; the generated code carries the form's rules and data; the generator options
 * are validated before anything is generated; user texts cannot break out of the generated code.
 */
import { compileScript, compileTemplate, parse } from '@vue/compiler-sfc';
import { describe, expect, it } from 'vitest';
import { CodeGenOptionsError, exportForm } from '../../src/designers/form/export/index.ts';
import { defaultCodeGenOptions, validateCodeGenOptions } from '../../src/designers/form/export/options.ts';
import type { FormSchema } from '../../src/schemas/form/types.ts';
import { widgetExporters } from '../../src/widgets/exporters.ts';
import { widgetRegistry } from '../../src/widgets/registry.ts';
import { exportFixture, typesOf } from './form-export-fixture.ts';

function compileSfc(code: string, id: string): { templateErrors: unknown[]; template: string; script: string } {
  const { descriptor, errors } = parse(code, { filename: `${id}.vue` });
  expect(errors).toEqual([]);
  expect(descriptor.template).not.toBeNull();
  const script = compileScript(descriptor, { id });
  const compiled = compileTemplate({ source: descriptor.template!.content, filename: `${id}.vue`, id, compilerOptions: { bindingMetadata: script.bindings } });
  return { templateErrors: compiled.errors, template: compiled.code, script: script.content };
}

describe('every widget type has an export part', () => {
  it('covers every type of the widget registry', () => {
    const missing = widgetRegistry.types().filter((type) => !widgetExporters[type]);
    expect(missing).toEqual([]);
  });
  it('the fixture holds every exporter type', () => {
    const types = typesOf(exportFixture());
    expect(Object.keys(widgetExporters).filter((type) => !types.has(type))).toEqual([]);
  });
});

describe('Vue exports compile', () => {
  const form = exportFixture();
  for (const target of ['vue2', 'vue3'] as const) {
    it(`${target}: parse, script and template compile without errors`, () => {
      const { code, fileName } = exportForm(form, target, { lang: 'zh' });
      expect(fileName).toMatch(/\.vue$/);
      const { templateErrors, template, script } = compileSfc(code, `f${target}`);
      expect(templateErrors).toEqual([]);
      expect(template).toContain('render');
      // The data and rules are real: the required applicant, the email pattern, the sub-form rows.
      expect(script).toContain('applicant');
      expect(script).toMatch(/required: true, message: '字段值不可为空'/);
      expect(script).toContain('邮箱格式有误');
      expect(code).toContain('el-form-item');
      expect(code).not.toContain('unknown widget type');
    });
  }
  it('vue2 uses element-ui names, vue3 element-plus names', () => {
    const vue2 = exportForm(form, 'vue2').code;
    const vue3 = exportForm(form, 'vue3').code;
    expect(vue2).toContain('size="medium"');
    expect(vue2).toContain('export default {');
    expect(vue2).toMatch(/<el-radio v-for="item in \w+" :key="String\(item.value\)" :label="item.value"/);
    expect(vue3).toContain('size="default"');
    expect(vue3).toContain('<script setup>');
    expect(vue3).toMatch(/<el-radio v-for="item in \w+" :key="String\(item.value\)" :value="item.value"/);
    expect(vue3).toContain('value-format="YYYY-MM-DD"');
    expect(vue2).toContain('value-format="yyyy-MM-dd"');
  });
  it('options reach the code: model, ref and rules names, label position and width, css', () => {
    const { code } = exportForm(form, 'vue3', { modelName: 'leave', refName: 'leaveForm', rulesName: 'checks', labelPosition: 'top', labelWidth: 120, size: 'small', cssCode: '.x { color: red; }' });
    expect(code).toContain('ref="leaveForm" :model="leave" :rules="checks" label-position="top" label-width="120px" size="small"');
    expect(code).toContain('const leave = reactive(');
    expect(code).toContain('.x { color: red; }');
    compileSfc(code, 'opts');
  });
});

describe('hostile texts stay text', () => {
  const form: FormSchema = {
    formConfig: { ...exportFixture().formConfig, name: 'x' },
    widgetList: [
      { type: 'input', id: 'i1', formItemFlag: true, options: { name: 'bad-name', label: `"}}{{ alert(1) }}</script><script>x</script>'`, required: true, requiredHint: "'); alert(1); ('", placeholder: '{{ secret }}' } },
      { type: 'static-text', id: 's1', formItemFlag: false, options: { name: 's', textContent: '{{ $root }} </template>' } },
    ],
  };
  it('Vue templates do not interpolate labels and the script strings stay closed', () => {
    for (const target of ['vue2', 'vue3'] as const) {
      const { code } = exportForm(form, target);
      const { templateErrors, template } = compileSfc(code, `hostile${target}`);
      expect(templateErrors).toEqual([]);
      expect(template).not.toContain('_toDisplayString');
      expect(template).toContain('"{{ $root }} </template>"');
      expect(template).toContain('placeholder: "{{ secret }}"');
      expect(code).toContain("formData['bad-name']");
      expect(code).not.toContain("'); alert(1); ('");
    }
  });
  it('the HTML page has exactly one script element', () => {
    const { code } = exportForm(form, 'html');
    expect(code.match(/<script>/g)?.length).toBe(1);
    expect(code.match(/<\/script>/g)?.length).toBe(1);
  });
});

describe('code generator options', () => {
  it('defaults from the form configuration, size medium', () => {
    const options = defaultCodeGenOptions({ formConfig: { ...exportFixture().formConfig, labelWidth: 100, modelName: 'm' } });
    expect(options).toMatchObject({ modelName: 'm', refName: 'vForm', rulesName: 'rules', labelWidth: 100, size: 'medium', labelPosition: 'left' });
    expect(validateCodeGenOptions(options)).toEqual({});
  });
  it('refuses names that are no identifiers, reserved, or the same twice; bad widths, sizes and css', () => {
    const errors = validateCodeGenOptions({ modelName: '1a', refName: 'class', rulesName: '', labelPosition: 'middle' as never, labelWidth: -1, size: 'huge' as never, cssCode: 'a{}</style><script>' });
    expect(errors.modelName?.key).toBe('export.error.identifier');
    expect(errors.refName?.key).toBe('export.error.reserved');
    expect(errors.rulesName?.key).toBe('export.error.required');
    expect(errors.labelPosition?.key).toBe('export.error.choice');
    expect(errors.labelWidth?.key).toBe('export.error.labelWidth');
    expect(errors.size?.key).toBe('export.error.choice');
    expect(errors.cssCode?.key).toBe('export.error.css');
    expect(validateCodeGenOptions({ ...defaultCodeGenOptions(), refName: 'formData' }).refName?.key).toBe('export.error.sameName');
  });
  it('exportForm refuses invalid options instead of generating', () => {
    expect(() => exportForm(exportFixture(), 'vue3', { modelName: 'a b' })).toThrow(CodeGenOptionsError);
  });
  it('JSON export round-trips the schema', () => {
    const form = exportFixture();
    const { code, fileName } = exportForm(form, 'json');
    expect(fileName).toBe('Every-widget-全部组件.json');
    expect(JSON.parse(code)).toEqual({ widgetList: form.widgetList, formConfig: form.formConfig });
  });
});
