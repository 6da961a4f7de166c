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
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import { createHistogram, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Client, Pool } from 'pg';
import { hashToken } from '../src/server/auth/sessions.ts';
import { Codes } from '../src/schemas/envelope.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_FILE = fileURLToPath(new URL('./results/api.json', import.meta.url));

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const settings = {
  baseUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  seconds: positiveNumber('BENCH_SECONDS', 20),
  warmupSeconds: positiveNumber('BENCH_WARMUP_SECONDS', 2),
  connections: Math.round(positiveNumber('BENCH_CONNECTIONS', 50)),
  /**
   * The API and its raw twin take turns in this many slices, so that background load on a shared machine
   * falls on both sides alike rather than on whichever happened to run during a burst.
   */
  slices: Math.round(positiveNumber('BENCH_SLICES', 4)),
  /** The server's pool: openDatabase() defaults to 20 and main.ts does not override it. */
  poolSize: 20,
  serverNodeFlags: (process.env.BENCH_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean),
};

const ADMIN_PASSWORD = `Bench-admin-${randomBytes(6).toString('hex')}`;
const DEMO_PASSWORD = `Bench-demo-${randomBytes(6).toString('hex')}`;
const TARGET_RATIO = 0.5;

/**
 * The statements the server issues for the benched calls, byte for byte as Drizzle builds them, with the
 * names of the server's prepared queries (captured from the pg driver while the server answered the
 * calls; Drizzle passes rowMode 'array'). Re-capture them if the server's queries change.
 */
const SQL = {
  /** SessionStore.resolve: every authenticated call. Parameters: token hash, limit 1. */
  session: {
    name: 'flowhall_session_lookup',
    text:
      'select "syt_session"."token_hash", "syt_session"."account_id", "syt_permission_account"."humancode", ' +
      '"syt_permission_account"."humanname", "syt_permission_account"."organization_id", "syt_sys_organization"."name", ' +
      '"syt_permission_account"."validflag", "syt_permission_account"."del_flag", "syt_session"."role_id", ' +
      '"syt_permission_role"."rolecode", "syt_permission_role"."rolename", "syt_permission_role"."super_admin", ' +
      '"syt_session"."uid", "syt_session"."expires_at", "syt_session"."renewed_at" from "syt_session" ' +
      'inner join "syt_permission_account" on "syt_permission_account"."id" = "syt_session"."account_id" ' +
      'inner join "syt_permission_role" on "syt_permission_role"."id" = "syt_session"."role_id" ' +
      'left join "syt_sys_organization" on "syt_sys_organization"."id" = "syt_permission_account"."organization_id" ' +
      'where "syt_session"."token_hash" = $1 limit $2',
  },
  /** RolePermissionCache.codesOf: only when the role's entry is older than 5 s; not prepared. Parameter: role id. */
  permissionCodes: {
    text:
      'select "syt_permission_resources"."permission" from "syt_permission_role_resource" ' +
      'inner join "syt_permission_resources" on "syt_permission_resources"."id" = "syt_permission_role_resource"."resource_id" ' +
      'where ("syt_permission_role_resource"."role_id" = $1 and "syt_permission_resources"."permission" is not null)',
  },
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

/** RolePermissionCache keeps a role's codes this long (src/server/auth/role-permissions.ts). */
const PERMISSION_TTL_MS = 5_000;

// ---------------------------------------------------------------------------------------------
// Ctrl-C: stop the running measurement, then clean up as on any failure.

const interrupt = new AbortController();
process.once('SIGINT', () => {
  console.warn('\ninterrupted: stopping and cleaning up…');
  interrupt.abort(new Error('interrupted'));
});

// ---------------------------------------------------------------------------------------------
// Database

function databaseUrl(name: string): string {
  const url = new URL(settings.baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdminClient<T>(action: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: settings.baseUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Server

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** The server's recent output (startup banner, warnings, errors). */
  output: string[];
  /** Set once the bench itself asks the server to stop. */
  stopping: boolean;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

function startServer(port: number, url: string): RunningServer {
  // node --import tsx rather than the tsx CLI: one process, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, [...settings.serverNodeFlags, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      WEB_ROOT: '',
      SEED_DEMO: 'true',
      ADMIN_PASSWORD,
      DEMO_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: RunningServer = { child, baseUrl: `http://127.0.0.1:${port}`, output, stopping: false };
  child.once('exit', (code, signal) => {
    if (server.stopping) return;
    // A clean exit nobody here asked for means another process sent it SIGTERM or SIGINT.
    const hint = code === 0 || signal ? ': was it signalled by another process?' : '';
    console.error(`the server exited on its own (code ${code}, signal ${signal})${hint}`);
  });
  return server;
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function waitForHealth(server: RunningServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    interrupt.signal.throwIfAborted();
    if (hasExited(server.child)) throw new Error(`the server exited during start-up (code ${server.child.exitCode})`);
    try {
      const response = await fetch(`${server.baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not finished within the grace period. Answers how it ended. */
async function stopServer(server: RunningServer, graceMs = 20_000): Promise<string> {
  const { child } = server;
  server.stopping = true;
  if (!hasExited(child)) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  return child.signalCode ? `killed by ${child.signalCode}` : `exit code ${child.exitCode}`;
}

interface Envelope {
  code: string;
  info: unknown;
}

async function call(server: RunningServer, request: ApiRequest): Promise<{ envelope: Envelope; token: string | null }> {
  const response = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== Codes.ok) {
    throw new Error(`${request.method} ${request.path} answered ${response.status} ${JSON.stringify(envelope).slice(0, 300)}`);
  }
  return { envelope, token: response.headers.get('token') };
}

async function login(server: RunningServer, username: string, password: string): Promise<string> {
  const { token } = await call(server, {
    method: 'POST',
    path: '/user/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, uid: randomUUID() }),
  });
  if (!token) throw new Error(`login of ${username} answered no token header`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// Measurements

interface Figures {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Transport errors, timeouts and non-2xx answers (API), or failed iterations (raw). */
  errors: number;
  cpu: CpuPerRequest;
}

/**
 * CPU time (user + system) per request, in ms: the Flowhall server process (API only), this process
 * (autocannon for the API, the pg workers for raw SQL) and PostgreSQL's backends serving the bench
 * database. null where it cannot be read (no /proc, or PostgreSQL on another machine).
 */
interface CpuPerRequest {
  server: number | null;
  client: number;
  postgres: number | null;
}

/** CPU seconds used during a measurement, by the same three parties. */
type CpuSeconds = CpuPerRequest;

interface CpuSample {
  server: number | null;
  client: number;
  /** CPU seconds by backend pid. */
  postgres: Map<number, number> | null;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every mainstream architecture). */
const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; null if unreadable or not `command`. */
function processCpuSeconds(pid: number, command?: string): number | null {
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

class CpuMeter {
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

const addUnlessNull = (total: number | null, more: number | null) => (total === null || more === null ? null : total + more);

/** What the slices of one side add up to. */
class Tally {
  requests = 0;
  seconds = 0;
  errors = 0;
  /** Nanoseconds, 2xx answers (API) or successful iterations (raw). */
  readonly latency = createHistogram();
  private readonly cpu: CpuSeconds = { server: 0, client: 0, postgres: 0 };

  addCpu(used: CpuSeconds): void {
    this.cpu.server = addUnlessNull(this.cpu.server, used.server);
    this.cpu.client += used.client;
    this.cpu.postgres = addUnlessNull(this.cpu.postgres, used.postgres);
  }

  figures(): Figures {
    const perRequest = (seconds: number | null) => (seconds === null || this.requests === 0 ? null : (seconds * 1000) / this.requests);
    return {
      requests: this.requests,
      reqPerSec: this.seconds > 0 ? this.requests / this.seconds : 0,
      p50Ms: this.latency.count > 0 ? this.latency.percentile(50) / 1e6 : 0,
      p99Ms: this.latency.count > 0 ? this.latency.percentile(99) / 1e6 : 0,
      errors: this.errors,
      cpu: { server: perRequest(this.cpu.server), client: perRequest(this.cpu.client) ?? 0, postgres: perRequest(this.cpu.postgres) },
    };
  }
}

interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function measureApi(server: RunningServer, meter: CpuMeter, request: ApiRequest, seconds: number, tally: Tally): Promise<void> {
  interrupt.signal.throwIfAborted();
  const before = await meter.sample();
  const instance = autocannon({
    url: `${server.baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections: settings.connections,
    duration: seconds,
  });
  // Latencies go to the same kind of histogram as the raw side's, so that slices add up.
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) tally.latency.record(Math.max(1, Math.round(responseTimeMs * 1e6)));
  });
  const stop = () => instance.stop();
  interrupt.signal.addEventListener('abort', stop, { once: true });
  try {
    const result = await instance;
    tally.addCpu(CpuMeter.used(before, await meter.sample()));
    tally.requests += result.requests.total;
    tally.seconds += result.duration;
    tally.errors += result.errors + result.timeouts + result.non2xx;
  } finally {
    interrupt.signal.removeEventListener('abort', stop);
  }
}

/** One "request" of a raw twin: the statements the server would issue for it. Answers the row count of the last one. */
type RawRequest = (pool: Pool) => Promise<number>;

/** `connections` async workers, each looping over the raw request for `seconds`; latency per request. */
async function measureRaw(pool: Pool, meter: CpuMeter, request: RawRequest, seconds: number, tally: Tally): Promise<void> {
  interrupt.signal.throwIfAborted();
  let completed = 0;
  let failed = 0;
  let firstError: unknown;
  const before = await meter.sample();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && !interrupt.signal.aborted) {
      const t0 = process.hrtime.bigint();
      try {
        await request(pool);
        tally.latency.record(process.hrtime.bigint() - t0);
        completed += 1;
      } catch (error) {
        failed += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: settings.connections }, worker));
  tally.seconds += (performance.now() - started) / 1000;
  tally.addCpu({ ...CpuMeter.used(before, await meter.sample()), server: null });
  tally.requests += completed;
  tally.errors += failed;
  if (failed > 0 && completed === 0) throw new Error('every raw request failed', { cause: firstError });
  if (firstError) console.warn(`raw: ${failed} failed requests, the first: ${String(firstError)}`);
}

/**
 * The server's RolePermissionCache, as a rate: the codes query runs when the role's entry is missing or
 * older than 5 s (by every request that finds it so, until one has stored it), so not per request.
 */
class PermissionCodesRate {
  private readonly loadedAt = new Map<string, number>();
  issued = 0;

  async touch(pool: Pool, roleId: string): Promise<void> {
    const at = this.loadedAt.get(roleId);
    if (at !== undefined && Date.now() - at < PERMISSION_TTL_MS) return;
    this.issued += 1;
    await pool.query({ ...SQL.permissionCodes, values: [roleId], rowMode: 'array' });
    this.loadedAt.set(roleId, Date.now());
  }
}

/** The session lookup every authenticated call starts with (the guard), then the permission codes (cached). */
async function resolveSession(pool: Pool, tokenHash: string, codes: PermissionCodesRate) {
  const { rows } = await pool.query<unknown[]>({ ...SQL.session, values: [tokenHash, 1], rowMode: 'array' });
  const row = rows[0];
  if (!row) throw new Error('raw: the session row is missing');
  const session = { accountId: String(row[1]), roleId: String(row[8]), superAdmin: row[11] === true };
  await codes.touch(pool, session.roleId);
  // The sliding-expiry UPDATE is skipped while the session was renewed less than 60 s ago, as in the bench.
  return session;
}

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

interface ScenarioResult {
  name: string;
  api: Figures;
  raw: Figures;
  /** API req/s divided by raw req/s. */
  ratio: number;
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

  const slices = Math.max(1, Math.min(settings.slices, Math.floor(settings.seconds)));
  const slice = settings.seconds / slices;
  console.info(`\n${scenario.name}`);
  console.info(
    `  warm-up ${settings.warmupSeconds} s each, then API and raw SQL take turns: ${slices} × ${fixed(slice, 1)} s each, ` +
      `${settings.connections} connections / workers, pool of ${settings.poolSize}…`,
  );
  await measureApi(server, meter, scenario.request, settings.warmupSeconds, new Tally());
  await measureRaw(pool, meter, scenario.raw(new PermissionCodesRate()), settings.warmupSeconds, new Tally());

  const api = new Tally();
  const raw = new Tally();
  // One cache for the whole run, like the server's.
  const codes = new PermissionCodesRate();
  const rawRequest = scenario.raw(codes);
  for (let index = 0; index < slices; index += 1) {
    await measureApi(server, meter, scenario.request, slice, api);
    await measureRaw(pool, meter, rawRequest, slice, raw);
  }
  const result = { name: scenario.name, api: api.figures(), raw: raw.figures(), rawPermissionQueries: codes.issued };
  console.info(`  API  ${describe(result.api)}`);
  console.info(`  raw  ${describe(result.raw)}; permission-codes query issued ${codes.issued}×`);
  return { ...result, ratio: result.api.reqPerSec / result.raw.reqPerSec };
}

// ---------------------------------------------------------------------------------------------
// Report

const fixed = (value: number, digits: number) => value.toFixed(digits);
const optional = (value: number | null) => (value === null ? '-' : fixed(value, 3));

function describe(figures: Figures): string {
  const errors = figures.errors > 0 ? `, ${figures.errors} errors` : '';
  const { server, client, postgres } = figures.cpu;
  const cpu = `, CPU ms/req: server ${optional(server)}, client ${fixed(client, 3)}, postgres ${optional(postgres)}`;
  return `${fixed(figures.reqPerSec, 0)} req/s, p50 ${fixed(figures.p50Ms, 2)} ms, p99 ${fixed(figures.p99Ms, 2)} ms${cpu}${errors}`;
}

function printTable(results: ScenarioResult[]): void {
  const header = ['call', 'side', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'API/raw', 'CPU ms/req: server', 'client', 'postgres'];
  const rows: string[][] = [];
  for (const result of results) {
    const verdict = `${fixed(result.ratio, 2)} ${result.ratio >= TARGET_RATIO ? 'ok' : `< ${TARGET_RATIO}`}`;
    for (const [side, figures] of [['API', result.api], ['raw SQL', result.raw]] as const) {
      rows.push([
        side === 'API' ? result.name : '',
        side,
        fixed(figures.reqPerSec, 0),
        fixed(figures.p50Ms, 2),
        fixed(figures.p99Ms, 2),
        String(figures.errors),
        side === 'API' ? verdict : '',
        optional(figures.cpu.server),
        fixed(figures.cpu.client, 3),
        optional(figures.cpu.postgres),
      ]);
    }
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 || column === 1 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ');
  console.info(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.info(line(row));
  console.info(
    'CPU per request: server = the Flowhall process; client = this process (autocannon, or the pg workers); ' +
      'postgres = the backends of the bench database.',
  );
}

async function writeResults(results: ScenarioResult[], postgresVersion: string): Promise<void> {
  const cpus = os.cpus();
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      node: process.version,
      postgres: postgresVersion,
    },
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
  await mkdir(fileURLToPath(new URL('./results/', import.meta.url)), { recursive: true });
  await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

const round = (value: number) => Math.round(value * 100) / 100;

const roundMicro = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

function rounded(figures: Figures): Figures {
  const { server, client, postgres } = figures.cpu;
  return {
    ...figures,
    reqPerSec: round(figures.reqPerSec),
    p50Ms: round(figures.p50Ms),
    p99Ms: round(figures.p99Ms),
    cpu: { server: roundMicro(server), client: roundMicro(client) ?? 0, postgres: roundMicro(postgres) },
  };
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const name = `flowhall_bench_${randomBytes(6).toString('hex')}`;
  const url = databaseUrl(name);
  const postgresVersion = await withAdminClient(async (client) => {
    await client.query(`create database ${name}`);
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version ?? 'unknown';
  });
  console.info(`database ${name} created on ${new URL(settings.baseUrl).host} (PostgreSQL ${postgresVersion})`);

  let server: RunningServer | undefined;
  let pool: Pool | undefined;
  let stats: Client | undefined;
  let failed = false;
  try {
    server = startServer(await freePort(), url);
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

    printTable(results);
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
    if (server) {
      const ended = await stopServer(server);
      const log = server.output;
      if (failed || log.length > 0) {
        console.warn(`server output (${failed ? 'last lines' : 'warnings during the run'}):\n  ${log.slice(-40).join('\n  ')}`);
      }
      console.info(`server stopped with SIGTERM: ${ended}`);
    }
    await pool?.end();
    await stats?.end();
    await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    console.info(`database ${name} dropped`);
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
