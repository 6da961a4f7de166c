/** ISO 8601 timer arithmetic of the engine (pure; no database). */
import { describe, expect, it } from 'vitest';
import { addDuration, expirationDue, nextCycle, planTimer, TimerError } from '../../src/server/bpm/engine/timers.ts';

const now = new Date('2026-01-31T10:00:00Z');

describe('timer definitions', () => {
  it('durations: time parts, days, weeks, calendar months and years', () => {
    expect(addDuration(now, 'PT2S').toISOString()).toBe('2026-01-31T10:00:02.000Z');
    expect(addDuration(now, 'PT1H30M').toISOString()).toBe('2026-01-31T11:30:00.000Z');
    expect(addDuration(now, 'P1DT1H').toISOString()).toBe('2026-02-01T11:00:00.000Z');
    expect(addDuration(now, 'P2W').toISOString()).toBe('2026-02-14T10:00:00.000Z');
    expect(addDuration(now, 'P1Y').toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(addDuration(new Date('2026-01-15T00:00:00Z'), 'P1M').toISOString()).toBe('2026-02-15T00:00:00.000Z');
    for (const bad of ['P', 'PT', '1H', 'PXD', 'P1DT']) expect(() => addDuration(now, bad)).toThrow(TimerError);
  });

  it('timeDate, timeDuration and cycles with and without a start', () => {
    expect(planTimer('timeDate', '2026-03-01T08:00:00+08:00', now).due.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(planTimer('timeDuration', 'PT5M', now).due.toISOString()).toBe('2026-01-31T10:05:00.000Z');
    expect(planTimer('timeCycle', 'R3/PT10M', now)).toEqual({ due: new Date('2026-01-31T10:10:00Z'), remaining: 2, period: 'PT10M' });
    expect(planTimer('timeCycle', 'R/PT1H', now).remaining).toBeNull();
    expect(planTimer('timeCycle', 'R2/2026-02-01T00:00:00Z/P1D', now).due.toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(() => planTimer('timeCycle', 'R0/PT1M', now)).toThrow(TimerError);
    expect(() => planTimer('timeCycle', 'PT1M', now)).toThrow(TimerError);
    expect(() => planTimer('timeDate', 'tomorrow', now)).toThrow(TimerError);
    // Date.parse alone reads these as dates (2001-03-01, 2030-01-01): a timer date is ISO 8601 only.
    expect(() => planTimer('timeDate', '3', now)).toThrow(TimerError);
    expect(() => planTimer('timeDate', '2030', now)).toThrow(TimerError);
    expect(planTimer('timeDate', '2026-03-01', now).due.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(planTimer('timeDate', '2026-03-01 08:30', now).due.getTime()).not.toBeNaN();
  });

  it('expiration times: a number of days, a duration or a date', () => {
    expect(expirationDue('3', now).toISOString()).toBe('2026-02-03T10:00:00.000Z');
    expect(expirationDue(' 30 ', now).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(expirationDue('PT12H', now).toISOString()).toBe('2026-01-31T22:00:00.000Z');
    expect(expirationDue('2026-05-01T00:00:00Z', now).toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(() => expirationDue('soon', now)).toThrow(TimerError);
    expect(() => expirationDue('3.5', now)).toThrow(TimerError);
  });

  it('cycles count down and stop', () => {
    const first = planTimer('timeCycle', 'R2/PT1M', now);
    const second = nextCycle(first, first.due, first.due);
    expect(second).toEqual({ due: new Date('2026-01-31T10:02:00Z'), remaining: 0, period: 'PT1M' });
    expect(nextCycle(second!, second!.due, second!.due)).toBeNull();
    const unbounded = planTimer('timeCycle', 'R/PT1M', now);
    expect(nextCycle(unbounded, unbounded.due, unbounded.due)!.remaining).toBeNull();
  });
});
