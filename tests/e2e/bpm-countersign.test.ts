/**
 * A countersign of three in Chromium, on the seeded 学生活动申请: student3 starts it seeing the preview
 * name the head (陈静) and the three signers; the head passes; then 李华, 吴霞 and 周杰 pass one after
 * another. Before each pass only the current signer has it in 待办 (the later ones do not yet), after it
 * the signer finds it in 已办, the record shows one more signer passed and the instance still running;
 * it ends, passed, only after the third. The last signer works on a phone in English.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ACTIVITY_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-activity.ts';
import { browserPerFile } from './support/browser.ts';
import { DESK, fillActivityForm, LONG_FLOW_MS, openDetail, openTask, operate, PHONE, settled, shot, signedIn, startProcess, timelineTasks, todoCount } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

const SIGNERS = [
  { user: 'lihua', name: '李华' },
  { user: 'wuxia', name: '吴霞' },
  { user: 'zhoujie', name: '周杰' },
];

/** The record's 三方会签 entries: how many passed (result 2) and who holds the open one. */
async function signState(page: Page, instanceId: string) {
  await openDetail(page, instanceId);
  await settled(page);
  const signs = (await timelineTasks(page)).filter((entry) => entry.text.includes('三方会签'));
  return { passed: signs.filter((s) => s.result === '2').length, open: signs.filter((s) => s.result === '1').map((s) => s.text) };
}

describe('a countersign of three', () => {
  it('passes one signer at a time and moves on only after the third', async () => {
    const context = await browsers.context();
    const student = await signedIn(await browsers.context(), 'student3');
    const instanceId = await startProcess(student, ACTIVITY_SAMPLE_KEY, (page) => fillActivityForm(page, '算法竞赛集训'), async (page) => {
      const head = page.locator('[data-testid="preview-step"][data-activity="head_review"]');
      const sign = page.locator('[data-testid="preview-step"][data-activity="joint_sign"]');
      await expect.poll(() => head.textContent(), { timeout: 15_000 }).toContain('陈静');
      await expect.poll(() => sign.textContent()).toMatch(/李华.*吴霞.*周杰/);
      await shot(page, 'bpm-countersign-start');
    });

    const head = await signedIn(context, 'chenjing');
    await openTask(head, instanceId);
    const afterHead = await operate(head, 'pass', { opinion: '同意举办' });
    expect(afterHead).toContain('三方会签');

    const pages: Page[] = [];
    for (const [i, signer] of SIGNERS.entries()) {
      // The last signer works on a phone in English: cards, a bottom bar, the other language.
      pages.push(await signedIn(await browsers.context(), signer.user, i === 2 ? PHONE : DESK, i === 2 ? 'en' : 'zh'));
    }
    for (const [i, signer] of SIGNERS.entries()) {
      const page = pages[i]!;
      expect([signer.user, await todoCount(page, instanceId)]).toEqual([signer.user, 1]);
      for (const later of pages.slice(i + 1)) expect(await todoCount(later, instanceId)).toBe(0);
      const before = await signState(student, instanceId);
      expect(before.passed).toBe(i);
      expect(before.open).toHaveLength(1);
      expect(before.open[0]).toContain(signer.name);
      await shot(student, `bpm-countersign-detail-${i}`);

      await openTask(page, instanceId);
      await shot(page, `bpm-countersign-approve-${signer.user}`);
      const answer = await operate(page, 'pass', { opinion: `${signer.name}同意`, ...(i === 1 ? { shotName: 'bpm-countersign-dialog' } : {}) });
      // Until the third the answer names the next step; the third's (in English) says the process passed.
      expect(answer).toMatch(i < 2 ? /流程继续，下一步：三方会签/ : /The process has ended: Passed/);
      expect(await todoCount(page, instanceId)).toBe(0);
      await page.goto('/bpm/task/done');
      await page.locator(`[data-testid="bpm-list-done"] [data-testid="row-detail"][href*="${instanceId}"]`).waitFor();
    }
    await shot(pages[2]!, 'bpm-countersign-phone-done');

    const after = await signState(student, instanceId);
    expect(after).toEqual({ passed: 3, open: [] });
    await expect.poll(() => student.getByTestId('detail-result').locator('[data-result]').getAttribute('data-result')).toBe('2');
    await student.getByTestId('timeline-end').waitFor();
    const opinions = await student.getByTestId('timeline-opinion').allTextContents();
    for (const signer of SIGNERS) expect(opinions.join('|')).toContain(`${signer.name}同意`);
    await shot(student, 'bpm-countersign-detail-finished');
  }, LONG_FLOW_MS);
});
