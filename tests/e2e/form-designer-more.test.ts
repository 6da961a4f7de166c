/**
 * More of the form designer in Chromium (issue #13), beside form-designer.test.ts: a widget copied with
 * Ctrl+C / Ctrl+V and removed with Delete; a history step clicked brings the canvas back to that step; a
 * refused drop says why on its red line; the preview at Pad and Phone width; a date range's working days
 * (getdays set through the property panel) computed in the preview; and 表单管理's 预览, 复制, 新增 (opens
 * the designer) and edit dialog without the raw conf. Screenshots of the forms list at 1440 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { tokenOf } from './support/session.ts';
import { byName, dropAtEnd, dropInto, nameOf, nodes, openDesigner, palette, pick, prop, rootList, widgetCount } from './support/form-designer.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } }));

const historySteps = (page: Page) => page.locator('.fd-history [data-fd-step]');

describe('form designer: keys, history, drop reasons, preview widths', () => {
  it('copies, pastes and deletes by key; jumps to a history step; names a refused drop; previews at Pad and Phone width', async () => {
    const page = await (await browsers.context()).newPage();
    await openDesigner(page);
    await dropInto(page, 'input', rootList(page));
    await expect.poll(() => nodes(page, 'input').count()).toBe(1);
    await dropAtEnd(page, 'select');
    await expect.poll(() => nodes(page, 'select').count()).toBe(1);
    await dropAtEnd(page, 'sub-form');
    await expect.poll(() => nodes(page, 'sub-form').count()).toBe(1);
    const built = await widgetCount(page);

    // Ctrl+C / Ctrl+V of the selected widget: one more select, with a name of its own.
    await nodes(page, 'select').click();
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v');
    await expect.poll(() => nodes(page, 'select').count()).toBe(2);
    expect(await widgetCount(page)).toBe(built + 1);
    expect(await nameOf(page, 'select', 0)).not.toBe(await nameOf(page, 'select', 1));
    // Delete removes the selected widget (the pasted one is selected).
    await page.keyboard.press('Delete');
    await expect.poll(() => nodes(page, 'select').count()).toBe(1);
    expect(await widgetCount(page)).toBe(built);

    // The history lists add input, add select, add sub-form, paste, delete: the first step shows the input alone.
    await page.locator('.fd-canvas').click({ position: { x: 5, y: 5 } });
    await page.getByRole('tab', { name: '历史' }).click();
    await expect.poll(() => historySteps(page).count()).toBe(5);
    await historySteps(page).nth(0).click();
    await expect.poll(() => widgetCount(page)).toBe(1);
    expect(await nodes(page, 'input').count()).toBe(1);
    await historySteps(page).nth(3).click();
    await expect.poll(() => nodes(page, 'select').count()).toBe(2);
    await historySteps(page).nth(4).click();
    await expect.poll(() => widgetCount(page)).toBe(built);
    await page.getByRole('tab', { name: '组件' }).click();

    // A grid dragged over the sub-form: the red line says why (the core's refusal), and nothing is dropped.
    const subList = page.locator('.fd-canvas [data-fd-type="sub-form"] [data-fd-list]').first();
    const from = (await palette(page, 'grid').boundingBox())!;
    const to = (await subList.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 30, to.y + 10, { steps: 8 });
    await page.mouse.move(to.x + 34, to.y + 12, { steps: 2 });
    const reason = page.getByTestId('fd-drop-reason');
    await expect.poll(() => reason.textContent()).toBe('子表单只能放入字段组件');
    expect(await reason.isVisible()).toBe(true);
    await screenshot(page, 'form-designer-drop-refused-1440-zh');
    await page.mouse.up();
    await expect.poll(() => reason.count()).toBe(0);
    expect(await nodes(page, 'grid').count()).toBe(0);

    // The preview frame takes the device's width: Pad 768, Phone 390.
    await page.locator('[data-fd-tool="preview"]').click();
    const frame = page.locator('.fd-preview-frame');
    await frame.locator('.fh-form').waitFor();
    // The frame's content width (its max-width; the padding is outside it).
    const width = () => frame.evaluate((el) => Math.round(el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight)));
    const pc = await width();
    await page.locator('.ant-modal .ant-segmented-item', { hasText: '平板' }).click();
    await expect.poll(() => frame.getAttribute('data-fd-preview')).toBe('Pad');
    await expect.poll(width).toBeLessThanOrEqual(768);
    const pad = await width();
    expect(pad).toBeLessThan(pc);
    await page.locator('.ant-modal .ant-segmented-item', { hasText: '手机' }).click();
    await expect.poll(() => frame.getAttribute('data-fd-preview')).toBe('H5');
    await expect.poll(width).toBeLessThanOrEqual(390);
    await frame.locator('.fh-form').waitFor();
    await screenshot(page, 'form-designer-preview-h5-1440-zh');
    await page.close();
  });
});

describe('form designer: working days', () => {
  it('a number counts the working days of a date range (getdays set in the panel), computed in the preview', async () => {
    const page = await (await browsers.context()).newPage();
    await openDesigner(page);
    await dropInto(page, 'date-range', rootList(page));
    await expect.poll(() => nodes(page, 'date-range').count()).toBe(1);
    await dropAtEnd(page, 'number');
    await expect.poll(() => nodes(page, 'number').count()).toBe(1);
    const [rangeName, daysName] = [await nameOf(page, 'date-range'), await nameOf(page, 'number')];
    await byName(page, daysName).click();
    const getdays = prop(page, 'getdays');
    await pick(page, getdays.locator('.ant-select').first(), `(${rangeName})`);
    await expect.poll(() => getdays.locator('.ant-radio-wrapper-checked', { hasText: '工作日' }).count()).toBe(1);

    await page.locator('[data-fd-tool="preview"]').click();
    const preview = page.locator('[data-fd-preview]');
    await preview.locator('.fh-form').waitFor();
    const range = preview.locator(`[data-widget="${rangeName}"]`).first();
    // A Monday at least a week ahead to the Tuesday of the week after: seven working days, nine calendar
    // days (the picker disables weekends and past days, so both ends are weekdays to come; the demo
    // holidays are past). The inputs are read-only (the widget's inputReadOnly): the days are clicked.
    const [first, last] = weekdaysAhead();
    await range.locator('.ant-picker-input input').first().click();
    const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    const day = (date: string) => calendar.locator(`td[title="${date}"]:not(.ant-picker-cell-disabled)`).first();
    while ((await day(first).count()) === 0) await calendar.locator('.ant-picker-header-next-btn').first().click();
    await day(first).click();
    while ((await day(last).count()) === 0) await calendar.locator('.ant-picker-header-next-btn').first().click();
    await day(last).click();
    await expect.poll(() => range.locator('.ant-picker-input input').nth(1).inputValue()).toContain(last);
    const days = preview.locator(`[data-widget="${daysName}"]`).first().locator('input');
    await expect.poll(() => days.inputValue()).toBe('7');
    // The calendar closed (a click on the dialog's title), so the picture shows the count under the range.
    await page.locator('.ant-modal-title').click();
    await expect.poll(() => calendar.count()).toBe(0);
    await screenshot(page, 'form-designer-getdays-preview-1440-zh');
    await page.close();
  });
});

const dayText = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A Monday 7 to 13 days from today and the Tuesday eight days after it, as YYYY-MM-DD. */
function weekdaysAhead(): [string, string] {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + 7 + ((8 - day.getDay()) % 7));
  const monday = dayText(day);
  day.setDate(day.getDate() + 8);
  return [monday, dayText(day)];
}

async function post(page: Page, path: string, body: unknown): Promise<{ code: string; info: Record<string, unknown> }> {
  const token = await tokenOf(page);
  return page.evaluate(
    async (request) => {
      const response = await fetch(request.path, { method: 'POST', headers: { 'content-type': 'application/json', token: request.token }, body: JSON.stringify(request.body) });
      return (await response.json()) as { code: string; info: Record<string, unknown> };
    },
    { path, body, token },
  );
}

describe('表单管理', () => {
  it('previews a stored form, copies it, opens 新增 in the designer and edits a form without its raw conf', async () => {
    const page = await (await browsers.context()).newPage();
    await openDesigner(page);
    const name = `列表测试 ${Date.now()}`;
    const conf = { widgetList: [{ type: 'input', id: 'input1', formItemFlag: true, options: { name: 'reason', label: '事由' } }], formConfig: {} };
    const created = await post(page, '/bpmForm/edit', { name, conf: JSON.stringify(conf) });
    expect(created.code).toBe('00000');

    await page.goto('/bpm/form/index');
    const list = page.getByTestId('entity-page-bpmForm');
    await list.waitFor();
    const search = list.locator('input').first();
    await search.fill(name);
    await search.press('Enter');
    const row = list.locator('.ant-table-row', { hasText: name });
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await screenshot(page, 'form-list-1440-zh');

    // 预览: the stored form rendered for filling in.
    await row.getByTestId('row-link').filter({ hasText: '预览' }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(`/form-detail/index?formId=${String(created.info.id)}`);
    await page.locator('[data-widget="reason"]').first().waitFor();
    expect(await page.locator('[data-widget="reason"]').first().textContent()).toContain('事由');
    await page.goBack();
    await list.waitFor();

    // 复制: a second row, named as a copy.
    await search.fill(name);
    await search.press('Enter');
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await list.locator('.ant-table-row', { hasText: name }).getByTestId('row-copy').click();
    // The list reloads with the search still applied: the original and its copy.
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(2);
    expect(await list.locator('.ant-table-row', { hasText: `${name} 副本` }).count()).toBe(1);

    // 编辑: name, status and remark; the conf is the designer's, not a raw textarea.
    await list.locator('.ant-table-row', { hasText: `${name} 副本` }).getByTestId('row-edit').click();
    const dialog = page.getByTestId('entity-edit-form');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('表单名称');
    expect(await dialog.textContent()).not.toContain('表单配置');
    await page.keyboard.press('Escape');

    // At phone width the list keeps its row actions.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(2);
    await screenshot(page, 'form-list-390-zh');
    await page.setViewportSize({ width: 1440, height: 900 });

    // 新增 opens the designer on a new form.
    await list.getByTestId('entity-add').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bpm/form/formEdit');
    await page.locator('[data-fd-page]').waitFor();
    await page.close();
  });
});
