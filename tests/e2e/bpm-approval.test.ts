/**
 * The approval workspace in Chromium: student1 starts the seeded leave request (请假申请) from 发起流程,
 * sees the approver preview name the department head (张伟), submits and lands on the detail; the head
 * opens 待办, opens the task, passes it with an opinion and returns to the todo list; the student sees
 * the instance finished in 我的流程 and the opinion in the detail's timeline. The same start and approve
 * at 390×844 in English, where the lists are cards and the approve buttons sit in a bottom bar.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { expectPath, loginAs } from './support/session.ts';
import { fillLeaveForm, shot } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
type Size = { width: number; height: number };
const DESK: Size = { width: 1440, height: 900 };
const PHONE: Size = { width: 390, height: 844 };
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function signedIn(context: BrowserContext, user: string, size: Size, lang: 'zh' | 'en'): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await loginAs(page, user);
  if (lang === 'en') {
    await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
  }
  if (size.width < 768) {
    // On a phone the menu is a drawer that starts closed, so the page has the whole width: nothing to fold.
    await page.goto('/bpm/task/todo');
    await page.locator('[data-testid="collapse-toggle"][aria-expanded="false"]').waitFor();
  }
  return page;
}

/** Switches the language (as the switch would store it) and reloads. */
async function useLanguage(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  await page.reload();
}

/** The start page and the detail in the other language, for the screenshots of both languages at both sizes. */
async function otherLanguage(page: Page, instanceId: string, lang: 'zh' | 'en', name: string, texts: { preview: string; record: string }) {
  await useLanguage(page, lang);
  await page.goto('/bpm/process-instance/createlist');
  await page.locator('[data-testid="process-card"][data-key="leave_request"]').click();
  await page.getByTestId('approver-preview').getByText(texts.preview).waitFor();
  await page.getByTestId('preview-users').first().waitFor();
  await shot(page, `${name}-start`);
  await page.goto('/bpm/process-instance/index');
  await page.getByTestId('bpm-row').first().waitFor();
  await shot(page, `${name}-mine`);
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await page.getByText(texts.record).first().waitFor();
  await shot(page, `${name}-detail`);
}

/** 发起流程 → the leave request → the preview names the head → submit → the detail. Answers the instance id. */
async function start(page: Page, name: string, texts: { applicant: string; head: string; submitted: string | RegExp }): Promise<string> {
  await page.goto('/bpm/process-instance/createlist');
  await page.locator('[data-testid="process-card"][data-key="leave_request"]').click();
  await expectPath(page, /^\/bpm\/process-instance\/create$/);
  // The leave request's start form: the applicant is the signed-in student, two coming working days (days fills itself), reason.
  await fillLeaveForm(page, texts.applicant);
  await expect.poll(() => page.locator('[data-widget="days"] input').inputValue()).toBe('2');
  await expect.poll(() => page.getByTestId('preview-users').first().textContent(), { timeout: 15_000 }).toContain(texts.head);
  await shot(page, `${name}-start`);
  await page.getByTestId('start-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expectPath(page, /^\/bpm\/process-instance\/detail$/);
  await page.getByTestId('bpm-detail').waitFor();
  await page.getByText(texts.submitted).first().waitFor();
  await shot(page, `${name}-detail-running`);
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** 待办 → 办理 the instance's task → pass with an opinion → the answer → back at 待办. */
async function approve(page: Page, instanceId: string, opinion: string, name: string, phone = false) {
  await page.goto('/bpm/task/todo');
  await page.getByTestId('bpm-list-todo').waitFor();
  const handle = page.locator(`[data-testid="row-handle"][href*="${instanceId}"]`);
  await handle.waitFor();
  await shot(page, `${name}-todo`);
  await handle.click();
  await expectPath(page, /^\/bpm\/task\/approve$/);
  await page.getByTestId('op-pass').waitFor();
  // Only the node's buttons: the seeded head step offers pass and not pass.
  expect(await page.getByTestId('approve-actions').locator('button').count()).toBe(2);
  // On a phone the buttons sit in a bar fixed to the bottom of the screen.
  expect(await page.getByTestId('approve-actions').evaluate((bar) => getComputedStyle(bar).position)).toBe(phone ? 'fixed' : 'static');
  await shot(page, `${name}-approve`);
  await page.getByTestId('op-pass').click();
  // The node wants an opinion: OK without one is refused on the page (and would be by the server).
  await page.getByTestId('action-ok').click();
  await page.getByTestId('action-problem').waitFor();
  await page.getByTestId('action-opinion').fill(opinion);
  await shot(page, `${name}-approve-dialog`);
  await page.getByTestId('action-ok').click();
  await page.getByTestId('answer-ok').click();
  await expectPath(page, /^\/bpm\/task\/todo$/);
  await expect.poll(() => page.locator(`[data-testid="row-handle"][href*="${instanceId}"]`).count()).toBe(0);
}

/** 我的流程 shows the instance passed; its detail shows the opinion in the timeline. */
async function follow(page: Page, instanceId: string, opinion: string, name: string) {
  await page.goto('/bpm/process-instance/index');
  const row = page.getByTestId('bpm-row').filter({ has: page.locator(`[data-testid="row-detail"][href*="${instanceId}"]`) });
  await expect.poll(() => row.locator('[data-testid="result-tag"]').first().getAttribute('data-result'), { timeout: 15_000 }).toBe('2');
  await shot(page, `${name}-mine`);
  await row.getByTestId('row-detail').click();
  await expectPath(page, /^\/bpm\/process-instance\/detail$/);
  await expect.poll(() => page.getByTestId('detail-result').locator('[data-result]').getAttribute('data-result')).toBe('2');
  await expect.poll(() => page.getByTestId('timeline-opinion').first().textContent()).toContain(opinion);
  await page.getByTestId('timeline-end').waitFor();
  await shot(page, `${name}-detail-finished`);
}

describe('the approval workspace', () => {
  it('starts a leave request with the preview naming the head, who approves it with an opinion (1440×900, zh)', async () => {
    const context = await browsers.context();
    const student = await signedIn(context, 'student1', DESK, 'zh');
    const instanceId = await start(student, 'bpm-desk-zh', { applicant: '马小明', head: '张伟', submitted: '发起流程' });
    expect(instanceId).not.toBe('');

    const headContext = await browsers.context();
    const head = await signedIn(headContext, 'zhangwei', DESK, 'zh');
    await approve(head, instanceId, '同意，注意安全', 'bpm-desk-zh');

    await follow(student, instanceId, '同意，注意安全', 'bpm-desk-zh');
    await otherLanguage(student, instanceId, 'en', 'bpm-desk-en', { preview: 'Approval path preview', record: 'Approval record' });
    await headContext.close();
    await context.close();
  });

  it('does the same start and approve on a phone (390×844, en): cards and a bottom bar', async () => {
    const context = await browsers.context();
    const student = await signedIn(context, 'student2', PHONE, 'en');
    const instanceId = await start(student, 'bpm-phone-en', { applicant: '杨小红', head: '张伟', submitted: /Started the process/ });

    const headContext = await browsers.context();
    const head = await signedIn(headContext, 'zhangwei', PHONE, 'en');
    await head.goto('/bpm/task/todo');
    // Below 768 px a list is cards, not a table.
    await head.locator('.fh-bpm-card').first().waitFor();
    expect(await head.locator('[data-testid="bpm-list-todo"] table').count()).toBe(0);
    await approve(head, instanceId, 'Agreed', 'bpm-phone-en', true);

    await follow(student, instanceId, 'Agreed', 'bpm-phone-en');
    await otherLanguage(student, instanceId, 'zh', 'bpm-phone-zh', { preview: '审批流程预览', record: '审批记录' });
    await headContext.close();
    await context.close();
  });
});
