/**
 * Form event scripts in Chromium: a form stored through /bpmForm whose onChange script (VForm style,
 * this.getWidgetRef(...).setValue(...)) sets another field runs in the QuickJS sandbox of the built
 * app — the wasm is fetched only when the form page needs it, never by the login page — and a script
 * naming a missing widget reports 'Ref not found: ' without breaking the form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserPerFile, screenshot } from './support/browser.ts';
import { newContext, openShell, storeForm } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

const field = (type: string, name: string, label: string, options: Record<string, unknown> = {}) => ({ type, id: `${type}-${name}`, formItemFlag: true, options: { name, label, ...options } });

const conf = {
  widgetList: [
    // The number widget's default precision is 0 (form-designer §3); a price keeps two decimals.
    field('number', 'price', '单价', { precision: 2 }),
    field('number', 'qty', '数量', {
      onChange: "var total = this.getWidgetRef('total'); var price = this.getWidgetRef('price'); total.setValue('合计 ' + (Number(price.getValue()) * Number(value)));",
    }),
    field('input', 'total', '合计'),
    field('input', 'broken', '出错的脚本', { onChange: "this.getWidgetRef('nobody').setValue(value)" }),
  ],
  formConfig: { onFormMounted: "this.setFieldValue('total', '尚未计算')" },
};

let stored: Awaited<ReturnType<typeof storeForm>> | undefined;
let formId = '';

beforeAll(async () => {
  stored = await storeForm(baseURL, '脚本测试表单', conf);
  formId = stored.id;
});

afterAll(async () => {
  await stored?.remove();
});

describe('form event scripts', () => {
  it('an onChange script sets another field in the sandbox; the engine loads only with a scripted form', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('response', (response) => fetched.push(new URL(response.url()).pathname));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await openShell(page, 'admin');
    expect(fetched.filter((path) => /\.wasm$|\/sandbox-[^/]*\.js$/.test(path))).toEqual([]);

    await page.goto(`/form-detail/index?formId=${formId}`);
    const total = page.locator('[data-widget="total"] input');
    await expect.poll(() => total.inputValue(), { timeout: 20_000 }).toBe('尚未计算');
    expect(fetched.some((path) => /\/assets\/emscripten-module-[^/]*\.wasm$/.test(path))).toBe(true);

    await page.locator('[data-widget="price"] input').fill('12.5');
    await page.locator('[data-widget="qty"] input').fill('4');
    await expect.poll(() => total.inputValue()).toBe('合计 50');
    await screenshot(page, 'form-scripts-onchange');

    await page.locator('[data-widget="broken"] input').fill('x');
    await expect.poll(() => errors.some((text) => text.includes('Ref not found: nobody'))).toBe(true);
    // The form still works after the failing script.
    await page.locator('[data-widget="qty"] input').fill('2');
    await expect.poll(() => total.inputValue()).toBe('合计 25');
    await context.close();
  });
});
