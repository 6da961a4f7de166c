/**
 * The form renderer in Chromium through /form-detail/index: a stored form with every widget type
 * renders; each rule is broken and its message seen, then fixed and the form submitted; a signature
 * is drawn on the pad; a picture over the size limit is refused with the §5 message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { newContext, openShell, storeForm } from './support/session.ts';
import { everyType, everyWidgetForm } from './form-every-widget.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser) => newContext(browser, baseURL));

let stored: Awaited<ReturnType<typeof storeForm>> | undefined;
let formId = '';

beforeAll(async () => {
  stored = await storeForm(baseURL, '全部组件测试表', everyWidgetForm);
  formId = stored.id;
});

afterAll(async () => {
  await stored?.remove();
});

const item = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`).first();
const messageOf = async (page: Page, name: string) => {
  const texts = await item(page, name).locator('.ant-form-item-explain-error:not([class*="-leave"])').allTextContents();
  return texts.join('|');
};
const submit = (page: Page) => page.locator('.fh-form-actions .ant-btn-primary').click();

async function openForm(page: Page) {
  await openShell(page, 'admin');
  await page.goto(`/form-detail/index?formId=${formId}`);
  await page.locator('.fh-form').waitFor();
  await item(page, 'barcode').waitFor();
}

describe('form renderer', () => {
  it('renders a form with every widget type, none unknown or broken, its css scoped and html sanitised', async () => {
    expect(everyType).toEqual(
      [
        'alert', 'barcode', 'button', 'card', 'cascader', 'checkbox', 'color', 'date', 'date-range', 'deptcheck', 'divider', 'dynamic', 'file-upload', 'grid', 'grid-col',
        'html-text', 'inline', 'input', 'number', 'person', 'picture-upload', 'radio', 'rate', 'rich-editor', 'select', 'sign', 'slider', 'slot', 'static-text',
        'sub-form', 'switch', 'tab', 'tab-pane', 'table', 'table-cell', 'textarea', 'time', 'time-range', 'tree-select',
      ].sort(),
    );
    const page = await (await browsers.context()).newPage();
    await openForm(page);
    expect(await page.locator('.fh-form-unknown').count()).toBe(0);
    expect(await page.locator('.fh-form-widget-error').count()).toBe(0);
    const missing: string[] = [];
    for (const name of ['notice', 'heading', 'intro', 'line', 'basics', 'contact', 'tabs', 'choices', 'times', 'more', 'items', 'total', 'signature', 'person', 'dept', 'photo', 'attachment', 'notes', 'barcode', 'help', 'extraSlot']) {
      // The heavy editors (rich editor, sign, barcode) load on first use: give them a moment.
      const shown = await page
        .locator(`[data-widget="${name}"]`)
        .first()
        .waitFor({ state: 'attached', timeout: 10_000 })
        .then(() => true, () => false);
      if (!shown) missing.push(name);
    }
    expect(missing).toEqual([]);
    // Merged cells are not rendered: 2 + 1 cells.
    expect(await page.locator('table.fh-form-table td').count()).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const spacing = await item(page, 'heading').evaluate((node) => getComputedStyle(node.querySelector('.fh-e2e-title') ?? node).letterSpacing);
    expect(spacing).toBe('2px');
    await screenshot(page, 'form-every-widget');
  });

  it('shows each rule message, clears it when fixed, and submits the data', async () => {
    const page = await (await browsers.context()).newPage();
    await openForm(page);
    await submit(page);
    await expect.poll(() => messageOf(page, 'applicant')).toBe('字段值不可为空');
    expect(await messageOf(page, 'reason')).toBe('字段值不可为空');
    expect(await item(page, 'items').locator('.ant-form-item-explain-error').first().textContent()).toBe('字段值不可为空');

    const fill = (name: string, value: string) => item(page, name).locator('input, textarea').first().fill(value);
    await fill('email', 'not-an-email');
    await expect.poll(() => messageOf(page, 'email')).toBe('[邮箱]邮箱格式有误');
    await fill('phone', '123');
    await expect.poll(() => messageOf(page, 'phone')).toBe('[手机]手机号码格式有误');
    await fill('code', 'ab1');
    await expect.poll(() => messageOf(page, 'code')).toBe('[编码]须为三个大写字母');
    await fill('reason', '出差');
    await expect.poll(() => messageOf(page, 'reason')).toBe('[事由]长度不能少于5个字符');
    // Linkage: choosing 其他 makes 补充说明 required.
    await page.getByRole('tab', { name: '类别' }).click();
    expect(await item(page, 'extra').locator('.ant-form-item-required').count()).toBe(0);
    await item(page, 'kind').getByText('其他').click();
    await expect.poll(() => item(page, 'extra').locator('.ant-form-item-required').count()).toBe(1);
    await submit(page);
    await expect.poll(() => messageOf(page, 'extra')).toBe('字段值不可为空');
    await screenshot(page, 'form-rules-broken');

    await fill('applicant', '张三');
    await fill('email', 'zhang@example.edu.cn');
    await fill('phone', '13812345678');
    await fill('code', 'ABC');
    await fill('extra', '会议');
    await page.getByRole('tab', { name: '事由' }).click();
    await fill('reason', '参加学术会议');
    await item(page, 'items').locator('[data-widget="item"] input').first().fill('机票');
    await item(page, 'items').locator('[data-widget="price"] input').first().fill('800');
    await expect.poll(() => item(page, 'total').locator('input').inputValue()).toBe('800');
    const left: Record<string, string> = {};
    for (const name of ['applicant', 'email', 'phone', 'code', 'reason', 'extra']) left[name] = await messageOf(page, name);
    expect(left).toEqual({ applicant: '', email: '', phone: '', code: '', reason: '', extra: '' });

    await submit(page);
    const data = page.getByTestId('submitted-data');
    await data.waitFor();
    const submitted = JSON.parse((await data.textContent()) ?? '{}') as Record<string, unknown>;
    expect(submitted).toMatchObject({
      applicant: '张三',
      email: 'zhang@example.edu.cn',
      phone: '13812345678',
      code: 'ABC',
      reason: '参加学术会议',
      kind: 'b',
      extra: '会议',
      items: [{ item: '机票', price: 800 }],
      total: 800,
    });
    await screenshot(page, 'form-submitted');
  });

  it('signs with the pad: the drawn signature becomes the field value', async () => {
    const page = await (await browsers.context()).newPage();
    await openForm(page);
    const sign = item(page, 'signature').getByRole('button', { name: '签名' });
    await sign.click();
    const canvas = page.locator('.ant-modal canvas');
    await canvas.waitFor();
    // The dialog zooms in: draw only once the pad has stopped moving, or strokes land beside it.
    let box = await canvas.boundingBox();
    for (let tries = 0; tries < 50; tries += 1) {
      await page.waitForTimeout(100);
      const next = await canvas.boundingBox();
      if (box && next && next.x === box.x && next.y === box.y && next.width === box.width && next.height === box.height) break;
      box = next;
    }
    if (!box) throw new Error('the signature pad has no box');
    await page.mouse.move(box.x + 40, box.y + 60);
    await page.mouse.down();
    for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + 40 + step * 20, box.y + 60 + (step % 2) * 40, { steps: 3 });
    await page.mouse.up();
    await page.getByRole('button', { name: '生成签名' }).click();
    const image = item(page, 'signature').locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^(data:image\/png;base64,|\/file\/view\/)/);
    await screenshot(page, 'form-signed');
  });

  it('refuses a picture over the size limit with the §5 message', async () => {
    const page = await (await browsers.context()).newPage();
    await openForm(page);
    const input = item(page, 'photo').locator('input[type=file]');
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(1024 * 1024 + 1)]) });
    await expect.poll(() => item(page, 'photo').getByRole('alert').textContent()).toBe('文件大小超出限制：big.png');
    expect(await item(page, 'photo').locator('.ant-upload-list-item').count()).toBe(0);
    await screenshot(page, 'form-picture-refused');
  });
});
