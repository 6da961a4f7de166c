/**
 * `npm run bench:api` — the API against the raw driver (issue 2, "Bench").
 *
 * Creates a fresh database on the local PostgreSQL, starts the server on it as a child process, and
 * measures with autocannon (50 connections, 20 s each after a short warm-up), each call with a fresh login:
 *   - GET  /user/getUserInfo                           as admin
 *   - POST /sytPermissionResources/treeListByUser {0}  as teacher1 (non-admin: the role join) and as admin
 * Each call has a raw twin: the same SQL statements (same prepared-statement names, same parameters),
 * issued through `pg` alone by 50 concurrent workers on a pool as large as the server's. Prints req/s,
 * p50, p99, API/raw and the CPU spent per request by the server, the load generator and PostgreSQL; writes
 * bench/results/api.json; stops the server with SIGTERM and drops the database, also on failure or Ctrl-C.
 *
 * Environment: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50), BENCH_SLICES (4: API and raw take
 * turns in slices of BENCH_SECONDS / BENCH_SLICES), BENCH_NODE_OPTIONS (extra node flags for the server,
 * e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof` to profile it).
 *
 * The pieces it shares with bench/crud.ts live in bench/support/.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Client, Pool } from 'pg';
import { hashToken } from '../src/server/auth/sessions.ts';
import { CpuMeter } from './support/cpu.ts';
import { createBenchDatabase, dropBenchDatabase } from './support/database.ts';
import { type RawRequest, takeTurns } from './support/measure.ts';
import { describe, machine, printTable, rounded, writeJson, type PairResult } from './support/report.ts';
import { call, freePort, login, startServer, stopAndReport, waitForHealth, type ApiRequest, type RunningServer } from './support/server.ts';
import { PermissionCodesRate, resolveSession } from './support/session.ts';
import { readSettings, stopOnCtrlC } from './support/settings.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results/api.json', import.meta.url));

const settings = readSettings();

const ADMIN_PASSWORD = `Bench-admin-${randomBytes(6).toString('hex')}`;
const DEMO_PASSWORD = `Bench-demo-${randomBytes(6).toString('hex')}`;
const TARGET_RATIO = 0.5;

/**
 * The statements the server issues for the benched calls after the guard (bench/support/session.ts), byte
 * for byte as Drizzle builds them, with the names of the server's prepared queries (captured from the pg
 * driver while the server answered the calls; Drizzle passes rowMode 'array'). Re-capture them if the
 * server's queries change.
 */
const SQL = {
  /** rolesOfAccount (getUserInfo). Parameter: account id. */
  rolesOfAccount: {
    name: 'flowhall_roles_of_account',
    text:
      'select "syt_permission_role"."id", "syt_permission_role"."rolecode", "syt_permission_role"."rolename", ' +
      '"syt_permission_account_role"."is_default" from "syt_permission_account_role" ' +
      'inner join "syt_permission_role" on "syt_permission_role"."id" = "syt_permission_account_role"."role_id" ' +
      'where "syt_permission_account_role"."account_id" = $1 ' +
      'order by "syt_permission_role"."displayorder" asc, "syt_permission_role"."rolecode" asc',
  },
  /** The menu tree of a non-admin role (treeListByUser). Parameters: role id, type. */
  treeOfRole: {
    name: 'flowhall_menu_of_role',
    text:
      'select "syt_permission_resources"."id", "syt_permission_resources"."parent_id", "syt_permission_resources"."type", ' +
      '"syt_permission_resources"."label", "syt_permission_resources"."label_en", "syt_permission_resources"."path", ' +
      '"syt_permission_resources"."component", "syt_permission_resources"."icon", "syt_permission_resources"."permission", ' +
      '"syt_permission_resources"."query", "syt_permission_resources"."is_auth", "syt_permission_resources"."is_tab", ' +
      '"syt_permission_resources"."hidden", "syt_permission_resources"."sort" from "syt_permission_resources" ' +
      'inner join "syt_permission_role_resource" on ("syt_permission_role_resource"."resource_id" = "syt_permission_resources"."id" ' +
      'and "syt_permission_role_resource"."role_id" = $1) where "syt_permission_resources"."type" = $2 ' +
      'order by "syt_permission_resources"."sort" asc, "syt_permission_resources"."label" asc',
  },
  /** The menu tree of a super-admin role (treeListByUser): no join. Parameter: type. */
  treeAll: {
    name: 'flowhall_menu_all',
    text:
      'select "id", "parent_id", "type", "label", "label_en", "path", "component", "icon", "permission", "query", ' +
      '"is_auth", "is_tab", "hidden", "sort" from "syt_permission_resources" where "syt_permission_resources"."type" = $1 ' +
      'order by "syt_permission_resources"."sort" asc, "syt_permission_resources"."label" asc',
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  name: string;
  request: ApiRequest;
  /** Row count the raw twin's last statement must give, derived from the API's answer. */
  expectedRows: (info: unknown) => number;
  raw: (codes: PermissionCodesRate) => RawRequest;
}

function countNodes(nodes: unknown): number {
  if (!Array.isArray(nodes)) throw new Error('expected a tree (array of nodes)');
  return nodes.reduce((sum: number, node: { children?: unknown }) => sum + 1 + countNodes(node.children ?? []), 0);
}

function getUserInfo(who: string, token: string): Scenario {
  const tokenHash = hashToken(token);
  return {
    name: `GET /user/getUserInfo (${who})`,
    request: { method: 'GET', path: '/user/getUserInfo', headers: { token } },
    expectedRows: (info) => (info as { roles: unknown[] }).roles.length,
    raw: (codes) => async (pool) => {
      const session = await resolveSession(pool, tokenHash, codes);
      const { rows } = await pool.query({ ...SQL.rolesOfAccount, values: [session.accountId], rowMode: 'array' });
      return rows.length;
    },
  };
}

function treeListByUser(who: string, token: string): Scenario {
  const tokenHash = hashToken(token);
  const type = 0;
  return {
    name: `POST treeListByUser {type:0} (${who})`,
    request: {
      method: 'POST',
      path: '/sytPermissionResources/treeListByUser',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ type }),
    },
    expectedRows: countNodes,
    raw: (codes) => async (pool) => {
      const session = await resolveSession(pool, tokenHash, codes);
      const { rows } = session.superAdmin
        ? await pool.query({ ...SQL.treeAll, values: [type], rowMode: 'array' })
        : await pool.query({ ...SQL.treeOfRole, values: [session.roleId, type], rowMode: 'array' });
      return rows.length;
    },
  };
}

interface ScenarioResult extends PairResult {
  /** How often the raw twin ran the permission-codes query (the server's 5 s cache). */
  rawPermissionQueries: number;
}

async function runScenario(server: RunningServer, pool: Pool, meter: CpuMeter, scenario: Scenario): Promise<ScenarioResult> {
  // Check first that both sides answer the same thing: the call succeeds, the raw twin finds as many rows.
  const { envelope } = await call(server, scenario.request);
  const expected = scenario.expectedRows(envelope.info);
  const got = await scenario.raw(new PermissionCodesRate())(pool);
  if (got !== expected || expected === 0) {
    throw new Error(`${scenario.name}: the raw twin found ${got} rows, the API answered ${expected}`);
  }

  console.info(`\n${scenario.name}`);
  // One cache for the whole run, like the server's.
  const codes = new PermissionCodesRate();
  const { api, raw } = await takeTurns({
    server,
    pool,
    meter,
    api: scenario.request,
    warmupRaw: scenario.raw(new PermissionCodesRate()),
    raw: scenario.raw(codes),
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    slices: settings.slices,
    connections: settings.connections,
    poolSize: settings.poolSize,
  });
  console.info(`  API  ${describe(api)}`);
  console.info(`  raw  ${describe(raw)}; permission-codes query issued ${codes.issued}×`);
  return { name: scenario.name, api, raw, rawPermissionQueries: codes.issued, ratio: api.reqPerSec / raw.reqPerSec };
}

// ---------------------------------------------------------------------------------------------
// Report

async function writeResults(results: ScenarioResult[], postgresVersion: string): Promise<void> {
  const report = {
    date: new Date().toISOString(),
    machine: machine(postgresVersion),
    settings: {
      durationSeconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      rawWorkers: settings.connections,
      poolSize: settings.poolSize,
      slices: settings.slices,
      targetRatio: TARGET_RATIO,
    },
    notes: [
      'API: autocannon against the server started with `node --import tsx src/server/main.ts` on PostgreSQL, LOG_LEVEL=warn.',
      'raw: the same statements and parameters through pg alone, as the server sends them: the prepared (named) statements ' +
        'of the session lookup, roles of account and menu tree, rowMode array.',
      'Per raw request: the session lookup join, then roles of account (getUserInfo) or the resource tree (treeListByUser); ' +
        'the role permission codes query only when the 5 s in-process cache of the server would have expired; ' +
        'no sliding-expiry UPDATE (the server skips it while the session was renewed less than 60 s ago: ' +
        'each call logs in afresh just before its measurement).',
      'API and raw take turns in slices (durationSeconds split into `slices`), so that background load hits both alike; ' +
        'the figures add the slices up.',
      'Latencies in ms (2xx answers / successful iterations); req/s = completed requests / measured seconds.',
      'cpu: CPU ms (user + system) per request of the server process (API only), of the bench process (autocannon for ' +
        'the API, the pg workers for raw) and of the PostgreSQL backends serving the bench database.',
    ],
    results: results.map((result) => ({
      call: result.name,
      api: rounded(result.api),
      raw: rounded(result.raw),
      ratio: Math.round(result.ratio * 1000) / 1000,
      rawPermissionQueries: result.rawPermissionQueries,
    })),
  };
  await writeJson(RESULTS_FILE, report);
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  stopOnCtrlC();
  const { name, url, postgresVersion } = await createBenchDatabase(settings.baseUrl);

  let server: RunningServer | undefined;
  let pool: Pool | undefined;
  let stats: Client | undefined;
  let failed = false;
  try {
    server = startServer({
      port: await freePort(),
      databaseUrl: url,
      nodeFlags: settings.serverNodeFlags,
      env: { ADMIN_PASSWORD, DEMO_PASSWORD },
    });
    await waitForHealth(server);
    console.info(`server up on ${server.baseUrl} (migrated and seeded)`);
    server.output.length = 0;

    pool = new Pool({ connectionString: url, max: settings.poolSize });
    stats = new Client({ connectionString: settings.baseUrl });
    await stats.connect();
    const meter = new CpuMeter(stats, name, server.child.pid);

    const admin = { username: 'admin', password: ADMIN_PASSWORD };
    const teacher = { username: 'teacher1', password: DEMO_PASSWORD };
    const plan = [
      { user: admin, scenario: (token: string) => getUserInfo('admin', token) },
      { user: teacher, scenario: (token: string) => treeListByUser('teacher1, role join', token) },
      { user: admin, scenario: (token: string) => treeListByUser('admin, no join', token) },
    ];
    const results: ScenarioResult[] = [];
    for (const { user, scenario } of plan) {
      // A fresh session per call, so its sliding expiry is not due (60 s) while it is measured.
      const token = await login(server, user.username, user.password);
      results.push(await runScenario(server, pool, meter, scenario(token)));
    }

    printTable(results, TARGET_RATIO);
    await writeResults(results, postgresVersion);
    console.info(`\nfigures written to ${RESULTS_FILE}`);
    const below = results.filter((result) => result.ratio < TARGET_RATIO);
    if (below.length > 0) console.info(`below the target API/raw ≥ ${TARGET_RATIO}: ${below.map((result) => result.name).join('; ')}`);
    if (results.some((result) => result.api.errors > 0 || result.raw.errors > 0)) {
      console.error('some requests failed: the figures are not trustworthy');
      process.exitCode = 1;
    }
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (server) await stopAndReport(server, failed);
    await pool?.end();
    await stats?.end();
    await dropBenchDatabase(settings.baseUrl, name);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
