/**
 * What the PostgreSQL benches share: their settings from the environment and the Ctrl-C switch.
 *
 * Environment: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_SLICES (4: API and raw take
 * turns in slices of BENCH_SECONDS / BENCH_SLICES), BENCH_NODE_OPTIONS (extra node flags for the server,
 * e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof` to profile it).
 */
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export interface BenchSettings {
  /** The maintenance database the bench connects to, to create and drop its own database. */
  baseUrl: string;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /**
   * The API and its raw twin take turns in this many slices, so that background load on a shared machine
   * falls on both sides alike rather than on whichever happened to run during a burst.
   */
  slices: number;
  /** The server's pool: openDatabase() defaults to 20 and main.ts does not override it. */
  poolSize: number;
  serverNodeFlags: string[];
}

export function readSettings(): BenchSettings {
  return {
    baseUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    seconds: positiveNumber('BENCH_SECONDS', 20),
    warmupSeconds: positiveNumber('BENCH_WARMUP_SECONDS', 2),
    connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 50)),
    slices: Math.round(positiveNumber('BENCH_SLICES', 4)),
    poolSize: 20,
    serverNodeFlags: (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean),
  };
}

// ---------------------------------------------------------------------------------------------
// Ctrl-C: stop the running measurement, then clean up as on any failure.

export const interrupt = new AbortController();

let installed = false;

/** Turns Ctrl-C into `interrupt.abort()`; the bench's finally blocks then stop the server and drop the database. */
export function stopOnCtrlC(): void {
  if (installed) return;
  installed = true;
  process.once('SIGINT', () => {
    console.warn('\ninterrupted: stopping and cleaning up…');
    interrupt.abort(new Error('interrupted'));
  });
}
