/**
 * The form designer in Chromium: a leave form built by drag and drop (grid with an input and a
 * date-range, a select, a sub-form with number fields), the last five steps undone and redone; a row
 * calculation, a total and a linkage set through the property panel; the preview shows the linkage
 * hide and require and the calculations compute, and is submitted with the server's verdict; save,
 * reload (the saved form comes back), export in every format with one download; the designer opened
 * on a phone; screenshots at 1440 and 390 px in zh and en.
 */
import { describe, expect, inject, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { openShell } from './support/session.ts';

const baseURL = inject('baseURL');
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } }));

const palette = (page: Page, type: string) => page.locator(`[data-fd-palette="${type}"]`);
const nodes = (page: Page, type: string) => page.locator(`.fd-canvas [data-fd-type="${type}"]`);
const rootList = (page: Page) => page.locator('[data-fd-list="root"]');
const widgetCount = (page: Page) => page.locator('.fd-canvas [data-fd-id]').count();

async function dropInto(page: Page, type: string, target: ReturnType<Page['locator']>) {
  await palette(page, type).dragTo(target, { targetPosition: { x: 20, y: 10 } });
}

/** Drops at the bottom of the top-level list (below everything). */
async function dropAtEnd(page: Page, type: string) {
  const box = await rootList(page).boundingBox();
  await palette(page, type).dragTo(rootList(page), { targetPosition: { x: 40, y: Math.max(10, (box?.height ?? 40) - 10) } });
}

/** The field name of the nth widget of a type on the canvas. */
async function nameOf(page: Page, type: string, nth = 0): Promise<string> {
  const name = await nodes(page, type).nth(nth).getAttribute('data-fd-name');
  if (!name) throw new Error(`no name on the ${type} #${nth}`);
  return name;
}

/** The one widget of a type whose name is none of `known` (the one just added, wherever it landed). */
async function newName(page: Page, type: string, known: string[]): Promise<string> {
  const names = await nodes(page, type).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-fd-name') ?? ''));
  const fresh = names.filter((name) => name !== '' && !known.includes(name));
  if (fresh.length !== 1) throw new Error(`expected one new ${type}, found ${fresh.join(', ')}`);
  return fresh[0]!;
}

const byName = (page: Page, name: string) => page.locator(`.fd-canvas [data-fd-name="${name}"]`);

/** The property panel's row of one property (the key its designer part declares). */
const prop = (page: Page, key: string) => page.locator(`.fh-prop-row[data-prop="${key}"]`);

/** Picks the option whose text contains `text` in an antd select (the dropdown is in a portal). */
async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).click();
  await page.keyboard.press('Escape');
  // Closed, its animation over: the next pick must find only its own dropdown's options.
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
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
    await openShell(page, 'admin');
    await page.goto('/bpm/form/formEdit');
    await page.locator('[data-fd-page]').waitFor();
    await palette(page, 'grid').waitFor();
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

    // The history names the steps; the last five are undone and redone by keyboard.
    const built = await widgetCount(page);
    await page.locator('.fd-canvas').click({ position: { x: 5, y: 5 } });
    await page.getByRole('tab', { name: '历史' }).click();
    await expect.poll(() => page.locator('.fd-history [data-fd-step]').count()).toBeGreaterThanOrEqual(7);
    await screenshot(page, 'form-designer-history-1440-zh');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Control+z');
    await expect.poll(() => nodes(page, 'number').count()).toBe(0);
    expect(await nodes(page, 'select').count()).toBe(0);
    expect(await nodes(page, 'input').count()).toBe(1);
    for (let i = 0; i < 5; i++) await page.keyboard.press('Control+y');
    await expect.poll(() => widgetCount(page)).toBe(built);

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
    const formName = `请假申请 e2e ${Date.now()}`;
    await page.locator('.fd-form-name').fill(formName);
    await page.locator('[data-fd-tool="save"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('formId') ?? '').not.toBe('');
    const formId = new URL(page.url()).searchParams.get('formId')!;
    await page.reload();
    await page.locator('[data-fd-page]').waitFor();
    await expect.poll(() => nodes(page, 'sub-form').count()).toBe(1);
    expect(await widgetCount(page)).toBe(saved);

    // Export every format; the download is the generated file.
    await page.locator('[data-fd-tool="exportCode"]').click();
    for (const label of ['JSON', 'Vue 2', 'Vue 3', 'HTML', 'React']) {
      await page.locator('.ant-segmented-item', { hasText: label }).click();
      await expect.poll(async () => (await page.locator('.fd-code').textContent())?.length ?? 0).toBeGreaterThan(100);
    }
    await page.locator('.ant-segmented-item', { hasText: 'Vue 3' }).click();
    await expect.poll(() => page.locator('.fd-code').getAttribute('data-fd-code')).toBe('vue3');
    // The segmented control's sliding thumb gone: the picture shows the choice, not the slide.
    await expect.poll(() => page.locator('.ant-segmented-thumb').count()).toBe(0);
    // The options carry their names in the page's language, not their keys.
    expect(await page.locator('[data-fd-option="modelName"] .ant-form-item-label').textContent()).toBe('数据对象名称');
    expect(await page.locator('[data-fd-option="size"] .ant-select').textContent()).toBe('中');
    await screenshot(page, 'form-designer-export-1440-zh');
    const fileName = await page.locator('.fd-code').getAttribute('data-fd-file');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-fd-export="download"]').click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    expect(fileName).toMatch(/\.vue$/);
    const code = await readFile(await download.path(), 'utf8');
    expect(code).toContain('<template>');
    expect(code).toContain(selectName);
    expect(code).toContain(totalName);
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
  });
});
