/**
 * The form designer in Chromium: a leave form built by drag and drop (grid with an input and a
 * date-range, a select, a sub-form with number fields), the last five steps undone and redone, the
 * preview filled and submitted with the server's verdict, save, reload (the saved form comes back),
 * export in every format; screenshots at 1440 and 390 px in zh and en.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

describe('form designer', () => {
  it('builds a leave form by drag and drop, undoes and redoes five steps, previews, saves, reloads and exports', async () => {
    const page = await (await browsers.context()).newPage();
    await openShell(page, 'admin');
    await page.goto('/bpm/form/formEdit');
    await page.locator('[data-fd-page]').waitFor();
    await palette(page, 'grid').waitFor();

    await dropInto(page, 'grid', rootList(page));
    await expect.poll(() => nodes(page, 'grid').count()).toBe(1);
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
    await screenshot(page, 'form-designer-1440-zh');
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

    // Preview with the real renderer; submit shows the data and the server's verdict.
    await page.locator('[data-fd-tool="preview"]').click();
    const preview = page.locator('[data-fd-preview]');
    await preview.locator('.fh-form').waitFor();
    await preview.locator('input').first().fill('病假');
    await page.locator('.fh-form-actions .ant-btn-primary').click();
    await page.locator('[data-fd-preview-data]').waitFor();
    await page.locator('[data-fd-verdict]').waitFor();
    await screenshot(page, 'form-designer-preview-1440-zh');
    await page.keyboard.press('Escape');

    // Save, then reload: the saved form opens from /bpmForm/get.
    await page.locator('.fd-form-name').fill(`请假申请 e2e ${Date.now()}`);
    await page.locator('[data-fd-tool="save"]').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('formId') ?? '').not.toBe('');
    await page.reload();
    await page.locator('[data-fd-page]').waitFor();
    await expect.poll(() => nodes(page, 'sub-form').count()).toBe(1);
    expect(await widgetCount(page)).toBe(built);

    // Export every format.
    await page.locator('[data-fd-tool="exportCode"]').click();
    for (const label of ['JSON', 'Vue 2', 'Vue 3', 'HTML', 'React']) {
      await page.locator('.ant-segmented-item', { hasText: label }).click();
      await expect.poll(async () => (await page.locator('.fd-code').textContent())?.length ?? 0).toBeGreaterThan(100);
    }
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /语言|Language/ }).click();
    await page.getByRole('tab', { name: 'Widgets' }).waitFor();
    await screenshot(page, 'form-designer-1440-en');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('[data-fd-drawer="left"]').waitFor();
    await screenshot(page, 'form-designer-390-en');
    await page.locator('[data-fd-drawer="left"]').click();
    await palette(page, 'input').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /语言|Language/ }).click();
    await screenshot(page, 'form-designer-390-zh');
    await page.close();
  });
});
