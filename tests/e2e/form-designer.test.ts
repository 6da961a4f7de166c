/**
 * The form designer in Chromium: a leave form built by drag and drop (grid with an input and a
 * date-range, a select, a sub-form with number fields), the last five steps undone and redone (the
 * JSON export reads as before); a row calculation, a total and a linkage set through the property
 * panel; the preview shows the linkage hide and require and the calculations compute, and is submitted
 * with the server's verdict; save, reload (the saved form comes back with its linkage and
 * calculations), export in every format, each checked for its target's marks and every field name and
 * downloaded as shown; the designer opened on a phone; screenshots at 1440 and 390 px in zh and en.
 */
import { describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';
import { allWidgets, findWidget } from '../../src/schemas/form/walk.ts';
import { browserPerFile, screenshot } from './support/browser.ts';
import { byName, dropAtEnd, dropInto, nameOf, nodes, openDesigner, palette, pick, prop, rootList, widgetCount } from './support/form-designer.ts';

const baseURL = inject('baseURL');
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } }));

/** The one widget of a type whose name is none of `known` (the one just added, wherever it landed). */
async function newName(page: Page, type: string, known: string[]): Promise<string> {
  const names = await nodes(page, type).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-fd-name') ?? ''));
  const fresh = names.filter((name) => name !== '' && !known.includes(name));
  if (fresh.length !== 1) throw new Error(`expected one new ${type}, found ${fresh.join(', ')}`);
  return fresh[0]!;
}

/** Types a calculation into its editor and commits it (on leaving the field); calculated fields are read-only. */
async function setCalculation(page: Page, key: string, source: string) {
  const textarea = prop(page, key).locator('textarea');
  await textarea.fill(source);
  await textarea.press('Tab');
  await prop(page, key).locator('.ant-typography-success').waitFor();
  const disabled = prop(page, 'disabled').locator('.ant-switch');
  if ((await disabled.getAttribute('aria-checked')) !== 'true') await disabled.click();
  await expect.poll(() => disabled.getAttribute('aria-checked')).toBe('true');
}

/** The form as a user reads it: the text of 导出 JSON (toolbar), the dialog closed again. */
async function exportedJson(page: Page): Promise<string> {
  await page.locator('[data-fd-tool="exportJson"]').click();
  const code = page.locator('.fd-code[data-fd-code="json"]');
  // The dialog's code loads on first use (a reload loads it again).
  await expect.poll(async () => (await code.textContent())?.length ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
  const text = (await code.textContent()) ?? '';
  await page.locator('.fd-export-modal .ant-modal-close').click();
  await expect.poll(() => page.locator('.fd-code').count(), { timeout: 10_000 }).toBe(0);
  return text;
}

/** The names of the widgets on the canvas, sorted. */
const canvasNames = async (page: Page) =>
  (await page.locator('.fd-canvas [data-fd-id]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-fd-name') ?? ''))).toSorted();

/** Each code target of the export dialog: its segment's label, the file's extension and what marks its code as that target. */
const CODE_TARGETS = [
  { target: 'vue2', label: 'Vue 2', extension: /\.vue$/, markers: ['<template>', '<el-form ', '@submit.native.prevent', '<script>', 'export default {', 'data() {'] },
  { target: 'vue3', label: 'Vue 3', extension: /\.vue$/, markers: ['<template>', '<el-form ', '@submit.prevent', '<script setup>', "from 'vue';", 'reactive('] },
  { target: 'react', label: 'React', extension: /\.tsx$/, markers: ["from 'antd';", 'export default function ', '<Form ', '<Form.Item ', '<Form.List '] },
  { target: 'html', label: 'HTML', extension: /\.html$/, markers: ['<form id=', '<script>', '</html>'] },
] as const;

/** Downloads what the export dialog shows; the file must carry the shown name and exactly the shown code. */
async function downloadShown(page: Page): Promise<{ fileName: string; code: string }> {
  const fileName = (await page.locator('.fd-code').getAttribute('data-fd-file')) ?? '';
  const shown = (await page.locator('.fd-code').textContent()) ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-fd-export="download"]').click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile(await download.path(), 'utf8')).toBe(shown);
  return { fileName, code: shown };
}

/** Opens a side drawer and waits until it has slid fully into the screen (a screenshot mid-slide shows it cut). */
async function openDrawer(page: Page, side: 'left' | 'right') {
  await page.locator(`[data-fd-drawer="${side}"]`).click();
  await expect
    .poll(() =>
      page.evaluate((placement) => {
        const panel = document.querySelector(`.ant-drawer-${placement}.ant-drawer-open .ant-drawer-section, .ant-drawer-${placement}.ant-drawer-open .ant-drawer-content`);
        if (!panel) return false;
        const box = panel.getBoundingClientRect();
        return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth + 0.5 && (placement === 'left' ? box.left === 0 : Math.abs(box.right - window.innerWidth) < 1);
      }, side),
    )
    .toBe(true);
}

/** The distinct tops of the toolbar's items (one entry: one row). */
const toolbarRows = (page: Page) =>
  page.locator('.fd-toolbar').evaluate((bar) => new Set([...bar.children].map((item) => Math.round(item.getBoundingClientRect().top + item.getBoundingClientRect().height / 2))).size);

/** A new tab at phone size from its first paint, in the same session (the token is per tab: copied). */
async function openAsPhone(page: Page, path: string): Promise<Page> {
  const storage = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  const phone = await page.context().newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.addInitScript((entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
  }, storage);
  await phone.goto(path);
  await phone.locator('[data-fd-page]').waitFor();
  await phone.locator('[data-fd-drawer="left"]').waitFor();
  return phone;
}

describe('form designer', () => {
  it('builds a leave form by drag and drop, undoes and redoes five steps, previews, saves, reloads and exports', async () => {
    const page = await (await browsers.context()).newPage();
    await openDesigner(page);
    // Inside the shell (side menu and header) at 1440 the designer's bar is one row.
    expect(await toolbarRows(page)).toBe(1);

    await dropInto(page, 'grid', rootList(page));
    await expect.poll(() => nodes(page, 'grid').count()).toBe(1);
    // The outline, opened now, must show what is added from here on.
    await page.getByRole('tab', { name: '大纲' }).click();
    await page.getByRole('tab', { name: '组件' }).click();
    const cols = page.locator('.fd-canvas [data-fd-type="grid"] .fd-list-slot');
    await expect.poll(() => cols.count()).toBeGreaterThanOrEqual(2);
    await dropInto(page, 'input', cols.nth(0));
    await dropInto(page, 'date-range', cols.nth(1));
    await expect.poll(() => nodes(page, 'input').count()).toBe(1);
    await expect.poll(() => nodes(page, 'date-range').count()).toBe(1);
    await dropAtEnd(page, 'select');
    await dropAtEnd(page, 'sub-form');
    await expect.poll(() => nodes(page, 'sub-form').count()).toBe(1);
    const subList = page.locator('.fd-canvas [data-fd-type="sub-form"] [data-fd-list]').first();
    await dropInto(page, 'number', subList);
    await dropInto(page, 'number', subList);
    await expect.poll(() => nodes(page, 'number').count()).toBe(2);

    // A sub-form takes field widgets only: a grid dropped there is refused.
    await dropInto(page, 'grid', subList);
    expect(await nodes(page, 'grid').count()).toBe(1);

    // The history names the steps; the last five are undone and redone by keyboard, and the form is
    // again exactly what was built: its JSON export reads the same (ids, names, options, order).
    const built = await widgetCount(page);
    const builtJson = await exportedJson(page);
    expect(JSON.parse(builtJson)).toMatchObject({ widgetList: expect.any(Array), formConfig: expect.any(Object) });
    await page.locator('.fd-canvas').click({ position: { x: 5, y: 5 } });
    await page.getByRole('tab', { name: '历史' }).click();
    await expect.poll(() => page.locator('.fd-history [data-fd-step]').count()).toBeGreaterThanOrEqual(7);
    await screenshot(page, 'form-designer-history-1440-zh');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Control+z');
    await expect.poll(() => nodes(page, 'number').count()).toBe(0);
    expect(await nodes(page, 'select').count()).toBe(0);
    expect(await nodes(page, 'input').count()).toBe(1);
    expect(await exportedJson(page)).not.toBe(builtJson);
    await page.locator('.fd-canvas').click({ position: { x: 5, y: 5 } });
    for (let i = 0; i < 5; i++) await page.keyboard.press('Control+y');
    await expect.poll(() => widgetCount(page)).toBe(built);
    expect(await exportedJson(page)).toBe(builtJson);

    // Select, move and delete through the action bar; undo brings it back.
    await nodes(page, 'select').click();
    await page.locator('.fd-action-bar [data-fd-action="delete"]').click();
    await expect.poll(() => nodes(page, 'select').count()).toBe(0);
    await page.locator('[data-fd-tool="undo"]').click();
    await expect.poll(() => nodes(page, 'select').count()).toBe(1);

    // The sub-form gets a row amount (qty × price) and the form a total of the rows, set in the panel.
    const [inputName, rangeName, selectName, qtyName, priceName] = await Promise.all([
      nameOf(page, 'input'),
      nameOf(page, 'date-range'),
      nameOf(page, 'select'),
      nameOf(page, 'number', 0),
      nameOf(page, 'number', 1),
    ]);
    await page.getByRole('tab', { name: '属性' }).click();
    await dropInto(page, 'number', subList);
    await expect.poll(() => nodes(page, 'number').count()).toBe(3);
    const amountName = await newName(page, 'number', [qtyName, priceName]);
    await byName(page, amountName).click();
    await setCalculation(page, 'subcalculation', `{${qtyName}}<*>{${priceName}}`);
    await dropAtEnd(page, 'number');
    await expect.poll(() => nodes(page, 'number').count()).toBe(4);
    const totalName = await newName(page, 'number', [qtyName, priceName, amountName]);
    // A new widget is named by its palette entry and selected, its properties in the panel.
    expect(await prop(page, 'label').locator('input').inputValue()).toBe('计数器');
    expect(await prop(page, 'name').locator('input').inputValue()).toBe(totalName);
    await setCalculation(page, 'subformmount', `{${qtyName}}<*>{${priceName}}`);

    // A linkage on the select: option 1 hides the date range, option 2 makes the input required.
    await nodes(page, 'select').click();
    await expect.poll(() => prop(page, 'name').locator('input').inputValue()).toBe(selectName);
    const linkage = prop(page, 'linkbuttons.dynamic');
    await linkage.getByRole('button', { name: '添加联动规则' }).click();
    await linkage.getByRole('button', { name: '添加联动规则' }).click();
    const rules = linkage.locator('.ant-card');
    await expect.poll(() => rules.count()).toBe(2);
    await pick(page, rules.nth(0).locator('.ant-select').nth(0), 'select 1');
    await pick(page, rules.nth(0).locator('.ant-select').nth(1), `(${rangeName})`);
    await pick(page, rules.nth(1).locator('.ant-select').nth(0), 'select 2');
    await pick(page, rules.nth(1).locator('.ant-select').nth(1), `(${inputName})`);
    await rules.nth(1).locator('.ant-switch').nth(0).click();
    await rules.nth(1).locator('.ant-switch').nth(1).click();
    await expect.poll(() => rules.nth(1).locator('.ant-switch-checked').count()).toBe(1);
    await screenshot(page, 'form-designer-1440-zh');

    // The outline shows the widgets added since it opened, expanded to the selection.
    await page.getByRole('tab', { name: '大纲' }).click();
    await byName(page, amountName).click();
    await expect.poll(() => page.locator('.fd-outline .ant-tree-treenode-selected').textContent()).toContain(`计数器`);
    await expect.poll(() => page.locator('.fd-outline .ant-tree-title').count()).toBeGreaterThanOrEqual(await widgetCount(page));
    await page.getByRole('tab', { name: '组件' }).click();

    // Preview with the real renderer: the linkage hides and requires, the calculations compute, and
    // submit shows the data and the server's verdict.
    await page.locator('[data-fd-tool="preview"]').click();
    const preview = page.locator('[data-fd-preview]');
    await preview.locator('.fh-form').waitFor();
    const field = (name: string) => preview.locator(`[data-widget="${name}"]`);
    await expect.poll(() => field(rangeName).first().isVisible()).toBe(true);
    await pick(page, field(selectName).locator('.ant-select'), 'select 1');
    await expect.poll(() => field(rangeName).first().isVisible()).toBe(false);
    await pick(page, field(selectName).locator('.ant-select'), 'select 2');
    await expect.poll(() => field(rangeName).first().isVisible()).toBe(true);
    await field(qtyName).first().locator('input').fill('2');
    await field(priceName).first().locator('input').fill('4');
    await field(priceName).first().locator('input').press('Tab');
    await expect.poll(() => field(amountName).first().locator('input').inputValue()).toBe('8');
    await expect.poll(() => field(totalName).first().locator('input').inputValue()).toBe('8');
    await page.locator('.fh-form-actions .ant-btn-primary').click();
    // The input the linkage made required stops the submit.
    await field(inputName).locator('.ant-form-item-explain-error').waitFor();
    expect(await page.locator('[data-fd-preview-data]').count()).toBe(0);
    await field(inputName).locator('input').fill('病假');
    await page.locator('.fh-form-actions .ant-btn-primary').click();
    await page.locator('[data-fd-preview-data]').waitFor();
    const submitted = JSON.parse((await page.locator('[data-fd-preview-data]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(submitted).toMatchObject({ [inputName]: '病假', [selectName]: 2, [totalName]: 8 });
    await page.locator('[data-fd-verdict="ok"]').waitFor();
    await screenshot(page, 'form-designer-preview-1440-zh');
    await page.keyboard.press('Escape');

    // Save, then reload: the saved form opens from /bpmForm/get.
    const saved = await widgetCount(page);
    const savedJson = await exportedJson(page);
    const formName = `请假申请 e2e ${Date.now()}`;
    await page.locator('.fd-form-name').fill(formName);
    await page.locator('[data-fd-tool="save"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('formId') ?? '').not.toBe('');
    const formId = new URL(page.url()).searchParams.get('formId')!;
    await page.reload();
    await page.locator('[data-fd-page]').waitFor();
    await expect.poll(() => nodes(page, 'sub-form').count()).toBe(1);
    expect(await widgetCount(page)).toBe(saved);

    // The JSON export after the reload is the form as saved, its widgets those on the canvas, and the
    // linkage, the row calculation and the total survived.
    const reloadedJson = await exportedJson(page);
    const reloaded = JSON.parse(reloadedJson) as FormSchema;
    // Opening a saved form stamps the schema version it was read as; nothing else changes.
    const { schemaVersion, ...asSaved } = reloaded;
    expect(schemaVersion).toBe(1);
    expect(asSaved).toEqual(JSON.parse(savedJson));
    // Every widget on the canvas, by name; the grid's two columns are drawn as its drop slots, not as nodes.
    const everyWidget: Widget[] = allWidgets(reloaded.widgetList);
    expect(everyWidget.filter((widget) => widget.type !== 'grid-col').map((widget) => widget.options.name).toSorted()).toEqual(await canvasNames(page));
    expect(everyWidget.filter((widget) => widget.type === 'grid-col')).toHaveLength(2);
    expect(findWidget(reloaded.widgetList, selectName)?.options.linkbuttons?.dynamic).toEqual([
      { widgetVal: 1, widgetName: rangeName, isHidden: true, isRequired: false },
      { widgetVal: 2, widgetName: inputName, isHidden: false, isRequired: true },
    ]);
    expect(findWidget(reloaded.widgetList, amountName)?.options.subcalculation).toBe(`{${qtyName}}<*>{${priceName}}`);
    expect(findWidget(reloaded.widgetList, totalName)?.options.subformmount).toBe(`{${qtyName}}<*>{${priceName}}`);
    // The property panel shows them too: the select's two rules, the amount's row calculation.
    await nodes(page, 'select').click();
    await expect.poll(() => prop(page, 'linkbuttons.dynamic').locator('.ant-card').count()).toBe(2);
    await byName(page, amountName).click();
    expect(await prop(page, 'subcalculation').locator('textarea').inputValue()).toBe(`{${qtyName}}<*>{${priceName}}`);

    // Export every format: each code names every field of the form and carries its target's marks;
    // each download is the file shown, under its name and extension.
    const subFormName = await nameOf(page, 'sub-form');
    const fieldNames = [inputName, rangeName, selectName, subFormName, qtyName, priceName, amountName, totalName];
    await page.locator('[data-fd-tool="exportCode"]').click();
    await page.locator('.ant-segmented-item', { hasText: 'JSON' }).click();
    await expect.poll(() => page.locator('.fd-code').getAttribute('data-fd-code')).toBe('json');
    const json = await downloadShown(page);
    expect(json.fileName).toMatch(/\.json$/);
    expect(json.code).toBe(reloadedJson);
    for (const { target, label, extension, markers } of CODE_TARGETS) {
      await page.locator('.ant-segmented-item', { hasText: label }).click();
      await expect.poll(() => page.locator('.fd-code').getAttribute('data-fd-code')).toBe(target);
      const file = await downloadShown(page);
      expect(file.fileName, target).toMatch(extension);
      for (const marker of markers) expect(file.code, `${target}: ${marker}`).toContain(marker);
      if (target === 'html') expect(file.code.trimStart().toLowerCase().startsWith('<!doctype html>'), 'html: <!DOCTYPE html>').toBe(true);
      for (const name of fieldNames) expect(file.code, `${target}: ${name}`).toContain(name);
    }
    await page.locator('.ant-segmented-item', { hasText: 'Vue 3' }).click();
    await expect.poll(() => page.locator('.fd-code').getAttribute('data-fd-code')).toBe('vue3');
    // The segmented control's sliding thumb gone: the picture shows the choice, not the slide.
    await expect.poll(() => page.locator('.ant-segmented-thumb').count()).toBe(0);
    // The options carry their names in the page's language, not their keys.
    expect(await page.locator('[data-fd-option="modelName"] .ant-form-item-label').textContent()).toBe('数据对象名称');
    expect(await page.locator('[data-fd-option="size"] .ant-select').textContent()).toBe('中');
    await screenshot(page, 'form-designer-export-1440-zh');
    await page.keyboard.press('Escape');

    // The forms list (表单管理) opens a form's designer from its row: 设计.
    await page.goto('/bpm/form/index');
    const listed = page.locator('.ant-table-row', { hasText: formName });
    await listed.getByTestId('row-link').filter({ hasText: '设计' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/bpm/form/formEdit?formId=${formId}`);
    await expect.poll(() => widgetCount(page)).toBe(saved);

    await page.getByRole('button', { name: /语言|Language/ }).click();
    await page.getByRole('tab', { name: 'Widgets' }).waitFor();
    await nodes(page, 'sub-form').click({ position: { x: 10, y: 10 } });
    await screenshot(page, 'form-designer-1440-en');

    // A phone opens the designer directly: drawers instead of side panels; the properties drawer
    // shows the selected widget.
    const phone = await openAsPhone(page, `/bpm/form/formEdit?formId=${formId}`);
    await expect.poll(() => nodes(phone, 'sub-form').count()).toBe(1);
    // The canvas is laid out as the form shows on a phone (H5: labels above, columns full width), not in the PC layout.
    await expect.poll(() => phone.locator('[data-fd-canvas]').getAttribute('class')).toContain('fd-canvas-h5');
    // On a phone the bar is two rows: the name above, the actions in one row below it.
    expect(await toolbarRows(phone)).toBe(2);
    await nodes(phone, 'select').click();
    await screenshot(phone, 'form-designer-390-canvas-en');
    await openDrawer(phone, 'right');
    await expect.poll(() => prop(phone, 'name').locator('input').inputValue()).toBe(selectName);
    await screenshot(phone, 'form-designer-390-en');
    await phone.keyboard.press('Escape');
    await phone.getByRole('button', { name: /语言|Language/ }).click();
    await openDrawer(phone, 'left');
    await palette(phone, 'input').click();
    await expect.poll(() => nodes(phone, 'input').count()).toBe(2);
    await screenshot(phone, 'form-designer-390-palette-zh');
    await phone.keyboard.press('Escape');
    await openDrawer(phone, 'right');
    await expect.poll(() => prop(phone, 'label').locator('input').inputValue()).toBe('单行输入');
    await screenshot(phone, 'form-designer-390-zh');
    await phone.keyboard.press('Escape');
    // The less used actions sit behind 更多 on a phone: importing JSON opens from there.
    await phone.locator('[data-fd-tool="more"]').click();
    await phone.getByRole('menuitem', { name: '导入 JSON' }).click();
    const importDialog = phone.locator('.ant-modal', { has: phone.locator('.ant-modal-title', { hasText: '导入 JSON' }) });
    await importDialog.waitFor();
    await importDialog.locator('.ant-modal-close').click();
    await expect.poll(() => importDialog.isVisible()).toBe(false);
    // The code export on a phone: the dialog, its options and the code fit the screen's width.
    await phone.locator('[data-fd-tool="exportCode"]').click();
    await phone.locator('.ant-segmented-item', { hasText: 'Vue 3' }).click();
    await expect.poll(() => phone.locator('.fd-code').getAttribute('data-fd-code')).toBe('vue3');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect.poll(() => phone.locator('.ant-segmented-thumb').count()).toBe(0);
    // The import dialog opened above stays in the page hidden: the export dialog is the one by its name.
    const exportDialog = phone.getByRole('dialog', { name: '导出代码' });
    const dialog = await exportDialog.boundingBox();
    expect(dialog && dialog.x >= 0 && dialog.x + dialog.width <= 390).toBe(true);
    // On the phone's full-screen sheet the code reaches down to the buttons: no empty band between them.
    const codeBox = await exportDialog.locator('.fd-code').boundingBox();
    const footer = await exportDialog.locator('.ant-modal-footer').boundingBox();
    expect(codeBox && footer && footer.y - (codeBox.y + codeBox.height)).toBeLessThan(40);
    await screenshot(phone, 'form-designer-export-390-zh');
    await phone.close();
    await page.close();
  }, 180_000);
});
