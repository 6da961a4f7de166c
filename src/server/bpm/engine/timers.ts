/**
 * ISO 8601 timer definitions: timeDate (an instant), timeDuration (PnYnMnDTnHnMnS, PnW) and timeCycle
 * (R[n]/[start/]duration). Pure date arithmetic, so it is tested without a database.
 */
import type { TimerDef } from './graph.ts';

export interface TimerPlan {
  due: Date;
  /** Cycles: firings still to come after this one (null: unbounded); absent for one-shot timers. */
  remaining?: number | null;
  /** Cycles: the period, to compute the next firing. */
  period?: string;
}

const DURATION = /^P(?:(\d+(?:[.,]\d+)?)Y)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)W)?(?:(\d+(?:[.,]\d+)?)D)?(?:T(?:(\d+(?:[.,]\d+)?)H)?(?:(\d+(?:[.,]\d+)?)M)?(?:(\d+(?:[.,]\d+)?)S)?)?$/;

export class TimerError extends Error {}

/** Adds an ISO 8601 duration to a date (calendar months and years, then exact days and time). */
export function addDuration(from: Date, duration: string): Date {
  const match = DURATION.exec(duration.trim().toUpperCase());
  if (!match || duration.trim().toUpperCase() === 'P' || duration.trim().toUpperCase().endsWith('T')) throw new TimerError(`not an ISO 8601 duration: ${duration}`);
  const n = (i: number) => Number((match[i] ?? '0').replace(',', '.'));
  const out = new Date(from.getTime());
  const years = n(1);
  const months = n(2);
  if (years || months) out.setUTCMonth(out.getUTCMonth() + Math.trunc(years * 12 + months));
  const ms = ((n(3) * 7 + n(4)) * 86_400 + n(5) * 3600 + n(6) * 60 + n(7)) * 1000;
  return new Date(out.getTime() + ms);
}

/** ISO 8601 calendar date, optionally with a time and an offset (Date.parse alone takes "3" for 2001-03-01). */
const INSTANT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function parseInstant(text: string): Date {
  const trimmed = text.trim();
  const time = INSTANT.test(trimmed) ? Date.parse(trimmed.replace(',', '.')) : Number.NaN;
  if (Number.isNaN(time)) throw new TimerError(`not an ISO 8601 date: ${text}`);
  return new Date(time);
}

/**
 * When an expiration time (the process's or a task's `expirationtime`, already evaluated) falls due: a
 * duration (P3D), a date, or a bare whole number of days, which is what the designer's field and the
 * platforms it replaces write.
 */
export function expirationDue(text: string, now: Date): Date {
  const value = text.trim();
  if (/^\d+$/.test(value)) return addDuration(now, `P${value}D`);
  return /^P/i.test(value) ? addDuration(now, value) : parseInstant(value);
}

/** The first firing of a timer whose expression is already evaluated. */
export function planTimer(kind: TimerDef['kind'], expression: string, now: Date): TimerPlan {
  const text = expression.trim();
  if (kind === 'timeDate') return { due: parseInstant(text) };
  if (kind === 'timeDuration') return { due: addDuration(now, text) };
  const parts = text.split('/');
  const head = parts[0] ?? '';
  if (!/^R\d*$/i.test(head) || parts.length < 2 || parts.length > 3) throw new TimerError(`not an ISO 8601 repeating interval: ${expression}`);
  const total = head.length > 1 ? Number(head.slice(1)) : null;
  if (total === 0) throw new TimerError(`a cycle of zero repetitions never fires: ${expression}`);
  const period = parts[parts.length - 1]!;
  const start = parts.length === 3 ? parseInstant(parts[1]!) : now;
  let due = parts.length === 3 ? start : addDuration(start, period);
  // A start in the past fires at the next period boundary after now (never a burst of missed firings).
  while (due.getTime() < now.getTime() - 1000) due = addDuration(due, period);
  return { due, remaining: total === null ? null : total - 1, period };
}

/** The firing after `previous` for a cycle, or null when its repetitions are used up. */
export function nextCycle(plan: { remaining?: number | null; period?: string }, previous: Date, now: Date): TimerPlan | null {
  if (!plan.period || plan.remaining === 0 || plan.remaining === undefined) return null;
  let due = addDuration(previous, plan.period);
  while (due.getTime() <= now.getTime() - 1000) due = addDuration(due, plan.period);
  return { due, remaining: plan.remaining === null ? null : plan.remaining - 1, period: plan.period };
}
