/**
 * The image widget of entity edit forms in Chromium: a banner picture over the limit or of the wrong type is
 * refused with the spec's message, a picture whose bytes do not match its name is refused by the server,
 * and a real PNG uploads, is previewed, saved, and shown in the list through its signed link (an <img>
 * tag, which sends no token).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { newContext, openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const okButton = (page: Page) => page.locator('.ant-modal:visible .ant-btn-primary').last();
const rowOf = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

describe('image widget', () => {
  it('refuses oversize and foreign pictures, uploads a PNG and shows it in the list', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.goto('/system/banner');
    await page.getByTestId('entity-page-sytRollBanner').waitFor();
    await page.locator('.ant-table-row').first().waitFor();

    await page.getByTestId('entity-add').click();
    const form = page.getByTestId('entity-edit-form');
    await form.locator('#root_title').fill('带图片的横幅');
    const widget = form.getByTestId('image-widget-imageUrl');
    const input = widget.locator('input[type=file]');
    const error = widget.getByTestId('image-widget-error');

    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect.poll(() => error.textContent()).toBe('文件大小超出限制：big.png 超过 5 MB');
    await input.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
    await expect.poll(() => error.textContent()).toBe('不支持的格式：logo.svg（允许 jpg, jpeg, png）');
    // Passes the browser's checks, but the server reads the bytes.
    await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png') });
    await expect.poll(() => error.textContent()).toBe('文件内容与扩展名 .png 不符');
    await screenshot(page, 'image-widget-refused');

    await input.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG });
    const preview = widget.locator('.ant-upload-list-item img');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/file\/view\/[0-9a-f-]{36}\?sig=\d+\.[A-Za-z0-9_-]{43}$/);
    expect(await error.count()).toBe(0);
    await screenshot(page, 'image-widget-uploaded');
    await okButton(page).click();

    const thumbnail = rowOf(page, '带图片的横幅').locator('img');
    await thumbnail.waitFor();
    // The <img> loaded the picture without the token header: the signed link did it.
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await screenshot(page, 'image-widget-in-list');

    await rowOf(page, '带图片的横幅').getByTestId('row-delete').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => rowOf(page, '带图片的横幅').count()).toBe(0);
    await context.close();
  });
});
