/**
 * Delegate and transfer in Chromium, on the seeded 学生活动申请 started by student5 (head: 赵敏). The head
 * delegates to 何老师 through the person picker: the task leaves the head's 待办 and reaches 何老师's
 * (on a phone, in English), whose pass hands it back to the head, not onward. The head then transfers
 * it to 刘洋: it leaves the head for good, and 刘洋's pass moves the process on to the countersign.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, LONG_FLOW_MS, offeredButtons, openDetail, openTask, operate, PHONE, settled, shot, signedIn, startProcess, timelineTasks, todoCount } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

/** The record's entries of the head's step, as text, with their result codes. */
async function headEntries(page: Page, instanceId: string) {
  await openDetail(page, instanceId);
  await settled(page);
  return (await timelineTasks(page)).filter((entry) => entry.text.includes('部门领导审核'));
}

describe('delegate and transfer', () => {
  it('a delegate\'s pass returns the task to the owner; a transfer moves it for good', async () => {
    const student = await signedIn(await browsers.context(), 'student5');
    const instanceId = await startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '会计知识竞赛'));

    const head = await signedIn(await browsers.context(), 'zhaomin');
    const delegate = await signedIn(await browsers.context(), 'teacher2', PHONE, 'en');
    const successor = await signedIn(await browsers.context(), 'liuyang');

    await openTask(head, instanceId);
    const delegated = await operate(head, 'delegate', { person: '何老师', opinion: '请何老师先审核', shotName: 'bpm-handover-delegate-dialog' });
    expect(delegated).toContain('部门领导审核');
    expect(await todoCount(head, instanceId)).toBe(0);
    expect(await todoCount(delegate, instanceId)).toBe(1);
    const whileDelegated = await headEntries(student, instanceId);
    expect(whileDelegated.at(-1)?.text).toMatch(/何老师.*由 赵敏 委派/);
    await shot(student, 'bpm-handover-delegated-detail');

    // The delegate works on a phone: the record says whose task it is.
    await openTask(delegate, instanceId);
    await expect.poll(() => delegate.getByTestId('bpm-approve').textContent()).toContain('delegated by 赵敏');
    // A delegate only decides: pass and not pass, nothing the owner's step offers besides (the server refuses the rest too).
    expect(await offeredButtons(delegate)).toEqual(['pass', 'notPass']);
    expect(await delegate.getByTestId('task-delegated').textContent()).toContain('赵敏');
    await shot(delegate, 'bpm-handover-delegate-phone');
    const passedBack = await operate(delegate, 'pass', { opinion: 'Checked, fine' });
    // Still the head's step: the delegate's pass did not move the process on.
    expect(passedBack).toContain('部门领导审核');
    expect(await todoCount(delegate, instanceId)).toBe(0);
    expect(await todoCount(head, instanceId)).toBe(1);
    const back = await headEntries(student, instanceId);
    // The head's delegation (6), the delegate's pass (2), and the head's task open again (1).
    expect(back.map((e) => e.result)).toEqual(['6', '2', '1']);
    expect(back.at(-1)?.text).toContain('赵敏');

    await openTask(head, instanceId);
    await shot(head, 'bpm-handover-back-to-owner');
    const transferred = await operate(head, 'transfer', { person: '刘洋', opinion: '转刘洋处理', shotName: 'bpm-handover-transfer-dialog' });
    expect(transferred).toContain('部门领导审核');
    expect(await todoCount(head, instanceId)).toBe(0);
    expect(await todoCount(successor, instanceId)).toBe(1);
    const moved = await headEntries(student, instanceId);
    expect(moved.map((e) => e.result)).toEqual(['6', '2', '7', '1']);
    expect(moved[2]?.text).toMatch(/赵敏.*转刘洋处理/);
    expect(moved.at(-1)?.text).toContain('刘洋');

    await openTask(successor, instanceId);
    const onward = await operate(successor, 'pass', { opinion: '同意' });
    expect(onward).toContain('三方会签');
    // For good: the head gets nothing back after the new owner's pass.
    expect(await todoCount(head, instanceId)).toBe(0);
    await openDetail(student, instanceId);
    await settled(student);
    const open = (await timelineTasks(student)).filter((e) => e.result === '1');
    expect(open.map((e) => e.text)).toEqual([expect.stringMatching(/三方会签.*李华/)]);
    await shot(student, 'bpm-handover-detail');
  }, LONG_FLOW_MS);
});
