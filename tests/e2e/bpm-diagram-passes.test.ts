/**
 * Pass counts and the approve page's diagram, after a real return and resubmit on 场地借用申请: the
 * applicant's step and the head's review each ran twice, so the detail's diagram puts ×2 on both (and
 * nothing on the office's step, reached once). On the approve page of the office (吴霞), the folded
 * 流程图 section opens the same diagram with the office's step waiting and picked, the head's ×2 on it.
 * 1440×900 zh and en, 390×844 en and zh; screenshots of each.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { RESUBMIT_SAMPLE_KEY } from '../../src/server/bpm/definitions/sample-resubmit.ts';
import { comingWeekday } from '../api/demo-leave.ts';
import { browserPerFile } from './support/browser.ts';
import { passwordOf } from './support/session.ts';
import { DESK, openDetail, PHONE, shot, signedIn, type Lang, type Size } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: string; info: Record<string, any> };
  if (answer.code !== '00000') throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return { ...answer, token: response.headers.get('token') ?? '' };
}
const apiLogin = async (user: string) => (await post('/user/login', { username: user, password: passwordOf(user), uid: crypto.randomUUID() })).token;

/** Start, return to the applicant, resubmit, pass: answers the instance and the office's open task. */
async function returnedAndResubmitted(): Promise<{ instanceId: string; officeTask: string }> {
  const form = { venue: '报告厅', useDate: comingWeekday(3), purpose: '班级年度总结会' };
  const student = await apiLogin('student1');
  const head = await apiLogin('zhangwei');
  const started = await post('/bpmProcessInstance/create', { processDefinitionKey: RESUBMIT_SAMPLE_KEY, formData: form }, student);
  const instanceId = String(started.info.instanceId);
  const back = await post('/bpmTask/return', { id: started.info.tasks[0].id, target: 'initiator', reason: '请改到体育馆' }, head);
  const again = await post('/bpmTask/approve', { id: back.info.tasks[0].id, reason: '已改', formData: { ...form, venue: '体育馆' } }, student);
  const passed = await post('/bpmTask/approve', { id: again.info.tasks[0].id, reason: '同意' }, head);
  return { instanceId, officeTask: String(passed.info.tasks[0].id) };
}

const ready = (page: Page) => page.locator('[data-testid="process-diagram"][data-state="ready"]').waitFor({ timeout: 20_000 });
/** The ×n badge bpmn-js overlays on an element, or null without one. */
const passesOn = async (page: Page, id: string) => {
  const badge = page.locator(`.djs-overlays[data-container-id="${id}"] [data-testid="diagram-passes"]`);
  return (await badge.count()) === 0 ? null : badge.first().textContent();
};
const markOf = async (page: Page, id: string) => /fh-mark-(\w+)/.exec((await page.locator(`.djs-element[data-element-id="${id}"]`).first().getAttribute('class')) ?? '')?.[1] ?? null;

async function detailDiagram(page: Page, instanceId: string, name: string, lang: Lang) {
  await openDetail(page, instanceId);
  await ready(page);
  await expect.poll(() => passesOn(page, 'head_review')).toBe('×2');
  expect(await passesOn(page, 'apply')).toBe('×2');
  expect(await passesOn(page, 'office_confirm')).toBeNull();
  expect(await markOf(page, 'office_confirm')).toBe('todo');
  // The badge's tooltip says it in words, in the page's language.
  const title = await page.locator('.djs-overlays[data-container-id="head_review"] [data-testid="diagram-passes"]').getAttribute('title');
  expect(title).toContain('2');
  expect(/[\u4e00-\u9fff]/.test(title ?? '')).toBe(lang === 'zh');
  await page.locator('.djs-element[data-element-id="head_review"]').first().scrollIntoViewIfNeeded();
  await shot(page, `${name}-detail-passes`);
}

async function approveDiagram(page: Page, instanceId: string, taskId: string, name: string, size: Size): Promise<string | null> {
  await page.goto(`/bpm/task/approve?id=${instanceId}&taskId=${taskId}`);
  await page.getByTestId('bpm-approve').waitFor();
  const section = page.getByTestId('approve-diagram');
  await section.waitFor();
  if (size.width < 768) {
    // Folded on a phone: bpmn-js loads only when the approver opens it (open at once on wider screens).
    expect(await section.locator('[data-testid="process-diagram"]').count()).toBe(0);
    await section.locator('.ant-collapse-header').click();
  }
  await ready(page);
  await expect.poll(() => markOf(page, 'office_confirm')).toBe('todo');
  expect(await page.locator('.djs-element[data-element-id="office_confirm"]').first().getAttribute('class')).toContain('fh-selected');
  expect(await markOf(page, 'head_review')).toBe('done');
  await section.scrollIntoViewIfNeeded();
  await shot(page, `${name}-approve-diagram`);
  return passesOn(page, 'head_review');
}

/** Answers the head's pass badge as the approve page's diagram shows it. */
async function run(size: Size, lang: Lang, name: string): Promise<string | null> {
  const { instanceId, officeTask } = await returnedAndResubmitted();
  // A context per person: each keeps its own session and language.
  const student = await signedIn(await browsers.context(), 'student1', size, lang);
  await detailDiagram(student, instanceId, name, lang);
  await student.close();
  const office = await signedIn(await browsers.context(), 'wuxia', size, lang);
  const badge = await approveDiagram(office, instanceId, officeTask, name, size);
  await office.close();
  return badge;
}

describe('pass counts and the approve page diagram', () => {
  it('desk, zh', async () => {
    expect(await run(DESK, 'zh', 'bpm-passes-1440-zh')).toBe('×2');
  }, 180_000);
  it('desk, en', async () => {
    expect(await run(DESK, 'en', 'bpm-passes-1440-en')).toBe('×2');
  }, 180_000);
  it('phone, en', async () => {
    expect(await run(PHONE, 'en', 'bpm-passes-390-en')).toBe('×2');
  }, 180_000);
  it('phone, zh', async () => {
    expect(await run(PHONE, 'zh', 'bpm-passes-390-zh')).toBe('×2');
  }, 180_000);
});
