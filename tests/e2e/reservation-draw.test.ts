/**
 * Resource reservation and the public lucky draw in Chromium (issue #17). A student books a weekly slot
 * in the hall's week grid; the week another person holds is reported as taken and the others show as
 * theirs; their reservations list shows the series. The public /choujiang screen (no login) shows the
 * published winners, and reveals a winner the administrator draws meanwhile. Screenshots at 1440 and
 * 390, zh and en.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './support/credentials.ts';
import { loginAs, openShell } from './support/session.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const DESK = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));

async function api(path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const answer = { token: response.headers.get('token') ?? '', ...((await response.json()) as { code: string; info: any }) };
  return answer;
}
async function must(path: string, body: unknown, token: string) {
  const answer = await api(path, body, token);
  expect(answer.code, `${path} ${JSON.stringify(answer)}`).toBe('00000');
  return answer.info;
}
const login = async (username: string) => (await api('/user/login', { username, password: username === 'admin' ? E2E_ADMIN_PASSWORD : E2E_DEMO_PASSWORD, uid: crypto.randomUUID() })).token;

const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const plus = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00`);
  d.setDate(d.getDate() + days);
  return iso(d);
};
/** Wednesday of next week: always in the future, always in the grid after one "next week". */
const nextWednesday = () => {
  const today = iso(new Date());
  const monday = plus(today, -((new Date(`${today}T00:00:00`).getDay() + 6) % 7));
  return plus(monday, 9);
};

let admin = '';
let drawId = '';
let secondPrize = '';
const ROOM = '图书馆研讨室 E2E';

beforeAll(async () => {
  admin = await login('admin');
  const room = await must('/sytResource/edit', { name: ROOM, resourceType: 'room', location: '图书馆 3 楼 301', capacity: 10, openTime: '08:00', closeTime: '22:00', maxWeeks: 8, description: '配有投影与白板' }, admin);
  await must('/sytResource/edit', { name: '便携投影仪', resourceType: 'equipment', location: '教务处', capacity: 0, openTime: '08:00', closeTime: '18:00' }, admin);
  for (const [name, startTime, endTime] of [['上午', '09:00', '11:00'], ['下午', '14:00', '16:00'], ['晚上', '19:00', '21:00']]) {
    await must('/sytResourProjectTime/edit', { resourceId: room.id, name, startTime, endTime, weekdays: '1,2,3,4,5' }, admin);
  }
  const detail = await must('/resourceReservation/detail', { id: room.id }, admin);
  const morning = detail.slots.find((s: { startTime: string }) => s.startTime === '09:00').id;
  const afternoon = detail.slots.find((s: { startTime: string }) => s.startTime === '14:00').id;
  // Another student holds the second week's morning, and next Thursday afternoon.
  const student2 = await login('student2');
  await must('/resourceReservation/apply', { resourceId: room.id, slotId: morning, date: plus(nextWednesday(), 7), purpose: '社团例会' }, student2);
  await must('/resourceReservation/apply', { resourceId: room.id, slotId: afternoon, date: plus(nextWednesday(), 1), purpose: '小组作业' }, student2);

  const now = Date.now();
  drawId = (await must('/sytLuckyDraw/edit', { name: '2026 迎新晚会抽奖', startAt: new Date(now - 3600_000).toISOString(), endAt: new Date(now + 7 * 86_400_000).toISOString(), published: true }, admin)).id;
  const first = (await must('/sytLuckyDrawAwards/edit', { drawId, name: '一等奖', level: 1, stock: 2 }, admin)).id;
  secondPrize = (await must('/sytLuckyDrawAwards/edit', { drawId, name: '二等奖', level: 2, stock: 6 }, admin)).id;
  await must('/luckyDraw/addParticipators', { drawId, rolecode: 'student' }, admin);
  await must('/luckyDraw/addParticipators', { drawId, rolecode: 'teacher' }, admin);
  await must('/luckyDraw/draw', { drawId, awardId: first, count: 2 }, admin);
  await must('/luckyDraw/draw', { drawId, awardId: secondPrize, count: 3 }, admin);
});

/** The shell keeps its language switch in the top bar at desk width. */
async function toEnglish(page: Page) {
  await page.setViewportSize(DESK);
  await page.getByTestId('language-switch').first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
}

async function shoot(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const lang of ['zh', 'en'] as const) {
    if (lang === 'en') await toEnglish(page);
    for (const [size, viewport] of [['1440', DESK], ['390', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await ready();
      await screenshot(page, `${name}-${size}-${lang}`);
    }
  }
  await page.setViewportSize(DESK);
  await page.getByTestId('language-switch').first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^zh/);
}

describe('resource reservation', () => {
  it('a student books a weekly slot in the grid; the taken week is reported, the rest are theirs', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await loginAs(page, 'student1');
    await page.goto('/service/index/recourse');
    await page.getByTestId(`resv-book-${ROOM}`).click();
    await page.getByTestId('reservation-booking').waitFor();
    await page.getByTestId('resv-next').click();
    const date = nextWednesday();
    await page.getByTestId(`resv-cell-${date}-09:00`).click();
    await page.getByTestId('resv-purpose').fill('毕业设计讨论');
    await page.getByTestId('resv-repeat').click();
    await page.getByTestId('resv-until').fill(plus(date, 14));
    await page.getByRole('button', { name: '提交预约' }).click();
    const report = page.getByTestId('resv-report');
    await expect.poll(() => report.locator('li').count()).toBe(3);
    await expect.poll(() => report.textContent()).toContain(`${plus(date, 7)}已被预约`);
    await screenshot(page, 'reservation-report-1440-zh');
    await page.keyboard.press('Escape');
    await report.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId(`resv-cell-${date}-09:00`).textContent()).toBe('我的预约');
    await expect.poll(() => page.getByTestId(`resv-cell-${plus(date, 1)}-14:00`).textContent()).not.toBe('可预约');
    await shoot(page, 'reservation-booking', () => page.getByTestId(`resv-cell-${date}-09:00`).waitFor());

    await page.goto('/service/index/recourseApplyLog');
    await expect.poll(() => page.locator('[data-testid="reservation-log"] .ant-table-row').count()).toBe(2);
    await shoot(page, 'reservation-mine', () => page.locator('[data-testid="reservation-log"] .ant-table-row').first().waitFor());
    await page.goto('/service/index/recourse');
    await shoot(page, 'reservation-list', () => page.getByTestId(`resv-book-${ROOM}`).waitFor());
    await context.close();
  });
});

describe('public lucky draw (/choujiang)', () => {
  it('shows the published winners without login and reveals a new draw', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await page.goto(`/choujiang?id=${drawId}`);
    await page.getByTestId('lucky-draw-latest').waitFor();
    const listed = () => page.locator('.fh-draw-winner').count();
    await expect.poll(listed).toBe(5);
    expect(await page.locator('body').textContent()).toMatch(/\*/);
    await shoot(page, 'lucky-draw-public', () => page.getByTestId('lucky-draw-latest').waitFor());
    // The administrator draws on the console; the screen rolls and shows the new winner.
    await must('/luckyDraw/draw', { drawId, awardId: secondPrize }, admin);
    await expect.poll(listed, { timeout: 15_000 }).toBe(6);
    await context.close();
  });
});

describe('administration', () => {
  it('draws on the console (the server picks) and reads the usage statistics', async () => {
    const context = await browsers.context();
    const page = await context.newPage();
    await openShell(page, 'admin');
    await page.goto('/luckyDraw/luckyDrawWinnerList');
    const rows = page.locator('[data-testid="lucky-draw-console"] .ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(6);
    const before = await rows.count();
    await page.getByTestId('lucky-draw-award-select').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '二等奖' }).click();
    await page.getByTestId('lucky-draw-draw').click();
    await expect.poll(() => rows.count()).toBe(before + 1);
    await shoot(page, 'lucky-draw-console', () => rows.first().waitFor());

    await page.goto('/resourceReservation/resourceStatistics');
    const stats = page.locator('[data-testid="reservation-stats"] .ant-table-row');
    await expect.poll(() => stats.count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('resv-stats-total').textContent()).toMatch(/\d/);
    await shoot(page, 'reservation-stats', () => stats.first().waitFor());
    await context.close();
  });
});
