/**
 * The campus pages of issue #17 in Chromium. Address book: a student finds 黄老师 by pinyin (initials
 * "hls" also find 何老师), opens the card without the private mobile number (the server left it out), browses 软件工程系 in
 * the department view; the administrator sees the number and the export. School calendar: the term grid
 * (校历) marks the demo's National Day holidays and make-up Saturday, the month view and the event list
 * show week numbers; the timetable places student1's courses and cancels those on a holiday. /eduSchoolCalendar/setHolidays opens the
 * generated entity screens. Desk 1440 and phone 390, zh and en, each screenshotted.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { DESK, PHONE, settled, shot, signedIn, type Lang } from './support/bpm-flow.ts';
import { e2eBaseURL } from './support/server-url.ts';

const baseURL = e2eBaseURL();
const browsers = browserPerFile((browser: Browser) => browser.newContext({ baseURL, locale: 'zh-CN', viewport: DESK }));
const AUTUMN = 'term-2026-autumn';

const people = (page: Page) => page.getByTestId('address-book-person').locator('.ant-list-item-meta-title').allTextContents();
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('address book', () => {
  it('a student searches by pinyin and never sees a private field; the department view lists members (1440, zh)', async () => {
    const page = await signedIn(await browsers.context(), 'student1', DESK, 'zh');
    // Reached from the hall's own navigation.
    await page.goto('/service/index/service');
    await page.getByTestId('service-nav-more').click();
    await page.getByTestId('service-nav-addressBook').click();
    await page.getByTestId('address-book').waitFor();
    await expect.poll(async () => (await people(page)).length).toBeGreaterThan(5);
    expect(await people(page)).not.toContain('马小明');
    // Initials: 黄老师 and 何老师 are both "hls"; the whole pinyin tells them apart.
    await page.getByTestId('address-book-search').locator('input').fill('hls');
    await expect.poll(async () => (await people(page)).sort()).toEqual(['何老师', '黄老师'].sort());
    await shot(page, 'campus-address-book-1440-zh');
    await page.getByTestId('address-book-search').locator('input').fill('huangl');
    await expect.poll(() => people(page)).toEqual(['黄老师']);
    await page.getByTestId('address-book-person').first().click();
    const card = page.getByTestId('contact-card');
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('软件工程系');
    expect(await card.textContent()).not.toContain('13900000011');
    expect(await card.textContent()).not.toContain('手机');
    await shot(page, 'campus-contact-card-1440-zh');
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('address-book-export').count()).toBe(0);

    await page.goto('/service/index/TableTxlView/bumen');
    await page.getByTestId('address-book-tree').getByText('软件工程系', { exact: false }).first().click();
    await expect.poll(() => people(page)).toContain('黄老师');
    expect(await people(page)).not.toContain('何老师');
    await shot(page, 'campus-address-book-dept-1440-zh');
  }, 90_000);

  it('the administrator sees the mobile number and may export (1440, en)', async () => {
    const page = await signedIn(await browsers.context(), 'admin', DESK, 'en');
    await page.goto('/addressBbookView');
    await page.getByTestId('address-book').waitFor();
    await page.getByTestId('address-book-search').locator('input').fill('huang');
    await expect.poll(() => people(page)).toEqual(['黄老师']);
    await page.getByTestId('address-book-export').waitFor();
    await page.getByTestId('address-book-person').first().click();
    await expect.poll(() => page.getByTestId('contact-card').textContent()).toContain('13900000011');
    await shot(page, 'campus-address-book-admin-1440-en');
  }, 90_000);

  for (const lang of ['zh', 'en'] as Lang[]) {
    it(`fits a phone at 390×844 (${lang})`, async () => {
      const page = await signedIn(await browsers.context(), 'student1', PHONE, lang);
      await page.goto('/service/index/TableTxlView/bumen');
      await page.getByTestId('address-book-tree').waitFor();
      await settled(page);
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `campus-address-book-dept-390-${lang}`);
    }, 90_000);
  }
});

describe('school calendar', () => {
  for (const [size, lang] of [
    [DESK, 'zh'],
    [DESK, 'en'],
    [PHONE, 'zh'],
    [PHONE, 'en'],
  ] as const) {
    it(`shows the term grid with holidays, make-up days and week numbers (${size.width}, ${lang})`, async () => {
      const page = await signedIn(await browsers.context(), 'student1', size, lang);
      await page.goto(`/service/index/more-xiaoli?term=${AUTUMN}`);
      const grid = page.getByTestId('school-calendar-grid');
      await grid.waitFor();
      expect(await grid.locator('tbody tr').count()).toBe(18);
      // 1 October 2026 is a Thursday of week 4; Saturday 10 October a make-up workday in week 5.
      await expect.poll(() => grid.locator('tr[data-week="4"] td[data-day="2026-10-01"]').getAttribute('class')).toContain('is-holiday');
      expect(await grid.locator('tr[data-week="5"] td[data-day="2026-10-10"]').getAttribute('class')).toContain('is-workday');
      expect(await page.getByTestId('school-calendar-events').textContent()).toContain('国庆节');
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `campus-xiaoli-${size.width}-${lang}`);

      await page.goto('/service/index/calendar');
      await page.getByTestId('school-calendar-day').waitFor();
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `campus-calendar-${size.width}-${lang}`);

      await page.goto('/service/index/calendarlist');
      await page.getByTestId('school-calendar-events').waitFor();
      // The list says which teaching week each event falls in.
      await expect.poll(() => page.getByTestId('school-calendar-events').textContent()).toContain(lang === 'zh' ? '第4周' : 'Week 4');
      await shot(page, `campus-calendarlist-${size.width}-${lang}`);

      await page.goto(`/service/index/more-kebiao?term=${AUTUMN}&week=3`);
      await page.getByTestId('timetable').waitFor();
      const entries = page.getByTestId('timetable-entry');
      // Six courses meet in week 3, but Friday 25 September is 中秋节: 体育 is cancelled and the day says so.
      await expect.poll(() => entries.count()).toBe(5);
      await expect.poll(() => page.getByTestId('timetable-day-off').textContent()).toContain('中秋节');
      expect(await page.getByTestId('timetable').textContent()).toContain('数据结构');
      expect(await page.getByTestId('timetable').textContent()).not.toContain('体育');
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `campus-kebiao-${size.width}-${lang}`);
      // Week 9 has no English (weeks 1-8,10-16).
      await page.goto(`/service/index/more-kebiao?term=${AUTUMN}&week=9`);
      await expect.poll(() => page.getByTestId('timetable-entry').count()).toBe(5);
    }, 120_000);
  }

  it('the administrator keeps terms and holidays on /eduSchoolCalendar/setHolidays (1440, zh and en)', async () => {
    for (const lang of ['zh', 'en'] as Lang[]) {
      const page = await signedIn(await browsers.context(), 'admin', DESK, lang);
      await page.goto('/eduSchoolCalendar/setHolidays');
      await page.getByTestId('set-holidays').waitFor();
      await expect.poll(() => page.getByTestId('set-holidays').textContent()).toContain('国庆节');
      await shot(page, `campus-set-holidays-1440-${lang}`);
    }
  }, 90_000);
});
