/** The school calendar's pure reading of a day (src/schemas/calendar/week.ts). */
import { describe, expect, it } from 'vitest';
import { eventsOn, isSchoolHoliday, isSchoolWorkingDay, parseWeeks, schoolWeek, weekInTerm, weekSpan, workCalendarOf, type Term } from '../../src/schemas/calendar/week.ts';
import { workingDays } from '../../src/schemas/form/dates.ts';

// Autumn 2026 starts on Monday 7 September; spring 2027 on Wednesday 24 February (week 1 holds Monday 22 February).
const autumn: Term = { name: '2026-2027 秋', startDate: '2026-09-07', weeks: 18 };
const spring: Term = { name: '2026-2027 春', startDate: '2027-02-24', weeks: 16 };

describe('week N, weekday D', () => {
  it('counts weeks from the Monday of the start date and weekdays Monday = 1 … Sunday = 7', () => {
    expect(weekInTerm('2026-09-07', autumn)).toMatchObject({ week: 1, weekday: 1 });
    expect(weekInTerm('2026-09-13', autumn)).toMatchObject({ week: 1, weekday: 7 });
    expect(weekInTerm('2026-09-14', autumn)).toMatchObject({ week: 2, weekday: 1 });
    expect(weekInTerm('2026-10-01', autumn)).toMatchObject({ week: 4, weekday: 4 });
    expect(weekInTerm('2027-01-10', autumn)).toMatchObject({ week: 18, weekday: 7 });
    // A mid-week start: its Monday is already week 1.
    expect(weekInTerm('2027-02-22', spring)).toMatchObject({ week: 1, weekday: 1 });
    expect(weekInTerm('2027-03-01', spring)).toMatchObject({ week: 2, weekday: 1 });
  });

  it('is undefined before week 1, after the last teaching week and for unreadable days', () => {
    expect(weekInTerm('2026-09-06', autumn)).toBeUndefined();
    expect(weekInTerm('2027-01-11', autumn)).toBeUndefined();
    expect(weekInTerm('not a day', autumn)).toBeUndefined();
    expect(weekInTerm('2026-09-07', { ...autumn, weeks: 0 })).toBeUndefined();
  });

  it('finds the term holding the day among several, in any order', () => {
    expect(schoolWeek('2027-03-03', [spring, autumn])).toMatchObject({ term: spring, week: 2, weekday: 3 });
    expect(schoolWeek('2026-12-31', [spring, autumn])).toMatchObject({ term: autumn, week: 17, weekday: 4 });
    expect(schoolWeek('2027-02-01', [spring, autumn])).toBeUndefined();
  });

  it('spans a teaching week Monday to Sunday', () => {
    expect(weekSpan(spring, 1)).toEqual({ from: '2027-02-22', to: '2027-02-28' });
    expect(weekSpan(autumn, 19)).toBeUndefined();
  });
});

describe('holidays and make-up workdays', () => {
  // National Day 1–7 October 2026 off; Saturday 10 October worked instead.
  const calendar = workCalendarOf([
    { name: '国庆节', kind: 'holiday', startDate: '2026-10-01', endDate: '2026-10-07' },
    { name: '国庆调休', kind: 'workday', startDate: '2026-10-10' },
  ]);

  it('expands ranges into days', () => {
    expect(calendar.holidays).toHaveLength(7);
    expect(calendar.holidays[0]).toBe('2026-10-01');
    expect(calendar.workdays).toEqual(['2026-10-10']);
  });

  it('says whether a day is worked', () => {
    expect(isSchoolWorkingDay('2026-09-30', calendar)).toBe(true);
    expect(isSchoolWorkingDay('2026-10-02', calendar)).toBe(false);
    expect(isSchoolWorkingDay('2026-10-10', calendar)).toBe(true);
    expect(isSchoolWorkingDay('2026-10-11', calendar)).toBe(false);
    expect(isSchoolHoliday('2026-10-05', calendar)).toBe(true);
    expect(isSchoolHoliday('2026-10-11', calendar)).toBe(false);
    expect(isSchoolHoliday('2026-10-10', calendar)).toBe(false);
  });

  it('agrees with the date-range working-day count', () => {
    // 28 Sep – 11 Oct: ten weekdays, five of them holidays, plus the make-up Saturday.
    expect(workingDays('2026-09-28', '2026-10-11', calendar)).toBe(6);
    let walked = 0;
    for (let d = 28; d <= 41; d++) {
      const day = d <= 30 ? `2026-09-${d}` : `2026-10-${String(d - 30).padStart(2, '0')}`;
      if (isSchoolWorkingDay(day, calendar)) walked++;
    }
    expect(walked).toBe(6);
  });

  it('a day that is both a holiday and a make-up workday is worked', () => {
    const both = workCalendarOf([
      { name: 'a', kind: 'holiday', startDate: '2026-05-01', endDate: '2026-05-05' },
      { name: 'b', kind: 'workday', startDate: '2026-05-04' },
    ]);
    expect(both.holidays).not.toContain('2026-05-04');
    expect(isSchoolWorkingDay('2026-05-04', both)).toBe(true);
  });

  it('lists the events of a day', () => {
    const events = [
      { name: '国庆节', kind: 'holiday' as const, startDate: '2026-10-01', endDate: '2026-10-07' },
      { name: '运动会', kind: 'holiday' as const, startDate: '2026-10-06' },
    ];
    expect(eventsOn('2026-10-06', events).map((e) => e.name)).toEqual(['国庆节', '运动会']);
    expect(eventsOn('2026-10-08', events)).toEqual([]);
  });
});

describe('timetable weeks', () => {
  it('reads ranges and lists, clipped to the term', () => {
    expect(parseWeeks('1-3,5，7-8', 18)).toEqual([1, 2, 3, 5, 7, 8]);
    expect(parseWeeks('16-20', 18)).toEqual([16, 17, 18]);
  });
  it('meets every week when nothing can be read', () => {
    expect(parseWeeks('单周', 3)).toEqual([1, 2, 3]);
    expect(parseWeeks(undefined, 2)).toEqual([1, 2]);
  });
});
