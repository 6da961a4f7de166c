/**
 * Steps of the approval scenarios in Chromium, as a person takes them: sign in at a size and language,
 * fill the seeded start forms (the pickers clicked, not typed: their inputs are read-only), start from
 * 发起流程, open a task from 待办, run an operation through its dialog (people from the person picker).
 */
import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { comingWeekday, TWO_DAYS } from '../../api/demo-leave.ts';
import { screenshot } from './browser.ts';
import { expectPath, loginAs } from './session.ts';

export type Size = { width: number; height: number };
export const DESK: Size = { width: 1440, height: 900 };
export const PHONE: Size = { width: 390, height: 844 };
/** A test's limit for a flow through five people's sign-ins and approvals (a countersign of three, a delegation and a transfer): about 2 min alone on a slow two-core machine. */
export const LONG_FLOW_MS = 300_000;
export type Lang = 'zh' | 'en';

export async function signedIn(context: BrowserContext, user: string, size: Size = DESK, lang: Lang = 'zh'): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await loginAs(page, user);
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
  if (size.width < 768) {
    // On a phone the menu is a drawer that starts closed, so the page has the whole width: nothing to fold.
    await page.goto('/bpm/task/todo');
    await page.locator('[data-testid="collapse-toggle"][aria-expanded="false"]').waitFor();
  }
  return page;
}

/**
 * Waits until no spinner or fading table is left and the page's finite animations and transitions have
 * ended (a looping one never does: at most 300 ms for those), so a screenshot shows the settled page.
 */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-spin-blur, .ant-skeleton-active').count(), { timeout: 15_000 }).toBe(0);
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 300 })
    .catch(() => undefined);
}

export async function shot(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, name);
}

/** The open picker's panel (the dropdown rendered at the end of the body). */
const dropdown = (page: Page) => page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last();

/**
 * Clicks a day cell of the open picker as a person does: only what is on screen counts (a phone shows a
 * range picker's first month alone, the second is in the page but hidden), and the shown month's own
 * arrows page towards the day, a month at a time, until its cell appears.
 */
async function clickDay(page: Page, day: string): Promise<void> {
  const shownDays = dropdown(page).locator('.ant-picker-panel:visible .ant-picker-cell-in-view:visible');
  const cell = shownDays.and(page.locator(`[title="${day}"]`)).first();
  for (let months = 0; months < 12 && (await cell.count()) === 0; months++) {
    const titles = await shownDays.evaluateAll((cells) => cells.map((c) => c.getAttribute('title') ?? ''));
    // ISO days compare as text: the day lies after the shown month(s) when it is past their last day.
    const forward = titles.length === 0 || day > (titles.at(-1) ?? '');
    await dropdown(page).locator(`.ant-picker-header-${forward ? 'next' : 'prev'}-btn:visible`).first().click();
  }
  await cell.click();
}

export async function pickDate(page: Page, field: string, day: string): Promise<void> {
  await page.locator(`[data-widget="${field}"] .ant-picker`).click();
  await clickDay(page, day);
}

export async function pickRange(page: Page, field: string, [from, to]: readonly [string, string]): Promise<void> {
  await page.locator(`[data-widget="${field}"] .ant-picker`).click();
  await clickDay(page, from);
  await clickDay(page, to);
  await expect.poll(() => page.locator(`[data-widget="${field}"] input`).first().inputValue()).toBe(from);
}

/**
 * The seeded leave request's start form: the working days of a coming Monday–Tuesday and a reason. The
 * applicant is not typed: it shows the signed-in user's name (`applicant`), read-only.
 */
export async function fillLeaveForm(page: Page, applicant = '马小明', period: readonly [string, string] = TWO_DAYS): Promise<void> {
  const name = page.locator('[data-widget="applicant"] input');
  await expect.poll(() => name.inputValue()).toBe(applicant);
  expect(await name.isEditable()).toBe(false);
  await pickRange(page, 'period', period);
  await page.locator('[data-widget="reason"] textarea').fill('回家探亲');
}

/** 学生活动申请's start form. */
export async function fillActivityForm(page: Page, name: string): Promise<void> {
  await page.locator('[data-widget="activityName"] input').fill(name);
  await pickDate(page, 'activityDate', comingWeekday(2));
  await page.locator('[data-widget="plan"] textarea').fill('周六在实验楼举办，报名已满');
}

/**
 * 发起流程 → the process card → the form (filled by `fill`) → the preview has settled → submit and
 * confirm → the new instance's detail. Answers the instance id.
 */
export async function startProcess(page: Page, key: string, fill: (page: Page) => Promise<void>, before?: (page: Page) => Promise<void>): Promise<string> {
  await page.goto('/bpm/process-instance/createlist');
  // The card in its category: a process started before is also under 最近使用 (and a starred one under 我的收藏).
  await page.getByTestId('process-category').locator(`[data-testid="process-card"][data-key="${key}"]`).click();
  await expectPath(page, /^\/bpm\/process-instance\/create$/);
  await page.getByTestId('bpm-create').waitFor();
  await fill(page);
  await page.getByTestId('preview-users').first().waitFor();
  await before?.(page);
  await page.getByTestId('start-submit').click();
  await page.getByTestId('confirm-ok').click();
  // The detail page, or the start's refusal in an error dialog, named in the failure instead of a bare path mismatch.
  const refusal = page.locator('.ant-modal-confirm-error .ant-modal-confirm-content');
  await expect
    .poll(async () => ((await refusal.count()) > 0 ? `refused: ${await refusal.first().textContent()}` : new URL(page.url()).pathname), { timeout: 30_000 })
    .toBe('/bpm/process-instance/detail');
  await page.getByTestId('bpm-detail').waitFor();
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  expect(id).not.toBe('');
  return id;
}

/** 待办's handle link of an instance (none when the person holds no task of it). */
export const todoHandle = (page: Page, instanceId: string): Locator => page.locator(`[data-testid="row-handle"][href*="${instanceId}"]`);

/** Opens 待办 and answers how many open tasks of the instance it lists (after the list has loaded). */
export async function todoCount(page: Page, instanceId: string): Promise<number> {
  await page.goto('/bpm/task/todo');
  await page.getByTestId('bpm-list-todo').waitFor();
  await settled(page);
  return todoHandle(page, instanceId).count();
}

/** 待办 → 办理 the instance's task → the approve page with its buttons. */
export async function openTask(page: Page, instanceId: string): Promise<void> {
  await page.goto('/bpm/task/todo');
  await page.getByTestId('bpm-list-todo').waitFor();
  await todoHandle(page, instanceId).click();
  await expectPath(page, /^\/bpm\/task\/approve$/);
  await page.getByTestId('approve-actions').locator('button').first().waitFor();
}

/** The codes of the operation buttons the approve page offers. */
export async function offeredButtons(page: Page): Promise<string[]> {
  const ids = await page.getByTestId('approve-actions').locator('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^op-/, ''));
}

/** In the open person picker: searches by name, selects the person, confirms. */
export async function choosePerson(page: Page, humanname: string): Promise<void> {
  const picker = page.locator('.ant-modal').filter({ has: page.getByTestId('person-chosen') });
  await picker.getByRole('textbox', { name: /姓名|Name/ }).fill(humanname);
  await picker.getByRole('textbox', { name: /姓名|Name/ }).press('Enter');
  const row = picker.locator('.ant-table-row').filter({ hasText: humanname });
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  await row.locator('.ant-radio-input, .ant-checkbox-input').check();
  await expect.poll(() => picker.getByTestId('person-chosen').textContent()).toContain(humanname);
  await picker.getByRole('button', { name: /^(确定|OK)$/ }).click();
  await picker.waitFor({ state: 'detached' });
}

export interface OperationSteps {
  opinion?: string;
  person?: string;
  /** A screenshot of the filled dialog. */
  shotName?: string;
}

/**
 * Runs an operation of the approve page through its dialog and answers the server's answer text;
 * its OK leads back to 待办.
 */
export async function operate(page: Page, code: string, steps: OperationSteps = {}): Promise<string> {
  await page.getByTestId(`op-${code}`).click();
  // The test id sits on the modal's root wrapper, which is never 'visible' itself: the modal is.
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('action-opinion') });
  await dialog.waitFor().catch(async (error: unknown) => {
    await screenshot(page, `failed-${code}-dialog`);
    throw error;
  });
  if (steps.person) {
    await page.getByTestId('choose-people').click();
    await choosePerson(page, steps.person);
    await expect.poll(() => dialog.locator('.ant-tag').allTextContents()).toContain(steps.person);
  }
  if (steps.opinion !== undefined) await page.getByTestId('action-opinion').fill(steps.opinion);
  if (steps.shotName) await shot(page, steps.shotName);
  await page.getByTestId('action-ok').click();
  const answer = page.locator('.ant-modal').filter({ has: page.getByTestId('answer-ok') });
  await answer.waitFor();
  const text = (await answer.textContent()) ?? '';
  await page.getByTestId('answer-ok').click();
  await expectPath(page, /^\/bpm\/task\/todo$/);
  return text;
}

/** The instance's detail, waiting for its header. */
export async function openDetail(page: Page, instanceId: string): Promise<void> {
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await page.getByTestId('detail-header').waitFor();
}

/** The timeline's task entries as [name + who + result code] texts, for asserting the record. */
export async function timelineTasks(page: Page): Promise<{ text: string; result: string }[]> {
  const entries = page.getByTestId('timeline-task');
  return entries.evaluateAll((nodes) => nodes.map((n) => ({ text: (n.textContent ?? '').replace(/\s+/g, ' '), result: n.getAttribute('data-result') ?? '' })));
}
