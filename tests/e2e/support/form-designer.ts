/**
 * The form designer's page as e2e tests drive it: the palette, canvas nodes, drops, the property panel's
 * rows and antd selects. Every designer e2e file uses these.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openShell } from './session.ts';

export const palette = (page: Page, type: string) => page.locator(`[data-fd-palette="${type}"]`);
export const nodes = (page: Page, type: string) => page.locator(`.fd-canvas [data-fd-type="${type}"]`);
export const rootList = (page: Page) => page.locator('[data-fd-list="root"]');
export const widgetCount = (page: Page) => page.locator('.fd-canvas [data-fd-id]').count();
export const byName = (page: Page, name: string) => page.locator(`.fd-canvas [data-fd-name="${name}"]`);
/** The property panel's row of one property (the key its designer part declares). */
export const prop = (page: Page, key: string) => page.locator(`.fh-prop-row[data-prop="${key}"]`);

/** Signs in as admin and opens the designer (a new form, or `formId`), ready to drag from the palette. */
export async function openDesigner(page: Page, formId?: string): Promise<void> {
  await openShell(page, 'admin');
  await page.goto(formId ? `/bpm/form/formEdit?formId=${formId}` : '/bpm/form/formEdit');
  await page.locator('[data-fd-page]').waitFor();
  await palette(page, 'grid').waitFor();
}

export async function dropInto(page: Page, type: string, target: Locator) {
  await palette(page, type).dragTo(target, { targetPosition: { x: 20, y: 10 } });
}

/** Drops at the bottom of the top-level list (below everything). */
export async function dropAtEnd(page: Page, type: string) {
  const box = await rootList(page).boundingBox();
  await palette(page, type).dragTo(rootList(page), { targetPosition: { x: 40, y: Math.max(10, (box?.height ?? 40) - 10) } });
}

/** The field name of the nth widget of a type on the canvas. */
export async function nameOf(page: Page, type: string, nth = 0): Promise<string> {
  const name = await nodes(page, type).nth(nth).getAttribute('data-fd-name');
  if (!name) throw new Error(`no name on the ${type} #${nth}`);
  return name;
}

/** Picks the option whose text contains `text` in an antd select (the dropdown is in a portal). */
export async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).click();
  await page.keyboard.press('Escape');
  // Closed, its animation over: the next pick must find only its own dropdown's options.
  await expect.poll(() => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').count()).toBe(0);
}
