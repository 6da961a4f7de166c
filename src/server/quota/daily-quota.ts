/**
 * One daily quota mechanism for everything a signed-in account can repeat at will and the server keeps:
 * uploads (files and bytes), client log entries, service feedback, new desktops and service hit counts.
 * Usage is counted in syt_daily_usage per account, kind and UTC day; `consume` adds the amount and checks
 * the limit in one upsert, so parallel requests cannot slip past it (the row lock serialises them). Call
 * it in the transaction of the effect: a refused or failed effect then consumes nothing. Past a limit the
 * answer is 00009 with the limit in the caller's language; a limit of 0 means no limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dailyUsage } from '../db/schema.ts';
import { AppError, type Message } from '../http/errors.ts';

export interface QuotaKind {
  /** The key stored in syt_daily_usage.kind. */
  kind: string;
  /** Refusal when the count would pass its limit; {max} is the limit. */
  countMessage: Message;
  /** Refusal when the bytes would pass their limit; {max} and {left} are sizes. */
  bytesMessage?: Message;
}

export interface QuotaLimits {
  count: number;
  bytes?: number;
}

const again = { zh: '请明天再试', en: 'try again tomorrow' };

export const QUOTAS = {
  files: {
    kind: 'files',
    countMessage: { zh: `今日上传文件数已达上限：每天最多 {max} 个文件，${again.zh}`, en: `Daily upload limit reached: at most {max} files a day; ${again.en}` },
    bytesMessage: { zh: '今日上传容量不足：每天最多 {max}，今日还可上传 {left}', en: 'Daily upload quota exceeded: at most {max} a day, {left} left today' },
  },
  clientLogs: {
    kind: 'client-logs',
    countMessage: { zh: `今日上传日志已达上限：每天最多 {max} 条，${again.zh}`, en: `Daily log upload limit reached: at most {max} entries a day; ${again.en}` },
  },
  feedback: {
    kind: 'feedback',
    countMessage: { zh: `今日反馈已达上限：每天最多 {max} 条，${again.zh}`, en: `Daily feedback limit reached: at most {max} a day; ${again.en}` },
  },
  desktops: {
    kind: 'desktops',
    countMessage: { zh: `今日新建桌面已达上限：每天最多 {max} 个，${again.zh}`, en: `Daily desktop limit reached: at most {max} new desktops a day; ${again.en}` },
  },
  hits: {
    kind: 'hits',
    countMessage: { zh: `今日服务访问计数已达上限：每天最多 {max} 次，${again.zh}`, en: `Daily service visit limit reached: at most {max} a day; ${again.en}` },
  },
} satisfies Record<string, QuotaKind>;

/** The UTC day of `now`, the key of a quota's day. */
export const quotaDay = (now: Date) => now.toISOString().slice(0, 10);

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Adds `amount` to the account's usage of `quota` today, or refuses with 00009 when a limit would be passed. */
export async function consume(
  db: Db,
  accountId: string,
  quota: QuotaKind,
  limits: QuotaLimits,
  amount: { count?: number; bytes?: number } = {},
  now = new Date(),
): Promise<void> {
  const count = amount.count ?? 1;
  const bytes = amount.bytes ?? 0;
  const maxCount = limits.count > 0 ? limits.count : 0;
  const maxBytes = (limits.bytes ?? 0) > 0 ? limits.bytes! : 0;
  if (maxCount === 0 && maxBytes === 0) return;
  const day = quotaDay(now);
  const refuse = (used: { count: number; bytes: number }) => refusal(quota, { count: maxCount, bytes: maxBytes }, used, count);
  // A first use already past the limit would be inserted unchecked below.
  if ((maxCount > 0 && count > maxCount) || (maxBytes > 0 && bytes > maxBytes)) throw refuse({ count: 0, bytes: 0 });
  const result = await db.execute(sql`
    insert into ${dailyUsage} (account_id, kind, day, count, bytes) values (${accountId}, ${quota.kind}, ${day}, ${count}, ${bytes})
    on conflict (account_id, kind, day) do update set
      count = ${dailyUsage.count} + excluded.count,
      bytes = ${dailyUsage.bytes} + excluded.bytes
    where (${maxCount} = 0 or ${dailyUsage.count} + excluded.count <= ${maxCount})
      and (${maxBytes} = 0 or ${dailyUsage.bytes} + excluded.bytes <= ${maxBytes})
    returning count`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) return;
  const [used] = await db
    .select({ count: dailyUsage.count, bytes: dailyUsage.bytes })
    .from(dailyUsage)
    .where(and(eq(dailyUsage.accountId, accountId), eq(dailyUsage.kind, quota.kind), eq(dailyUsage.day, day)));
  throw refuse({ count: used?.count ?? 0, bytes: Number(used?.bytes ?? 0) });
}

function refusal(quota: QuotaKind, max: { count: number; bytes: number }, used: { count: number; bytes: number }, count: number): AppError {
  if (max.count > 0 && used.count + count > max.count) {
    return new AppError('payloadTooLarge', { message: quota.countMessage, params: { max: max.count } });
  }
  return new AppError('payloadTooLarge', {
    message: quota.bytesMessage ?? quota.countMessage,
    params: { max: megabytes(max.bytes), left: megabytes(Math.max(0, max.bytes - used.bytes)) },
  });
}
