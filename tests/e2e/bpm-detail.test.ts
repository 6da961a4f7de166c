/**
 * The detail page's diagram after real flows. On a desk (1440×900, zh then en): student1's five-day leave
 * request passed by the head (张伟) with an opinion waits at the student affairs office: the start, the
 * head and the flows it took are green, the office and the flow into it blue, the end unmarked; hovering
 * the head shows the §9 box; the record and the diagram select each other; Ctrl+wheel zooms. On a phone
 * (390×844, touch, en then zh): a request the head did not pass is red at the head and at the end; a tap
 * shows the box, a pinch zooms, one finger pans, the zoom stays within 0.2–4.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { loginAs, passwordOf } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';
import { shot } from './support/bpm-flow.ts';

const baseURL = e2eBaseURL();
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const browsers = browserPerFile((browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { code: string; info: Record<string, any> };
  if (answer.code !== '00000') throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return { ...answer, token: response.headers.get('token') ?? '' };
}
const apiLogin = async (user: string) => (await post('/user/login', { username: user, password: passwordOf(user), uid: crypto.randomUUID() })).token;

/** A Monday one to two weeks ahead, and the day `plus` after it (the form refuses past days and weekends). */
function weekday(plus: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((8 - day.getUTCDay()) % 7) + plus);
  return day.toISOString().slice(0, 10);
}

/** A leave request of `days` working days by `student`, then the head's `operation` on it; answers the instance id. */
async function leaveHandledByHead(student: string, days: 2 | 5, operation: 'approve' | 'reject', reason: string): Promise<string> {
  const started = await post(
    '/bpmProcessInstance/create',
    { processDefinitionKey: 'leave_request', formData: { applicant: '马小明', leaveType: 1, period: [weekday(0), weekday(days - 1)], reason: '回家探亲' } },
    await apiLogin(student),
  );
  const head = await apiLogin('zhangwei');
  await post(`/bpmTask/${operation}`, { id: started.info.tasks[0].id, reason }, head);
  return String(started.info.instanceId);
}

async function useLanguage(page: Page, lang: 'zh' | 'en') {
  await page.evaluate((content) => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content, datetime: Date.now() })), lang);
  await page.reload();
}

async function openDetail(page: Page, instanceId: string) {
  await page.goto(`/bpm/process-instance/detail?id=${instanceId}`);
  await page.locator('[data-testid="process-diagram"][data-state="ready"]').waitFor({ timeout: 20_000 });
  await page.locator('[data-element-id="head_approve"]').waitFor();
}

const classOf = (page: Page, id: string) => page.locator(`.djs-element[data-element-id="${id}"]`).first().getAttribute('class');
const zoomOf = async (page: Page) => Number(await page.getByTestId('process-diagram').getAttribute('data-zoom'));

async function expectMarks(page: Page, marks: Record<string, string | null>) {
  const actual: Record<string, string | null> = {};
  for (const id of Object.keys(marks)) actual[id] = /fh-mark-(\w+)/.exec((await classOf(page, id)) ?? '')?.[1] ?? null;
  expect(actual).toEqual(marks);
}

describe('the detail page diagram', () => {
  it('colours a passed head and the waiting office, shows the hover box, ties the record to the diagram (1440×900, zh and en)', async () => {
    const instanceId = await leaveHandledByHead('student1', 5, 'approve', '同意，注意安全');
    const context: BrowserContext = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'student1');
    await openDetail(page, instanceId);

    await expectMarks(page, { start: 'done', to_head: 'done', head_approve: 'done', to_check: 'done', long_leave: 'done', to_office: 'todo', office_approve: 'todo', to_end: null, office_end: null, end: null });
    expect(await page.getByTestId('diagram-hint').textContent()).toContain('Ctrl + 鼠标滚轮缩放');

    await page.locator('[data-element-id="head_approve"]').first().hover();
    const box = page.getByTestId('diagram-overlay');
    await expect.poll(() => box.textContent()).toContain('审批人张伟');
    for (const text of ['结果已通过', '审批意见同意，注意安全', '接收时间', '办结时间']) expect(await box.textContent()).toContain(text);
    await shot(page, 'bpm-detail-desk-zh-hover');

    await page.locator('[data-element-id="start"]').first().hover();
    await expect.poll(() => box.textContent()).toContain('发起人');
    expect(await box.textContent()).toContain('发起时间');

    // The diagram picks the record's entries…
    await page.locator('[data-element-id="office_approve"]').first().click();
    await expect.poll(() => page.locator('[data-testid="timeline-task"][data-activity="office_approve"]').getAttribute('data-selected')).toBe('true');
    expect(await page.locator('[data-testid="timeline-task"][data-activity="head_approve"]').getAttribute('data-selected')).toBeNull();
    // …and an entry picks its node, which is centred.
    await page.getByTestId('process-diagram').hover({ position: { x: 5, y: 380 } });
    await page.locator('[data-testid="timeline-task"][data-activity="head_approve"]').click();
    await expect.poll(() => classOf(page, 'head_approve')).toContain('fh-selected');
    expect(await classOf(page, 'office_approve')).not.toContain('fh-selected');
    const frame = (await page.getByTestId('process-diagram').boundingBox())!;
    const node = (await page.locator('[data-element-id="head_approve"]').first().boundingBox())!;
    expect(Math.abs(node.x + node.width / 2 - (frame.x + frame.width / 2))).toBeLessThan(4);
    await shot(page, 'bpm-detail-desk-zh');

    // Ctrl+wheel zooms in, within the bound.
    const before = await zoomOf(page);
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.keyboard.down('Control');
    for (let i = 0; i < 30; i++) await page.mouse.wheel(0, -200);
    await page.keyboard.up('Control');
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before);
    expect(await zoomOf(page)).toBeLessThanOrEqual(4);

    await useLanguage(page, 'en');
    await page.locator('[data-testid="process-diagram"][data-state="ready"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('diagram-hint').textContent()).toContain('Ctrl + mouse wheel zooms');
    await page.locator('[data-element-id="head_approve"]').first().hover();
    await expect.poll(() => box.textContent()).toContain('Approver张伟');
    expect(await box.textContent()).toContain('ResultPassed');
    await shot(page, 'bpm-detail-desk-en-hover');
    await context.close();
  });

  it('colours a head that did not pass and the end; tap, pinch and pan on a phone (390×844, en and zh)', async () => {
    const instanceId = await leaveHandledByHead('student2', 2, 'reject', '材料不全');
    // The phone is a touch screen (hasTouch, isMobile), which needs its own context of the same browser.
    const desk = await browsers.context();
    const context = await desk.browser()!.newContext({ baseURL, locale: 'zh-CN', viewport: PHONE, hasTouch: true, isMobile: true });
    await desk.close();
    const page = await context.newPage();
    await loginAs(page, 'student2');
    await page.evaluate(() => localStorage.setItem('flowhall-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })));
    await page.goto('/bpm/task/todo');
    await page.getByTestId('collapse-toggle').click();
    await openDetail(page, instanceId);

    await expectMarks(page, { start: 'done', to_head: 'done', head_approve: 'rejected', to_check: null, long_leave: null, office_approve: null, end: 'rejected' });
    expect(await page.getByTestId('diagram-hint').textContent()).toContain('Pinch to zoom');
    // Nothing of the diagram or the record is wider than the phone (the page would slide sideways).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const right = await page.evaluate(() => Math.max(...Array.from(document.querySelectorAll('.fh-timeline-entry, [data-testid="instance-diagram"]')).map((e) => e.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(390);

    // No hover on a phone: a tap selects the node and shows its box.
    await page.getByTestId('process-diagram').scrollIntoViewIfNeeded();
    await page.locator('[data-element-id="head_approve"]').first().tap();
    const box = page.getByTestId('diagram-overlay');
    await expect.poll(() => box.textContent()).toContain('Opinion材料不全');
    expect(await box.textContent()).toContain('ResultNot passed');
    expect(await page.locator('[data-testid="timeline-task"][data-activity="head_approve"]').getAttribute('data-selected')).toBe('true');
    await shot(page, 'bpm-detail-phone-en');

    // Two fingers spreading zoom in; one finger pans.
    const frame = (await page.getByTestId('process-diagram').boundingBox())!;
    const cx = frame.x + frame.width / 2;
    const cy = frame.y + frame.height / 2;
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
    const before = await zoomOf(page);
    await touch('touchStart', [{ x: cx - 20, y: cy }, { x: cx + 20, y: cy }]);
    for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x: cx - 20 - step * 10, y: cy }, { x: cx + 20 + step * 10, y: cy }]);
    await touch('touchEnd', []);
    await expect.poll(() => zoomOf(page)).toBeGreaterThan(before * 1.5);
    const start = (await page.locator('[data-element-id="start"]').first().boundingBox())!;
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let step = 1; step <= 5; step++) await touch('touchMove', [{ x: cx + step * 12, y: cy }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await page.locator('[data-element-id="start"]').first().boundingBox())!.x - start.x).toBeGreaterThan(40);

    // The zoom stays within 0.2–4 however far it is pushed.
    for (let i = 0; i < 45; i++) await page.getByTestId('diagram-zoom-in').click();
    expect(await zoomOf(page)).toBe(4);
    for (let i = 0; i < 45; i++) await page.getByTestId('diagram-zoom-out').click();
    expect(await zoomOf(page)).toBe(0.2);
    await page.getByTestId('diagram-fit').click();

    await useLanguage(page, 'zh');
    await page.locator('[data-testid="process-diagram"][data-state="ready"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('diagram-hint').textContent()).toContain('双指缩放');
    await page.locator('[data-element-id="end"]').first().tap();
    await expect.poll(() => box.textContent()).toContain('结果未通过');
    expect(await box.textContent()).toContain('结束时间');
    await shot(page, 'bpm-detail-phone-zh');
    await context.close();
  });
});
