/** What the process designer's browser tests share: their context, the saved XML, the panel's inputs and dialogs. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A Chinese desk context on the test server (each file passes it to browserPerFile). */
export const designerContext =
  (baseURL: string) =>
  (browser: Browser): Promise<BrowserContext> =>
    browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });

/** The diagram as the modeler would save it (read from bpmn-js itself, independent of the toolbar's menus). */
export const currentXml = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const modeler = (document.querySelector('[data-testid="pd-canvas"]') as unknown as { bpmnModeler: { saveXML(o: object): Promise<{ xml: string }> } }).bpmnModeler;
    return (await modeler.saveXML({ format: true })).xml;
  });

/** An option of the select dropdown that is open now. */
export const option = (page: Page, text: string | RegExp) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text }).first();

/** Types a value into a panel input and leaves it, which is when the panel writes it. */
export async function commit(page: Page, testId: string, value: string): Promise<void> {
  const input = page.getByTestId('pd-panel').getByTestId(testId);
  await input.fill(value);
  await input.blur();
}

/** Picks people by name in the person dialog and confirms. */
export async function pickPeople(page: Page, names: string[]): Promise<void> {
  const dialog = page.getByRole('dialog');
  for (const name of names) {
    await dialog.getByLabel('姓名').fill(name);
    await dialog.getByRole('button', { name: '查询' }).click();
    await dialog.locator('.ant-table-row', { hasText: name }).locator('.ant-checkbox-input').check();
  }
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Switches the interface language the way the language menu stores it, and reloads. */
export async function setLanguage(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  await page.reload();
}

/**
 * Opens a collapsed group of the properties panel (only basic info starts open; what a test opens stays
 * open for the rest of its file, remembered in the context's localStorage). Waits for its body.
 */
export async function openGroup(page: Page, testId: string): Promise<void> {
  const group = page.getByTestId('pd-panel').locator(`section[data-testid="${testId}"]:visible`).first();
  await group.waitFor();
  if ((await group.getAttribute('data-open')) !== '1') await group.getByTestId(`${testId}-header`).click();
  await page.getByTestId('pd-panel').locator(`section[data-testid="${testId}"][data-open="1"]:visible`).first().waitFor();
}
