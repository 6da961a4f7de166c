/**
 * Urge reaching the bell, and a CC recipient reading it, in Chromium (spec platform-shell.md §2.7).
 * Urge: student6 (曹雪) urges 学生活动申请 from the detail page; a second urge at once is refused saying
 * when the next is possible; the head 孙丽's bell lists the 催办 message naming 曹雪, and opening it lands
 * on the approve page of that very task, after which it is no longer unread. CC: 学生活动申请 copies the
 * class teacher 黄老师 when it is submitted; in 抄送我的 the row is unread, opening its detail reads it;
 * the bell's 抄送 message opens the process detail; the list is seen on a phone in English too. A
 * student has 抄送我的 in the menu (empty until someone copies them).
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, openDetail, PHONE, settled, shot, signedIn, startProcess } from './support/bpm-flow.ts';
import { expectPath } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function openBell(page: Page): Promise<Locator> {
  await page.getByTestId('notice-bell').click();
  const list = page.getByTestId('notice-list');
  await list.waitFor();
  await settled(page);
  return list;
}

/** The detail page's confirm (reason, OK) for urge or cancel. */
async function confirmWithReason(page: Page, reason: string) {
  await page.getByTestId('act-reason').fill(reason);
  await page.getByTestId('confirm-ok').click();
}

describe('urge reaching the bell', () => {
  it('the initiator urges from the detail; the head\'s bell shows the 催办 message, which opens the approve page', async () => {
    const student = await signedIn(await browsers.context(), 'student6');
    const instanceId = await startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '金融沙龙'));
    await openDetail(student, instanceId);
    await student.getByTestId('detail-urge').click();
    await student.locator('.ant-modal').filter({ hasText: '确定催办当前处理人吗？' }).waitFor();
    await shot(student, 'bpm-urge-confirm');
    await confirmWithReason(student, '周五前需要场地');
    await student.getByText('已催办 1 个任务').waitFor();

    // At once again: refused, saying when the next urge is possible.
    await student.getByTestId('detail-urge').click();
    await confirmWithReason(student, '再催一次');
    const refusal = student.locator('.ant-modal-confirm-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('催办过于频繁，请 10 分钟后再试');
    await shot(student, 'bpm-urge-too-often');

    const head = await signedIn(await browsers.context(), 'sunli');
    await head.goto('/bpm/task/todo');
    const list = await openBell(head);
    const urge = list.getByRole('button').filter({ hasText: '催办：请尽快处理学生活动申请「部门领导审核」（曹雪催办）' });
    await expect.poll(() => urge.count(), { timeout: 15_000 }).toBe(1);
    // The type line names the type (催办), not its code.
    expect(await urge.textContent()).toMatch(/催办 · /);
    await shot(head, 'bpm-urge-bell');
    await urge.click();
    await expectPath(head, /^\/bpm\/task\/approve$/);
    const target = new URL(head.url());
    expect(target.searchParams.get('id')).toBe(instanceId);
    expect(target.searchParams.get('taskId')).not.toBeNull();
    await head.getByTestId('op-pass').waitFor();
    await expect.poll(() => head.getByTestId('bpm-approve').textContent()).toContain('学生活动申请 · 部门领导审核');
    await shot(head, 'bpm-urge-approve');
    // Opened: the message is read, so the bell no longer lists it.
    const after = await openBell(head);
    expect(await after.getByRole('button').filter({ hasText: '（曹雪催办）' }).count()).toBe(0);
  });
});

describe('a CC recipient reading it', () => {
  it('sees the copy unread in 抄送我的, opens the detail, and it is read', async () => {
    const student = await signedIn(await browsers.context(), 'student2');
    // Students hold 抄送我的 beside their other process entries; nobody copied student2: the empty state.
    await student.goto('/bpm/task/copy');
    await expect.poll(() => student.getByTestId('side-menu').textContent()).toContain('抄送我的');
    await student.getByTestId('bpm-list-copy').locator('.ant-empty-description').filter({ hasText: '暂无数据' }).first().waitFor();
    await shot(student, 'bpm-copy-student-empty');
    const instanceId = await startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '摄影展'));

    const teacher = await signedIn(await browsers.context(), 'teacher1');
    await teacher.goto('/bpm/task/copy');
    const row = teacher.getByTestId('bpm-row').filter({ has: teacher.locator(`[data-testid="row-detail"][href*="${instanceId}"]`) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('未读');
    expect(await row.textContent()).toContain('杨小红');
    expect(await row.getAttribute('class')).toContain('fh-bpm-unread');
    await shot(teacher, 'bpm-copy-unread');

    await row.getByTestId('row-detail').click();
    await expectPath(teacher, /^\/bpm\/process-instance\/detail$/);
    await teacher.getByTestId('detail-header').waitFor();
    expect(new URL(teacher.url()).searchParams.get('id')).toBe(instanceId);
    await expect.poll(() => teacher.getByTestId('instance-timeline').textContent()).toContain('抄送：黄老师');
    // A copy's reader is not the initiator: no cancel or urge.
    expect(await teacher.getByTestId('detail-cancel').count()).toBe(0);
    await shot(teacher, 'bpm-copy-detail');

    await teacher.goto('/bpm/task/copy');
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('已读');
    expect(await row.getAttribute('class')).not.toContain('fh-bpm-unread');
    expect(await row.getByTestId('row-mark-read').count()).toBe(0);
    await shot(teacher, 'bpm-copy-read');

    // The bell's 抄送 message opens the process detail.
    const list = await openBell(teacher);
    const copied = list.getByRole('button').filter({ hasText: '抄送：学生活动申请「部门领导审核」' }).first();
    expect(await copied.textContent()).toMatch(/抄送 · /);
    await copied.click();
    await expectPath(teacher, /^\/bpm\/process-instance\/detail$/);
    expect(new URL(teacher.url()).searchParams.get('id')).toBe(instanceId);

    // The same list on a phone, in English: cards, the copy read.
    const phone = await signedIn(await browsers.context(), 'teacher1', PHONE, 'en');
    await phone.goto('/bpm/task/copy');
    const card = phone.locator('.fh-bpm-card').filter({ has: phone.locator(`[data-testid="row-detail"][href*="${instanceId}"]`) });
    await expect.poll(() => card.locator('.ant-tag').allTextContents(), { timeout: 15_000 }).toContain('Read');
    expect(await card.locator('.ant-tag').allTextContents()).not.toContain('Unread');
    await shot(phone, 'bpm-copy-phone-en');
  }, 120_000);
});
