/**
 * The start pages in Chromium, as student4 (邓佳, CS-CST, head 陈静) so the other files' people keep
 * an untouched start list: at 1440 in Chinese, "qj" finds 请假申请 by its pinyin initials, a star puts
 * it in 我的收藏 and survives a reload (the server keeps it); the leave form's preview says why the head
 * gets it; 保存草稿 → reload → the draft is offered → 恢复草稿 fills the form again; 丢弃草稿 asks first
 * and the offer is gone after. At 390 in English the star is there (it follows the user to the phone),
 * "qingjia" finds it by full pinyin, a draft is restored, the submit opens the new instance's detail, the
 * draft is gone and 最近使用 lists the process. Screenshots at both sizes in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { expectPath } from './support/session.ts';
import { DESK, fillLeaveForm, PHONE, settled, shot, signedIn, type Lang } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));
const USER = 'student4';
const KEY = 'leave_request';
/** The leave request's card in a section: the full list's `process-card`, the shortcuts' `process-shortcut`. */
const card = (page: Page, within = 'all-processes') => page.getByTestId(within).locator(`[data-testid="${within === 'all-processes' ? 'process-card' : 'process-shortcut'}"][data-key="${KEY}"]`);

async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  await page.reload();
}

async function openList(page: Page) {
  await page.goto('/bpm/process-instance/createlist');
  await page.getByTestId('all-processes').waitFor();
}

/** The names of the cards the list shows under 全部流程. */
const listed = (page: Page) => page.getByTestId('all-processes').locator('[data-testid="process-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-key')));

async function openCreate(page: Page) {
  await openList(page);
  await card(page).click();
  await expectPath(page, /^\/bpm\/process-instance\/create$/);
  await page.getByTestId('bpm-create').waitFor();
}

/** The why lines of the leave request's head step once the preview has run on the filled form. */
async function headWhy(page: Page): Promise<string> {
  const step = page.locator('[data-testid="preview-step"]').filter({ has: page.getByTestId('preview-users') }).first();
  await expect.poll(() => step.getByTestId('preview-why').textContent(), { timeout: 15_000 }).toContain('陈静');
  return (await step.getByTestId('preview-why').textContent()) ?? '';
}

/**
 * The listed keys without the processes other test files deploy on the same server (the process designer's
 * tests, keys pd_…, draw leave processes whose names match 请假 too).
 */
async function seededListed(page: Page): Promise<(string | null)[]> {
  return (await listed(page)).filter((key) => !key?.startsWith('pd_'));
}

describe('start pages', () => {
  it('desk, Chinese: pinyin search, favourite kept by the server, the why, draft save → reload → restore, discard', async () => {
    const page = await signedIn(await browsers.context(), USER, DESK, 'zh');
    await openList(page);
    expect(await listed(page)).toContain(KEY);
    await page.getByTestId('process-search').locator('input').fill('qj');
    await expect.poll(() => seededListed(page)).toEqual([KEY]);
    await shot(page, 'bpm-start-search-qj-1440-zh');
    await page.getByTestId('process-search').locator('input').fill('zzzz');
    await page.getByTestId('no-match').waitFor();
    await page.getByTestId('process-search').locator('input').fill('');

    await expect.poll(() => page.getByTestId('favourites').locator('[data-testid="process-shortcut"]').count()).toBe(0);
    await card(page).getByTestId('favourite-toggle').click();
    await card(page, 'favourites').waitFor();
    // The full list still names the process once (the shortcut has its own test id).
    expect(await page.locator(`[data-testid="process-card"][data-key="${KEY}"]`).count()).toBe(1);
    await page.reload();
    await card(page, 'favourites').waitFor();
    expect(await card(page, 'favourites').getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe('true');
    await shot(page, 'bpm-start-list-1440-zh');

    await openCreate(page);
    await expect(page.getByTestId('draft-offer').count()).resolves.toBe(0);
    await fillLeaveForm(page, '邓佳');
    expect(await headWhy(page)).toContain('发起人部门领导 → 陈静');
    await shot(page, 'bpm-start-why-1440-zh');
    await page.getByTestId('draft-save').click();
    await page.getByText('草稿已保存').waitFor();

    await page.reload();
    await page.getByTestId('draft-offer').waitFor();
    expect(await page.getByTestId('draft-offer').textContent()).toContain('您有一份保存于');
    expect(await page.locator('[data-widget="reason"] textarea').inputValue()).toBe('');
    await shot(page, 'bpm-start-draft-offer-1440-zh');
    await page.getByTestId('draft-restore').click();
    await expect.poll(() => page.locator('[data-widget="reason"] textarea').inputValue()).toBe('回家探亲');
    expect(await page.locator('[data-widget="applicant"] input').inputValue()).toBe('邓佳');
    await expect.poll(() => page.locator('[data-widget="days"] input').inputValue()).toBe('2');
    await headWhy(page);
    await shot(page, 'bpm-start-draft-restored-1440-zh');

    // Discarding asks first; after it the page offers nothing, also after a reload.
    await page.reload();
    await page.getByTestId('draft-discard').click();
    await page.locator('.ant-modal-confirm-title', { hasText: '确定丢弃这份草稿吗？丢弃后不可恢复。' }).waitFor();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('草稿已丢弃').waitFor();
    await page.reload();
    await page.getByTestId('bpm-create').waitFor();
    await settled(page);
    expect(await page.getByTestId('draft-offer').count()).toBe(0);

    // The same pages in English at the desk.
    await useLanguage(page, 'en');
    await openList(page);
    await card(page, 'favourites').waitFor();
    await shot(page, 'bpm-start-list-1440-en');
    await openCreate(page);
    await fillLeaveForm(page, '邓佳');
    expect(await headWhy(page)).toContain('Initiator’s department head → 陈静');
    await shot(page, 'bpm-start-why-1440-en');
    await page.close();
  });

  it('phone, English: the star followed the user, full pinyin, draft restored, submit → detail, draft gone, recently used', async () => {
    const page = await signedIn(await browsers.context(), USER, PHONE, 'en');
    await openList(page);
    await card(page, 'favourites').waitFor();
    await page.getByTestId('process-search').locator('input').fill('qingjia');
    await expect.poll(() => seededListed(page)).toEqual([KEY]);
    await shot(page, 'bpm-start-search-qingjia-390-en');
    await page.getByTestId('process-search').locator('input').fill('');
    await shot(page, 'bpm-start-list-390-en');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);

    await openCreate(page);
    await fillLeaveForm(page, '邓佳');
    await headWhy(page);
    await page.getByTestId('draft-save').click();
    await page.getByText('Draft saved').waitFor();
    await page.reload();
    await page.getByTestId('draft-offer').waitFor();
    expect(await page.getByTestId('draft-offer').textContent()).toContain('You have a draft saved at');
    await shot(page, 'bpm-start-draft-offer-390-en');
    await page.getByTestId('draft-restore').click();
    await expect.poll(() => page.locator('[data-widget="reason"] textarea').inputValue()).toBe('回家探亲');
    expect(await headWhy(page)).toContain('Initiator’s department head → 陈静');
    // The preview sits below the form on a phone.
    await page.getByTestId('approver-preview').scrollIntoViewIfNeeded();
    await shot(page, 'bpm-start-why-390-en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId('start-submit').click();
    await page.getByTestId('confirm-ok').click();
    await expectPath(page, /^\/bpm\/process-instance\/detail$/);
    await page.getByTestId('bpm-detail').waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBeTruthy();

    // The start used the draft up; the list now has it under recently used.
    await openCreate(page);
    await settled(page);
    expect(await page.getByTestId('draft-offer').count()).toBe(0);
    await openList(page);
    await card(page, 'recent').waitFor();
    expect(await card(page, 'recent').textContent()).toContain('Last started');
    await shot(page, 'bpm-start-recent-390-en');

    // Chinese on the phone, then the star is taken off again (other runs start from an empty list).
    await useLanguage(page, 'zh');
    await openList(page);
    await card(page, 'recent').waitFor();
    await shot(page, 'bpm-start-list-390-zh');
    await openCreate(page);
    await fillLeaveForm(page, '邓佳');
    expect(await headWhy(page)).toContain('发起人部门领导 → 陈静');
    // The preview sits below the form on a phone.
    await page.getByTestId('approver-preview').scrollIntoViewIfNeeded();
    await shot(page, 'bpm-start-why-390-zh');
    await openList(page);
    await card(page, 'favourites').getByTestId('favourite-toggle').click();
    await expect.poll(() => page.getByTestId('favourites').locator('[data-testid="process-shortcut"]').count()).toBe(0);
    await page.close();
  });
});
