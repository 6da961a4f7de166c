/**
 * Limits failed logins per account and per client address, counted in the database so that all
 * server processes share one count. A key that reaches its limit within the window is locked for one
 * window; a successful login clears the account's count.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

export interface LimiterOptions {
  maxPerAccount: number;
  /** An address is shared by many people behind one gateway, so it gets a larger allowance. */
  maxPerAddress: number;
  windowMs: number;
}

export const accountKey = (username: string) => `account:${username.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;

export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly options: LimiterOptions,
  ) {}

  /** Throws "too many attempts" with the wait when either key is locked. */
  async assertAllowed(keys: string[]): Promise<void> {
    const rows = await this.db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(inArray(loginFailures.key, keys));
    const now = Date.now();
    const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
    if (until > now) throw tooMany(until - now);
  }

  /** Counts one failure against each key; answers the lock if this failure reached a limit. */
  async recordFailure(account: string, address: string): Promise<void> {
    const windowSeconds = Math.round(this.options.windowMs / 1000);
    let lockedFor = 0;
    for (const [key, max] of [
      [account, this.options.maxPerAccount],
      [address, this.options.maxPerAddress],
    ] as const) {
      const result = await this.db.execute(sql`
        insert into ${loginFailures} (key, failures, window_start, locked_until)
        values (${key}, 1, now(), case when 1 >= ${max} then now() + make_interval(secs => ${windowSeconds}) end)
        on conflict (key) do update set
          failures = case when ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds})
                          then 1 else ${loginFailures.failures} + 1 end,
          window_start = case when ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds})
                          then now() else ${loginFailures.windowStart} end,
          locked_until = case when (case when ${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds})
                          then 1 else ${loginFailures.failures} + 1 end) >= ${max}
                          then now() + make_interval(secs => ${windowSeconds}) else ${loginFailures.lockedUntil} end
        returning locked_until`);
      const lockedUntil = (result as unknown as { rows: { locked_until: string | Date | null }[] }).rows[0]?.locked_until;
      if (lockedUntil) lockedFor = Math.max(lockedFor, new Date(lockedUntil).getTime() - Date.now());
    }
    if (lockedFor > 0) throw tooMany(lockedFor);
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, key));
  }
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.ceil(waitMs / 1000);
  return new AppError('tooManyAttempts', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}
