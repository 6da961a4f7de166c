/**
 * Return to the initiator, resubmit, withdraw and the print view in Chromium, on the seeded 场地借用申请
 * (student1's head: 张伟). At 1440 in Chinese: the head returns the application to 申请人填写; the
 * student's 办理 opens /edit with the form prefilled, changes the venue and resubmits; the head passes,
 * withdraws the pass from 已办 and finds the task back in 待办; the detail's 打印 opens the sheet with
 * the record and calls window.print. At 390 in English: the same return and resubmit, the withdraw from
 * the detail header, the print sheet. And an approve link opened signed out lands there after login.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RESUBMIT_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-resubmit.ts';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { comingWeekday } from '../api/demo-leave.ts';
import { browserPerFile } from './support/browser.ts';
import { expectPath, passwordOf } from './support/session.ts';
import { DESK, fillActivityForm, openDetail, openTask, operate, PHONE, pickDate, settled, shot, signedIn, todoCount, todoHandle, type Lang, type Size } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function chooseVenue(page: Page, venue: string) {
  await page.locator('[data-widget="venue"] .ant-select').click();
  await page.locator(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${venue}"]`).click();
}

async function fillVenueForm(page: Page) {
  await chooseVenue(page, '报告厅');
  await pickDate(page, 'useDate', comingWeekday(3));
  await page.locator('[data-widget="purpose"] textarea').fill('班级年度总结会');
}

/**
 * 发起流程 → the card in its category (after a first start the process is also under 最近使用) → the
 * form → submit → the detail. Answers the instance id.
 */
async function startFromCategory(page: Page, key: string, fill: (page: Page) => Promise<void>): Promise<string> {
  await page.goto('/bpm/process-instance/createlist');
  await page.getByTestId('process-category').locator(`[data-testid="process-card"][data-key="${key}"]`).click();
  await expectPath(page, /^\/bpm\/process-instance\/create$/);
  await page.getByTestId('bpm-create').waitFor();
  await fill(page);
  await page.getByTestId('preview-users').first().waitFor();
  await page.getByTestId('start-submit').click();
  await page.getByTestId('confirm-ok').click();
  await expectPath(page, /^\/bpm\/process-instance\/detail$/);
  await page.getByTestId('bpm-detail').waitFor();
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** The head returns the application; the return target is the applicant's own step. */
async function headReturns(head: Page, instanceId: string, opinion: string, name: string) {
  await openTask(head, instanceId);
  await head.getByTestId('op-back').click();
  await head.getByTestId('return-target').waitFor();
  await expect.poll(() => head.getByTestId('return-target').textContent()).toContain('申请人填写');
  await head.getByTestId('action-opinion').fill(opinion);
  await shot(head, `${name}-return-dialog`);
  await head.getByTestId('action-ok').click();
  const answer = head.locator('.ant-modal').filter({ has: head.getByTestId('answer-ok') });
  await expect.poll(() => answer.textContent()).toContain('申请人填写');
  await head.getByTestId('answer-ok').click();
  await expectPath(head, /^\/bpm\/task\/todo$/);
}

/** The student's 办理 opens /edit: the opinion shown, the form prefilled; a new venue is resubmitted. */
async function studentResubmits(student: Page, instanceId: string, opinion: string, name: string, texts: { resubmitted: RegExp }) {
  await student.goto('/bpm/task/todo');
  await student.getByTestId('bpm-list-todo').waitFor();
  await todoHandle(student, instanceId).click();
  await expectPath(student, /^\/bpm\/process-instance\/edit$/);
  await student.getByTestId('bpm-edit').waitFor();
  await expect.poll(() => student.getByTestId('edit-returned').textContent()).toContain(opinion);
  await expect.poll(() => student.locator('[data-widget="venue"] .ant-select').textContent()).toContain('报告厅');
  await expect.poll(() => student.locator('[data-widget="purpose"] textarea').inputValue()).toBe('班级年度总结会');
  await shot(student, `${name}-edit`);
  await chooseVenue(student, '体育馆');
  await student.getByTestId('edit-resubmit').click();
  await student.getByTestId('action-opinion').fill('已改为体育馆');
  await student.getByTestId('action-ok').click();
  const answer = student.locator('.ant-modal').filter({ has: student.getByTestId('answer-ok') });
  await expect.poll(() => answer.textContent()).toMatch(texts.resubmitted);
  await student.getByTestId('answer-ok').click();
  await expectPath(student, /^\/bpm\/process-instance\/detail$/);
  await student.getByTestId('detail-header').waitFor();
}

/** 打印 on the detail: the sheet (no shell) with the form and the record, and the print dialog asked for. */
async function printView(page: Page, instanceId: string, name: string, texts: { record: string }) {
  await page.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await openDetail(page, instanceId);
  await page.getByTestId('detail-print').click();
  await expectPath(page, /^\/bpm\/process-instance\/print$/);
  await page.getByTestId('bpm-print').waitFor();
  expect(await page.getByTestId('side-menu').count()).toBe(0);
  await expect.poll(() => page.getByTestId('print-record').textContent()).toContain('请改到体育馆');
  expect(await page.getByTestId('print-record').textContent()).toContain(texts.record);
  // The values print as text: no input box, select or text area on the sheet.
  await expect.poll(() => page.locator('[data-testid="print-values"] [data-field="venue"] td').textContent()).toBe('体育馆');
  expect(await page.locator('.fh-print-form').locator('input, textarea, .ant-select, .ant-picker').count()).toBe(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), { timeout: 10_000 }).toBeGreaterThan(0);
  await shot(page, `${name}-print`);
  // What the printer gets: the A4 sheet without the toolbar.
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('.fh-print-toolbar').isVisible()).toBe(false);
  await shot(page, `${name}-print-media`);
  await page.emulateMedia({ media: 'screen' });
}

/** Answers how many 待办 rows of the instance the head has after the withdraw (the withdrawn task is back: 1). */
async function run(size: Size, lang: Lang, name: string, texts: { resubmitted: RegExp; withdrawn: RegExp; record: string }): Promise<number> {
  const context = await browsers.context();
  // Both sign in on the Chinese login page; the language (shared by the context's pages) follows.
  // signedIn folds the phone's menu once; the choice is stored for the context, so a second fold would reopen it.
  const student = await signedIn(context, 'student1', size);
  const head = await signedIn(context, 'zhangwei', DESK);
  await head.setViewportSize(size);
  await student.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  const instanceId = await startFromCategory(student, RESUBMIT_SAMPLE_KEY, fillVenueForm);

  await headReturns(head, instanceId, '请改到体育馆', name);
  await studentResubmits(student, instanceId, '请改到体育馆', name, texts);

  await openTask(head, instanceId);
  await operate(head, 'pass', { opinion: '同意' });
  if (size.width >= 768) {
    // 已办: the pass is withdrawable while 吴霞 has not acted; the withdraw brings it back to 待办.
    await head.goto('/bpm/task/done');
    await head.getByTestId('bpm-list-done').waitFor();
    const row = head.getByTestId('row-withdraw').first();
    await row.waitFor();
    await shot(head, `${name}-done`);
    await row.click();
    await head.getByTestId('withdraw-ok').click();
  } else {
    await openDetail(head, instanceId);
    await head.getByTestId('detail-withdraw').click();
    await shot(head, `${name}-withdraw-confirm`);
    await head.getByTestId('withdraw-ok').click();
  }
  const answer = head.locator('.ant-modal').filter({ has: head.getByTestId('answer-ok') });
  await expect.poll(() => answer.textContent()).toMatch(texts.withdrawn);
  await head.getByTestId('answer-ok').click();
  await head.goto('/bpm/task/todo');
  await head.getByTestId('bpm-list-todo').waitFor();
  await settled(head);
  const backInTodo = await todoHandle(head, instanceId).count();

  await printView(student, instanceId, name, texts);
  return backInTodo;
}

describe('return to the initiator, resubmit, withdraw, print', () => {
  it('at 1440 in Chinese', async () => {
    expect(await run(DESK, 'zh', 'bpm-return-desk-zh', { resubmitted: /已重新提交[\s\S]*部门领导审核/, withdrawn: /已撤回[\s\S]*部门领导审核/, record: '已驳回' })).toBe(1);
  }, 240_000);

  it('at 390 in English', async () => {
    expect(await run(PHONE, 'en', 'bpm-return-phone-en', { resubmitted: /Resubmitted[\s\S]*部门领导审核/, withdrawn: /Withdrawn[\s\S]*部门领导审核/, record: 'Returned' })).toBe(1);
  }, 240_000);

  it('remove-sign: 李华 takes 周杰 out of the countersign queue; 吴霞 signs next and the process ends without 周杰', async () => {
    const context = await browsers.context();
    // The phone run left English for the context; these people sign in on the Chinese login page.
    const blank = await context.newPage();
    await blank.goto('/portal');
    await blank.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'zh', datetime: Date.now() })));
    await blank.close();
    const student = await signedIn(context, 'student1');
    const head = await signedIn(context, 'zhangwei');
    const lihua = await signedIn(context, 'lihua');
    const wuxia = await signedIn(context, 'wuxia');
    const instanceId = await startFromCategory(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '减签演示活动'));
    await openTask(head, instanceId);
    await operate(head, 'pass', { opinion: '同意' });
    await openTask(lihua, instanceId);
    await lihua.getByTestId('op-removeSign').click();
    await lihua.getByTestId('remove-signer').click();
    await lihua.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="周杰"]').click();
    await shot(lihua, 'bpm-return-remove-sign-dialog');
    await lihua.getByTestId('action-ok').click();
    await lihua.getByTestId('answer-ok').click();
    await expectPath(lihua, /^\/bpm\/task\/todo$/);
    await openTask(lihua, instanceId);
    expect(await lihua.getByTestId('op-removeSign').count()).toBe(1);
    await operate(lihua, 'pass', { opinion: '同意' });
    await openTask(wuxia, instanceId);
    // 吴霞 is the last signer now: nobody is left to remove.
    expect(await wuxia.getByTestId('op-removeSign').count()).toBe(0);
    await operate(wuxia, 'pass', { opinion: '同意' });
    await openDetail(student, instanceId);
    await expect.poll(() => student.getByTestId('detail-result').textContent()).toContain('已通过');
    expect(await todoCount(await signedIn(context, 'zhoujie'), instanceId)).toBe(0);
  }, 240_000);

  it('an approve link opened signed out lands there after login', async () => {
    const context = await browsers.context();
    // A real link: the head's task that came back by the withdraw above, as 待办 links it.
    const head = await signedIn(context, 'zhangwei');
    await head.goto('/bpm/task/todo');
    await head.getByTestId('bpm-list-todo').waitFor();
    const link = (await head.getByTestId('row-handle').first().getAttribute('href')) ?? '';
    expect(link).toMatch(/^\/bpm\/task\/approve\?id=.+&taskId=.+/);
    // Another tab holds no session (the token lives in the tab's session storage).
    const page = await context.newPage();
    await page.goto(link);
    await expectPath(page, /^\/portal/);
    await page.goto('/login');
    await page.getByLabel(/用户名|Username/).fill('zhangwei');
    await page.getByLabel(/密码|Password/).fill(passwordOf('zhangwei'));
    await page.getByLabel(/密码|Password/).press('Enter');
    await expectPath(page, /^\/bpm\/task\/approve$/);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(link);
    await page.getByTestId('approve-actions').waitFor();
    await shot(page, 'bpm-return-deep-link');
  }, 120_000);
});
