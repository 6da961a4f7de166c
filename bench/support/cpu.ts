/**
 * CPU time (user + system) spent by the three parties of a measurement: the Flowhall server process, this
 * process (autocannon for the API, the pg workers for raw SQL) and PostgreSQL's backends serving the bench
 * database. null where it cannot be read (no /proc, or PostgreSQL on another machine).
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'pg';

export interface CpuPerRequest {
  server: number | null;
  client: number;
  postgres: number | null;
}

/** CPU seconds used during a measurement, by the same three parties. */
export type CpuSeconds = CpuPerRequest;

export interface CpuSample {
  server: number | null;
  client: number;
  /** CPU seconds by backend pid. */
  postgres: Map<number, number> | null;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every mainstream architecture). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; null if unreadable or not `command`. */
export function processCpuSeconds(pid: number, command?: string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    if (command !== undefined && stat.slice(stat.indexOf('(') + 1, close) !== command) return null;
    // After the command name (which may hold spaces): state is field 3, utime field 14, stime field 15.
    const fields = stat.slice(close + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export class CpuMeter {
  constructor(
    /** A connection to another database, to list the bench database's backends. */
    private readonly stats: Client,
    private readonly database: string,
    private readonly serverPid: number | undefined,
  ) {}

  async sample(): Promise<CpuSample> {
    const usage = process.cpuUsage();
    return {
      server: this.serverPid === undefined ? null : processCpuSeconds(this.serverPid),
      client: (usage.user + usage.system) / 1e6,
      postgres: await this.postgresSeconds(),
    };
  }

  private async postgresSeconds(): Promise<Map<number, number> | null> {
    const { rows } = await this.stats.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [this.database]);
    const seconds = new Map<number, number>();
    for (const { pid } of rows) {
      const used = processCpuSeconds(pid, 'postgres');
      if (used === null) return null;
      seconds.set(pid, used);
    }
    return seconds;
  }

  /** Waits until no backend of the bench database is running a statement (e.g. for requests a client abandoned). */
  async idle(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await this.stats.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active'",
        [this.database],
      );
      if ((rows[0]?.n ?? 0) === 0) return;
      if (Date.now() > deadline) throw new Error(`the bench database stayed busy for ${timeoutMs / 1000} s`);
      await sleep(20);
    }
  }

  static used(before: CpuSample, after: CpuSample): CpuSeconds {
    let postgres: number | null = null;
    if (before.postgres && after.postgres) {
      // Backends opened during the measurement count from zero.
      postgres = 0;
      for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
    }
    return {
      server: before.server === null || after.server === null ? null : after.server - before.server,
      client: after.client - before.client,
      postgres,
    };
  }
}
