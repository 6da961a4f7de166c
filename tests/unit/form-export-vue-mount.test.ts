// @vitest-environment happy-dom
/**
 * Code export (issue #13): the Vue 3 SFC of a form holding every widget type is compiled with
 * @vue/compiler-sfc and mounted with Vue and element-plus. A tag element-plus does not know, a binding
 * the script does not declare or an error while rendering is a Vue warning or error, and fails; every
 * form-level field's label is on the page. (Vue 2 and element-ui are not installed: the Vue 2 export is
 * compiled only, in form-export.test.ts.)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileScript, parse } from '@vue/compiler-sfc';
import ElementPlus from 'element-plus';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp, nextTick, type Component } from 'vue';
import { exportForm } from '../../src/designers/form/export/index.ts';
import { formFields } from '../../src/designers/form/core/fields.ts';
import { allWidgets } from '../../src/schemas/form/walk.ts';
import { exportFixture, typesOf } from './form-export-fixture.ts';

const ROOT = join(import.meta.dirname, '../..');
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
// Inside the project, so that the compiled module's `import … from 'vue'` finds the same Vue as this test.
const dir = mkdtempSync(join(ROOT, '.tmp', 'vue-mount-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The SFC as one ES module (template compiled into the setup's render function), imported from a file. */
async function compileToComponent(code: string, id: string): Promise<Component> {
  const { descriptor, errors } = parse(code, { filename: `${id}.vue` });
  expect(errors).toEqual([]);
  const script = compileScript(descriptor, { id, inlineTemplate: true });
  const file = join(dir, `${id}.mjs`);
  writeFileSync(file, script.content);
  return ((await import(/* @vite-ignore */ file)) as { default: Component }).default;
}

describe('the Vue 3 export of every widget type mounts', () => {
  it('renders with element-plus, without a Vue warning or error, showing every form-level label', { timeout: 120_000 }, async () => {
    const form = exportFixture();
    expect(typesOf(form).size).toBeGreaterThan(40);
    const { code } = exportForm(form, 'vue3', { lang: 'zh' });
    const component = await compileToComponent(code, 'everywidget');
    const problems: string[] = [];
    const host = document.createElement('div');
    document.body.append(host);
    const app = createApp(component);
    app.use(ElementPlus);
    app.config.warnHandler = (message) => problems.push(`warn: ${message}`);
    app.config.errorHandler = (error) => problems.push(`error: ${String(error)}`);
    // element-plus reports deprecated attributes through console.warn, not Vue's handler.
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void problems.push(`console: ${args.map(String).join(' ')}`));
    try {
      app.mount(host);
      await nextTick();
    } finally {
      consoleWarn.mockRestore();
    }
    expect(problems).toEqual([]);
    expect(host.querySelector('form.el-form')).not.toBeNull();
    const hidden = new Set(allWidgets(form.widgetList).filter((widget) => widget.options?.hidden === true || widget.options?.labelHidden === true).map((widget) => widget.id));
    const labels = formFields(form)
      .filter((field) => field.subForm === undefined && !field.isSubForm && !hidden.has(field.id) && field.label !== '')
      .map((field) => field.label);
    expect(labels.length).toBeGreaterThan(20);
    const shown = new Set([...host.querySelectorAll('.el-form-item__label')].map((label) => label.textContent?.trim() ?? ''));
    expect(labels.filter((label) => !shown.has(label))).toEqual([]);
    app.unmount();
    host.remove();
  });
});
