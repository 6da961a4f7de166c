/**
 * The HTML export is one offline page: opened in Chromium with every network request refused, it
 * renders the fields of a form holding every widget type, refuses an empty required field with the
 * renderer's message, repeats sub-form rows, and shows the validated data on submit.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { exportForm } from '../../src/designers/form/export/index.ts';
import { exportFixture } from '../unit/form-export-fixture.ts';
import { launchBrowser, screenshot } from './support/browser.ts';

let browser: Browser;
const dir = resolve('.tmp/html-export');

beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(lang: 'zh' | 'en', width: number) {
  const file = join(dir, `every-widget-${lang}.html`);
  writeFileSync(file, exportForm(exportFixture(), 'html', { lang }).code);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const requests: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith('file:') || url.startsWith('data:')) return route.continue();
    requests.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(file).href);
  return { page, context, requests, errors };
}

describe('HTML export', () => {
  it('renders offline, validates, repeats rows and shows the data (zh, 1440)', async () => {
    const { page, context, requests, errors } = await openPage('zh', 1440);
    await expect.poll(() => page.locator('.form-label', { hasText: '申请人' }).count()).toBe(1);
    expect(await page.locator('[data-field]').count()).toBeGreaterThan(30);
    expect(await page.locator('[data-subform] tbody tr[data-row]').count()).toBeGreaterThan(0);
    await screenshot(page, 'form-export-html-1440-zh');
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => page.locator('#form-result').textContent()).toContain('字段值不可为空');
    expect(await page.locator('.has-error').count()).toBeGreaterThan(0);

    const table = page.locator('[data-subform]').first();
    const before = await table.locator('tbody tr[data-row]').count();
    await page.locator('[data-add-row]').first().click();
    expect(await table.locator('tbody tr[data-row]').count()).toBe(before + 1);

    await page.locator('[data-field="applicant"]').fill('张三');
    await page.locator('[data-field="email"]').fill('bad');
    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(() => page.locator('#form-result').textContent()).not.toContain('[申请人]');
    expect(await page.locator('[data-field="email"]').locator('xpath=..').locator('.form-error').textContent()).toContain('邮箱格式有误');
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await context.close();
  });

  it('shows the data as JSON once valid (a small form, en, 390)', async () => {
    const file = join(dir, 'small-en.html');
    const base = exportFixture();
    writeFileSync(
      file,
      exportForm(
        {
          formConfig: base.formConfig,
          widgetList: [
            { type: 'input', id: 'a', formItemFlag: true, options: { name: 'applicant', label: 'Applicant', required: true } },
            { type: 'number', id: 'b', formItemFlag: true, options: { name: 'days', label: 'Days', defaultValue: 2 } },
            { type: 'radio', id: 'c', formItemFlag: true, options: { name: 'kind', label: 'Kind', defaultValue: 1, optionItems: [{ label: 'Personal', value: 1 }, { label: 'Sick', value: 2 }] } },
            { type: 'sub-form', id: 'd', options: { name: 'items', label: 'Items', minNum: 1 }, widgetList: [{ type: 'input', id: 'e', formItemFlag: true, options: { name: 'what', label: 'What', required: true } }] },
          ],
        },
        'html',
        { lang: 'en' },
      ).code,
    );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    await page.locator('[data-field="applicant"]').fill('Ann');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.locator('#form-result').textContent()).toContain('Input value should be not null.');
    await page.locator('[data-field="what"]').fill('Taxi');
    await page.getByLabel('Sick').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(async () => JSON.parse((await page.locator('#form-result').textContent()) ?? 'null')).toEqual({ applicant: 'Ann', days: 2, kind: 2, items: [{ what: 'Taxi' }] });
    const full = join(dir, 'every-widget-en.html');
    writeFileSync(full, exportForm(exportFixture(), 'html', { lang: 'en' }).code);
    await page.goto(pathToFileURL(full).href);
    await screenshot(page, 'form-export-html-390-en');
    await context.close();
  });
});
