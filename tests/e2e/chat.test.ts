/**
 * The help assistant and the user manual (issue #17) in Chromium: a student asks the portal's sytchat how
 * to take leave and starts the service from the answer's card; on a phone in English the FAQ answers, an
 * unknown question says so and offers questions that work; the todo and progress questions are answered
 * from the student's own data; the hall's userManual shows the published sections, searches them and
 * marks the one the assistant linked. Desk 1440 and phone 390, zh and en, each screenshotted.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { DESK, PHONE, shot, signedIn } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const answers = (page: Page) => page.getByTestId('chat-answer');

async function ask(page: Page, question: string): Promise<void> {
  const before = await answers(page).count();
  await page.getByTestId('chat-input').fill(question);
  await page.getByTestId('chat-send').click();
  await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(before + 1);
}

const lastLead = (page: Page) => answers(page).last().getByTestId('chat-answer-lead');

describe('the robot chat', () => {
  it('answers which service takes leave and starts it from the card (portal sytchat, 1440, zh)', async () => {
    const page = await signedIn(await browsers.context(), 'student1', DESK, 'zh');
    await page.goto('/portal/index/sytchat');
    await page.getByTestId('chat-welcome').waitFor();
    // The FAQ's questions are offered before the first question.
    await expect.poll(() => page.getByTestId('chat-suggestion').allTextContents(), { timeout: 15_000 }).toContain('忘记密码怎么办？');
    await ask(page, '怎么请假？');
    expect(await lastLead(page).getAttribute('data-kind')).toBe('answer');
    const card = answers(page).first().locator('[data-testid="chat-card"][data-type="service"]', { hasText: '请假申请' });
    await card.waitFor();
    await ask(page, '我有几个待办');
    expect(await lastLead(page).getAttribute('data-kind')).toBe('todo');
    await shot(page, 'chat-portal-1440-zh');
    await card.getByTestId('chat-card-start').click();
    await page.waitForURL(/\/service\/index\/create\?processDefinitionId=/);
  }, 90_000);

  it('answers from the FAQ, says when it does not know, and a suggestion asks again (hall sytchat, 390, en)', async () => {
    const page = await signedIn(await browsers.context(), 'student1', PHONE, 'en');
    await page.goto('/service/index/sytchat');
    await page.getByTestId('chat-welcome').waitFor();
    await ask(page, 'How do I reset my password?');
    await answers(page).last().locator('[data-testid="chat-card"][data-type="faq"]', { hasText: 'I forgot my password' }).waitFor();
    await ask(page, 'What is the meaning of life?');
    expect(await lastLead(page).getAttribute('data-kind')).toBe('unknown');
    expect(await lastLead(page).textContent()).toContain("Sorry, I don't know");
    const suggestion = answers(page).last().getByTestId('chat-suggestion').filter({ hasText: 'campus VPN' });
    await suggestion.click();
    await expect.poll(() => answers(page).count()).toBe(3);
    await expect.poll(() => lastLead(page).getAttribute('data-kind'), { timeout: 20_000 }).toBe('answer');
    await answers(page).last().locator('[data-testid="chat-card"][data-type="faq"]', { hasText: 'VPN' }).waitFor();
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'chat-hall-390-en');
  }, 90_000);

  it('tells the asker about their own processes and clears the conversation after a confirmation (desktop/sytchat, 390, zh)', async () => {
    const page = await signedIn(await browsers.context(), 'student1', PHONE, 'zh');
    await page.goto('/portal/index/desktop/sytchat');
    await page.getByTestId('chat-welcome').waitFor();
    await ask(page, '我的申请到哪一步了？');
    expect(await lastLead(page).getAttribute('data-kind')).toBe('processes');
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'chat-desktop-390-zh');
    await page.getByTestId('chat-clear').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await expect.poll(() => answers(page).count()).toBe(0);
  }, 90_000);

  it('answers the todo question in English at the desk (1440, en)', async () => {
    const page = await signedIn(await browsers.context(), 'teacher1', DESK, 'en');
    await page.goto('/service/index/sytchat');
    await ask(page, 'my pending tasks');
    expect(await lastLead(page).getAttribute('data-kind')).toBe('todo');
    expect(await lastLead(page).textContent()).toMatch(/You have (no tasks|\d+ tasks) to do/);
    await ask(page, 'where can I find the user manual');
    await shot(page, 'chat-hall-1440-en');
  }, 90_000);
});

describe('the user manual', () => {
  it('shows the published sections, searches them, and marks the section the assistant linked (1440, zh)', async () => {
    const page = await signedIn(await browsers.context(), 'student1', DESK, 'zh');
    await page.goto('/service/index/sytchat');
    await ask(page, '怎么查看审批记录和流程图');
    const link = answers(page).last().getByTestId('chat-card-manual').first();
    await link.click();
    await page.waitForURL(/\/service\/index\/userManual\?section=/);
    await page.locator('[data-testid="manual-section"].is-target', { hasText: '跟踪进度' }).waitFor();
    await shot(page, 'chat-manual-1440-zh');
    await page.getByTestId('manual-search').locator('input').fill('流程图');
    await expect.poll(() => page.getByTestId('manual-section').allTextContents()).toEqual([expect.stringContaining('跟踪进度')]);
  }, 90_000);

  it('is in English for an English reader on a phone (390, en)', async () => {
    const page = await signedIn(await browsers.context(), 'student1', PHONE, 'en');
    await page.goto('/service/index/userManual');
    await page.getByTestId('manual-section').filter({ hasText: 'Finding a service' }).waitFor();
    expect(await page.getByTestId('manual-section').filter({ hasText: '查找服务' }).count()).toBe(0);
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await shot(page, 'chat-manual-390-en');
  }, 90_000);
});
