/**
 * 超时处理 of a user task: after a time limit counted from the task's creation, remind its handlers
 * (optionally again at an interval, a bounded number of times), pass it, or reject it (the instance
 * ends not passed). Stored in the task's extendData as `timeout: {after, action, every, times}`; the
 * designer's panel writes it, the server schedules it on the job queue when the task is created.
 * Pure: the durations are checked here with the grammar the engine's timer arithmetic accepts.
 */

export const TIMEOUT_ACTIONS = ['remind', 'pass', 'reject'] as const;
export type TimeoutAction = (typeof TIMEOUT_ACTIONS)[number];

/** Reminders in all, at most: a forgotten task must not fill its handlers' inboxes. */
export const MAX_TIMEOUT_REMINDERS = 10;
/** The shortest interval between reminders, in seconds. */
export const MIN_REMIND_INTERVAL_SECONDS = 60;

export interface TaskTimeout {
  /** ISO 8601 duration from the task's creation (PT4H, P2D). */
  after: string;
  action: TimeoutAction;
  /** remind: the interval between reminders (absent: one reminder). */
  every?: string;
  /** remind: reminders in all, 1..MAX_TIMEOUT_REMINDERS (1 without `every`). */
  times?: number;
}

/** What is wrong with a stored timeout: the field and the value found there. */
export interface TimeoutProblem {
  field: 'timeout' | 'after' | 'action' | 'every' | 'times';
  got: unknown;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** PnYnMnWnDTnHnMnS, each part optional, at least one present; the engine's addDuration reads the same. */
const DURATION = new RegExp(`^P(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`);
/** Seconds per part, months and years at their shortest (28 and 365 days): enough to tell zero from more. */
const PART_SECONDS = [365 * 86_400, 28 * 86_400, 7 * 86_400, 86_400, 3600, 60, 1];

/**
 * An ISO 8601 duration's length in seconds (months and years at their shortest), or null when the text
 * is not one. `P`, `PT` and a trailing `T` are not durations (the engine refuses them too).
 */
export function durationSeconds(text: string): number | null {
  const value = text.trim().toUpperCase();
  const match = DURATION.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return null;
  return PART_SECONDS.reduce((sum, size, i) => sum + Number((match[i + 1] ?? '0').replace(',', '.')) * size, 0);
}

/** A readable duration longer than zero (and at least `min` seconds). */
export const isPositiveDuration = (text: unknown, min = 1): text is string => typeof text === 'string' && (durationSeconds(text) ?? 0) >= min;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * extendData's `timeout` read tolerantly: absent or blank is none; an unreadable limit or an unknown
 * action drops the whole setting (nothing can be scheduled from it); a bad interval leaves one reminder;
 * a count out of range is clamped. Every departure is answered as a problem for the lint.
 */
export function readTaskTimeout(input: unknown): { value: TaskTimeout | undefined; problems: TimeoutProblem[] } {
  const problems: TimeoutProblem[] = [];
  if (blank(input) || input === false) return { value: undefined, problems };
  if (!isRecord(input)) return { value: undefined, problems: [{ field: 'timeout', got: input }] };
  const after = typeof input.after === 'string' ? input.after.trim().toUpperCase() : input.after;
  if (!isPositiveDuration(after)) problems.push({ field: 'after', got: input.after ?? null });
  const action = input.action;
  if (!(TIMEOUT_ACTIONS as readonly unknown[]).includes(action)) problems.push({ field: 'action', got: action ?? null });
  if (problems.length > 0) return { value: undefined, problems };
  const value: TaskTimeout = { after: after as string, action: action as TimeoutAction };
  if (value.action !== 'remind') return { value, problems };
  const every = typeof input.every === 'string' ? input.every.trim().toUpperCase() : input.every;
  if (!blank(every)) {
    if (isPositiveDuration(every, MIN_REMIND_INTERVAL_SECONDS)) value.every = every;
    else problems.push({ field: 'every', got: input.every });
  }
  const times = blank(input.times) ? 1 : Number(input.times);
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMEOUT_REMINDERS) problems.push({ field: 'times', got: input.times });
  const bounded = Number.isInteger(times) ? Math.min(Math.max(times, 1), MAX_TIMEOUT_REMINDERS) : 1;
  // Without an interval there is nothing to repeat on: one reminder.
  value.times = value.every ? bounded : 1;
  return { value, problems };
}

/** The timeout as stored: only the fields its action uses. */
export function timeoutData(timeout: TaskTimeout): TaskTimeout {
  if (timeout.action !== 'remind') return { after: timeout.after, action: timeout.action };
  return timeout.every ? { after: timeout.after, action: 'remind', every: timeout.every, times: timeout.times ?? 1 } : { after: timeout.after, action: 'remind', times: 1 };
}

/** The timeout of a stored extendData text (a one-item JSON list, or an object), as readTaskTimeout reads it. */
export function readExtendDataTimeout(extendData: unknown): { value: TaskTimeout | undefined; problems: TimeoutProblem[] } {
  let parsed = extendData;
  if (typeof extendData === 'string') {
    try {
      parsed = extendData.trim() ? (JSON.parse(extendData) as unknown) : undefined;
    } catch {
      // Unreadable extendData is the extendData reader's problem; there is no timeout in it.
      return { value: undefined, problems: [] };
    }
  }
  const item = Array.isArray(parsed) ? (parsed[0] as unknown) : parsed;
  return isRecord(item) ? readTaskTimeout(Object.hasOwn(item, 'timeout') ? item.timeout : undefined) : { value: undefined, problems: [] };
}
