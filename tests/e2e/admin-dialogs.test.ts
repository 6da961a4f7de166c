/**
 * Issue 16 in Chromium (defects 7, 8, 10, 12): edit dialogs check as the user goes and stay on the
 * screen, the desktop dialog edits its JSON fields, the audit log names entities and records, and the
 * form detail page fills 申请人 and shows its title once. Screenshots at 1440 and 390, zh and en.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { newContext, openShell, tokenOf } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

/** Lets a dialog's opening animation and a field's error motion finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(500);
const okButton = (page: Page) => page.locator('.ant-modal:visible .ant-btn-primary').last();
const dialogForm = (page: Page) => page.getByTestId('entity-edit-form');

async function openEntity(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByTestId(`entity-page-${name}`).waitFor();
  await page.locator('.ant-table-row').first().waitFor();
}

async function toEnglish(page: Page) {
  await page.getByTestId('language-switch').click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
}

/** The dialog's buttons are inside the window, whatever the form's height. */
async function expectButtonsVisible(page: Page) {
  const box = await okButton(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
  expect(box!.y).toBeGreaterThanOrEqual(0);
}

describe('edit dialogs', () => {
  it('check a field when it is left, clear the error once fixed, cap at maxLength, and keep the buttons on screen', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin');
    await openEntity(page, '/system/account', 'sytPermissionAccount');
    await page.getByTestId('entity-add').click();
    const form = dialogForm(page);
    const mobile = form.locator('#root_mobile');
    expect(Number(await form.locator('#root_humancode').getAttribute('maxlength'))).toBeGreaterThan(0);
    await mobile.fill('12345');
    await form.locator('#root_humanname').click();
    await expect.poll(() => form.textContent()).toContain('手机号格式不正确');
    await mobile.fill('13712345678');
    await expect.poll(() => form.textContent()).not.toContain('手机号格式不正确');
    await expectButtonsVisible(page);
    await settle(page);
    await screenshot(page, 'admin16-dialog-account-1440-zh');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectButtonsVisible(page);
    await screenshot(page, 'admin16-dialog-account-390-zh');

    // In English, a save with errors marks every wrong field and sends nothing.
    await page.locator('.ant-modal:visible .ant-btn').filter({ hasText: /取\s*消/ }).click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await toEnglish(page);
    await page.getByTestId('entity-add').click();
    await dialogForm(page).locator('#root_humancode').waitFor();
    await okButton(page).click();
    await expect.poll(() => dialogForm(page).textContent()).toContain('is required');
    await settle(page);
    await screenshot(page, 'admin16-dialog-account-1440-en');
    await context.close();
  });

  it('edit the desktop layout and settings as JSON, refusing what does not parse or fit', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin');
    await openEntity(page, '/system/desktop', 'sytDesktop');
    await page.locator('.ant-table-row').first().getByTestId('row-edit').click();
    const layout = dialogForm(page).locator('#root_layout');
    await layout.waitFor();
    const shown = await layout.inputValue();
    expect(Array.isArray(JSON.parse(shown))).toBe(true);
    // Settings are optional: an empty box, or the stored object as JSON.
    const settings = await dialogForm(page).locator('#root_settings').inputValue();
    expect(settings === '' || typeof JSON.parse(settings) === 'object').toBe(true);
    await screenshot(page, 'admin16-desktop-json-1440-zh');

    await layout.fill('[{"key": "todo"');
    await page.getByTestId('json-editor-layout').getByRole('alert').waitFor();
    await layout.fill('[{"key": "todo"}]');
    await dialogForm(page).locator('#root_name').click();
    await expect.poll(() => dialogForm(page).textContent()).toContain('缺少必填字段');
    await settle(page);
    await screenshot(page, 'admin16-desktop-json-error-1440-zh');
    await layout.fill(shown);
    await expect.poll(() => dialogForm(page).textContent()).not.toContain('缺少必填字段');

    await page.locator('.ant-modal:visible .ant-btn').filter({ hasText: /取\s*消/ }).click();
    await toEnglish(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator('.ant-table-row').first().getByTestId('row-edit').click();
    await dialogForm(page).locator('#root_layout').waitFor();
    await settle(page);
    await expectButtonsVisible(page);
    await screenshot(page, 'admin16-desktop-json-390-en');
    await context.close();
  });
});

describe('audit log', () => {
  it('shows entity titles, record labels and the login', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin');
    await page.goto('/system/audit');
    await page.getByTestId('entity-page-sytAuditLog').waitFor();
    const first = page.locator('.ant-table-row').first();
    await first.waitFor();
    // The newest row is this very login: 登录会话 / 登录 / the admin's name, not "session" / "login".
    await expect.poll(() => first.textContent()).toContain('登录会话');
    expect(await first.textContent()).toContain('登录');
    expect(await first.textContent()).not.toContain('session');
    await screenshot(page, 'admin16-audit-1440-zh');
    await toEnglish(page);
    await expect.poll(() => page.locator('.ant-table-row').first().textContent()).toContain('Sessions');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin16-audit-390-en');
    await context.close();
  });
});

describe('form detail', () => {
  it('fills 申请人 from the session and shows the title once', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin');
    const token = await tokenOf(page);
    const forms = await page.evaluate(async (t) => {
      const response = await fetch('/bpmForm/queryPage', { method: 'POST', headers: { 'content-type': 'application/json', token: t }, body: JSON.stringify({ pageSize: 100 }) });
      return ((await response.json()) as { info: { records: { id: string; name: string }[] } }).info.records;
    }, token);
    const leave = forms.find((f) => f.name === '请假申请');
    expect(leave, `${JSON.stringify(forms.map((f) => f.name))}`).toBeDefined();
    await page.goto(`/form-detail/index?formId=${leave!.id}`);
    const applicant = page.locator('[data-widget="applicant"] input').first();
    await applicant.waitFor();
    await expect.poll(() => applicant.inputValue()).not.toBe('');
    await expect.poll(() => page.getByText('请假申请', { exact: true }).count()).toBe(1);
    await screenshot(page, 'admin16-form-detail-1440-zh');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'admin16-form-detail-390-zh');
    await page.setViewportSize({ width: 1440, height: 900 });
    await toEnglish(page);
    await page.getByRole('tab', { name: /Form/ }).first().waitFor();
    await screenshot(page, 'admin16-form-detail-1440-en');
    await context.close();
  });
});
