/** The generic entity page in Chromium: accounts, the organisation tree, banner import/export, and buttons by permission. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { newContext, openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

async function openEntity(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.getByTestId(`entity-page-${name}`).waitFor();
  await page.locator('.ant-table-row').first().waitFor();
}

const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const okButton = (page: Page) => page.locator('.ant-modal:visible .ant-btn-primary').last();
const confirmPopover = (page: Page) => page.locator('.ant-popconfirm:visible .ant-btn-primary').click();

describe('entity pages', () => {
  it('creates, searches, edits, resets the password of and deletes an account', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await openEntity(page, '/system/account', 'sytPermissionAccount');

    await page.getByTestId('entity-add').click();
    const form = page.getByTestId('entity-edit-form');
    await form.locator('#root_humancode').fill('e2e_user');
    await form.locator('#root_humanname').fill('端到端用户');
    await form.locator('#root_mobile').fill('12345');
    await okButton(page).click();
    // The server's pattern message is shown on the field, and nothing was saved.
    await expect.poll(() => form.textContent()).toContain('手机号格式不正确');
    await form.locator('#root_mobile').fill('13712345678');
    await okButton(page).click();
    await page.getByText(/初始密码/).filter({ visible: true }).first().waitFor();
    await screenshot(page, 'entity-account-created');
    await okButton(page).click();

    await page.getByTestId('entity-search').getByLabel('姓名').fill('端到端');
    await page.getByTestId('entity-search').getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);
    await rowOf(page, 'e2e_user').waitFor();

    await rowOf(page, 'e2e_user').getByTestId('row-edit').click();
    await form.locator('#root_humanname').fill('端到端用户二');
    await okButton(page).click();
    await rowOf(page, '端到端用户二').waitFor();

    await rowOf(page, 'e2e_user').getByTestId('row-restPasswd').click();
    await okButton(page).click();
    await page.getByText(/新密码/).filter({ visible: true }).first().waitFor();
    await okButton(page).click();

    await rowOf(page, 'e2e_user').getByTestId('row-delete').click();
    await confirmPopover(page);
    await expect.poll(() => rowOf(page, 'e2e_user').count()).toBe(0);
    await screenshot(page, 'entity-account-deleted');
    await context.close();
  });

  it('edits the organisation tree', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    // The organisation tree is lazy (tree.lazy): one level per /lzayTreeList call, never the whole tree.
    const calls: { path: string; parentId: unknown }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/sytSysOrganization/')) return;
      const body = (request.postDataJSON() ?? {}) as { queryParam?: { parentId?: unknown } };
      calls.push({ path, parentId: body.queryParam?.parentId });
    });
    await openEntity(page, '/system/organization', 'sytSysOrganization');
    expect(calls).toEqual([{ path: '/sytSysOrganization/lzayTreeList', parentId: null }]);
    expect(await rowOf(page, '计算机学院').count()).toBe(0);
    // The tree table opens on the university; its schools are its children, loaded on expand.
    await page.locator('.ant-table-row-expand-icon').first().click();
    await rowOf(page, '计算机学院').first().waitFor();
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ path: '/sytSysOrganization/lzayTreeList', parentId: expect.any(String) });
    await rowOf(page, '教务处').getByTestId('row-edit').click();
    const form = page.getByTestId('entity-edit-form');
    await form.locator('#root_name').fill('教务处（本科生院）');
    expect(await form.locator('#root_name').inputValue()).toBe('教务处（本科生院）');
    await okButton(page).click();
    // The dialog closes only on a saved answer; if it stays, its text (a field error, a server message) says why.
    await form.waitFor({ state: 'detached', timeout: 20_000 }).catch(async () => {
      throw new Error(`the edit dialog stayed open: ${await page.locator('.ant-modal:visible').last().innerText()}`);
    });
    await rowOf(page, '教务处（本科生院）').waitFor();
    // The reload after the edit keeps the open level open.
    expect(await rowOf(page, '学生工作处').count()).toBe(1);
    expect(calls.some((c) => c.path.endsWith('/treeList'))).toBe(false);
    await screenshot(page, 'entity-organization-tree');
    await context.close();
  });

  it('exports banners and imports two more from a spreadsheet', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await openEntity(page, '/system/banner', 'sytRollBanner');

    const [exported] = await Promise.all([page.waitForEvent('download'), page.getByTestId('entity-export').click()]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await exported.path())!) as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBeGreaterThanOrEqual(4);

    const upload = new ExcelJS.Workbook();
    const sheet = upload.addWorksheet('banners');
    sheet.addRow(['标题', '图片', '排序']);
    sheet.addRow(['导入的横幅一', '/logo.svg', 7]);
    sheet.addRow(['导入的横幅二', '/logo.svg', 8]);
    const buffer = Buffer.from(await upload.xlsx.writeBuffer());
    await page.locator('input[type=file]').setInputFiles({ name: 'banners.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await page.getByText('成功导入 2 条').waitFor();
    await rowOf(page, '导入的横幅二').waitFor();
    await screenshot(page, 'entity-banner-imported');
    await context.close();
  });

  it('shows no add or delete buttons to a role without those codes', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'sysop');
    await openEntity(page, '/system/account', 'sytPermissionAccount');
    expect(await page.getByTestId('entity-add').count()).toBe(0);
    expect(await page.getByTestId('row-delete').count()).toBe(0);
    expect(await page.getByTestId('entity-bulk-delete').count()).toBe(0);
    expect(await page.getByTestId('entity-export').count()).toBe(1);
    await screenshot(page, 'entity-sysop-view-only');
    await context.close();
  });

  it('grants a role a button through the resource tree, and that role then sees it', async () => {
    const admin = await browsers.context();
    const page = await admin.newPage();
    await openShell(page, 'admin');
    await openEntity(page, '/system/role', 'sytPermissionRole');
    const toggleAddButton = async () => {
      await rowOf(page, 'sysop').getByTestId('row-grant').click();
      const tree = page.getByTestId('grant-tree');
      await tree.getByText('新增 (sys_account_btn_add)').click();
      await okButton(page).click();
      await expect.poll(() => tree.count()).toBe(0);
    };
    await toggleAddButton();
    await screenshot(page, 'entity-role-granted');

    const other = await browsers.context();
    const sysop = await other.newPage();
    try {
      await openShell(sysop, 'sysop');
      await openEntity(sysop, '/system/account', 'sytPermissionAccount');
      await sysop.getByTestId('entity-add').waitFor();
    } finally {
      // Put the role back as it was for the other browser tests.
      await toggleAddButton();
      await other.close();
      await admin.close();
    }
  });
});
