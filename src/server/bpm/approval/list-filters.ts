/**
 * The search of the four lists (待办, 已办, 我的流程, 抄送我的): what each list accepts (its route schema,
 * closed, so a filter a list does not apply is refused rather than ignored) and the filter values the
 * queries use. Dates are calendar days of the server (as the form runtime's "today"): a range covers
 * its first day from 00:00:00 and its last day to 23:59:59.999.
 */
import { bool, int, object, str, type JsonSchema } from '../../http/body.ts';
import { AppError } from '../../http/errors.ts';

const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
const DAYS: JsonSchema = { type: 'array', items: str(10, { pattern: DAY }), minItems: 2, maxItems: 2 };

export const INSTANCE_STATUSES = ['running', 'completed', 'cancelled'] as const;

/** Per list: the filters it applies. `time` is the list's own time (see timeColumnOf in queries.ts). */
const FILTERS = {
  todo: { name: str(200), processInstanceId: str(64), initiator: str(100), createTime: DAYS },
  done: { name: str(200), processInstanceId: str(64), initiator: str(100), createTime: DAYS, result: int({ minimum: 2, maximum: 7 }) },
  mine: { name: str(200), createTime: DAYS, status: { enum: [...INSTANCE_STATUSES] }, result: int({ minimum: 1, maximum: 7 }) },
  copy: { name: str(200), processInstanceId: str(64), initiator: str(100), createTime: DAYS, readFlag: bool(), result: int({ minimum: 1, maximum: 7 }) },
} satisfies Record<string, Record<string, JsonSchema>>;

export type ListName = keyof typeof FILTERS;

/** The body schema of a list call. */
export const pageSchema = (list: ListName): JsonSchema =>
  object({ page: int({ minimum: 1, maximum: 1_000_000 }), pageSize: int({ minimum: 1, maximum: 200 }), queryParam: object(FILTERS[list]) });

export interface QueryParam {
  name?: string;
  processInstanceId?: string;
  /** A humancode (exact) or part of a name. */
  initiator?: string;
  /** First and last calendar day, YYYY-MM-DD. */
  createTime?: [string, string];
  status?: string;
  result?: number;
  readFlag?: boolean;
}

export interface PageInput {
  page?: number;
  pageSize?: number;
  queryParam?: QueryParam;
}

/** A LIKE pattern matching the text anywhere (its own % _ \ taken literally). */
export const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A trimmed text filter, or null when blank. */
export const textOf = (value: string | undefined): string | null => (value?.trim() ? value.trim() : null);

function dayStart(day: string, path: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(y, m - 1, d, 0, 0, 0, 0);
  // new Date rolls 2025-02-30 over to March: a day that does not exist is refused instead.
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) {
    throw new AppError('validation', { errors: [{ path, message: { zh: `不是有效的日期：${day}`, en: `not a valid date: ${day}` } }] });
  }
  return date;
}

/** The range's bounds: from the first day's 00:00:00 to the last day's 23:59:59.999 (null when absent). */
export function dayRange(range: readonly [string, string] | undefined): { from: Date; to: Date } | null {
  if (!range) return null;
  const from = dayStart(range[0], '/queryParam/createTime/0');
  const last = dayStart(range[1], '/queryParam/createTime/1');
  if (last < from) throw new AppError('validation', { errors: [{ path: '/queryParam/createTime/1', message: { zh: '结束日期不能早于开始日期', en: 'the end day is before the start day' } }] });
  const to = new Date(last.getFullYear(), last.getMonth(), last.getDate(), 23, 59, 59, 999);
  return { from, to };
}
