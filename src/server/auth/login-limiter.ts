/**
 * Limits failed logins, counted in the database so that all server processes share one count. A client
 * is an IPv4 address or an IPv6 /64 (client-address.ts). Three counters, so that failures from one
 * client cannot lock an account out for everyone else:
 *  - account and client: maxPerAccount failures lock that account from that client for one window;
 *  - client: maxPerAddress failures (over any names) lock the client for one window;
 *  - account, over all clients: past maxPerAddress failures, every further failure imposes a short
 *    back-off (1 s, doubling, at most backoffCapMs) on clients that never logged in to the account.
 *    A client that logged in to it within knownClientDays is judged by its own counters only, so an
 *    attacker who keeps the back-off running from many addresses cannot keep the owner out.
 * A successful login clears the counter of that account and client and remembers the client; the
 * account-wide counter is left to expire with its window, or every login of the owner would hand the
 * attacker another maxPerAddress free guesses.
 */
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginFailures, loginKnownClients } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { loginClientOf } from './client-address.ts';

/** How long a successful login keeps a client exempt from the account-wide back-off. */
const knownClientDays = 30;

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
export const addressKey = (ip: string) => `ip:${loginClientOf(ip)}`;
export const accountAddressKey = (username: string, ip: string) => `account-ip:${name(username)}@${loginClientOf(ip)}`;

interface Counter {
  key: string;
  max: number;
  /** Lock length when the count reaches max; it doubles per further failure up to capSeconds. */
  firstLockSeconds: number;
  capSeconds: number;
  /** False for the account-wide counter: a client that logged in to the account before is not held by it. */
  holdsKnownClients: boolean;
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
      { key: accountAddressKey(username, ip), max: this.options.maxPerAccount, firstLockSeconds: window, capSeconds: window, holdsKnownClients: true },
      { key: addressKey(ip), max: this.options.maxPerAddress, firstLockSeconds: window, capSeconds: window, holdsKnownClients: true },
      { key: accountKey(username), max: this.options.maxPerAddress, firstLockSeconds: Math.min(1, cap), capSeconds: cap, holdsKnownClients: false },
    ];
  }

  /** Whether this client logged in to this account within knownClientDays. */
  private async isKnownClient(username: string, ip: string): Promise<boolean> {
    const rows = await this.db
      .select({ client: loginKnownClients.client })
      .from(loginKnownClients)
      .where(
        and(
          eq(loginKnownClients.username, name(username)),
          eq(loginKnownClients.client, loginClientOf(ip)),
          gt(loginKnownClients.lastLoginAt, sql`now() - make_interval(days => ${knownClientDays})`),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }

  /** The counters that can hold this client back on this account. */
  private async applicable(username: string, ip: string): Promise<Counter[]> {
    const known = await this.isKnownClient(username, ip);
    return this.counters(username, ip).filter((c) => c.holdsKnownClients || !known);
  }

  /** Throws "too many attempts" with the wait when any counter that applies to this client is locked. */
  async assertAllowed(username: string, ip: string): Promise<void> {
    const keys = (await this.applicable(username, ip)).map((c) => c.key);
    const rows = await this.db
      .select({ lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(inArray(loginFailures.key, keys));
    const now = Date.now();
    const until = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
    if (until > now) throw tooMany(until - now);
  }

  /**
   * Counts one failure on each counter (a known client's guesses count account-wide too); answers the
   * wait if this failure locked a counter that applies to this client.
   */
  async recordFailure(username: string, ip: string): Promise<void> {
    const windowSeconds = Math.max(1, Math.round(this.options.windowMs / 1000));
    const applies = new Set((await this.applicable(username, ip)).map((c) => c.key));
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
      if (lockedUntil && applies.has(key)) lockedFor = Math.max(lockedFor, new Date(lockedUntil).getTime() - Date.now());
    }
    if (lockedFor > 0) throw tooMany(lockedFor);
  }

  /**
   * After a successful login: the count of this account and client starts again and the client becomes
   * known to the account (the client's own and the account-wide counters keep counting).
   */
  async recordSuccess(username: string, ip: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, accountAddressKey(username, ip)));
    await this.db
      .insert(loginKnownClients)
      .values({ username: name(username), client: loginClientOf(ip) })
      .onConflictDoUpdate({ target: [loginKnownClients.username, loginKnownClients.client], set: { lastLoginAt: sql`now()` } });
    // Clients not seen for knownClientDays are forgotten, so the table stays as small as the use.
    await this.db
      .delete(loginKnownClients)
      .where(
        and(
          eq(loginKnownClients.username, name(username)),
          lt(loginKnownClients.lastLoginAt, sql`now() - make_interval(days => ${knownClientDays})`),
        ),
      );
  }
}

function tooMany(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError('tooManyAttempts', {
    params: { minutes: Math.max(1, Math.ceil(seconds / 60)) },
    headers: { 'retry-after': String(seconds) },
  });
}
