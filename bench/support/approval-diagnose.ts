/**
 * Why a figure of bench:approval is what it is: a second server on the same database, with the statement
 * timer (pg-timing.ts) loaded, answers the calls the measured pages made and one batch approval; the
 * statements are summed per text and scenario, and the costliest of each scenario get EXPLAIN (ANALYZE,
 * BUFFERS) with the parameters they ran with (writes inside a transaction that is rolled back). This
 * server's times are not reported as figures: the timer is in its way.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Pool } from 'pg';
import type { TimedStatement } from './pg-timing.ts';
import { freePort, startServer, stopAndReport, waitForHealth, type RunningServer } from './server.ts';
import { ROOT } from './settings.ts';

const TIMING_MODULE = pathToFileURL(join(ROOT, 'bench/support/pg-timing.ts')).href;
const EXPLAINED_PER_SCENARIO = 2;

export interface StatementCost {
  scenario: string;
  text: string;
  count: number;
  totalMs: number;
  maxMs: number;
  plan?: string;
}

export interface Diagnosis {
  /** Per scenario: ms the statements took in all, and how many ran. */
  scenarios: Record<string, { statements: number; totalMs: number; callMs: number }>;
  top: StatementCost[];
}

interface Options {
  databaseUrl: string;
  env: Record<string, string>;
  pool: Pool;
  token: string;
  pageCalls: Record<string, { path: string; body: string }[]>;
  /** Makes 100 fresh tasks of the approver and answers their ids; absent when there is no batch call. */
  batch: (() => Promise<string[]>) | undefined;
}

const round = (v: number) => Math.round(v * 10) / 10;

function read(file: string): TimedStatement[] {
  try {
    return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as TimedStatement);
  } catch {
    return [];
  }
}

async function explain(pool: Pool, statement: TimedStatement): Promise<string | undefined> {
  const verb = /^\s*(\w+)/.exec(statement.text)?.[1]?.toLowerCase();
  if (verb === 'insert' || verb === 'begin' || verb === 'commit' || verb === 'rollback') return undefined;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } catch (error) {
    return `(EXPLAIN failed: ${(error as Error).message})`;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

export async function diagnose(options: Options): Promise<Diagnosis> {
  const file = join(ROOT, `.tmp/bench-approval-timing-${process.pid}.jsonl`);
  rmSync(file, { force: true });
  const server: RunningServer = startServer({
    port: await freePort(),
    databaseUrl: options.databaseUrl,
    imports: [TIMING_MODULE],
    env: { ...options.env, FLOWHALL_PG_TIMING_FILE: file },
  });
  const slices: { scenario: string; from: number; to: number; callMs: number }[] = [];
  let failed = false;
  try {
    await waitForHealth(server, 180_000);
    const call = async (path: string, body: string) => {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers: { token: options.token, 'content-type': 'application/json' }, body: body || '{}' });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const scenario = async (name: string, work: () => Promise<number>) => {
      await work(); // once to warm the new server's caches and prepared statements
      const from = read(file).length;
      const callMs = await work();
      slices.push({ scenario: name, from, to: read(file).length, callMs });
    };
    for (const [name, calls] of Object.entries(options.pageCalls)) {
      await scenario(name, async () => {
        let ms = 0;
        // The POST calls (a call without a body was not a POST: getUserInfo and the like are cheap and left out).
        for (const c of calls) if (c.body !== '') ms += await call(c.path, c.body);
        return ms;
      });
    }
    if (options.batch) {
      const batch = options.batch;
      await scenario('batch', async () => call('/bpmTask/batchApprove', JSON.stringify({ ids: await batch() })));
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    await stopAndReport(server, failed);
  }

  const all = read(file);
  rmSync(file, { force: true });
  const diagnosis: Diagnosis = { scenarios: {}, top: [] };
  for (const slice of slices) {
    const statements = all.slice(slice.from, slice.to);
    diagnosis.scenarios[slice.scenario] = { statements: statements.length, totalMs: round(statements.reduce((s, x) => s + x.ms, 0)), callMs: round(slice.callMs) };
    const byText = new Map<string, { cost: StatementCost; slowest: TimedStatement }>();
    for (const statement of statements) {
      const entry = byText.get(statement.text) ?? { cost: { scenario: slice.scenario, text: statement.text, count: 0, totalMs: 0, maxMs: 0 }, slowest: statement };
      entry.cost.count += 1;
      entry.cost.totalMs += statement.ms;
      if (statement.ms >= entry.cost.maxMs) {
        entry.cost.maxMs = statement.ms;
        entry.slowest = statement;
      }
      byText.set(statement.text, entry);
    }
    const ranked = [...byText.values()].sort((a, b) => b.cost.totalMs - a.cost.totalMs).slice(0, EXPLAINED_PER_SCENARIO);
    for (const { cost, slowest } of ranked) {
      diagnosis.top.push({ ...cost, totalMs: round(cost.totalMs), maxMs: round(cost.maxMs), plan: await explain(options.pool, slowest) });
    }
  }
  return diagnosis;
}
