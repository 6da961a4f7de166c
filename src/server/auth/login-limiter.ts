/**
 * Limits failed logins, counted in the database so that all server processes share one count. Three
 * counters, so that failures from one address cannot lock an account out for everyone else:
 *  - account and address: maxPerAccount failures lock that account from that address for one window;
 *  - address: maxPerAddress failures (over any names) lock the address for one window;
 *  - account, over all addresses: past maxPerAddress failures, every further failure imposes a short
 *    back-off (1 s, doubling, at most backoffCapMs) instead of a lock, so guesses spread over many
 *    addresses are slowed down while the owner still gets in a moment later.
 * A successful login clears the account's counters.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

export interface LimiterOptions {
  maxPerAccount: number;
  /** An address is shared by many people behind one gateway, so it gets a larger allowance. */
  maxPerAddress: number;
  windowMs: number;
  /** The longest back-off of the account-wide counter (default one minute). */
  backoffCapMs?: number;
}

const name = (username: string) => username.trim().toLowerCase();
export const accountKey = (username: string) => `account:${name(username)}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const accountAddressKey = (username: string, ip: string) => `account-ip:${name(username)}@${ip}`;

interface Counter {
  key: string;
  max: number;
  /** Lock length when the count reaches max; it doubles per further failure up to capSeconds. */
  firstLockSeconds: number;
  capSeconds: number;
}

export class LoginLimiter {
  constructor(
    private readonly db: Db,
    private readonly options: LimiterOptions,
  ) {}

  private counters(username: string, ip: string): Counter[] {
    const window = Math.max(1, Math.round(this.options.windowMs / 1000));
    const cap = Math.max(1, Math.round((this.options.backoffCapMs ?? 60_000) / 1000));
    return [
      { key: accountAddressKey(username, ip), max: this.options.maxPerAccount, firstLockSeconds: window, capSeconds: window },
      { key: addressKey(ip), max: this.options.maxPerAddress, firstLockSeconds: window, capSeconds: window },
      { key: accountKey(username), max: this.options.maxPerAddress, firstLockSeconds: Math.min(1, cap), capSeconds: cap },
    ];
  }

  /** Throws "too many attempts" with the wait when any counter of this account and address is locked. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const keys = this.counters(username, ip).map((c) => c.key);
    const rows = await this.db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(inArray(loginFailures.key, keys));
    const now = Date.now();
    const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
    if (until > now) throw tooMany(until - now);
  }

  /** Counts one failure on each counter; answers the wait if this failure locked one of them. */
  async recordFailure(username: string, ip: string): Promise<void> {
    const windowSeconds = Math.max(1, Math.round(this.options.windowMs / 1000));
    let lockedFor = 0;
    for (const { key, max, firstLockSeconds, capSeconds } of this.counters(username, ip)) {
      const expired = sql`${loginFailures.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
      const count = sql`(case when ${expired} then 1 else ${loginFailures.failures} + 1 end)`;
      // The exponent is bounded so that power() stays small before least() caps it.
      const lockSeconds = (n: ReturnType<typeof sql>) =>
        sql`least(${capSeconds}::float8, ${firstLockSeconds}::float8 * power(2, least(greatest(${n} - ${max}, 0), 30)))`;
      const result = await this.db.execute(sql`
        insert into ${loginFailures} (key, failures, window_start, locked_until)
        values (${key}, 1, now(), case when 1 >= ${max} then now() + make_interval(secs => ${lockSeconds(sql`1`)}) end)
        on conflict (key) do update set
          failures = ${count},
          window_start = case when ${expired} then now() else ${loginFailures.windowStart} end,
          locked_until = case when ${count} >= ${max}
                          then now() + make_interval(secs => ${lockSeconds(count)}) else ${loginFailures.lockedUntil} end
        returning locked_until`);
      const lockedUntil = (result as unknown as { rows: { locked_until: string | Date | null }[] }).rows[0]?.locked_until;
      if (lockedUntil) lockedFor = Math.max(lockedFor, new Date(lockedUntil).getTime() - Date.now());
    }
    if (lockedFor > 0) throw tooMany(lockedFor);
  }

  /** After a successful login: the account's counters start again (the address keeps its own). */
  async clear(username: string, ip: string): Promise<void> {
    await this.db.delete(loginFailures).where(inArray(loginFailures.key, [accountKey(username), accountAddressKey(username, ip)]));
  }
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('tooManyAttempts', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}
