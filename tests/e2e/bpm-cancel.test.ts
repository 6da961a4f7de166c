/**
 * The initiator's cancel and the approver's withdraw in Chromium. Cancel: student4 starts a leave
 * request; on the detail, dismissing the confirm dialog changes nothing, confirming with a reason
 * cancels it — the status and result say so, the actions are gone, the head's 待办 no longer has it,
 * 我的流程 shows it cancelled; the same on a phone in English. Withdraw: the head of 学生活动申请 passes,
 * takes it back from the detail header (landing on the task that came back; the first signer loses it), passes
 * again, and once the signer has acted 撤回 is no longer offered.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { SAMPLE_PROCESS_KEY } from '../../src/server/bpm/definitions/sample.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, fillLeaveForm, openDetail, openTask, operate, PHONE, settled, shot, signedIn, startProcess, todoCount, type Lang, type Size } from './support/bpm-flow.ts';
import { expectPath } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

const TEXTS = {
  zh: { confirm: '确定取消该流程吗？取消后不可恢复。', done: '流程已取消', running: '进行中', cancelled: '已取消' },
  en: { confirm: 'Cancel this process? This cannot be undone.', done: 'Process cancelled', running: 'Running', cancelled: 'Cancelled' },
};

const headerText = async (page: Page) => (await page.getByTestId('detail-header').textContent()) ?? '';

/** Runs the cancel through the page and answers the result 我的流程 shows for the instance at the end. */
async function cancelScenario(size: Size, lang: Lang, name: string): Promise<string | null> {
  const texts = TEXTS[lang];
  const student = await signedIn(await browsers.context(), 'student4', size, lang);
  const head = await signedIn(await browsers.context(), 'chenjing');
  const instanceId = await startProcess(student, SAMPLE_PROCESS_KEY, (page) => fillLeaveForm(page, '邓佳'));
  expect(await todoCount(head, instanceId)).toBe(1);

  await openDetail(student, instanceId);
  // Dismissing the confirmation leaves the process running.
  await student.getByTestId('detail-cancel').click();
  const confirm = student.locator('.ant-modal').filter({ hasText: texts.confirm });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: /取\s*消|Cancel/ }).first().click();
  await confirm.waitFor({ state: 'detached' });
  expect(await headerText(student)).toContain(texts.running);

  await student.getByTestId('detail-cancel').click();
  await confirm.waitFor();
  await student.getByTestId('act-reason').fill(lang === 'zh' ? '行程有变' : 'Plans changed');
  await shot(student, `${name}-confirm`);
  await student.getByTestId('confirm-ok').click();
  await student.getByText(texts.done).first().waitFor();
  await expect.poll(() => student.getByTestId('detail-result').locator('[data-result]').getAttribute('data-result')).toBe('4');
  await expect.poll(() => headerText(student)).toContain(texts.cancelled);
  expect(await student.getByTestId('detail-cancel').count()).toBe(0);
  expect(await student.getByTestId('detail-urge').count()).toBe(0);
  await student.getByTestId('timeline-end').waitFor();
  await shot(student, `${name}-detail`);

  expect(await todoCount(head, instanceId)).toBe(0);
  await student.goto('/bpm/process-instance/index');
  const row = student.getByTestId('bpm-row').filter({ has: student.locator(`[data-testid="row-detail"][href*="${instanceId}"]`) });
  await expect.poll(() => row.locator('[data-testid="result-tag"]').first().getAttribute('data-result'), { timeout: 15_000 }).toBe('4');
  await shot(student, `${name}-mine`);
  return row.locator('[data-testid="result-tag"]').first().getAttribute('data-result');
}

describe('the initiator cancels', () => {
  it('from the detail page after a confirm dialog (1440×900, zh)', async () => {
    expect(await cancelScenario(DESK, 'zh', 'bpm-cancel-desk-zh')).toBe('4');
  });

  it('the same on a phone (390×844, en)', async () => {
    expect(await cancelScenario(PHONE, 'en', 'bpm-cancel-phone-en')).toBe('4');
  });
});

describe('the approver withdraws', () => {
  it('takes a pass back while the next step is untouched, and no longer once it was handled', async () => {
    const student = await signedIn(await browsers.context(), 'student1');
    const instanceId = await startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '志愿者招募'));
    const head = await signedIn(await browsers.context(), 'zhangwei');
    const signer = await signedIn(await browsers.context(), 'lihua');

    await openTask(head, instanceId);
    await operate(head, 'pass', { opinion: '同意' });
    expect(await todoCount(signer, instanceId)).toBe(1);

    await openDetail(head, instanceId);
    await head.getByTestId('detail-withdraw').click();
    await head.getByTestId('withdraw-reason').fill('材料需补充');
    await shot(head, 'bpm-withdraw-confirm');
    await head.getByTestId('withdraw-ok').click();
    const answer = head.locator('.ant-modal').filter({ has: head.getByTestId('answer-ok') });
    await expect.poll(() => answer.textContent()).toContain('部门领导审核');
    // OK opens the task that came back.
    await head.getByTestId('answer-ok').click();
    await expectPath(head, /^\/bpm\/task\/approve$/);
    await head.getByTestId('op-pass').waitFor();
    expect(await todoCount(signer, instanceId)).toBe(0);
    expect(await todoCount(head, instanceId)).toBe(1);

    await openTask(head, instanceId);
    await operate(head, 'pass', { opinion: '补充后同意' });
    await openDetail(head, instanceId);
    await settled(head);
    // The signer has not acted yet: still withdrawable.
    await head.getByTestId('detail-withdraw').waitFor();
    await openTask(signer, instanceId);
    await operate(signer, 'pass', { opinion: '同意' });
    await openDetail(head, instanceId);
    await settled(head);
    expect(await head.getByTestId('detail-withdraw').count()).toBe(0);
    await head.goto('/bpm/task/done');
    const doneRow = head.getByTestId('bpm-row').filter({ has: head.locator(`[data-testid="row-detail"][href*="${instanceId}"]`) });
    await expect.poll(() => doneRow.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await doneRow.getByTestId('row-withdraw').count()).toBe(0);
    await shot(head, 'bpm-withdraw-done-list');
  });
});
