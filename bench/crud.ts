/**
 * `npm run bench:crud` — the generic entity runtime's queryPage on a large table (issue 4, "Bench").
 *
 * 1. Creates a fresh database on the local PostgreSQL and starts the server on it once with a bench-only
 *    instrument (bench/support/pg-capture.ts) that records every statement the pg driver sends.
 * 2. Adds 100,000 accounts with one INSERT … SELECT generate_series (student, teacher and staff numbers,
 *    Chinese names, mobiles, e-mails, all in the demo organisations), then VACUUM ANALYZE, and lists the
 *    indexes the schema produced for the account table (pg_indexes).
 * 3. As the admin, calls POST /sytPermissionAccount/queryPage once per scenario (page 1 and page 5,000,
 *    pageSize 10, with and without a like filter) and keeps the statements the server sent for it: the
 *    session lookup, the page query (which joins the organisation labels of its rows) and the count query
 *    (run in parallel); a server that still read the labels separately would show a third statement.
 * 4. Restarts the server without the instrument and, per scenario: checks that the raw twin finds the same
 *    ids and total as the API, prints EXPLAIN ANALYZE of the page and count queries, then measures with
 *    autocannon at 50 connections for 20 s against the raw twin — the captured statements replayed through
 *    `pg` alone by 50 workers, in the same order and parallelism — in alternating slices (bench/support).
 *    Then the same at 1 connection (the latency of one request on an idle server).
 * 5. Times the entity page's first render in Chromium (/system/account, the menu route of the account
 *    entity) with 10, 100 and 1,000 rows, against a private build of the web app.
 * Prints req/s, p50, p99, API/raw; targets: p50 under 10 ms for page 1, API ≥ half of raw. Writes
 * bench/results/crud.json; stops the server and drops the database, also on failure or Ctrl-C.
 *
 * Environment: as bench:api (bench/support/settings.ts: BENCH_DATABASE_URL, BENCH_SECONDS, BENCH_WARMUP_SECONDS,
 * BENCH_CONNECTIONS, BENCH_SLICES, BENCH_NODE_OPTIONS), plus BENCH_ACCOUNTS (100000), BENCH_LATENCY_SECONDS
 * (5; 0 skips the 1-connection pass), BENCH_SCENARIOS (comma-separated keys, default all), BENCH_BROWSER=0
 * (skip Chromium), BENCH_RUNS (5 Chromium runs per row count), BENCH_SKIP_BUILD=1 (reuse the private build),
 * CHROMIUM_PATH.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client, Pool } from 'pg';
import type { Browser, BrowserContext } from 'playwright-core';
import { hashToken } from '../src/server/auth/sessions.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { CpuMeter } from './support/cpu.ts';
import { createBenchDatabase, dropBenchDatabase } from './support/database.ts';
import { type Figures, type RawRequest, takeTurns } from './support/measure.ts';
import type { CapturedStatement } from './support/pg-capture.ts';
import { describe, fixed, formatTable, machine, printTable, round, rounded, writeJson, type PairResult } from './support/report.ts';
import { call, freePort, login, postAs, startServer, stopAndReport, waitForHealth, type RunningServer } from './support/server.ts';
import { PermissionCodesRate, resolveSession, SESSION_SQL } from './support/session.ts';
import { interrupt, positiveNumber, readSettings, ROOT, stopOnCtrlC } from './support/settings.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results/crud.json', import.meta.url));
const CAPTURE_MODULE = pathToFileURL(fileURLToPath(new URL('./support/pg-capture.ts', import.meta.url))).href;
const WORK_DIR = join(ROOT, '.tmp/bench-crud');
const WEB_DIR = join(WORK_DIR, 'web');

const settings = readSettings();

/** A non-negative number from the environment (0 switches a part off). */
function nonNegative(name: string, fallback: number): number {
  return process.env[name] === '0' ? 0 : positiveNumber(name, fallback);
}

const crud = {
  accounts: Math.round(positiveNumber('BENCH_ACCOUNTS', 100_000)),
  latencySeconds: nonNegative('BENCH_LATENCY_SECONDS', 5),
  browser: process.env.BENCH_BROWSER !== '0',
  browserRuns: Math.round(positiveNumber('BENCH_RUNS', 5)),
  only: (process.env.BENCH_SCENARIOS ?? '').split(',').map((key) => key.trim()).filter(Boolean),
};

const ADMIN_PASSWORD = `Bench-admin-${randomBytes(6).toString('hex')}`;
const DEMO_PASSWORD = `Bench-demo-${randomBytes(6).toString('hex')}`;
const TARGET_RATIO = 0.5;
const TARGET_P50_MS = 10;
const ENTITY = 'sytPermissionAccount';
/** The account list's page size, and the row counts of the render timing (100: the size changer's largest). */
const DEFAULT_PAGE_SIZE = 10;
const RENDER_ROWS = [DEFAULT_PAGE_SIZE, 100, 1000];
const TABLE = 'syt_permission_account';

// ---------------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  key: string;
  name: string;
  body: { page: number; pageSize: number; queryParam?: Record<string, string> };
  /** The p50 target applies to page 1. */
  p50Target: boolean;
}

const SCENARIOS: Scenario[] = [
  { key: 'page1', name: 'page 1', body: { page: 1, pageSize: 10 }, p50Target: true },
  { key: 'page5000', name: 'page 5,000', body: { page: 5000, pageSize: 10 }, p50Target: false },
  // A surname: about 5 % of the names.
  { key: 'page1-like', name: "page 1, humanname like '张'", body: { page: 1, pageSize: 10, queryParam: { humanname: '张' } }, p50Target: true },
  // A code fragment broad enough (every student number has it) for page 5,000 to exist under the filter.
  { key: 'page5000-like', name: "page 5,000, humancode like '20'", body: { page: 5000, pageSize: 10, queryParam: { humancode: '20' } }, p50Target: false },
];

/** The statements of one queryPage call after the guard's session lookup, as the server sent them. */
interface Statements {
  page: CapturedStatement;
  count: CapturedStatement;
  /** The organisation names of the page's rows as a separate statement (the server now joins them into the page query). */
  labels: CapturedStatement | undefined;
}

interface PageInfo {
  records: { id: string }[];
  total: number;
}

// ---------------------------------------------------------------------------------------------
// Data: 100,000 accounts in one statement

/**
 * Students (80 %: year of entry + a six-digit number, e.g. 2023012345), teachers (10 %: js012348) and staff
 * (10 %: zg012349); surnames weighted roughly by frequency; every account in one of the demo organisations
 * (students in departments, teachers in schools and departments, staff in offices and the university); 2 %
 * disabled; a third never logged in. Deterministic: every attribute is a hash of the row number. They
 * cannot log in (the password hash is not a scrypt hash).
 */
const INSERT_ACCOUNTS = `
with orgs as (
  select array_agg(id order by code) filter (where org_type = 'department') as departments,
         array_agg(id order by code) filter (where org_type in ('school', 'department')) as faculties,
         array_agg(id order by code) filter (where org_type in ('office', 'university')) as offices
  from syt_sys_organization
),
names as (
  select string_to_array('王王王王王王王李李李李李李李李张张张张张张张刘刘刘刘刘陈陈陈陈陈杨杨杨黄黄赵赵吴吴周周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤', null) as surnames,
         string_to_array('伟,芳,娜,秀英,敏,静,丽,强,磊,军,洋,勇,艳,杰,娟,涛,明,超,秀兰,霞,平,刚,桂英,文,华,建华,玉兰,萍,红,鹏,宇,浩,晨,欣,怡,博,子涵,梓轩,雨桐,婷,佳怡,睿,思远,一诺,嘉欣,俊杰,泽宇,辰,瑶,琪,雪,晓东,春梅,海燕,建国,志强,小红,欣怡,浩然,宇轩', ',') as givens
)
insert into syt_permission_account
  (id, humancode, humanname, password_hash, sex, mobile, email, organization_id, identity, displayorder, validflag, del_flag,
   created_at, updated_at, last_login_at)
select gen_random_uuid()::text,
       code,
       surnames[1 + h1 % cardinality(surnames)] || givens[1 + h2 % cardinality(givens)],
       'bench:no-login',
       case when h3 % 2 = 0 then '男' else '女' end,
       case when h3 % 5 = 0 then null else '1' || (3 + h4 % 7)::text || lpad((h5 % 1000000000)::text, 9, '0') end,
       code || case kind when 'student' then '@stu.flowhall.example' else '@flowhall.example' end,
       case kind when 'student' then departments[1 + h4 % cardinality(departments)]
                 when 'teacher' then faculties[1 + h4 % cardinality(faculties)]
                 else offices[1 + h4 % cardinality(offices)] end,
       kind,
       0,
       h3 % 50 <> 0,
       false,
       now() - make_interval(days => (h5 % 1500)::int),
       now() - make_interval(days => (h5 % 300)::int),
       case when h2 % 3 = 0 then null else now() - make_interval(mins => (h1 % 200000)::int) end
from generate_series(1, $1::int) as i, orgs, names,
  lateral (select case when i % 10 < 8 then 'student' when i % 10 = 8 then 'teacher' else 'staff' end as kind,
                  abs(hashint4(i)::bigint) as h1, abs(hashint4(i + 1000003)::bigint) as h2, abs(hashint4(i + 2000003)::bigint) as h3,
                  abs(hashint4(i + 3000017)::bigint) as h4, abs(hashint4(i + 4000037)::bigint) as h5) as h,
  lateral (select case kind when 'student' then (2019 + i % 6)::text || lpad(i::text, 6, '0')
                            when 'teacher' then 'js' || lpad(i::text, 6, '0')
                            else 'zg' || lpad(i::text, 6, '0') end as code) as c`;

async function loadAccounts(pool: Pool): Promise<{ inserted: number; seconds: number; vacuumSeconds: number; tableMiB: number }> {
  const started = performance.now();
  const { rowCount } = await pool.query(INSERT_ACCOUNTS, [crud.accounts]);
  const inserted = performance.now();
  // The state a table reaches soon after a bulk load anyway (autovacuum also runs on inserts): statistics
  // for the planner and the visibility map for index-only scans.
  await pool.query(`vacuum analyze ${TABLE}`);
  const { rows } = await pool.query<{ bytes: string }>(`select pg_total_relation_size('${TABLE}') as bytes`);
  return {
    inserted: rowCount ?? 0,
    seconds: (inserted - started) / 1000,
    vacuumSeconds: (performance.now() - inserted) / 1000,
    tableMiB: Math.round((Number(rows[0]?.bytes ?? 0) / 2 ** 20) * 10) / 10,
  };
}

async function accountIndexes(pool: Pool): Promise<{ name: string; definition: string }[]> {
  const { rows } = await pool.query<{ indexname: string; indexdef: string }>(
    'select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = $1 order by indexname',
    [TABLE],
  );
  return rows.map((row) => ({ name: row.indexname, definition: row.indexdef }));
}

// ---------------------------------------------------------------------------------------------
// Capture: the statements the server sends for each scenario

const captureFile = join(WORK_DIR, `capture-${process.pid}.jsonl`);

function readCapture(fromByte: number): CapturedStatement[] {
  const text = readFileSync(captureFile).subarray(fromByte).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CapturedStatement);
}

const captureSize = () => (existsSync(captureFile) ? readFileSync(captureFile).length : 0);

/** Sorts one call's statements by their part; anything unexpected stops the bench (its replay would be wrong). */
/**
 * The server counts a large list's total at most once per 5 s per filter (EntityService.total), so a call
 * may issue no count at all: its count is then the one an earlier call with the same filter issued (same
 * text, and its parameters lead the page query's, which adds limit and offset).
 */
function earlierCount(page: CapturedStatement, earlier: readonly CapturedStatement[]): CapturedStatement | undefined {
  return earlier.find((c) => c.values.every((v, i) => JSON.stringify(v) === JSON.stringify(page.values[i])));
}

function classify(scenario: Scenario, statements: CapturedStatement[], tokenHash: string, earlierCounts: readonly CapturedStatement[] = []): Statements {
  let page: CapturedStatement | undefined;
  let count: CapturedStatement | undefined;
  let labels: CapturedStatement | undefined;
  for (const statement of statements) {
    const { text } = statement;
    if (statement.name === SESSION_SQL.session.name) {
      if (text !== SESSION_SQL.session.text || statement.values[0] !== tokenHash) {
        throw new Error('the server\'s session lookup differs from bench/support/session.ts: re-capture it');
      }
    } else if (text.includes('"syt_permission_role_resource"')) {
      if (text !== SESSION_SQL.permissionCodes.text) throw new Error('the server\'s permission-codes query differs from bench/support/session.ts');
    } else if (text.startsWith('select count(*) from "syt_permission_account"')) {
      count = statement;
    } else if (text.startsWith('select ') && text.includes(' from "syt_permission_account" ') && text.includes(' order by ')) {
      page = statement;
    } else if (text.startsWith('select "id", "name" from "syt_sys_organization" where')) {
      labels = statement;
    } else {
      throw new Error(`${scenario.name}: an unexpected statement, teach the bench about it: ${text.slice(0, 200)}`);
    }
  }
  count ??= page ? earlierCount(page, earlierCounts) : undefined;
  if (!page || !count) throw new Error(`${scenario.name}: the page or the count query was not captured`);
  if (statements.filter((s) => s.name === SESSION_SQL.session.name).length !== 1) throw new Error(`${scenario.name}: expected one session lookup`);
  return { page, count, labels };
}

const asQuery = (statement: CapturedStatement) => ({
  text: statement.text,
  values: statement.values,
  ...(statement.name ? { name: statement.name } : {}),
  rowMode: 'array' as const,
});

/**
 * The raw twin of one queryPage call: the guard's session lookup (and the permission codes at the rate of
 * the server's cache), then the page and count queries in parallel, then the organisation labels when the
 * page has rows — the captured statements with their captured parameters.
 */
function rawTwin(statements: Statements, tokenHash: string) {
  // Mirrors the server's count cache: a total of 10,000 or more is counted at most once per 5 s, shared by the calls meanwhile.
  let counted: { at: number; total: Promise<number> } | undefined;
  const total = (pool: Pool) => {
    if (counted && Date.now() - counted.at < 5_000) return counted.total;
    const fresh = pool.query<unknown[]>(asQuery(statements.count)).then((r) => Number(r.rows[0]?.[0] ?? 0));
    counted = { at: Date.now(), total: fresh };
    void fresh.then(
      (n) => {
        if (n < 10_000) counted = undefined;
      },
      () => (counted = undefined),
    );
    return fresh;
  };
  return (codes: PermissionCodesRate): RawRequest =>
    async (pool) => {
      await resolveSession(pool, tokenHash, codes);
      const [page] = await Promise.all([pool.query<unknown[]>(asQuery(statements.page)), total(pool)]);
      if (statements.labels && page.rows.length > 0) await pool.query(asQuery(statements.labels));
      return page.rows.length;
    };
}

/** Ids and total by the raw statements, to compare with the API's answer. */
async function rawAnswer(pool: Pool, statements: Statements): Promise<{ ids: string[]; total: number }> {
  const [page, count] = await Promise.all([pool.query<unknown[]>(asQuery(statements.page)), pool.query<unknown[]>(asQuery(statements.count))]);
  return { ids: page.rows.map((row) => String(row[0])), total: Number(count.rows[0]?.[0]) };
}

const executionTime = (plan: string[]) => plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';

async function explain(pool: Pool, statement: CapturedStatement): Promise<string[]> {
  const query = { text: `explain (analyze, buffers) ${statement.text}`, values: statement.values };
  await pool.query(query); // warm
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(query);
  return rows.map((row) => row['QUERY PLAN']);
}

// ---------------------------------------------------------------------------------------------
// Measurements

interface ScenarioResult extends PairResult {
  key: string;
  body: Scenario['body'];
  total: number;
  p50Target: boolean;
  rawPermissionQueries: number;
  /** How many turns each side took (fewer for slow calls). */
  slices: number;
  /** At one connection: the latency of a single request. */
  single: { api: Figures; raw: Figures; slices: number } | undefined;
  sql: Statements;
  explain: { page: string[]; count: string[] };
}

async function runScenario(server: RunningServer, pool: Pool, meter: CpuMeter, token: string, scenario: Scenario, statements: Statements): Promise<ScenarioResult> {
  const tokenHash = hashToken(token);
  const request = postAs(token, `/${ENTITY}/queryPage`, scenario.body);
  // Both sides must answer the same thing: the same ids in the same order and the same total.
  const { envelope } = await call(server, request);
  const info = envelope.info as PageInfo;
  const raw = await rawAnswer(pool, statements);
  const apiIds = info.records.map((record) => record.id);
  if (raw.total !== info.total || raw.ids.join() !== apiIds.join()) {
    throw new Error(`${scenario.name}: the raw twin found ${raw.ids.length} rows of ${raw.total}, the API ${apiIds.length} of ${info.total} (or other ids)`);
  }
  if (apiIds.length === 0) console.warn(`${scenario.name}: the page is empty (${info.total} rows match)`);

  console.info(`\n${scenario.name}: ${JSON.stringify(scenario.body)} → ${apiIds.length} rows of ${info.total}`);
  const plans = { page: await explain(pool, statements.page), count: await explain(pool, statements.count) };
  console.info(`  EXPLAIN ANALYZE: page query ${executionTime(plans.page)}, count query ${executionTime(plans.count)}`);

  const twin = rawTwin(statements, tokenHash);
  const codes = new PermissionCodesRate();
  const loaded = await takeTurns({
    server,
    pool,
    meter,
    api: request,
    warmupRaw: twin(new PermissionCodesRate()),
    raw: twin(codes),
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
    slices: settings.slices,
    connections: settings.connections,
    poolSize: settings.poolSize,
  });
  console.info(`  API  ${describe(loaded.api)}`);
  console.info(`  raw  ${describe(loaded.raw)}; permission-codes query issued ${codes.issued}×`);

  let single: ScenarioResult['single'];
  if (crud.latencySeconds > 0) {
    console.info(`  one connection:`);
    single = await takeTurns({
      server,
      pool,
      meter,
      api: request,
      warmupRaw: twin(new PermissionCodesRate()),
      raw: twin(new PermissionCodesRate()),
      seconds: crud.latencySeconds,
      warmupSeconds: 1,
      slices: Math.min(settings.slices, 2),
      connections: 1,
      poolSize: settings.poolSize,
    });
    console.info(`  API  ${describe(single.api)}`);
    console.info(`  raw  ${describe(single.raw)}`);
  }
  return {
    key: scenario.key,
    name: scenario.name,
    body: scenario.body,
    total: info.total,
    p50Target: scenario.p50Target,
    api: loaded.api,
    raw: loaded.raw,
    ratio: loaded.raw.reqPerSec > 0 ? loaded.api.reqPerSec / loaded.raw.reqPerSec : Number.NaN,
    slices: loaded.slices,
    rawPermissionQueries: codes.issued,
    single,
    sql: statements,
    explain: plans,
  };
}

// ---------------------------------------------------------------------------------------------
// Chromium: the entity page's first render

interface RenderRun {
  /** Navigation start of /system/account → the rows in the table. */
  navigationToRows: number;
  /** The queryPage answer fully received → the rows in the table (React and antd rendering them). */
  responseToRows: number;
  /** The queryPage answer fully received → the frame after the rows appeared (layout and paint included). */
  responseToFrame: number;
  /** Rendered as a virtual table: only the rows in view are in the DOM (`domRows` of them). */
  virtual?: { domRows: number };
}

interface RenderResult {
  rows: number;
  runs: number;
  /** Rendered as a virtual table (only the rows in view in the DOM): how many rows the DOM held. */
  virtualDomRows: number | null;
  medianMs: RenderRun;
  all: RenderRun[];
}

/**
 * Records, inside the page, when the table first shows the expected number of rows, and the next frame. A
 * virtual table (the entity page renders 100 rows or more so) holds only the rows in view in the DOM: it
 * counts as showing them all once rows are in the DOM and its scroll area is laid out for all of them (at
 * least 20 px a row).
 */
const MARKERS = (expected: number) => `
  (() => {
    const marks = (window.__benchMarks = {});
    const rows = document.getElementsByClassName('ant-table-row');
    const holders = document.getElementsByClassName('ant-table-tbody-virtual-holder-inner');
    const laidOut = () => holders.length > 0 && rows.length > 0 && holders[0].parentElement.offsetHeight >= ${expected} * 20;
    const check = () => {
      if (marks.rows || (rows.length < ${expected} && !laidOut())) return;
      marks.rows = performance.now();
      marks.count = rows.length;
      marks.virtual = holders.length > 0;
      requestAnimationFrame(() => setTimeout(() => (marks.frame = performance.now())));
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();
`;

type Marks = { rows?: number; frame?: number; count?: number; virtual?: boolean };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function buildWeb(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(WEB_DIR, 'index.html'))) return;
  // A private output directory: dist/web may be in use by another run in this tree.
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', WEB_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The server's cap on pageSize (MAX_PAGE_SIZE in src/schemas/entity/json-schema.ts). */
const SERVER_MAX_PAGE_SIZE = 500;

/**
 * The page asks for `rows` rows: the entity file's chunk gets `list.pageSize: rows` (the page's initial page
 * size comes from it; its size changer stops at 100). Above the server's cap of 500 rows a page, the
 * request is answered by as many real 500-row calls (same filter, pages 1, 2 …) joined together.
 */
async function askForRows(context: BrowserContext, rows: number): Promise<void> {
  await context.route(`**/assets/${ENTITY}-*.js`, async (route) => {
    const response = await route.fetch();
    const code = await response.text();
    if (code.split('defaultSort:').length !== 2) throw new Error(`the ${ENTITY} chunk no longer has one defaultSort: adapt the bench`);
    await route.fulfill({ response, body: code.replace('defaultSort:', `pageSize:${rows},defaultSort:`) });
  });
  if (rows <= SERVER_MAX_PAGE_SIZE) return;
  await context.route(`**/${ENTITY}/queryPage`, async (route) => {
    const body = route.request().postDataJSON() as { pageSize?: number } & Record<string, unknown>;
    if (body.pageSize !== rows) return route.continue();
    const parts = await Promise.all(
      Array.from({ length: Math.ceil(rows / SERVER_MAX_PAGE_SIZE) }, async (_, index) => {
        const response = await route.fetch({ postData: JSON.stringify({ ...body, page: index + 1, pageSize: SERVER_MAX_PAGE_SIZE }) });
        return (await response.json()) as { code: string; info: PageInfo };
      }),
    );
    const first = parts[0]!;
    const records = parts.flatMap((part) => part.info.records).slice(0, rows);
    const joined = { ...first, info: { ...first.info, records, page: 1, pageSize: rows } };
    await route.fulfill({ status: 200, contentType: 'application/json; charset=utf-8', body: JSON.stringify(joined) });
  });
}

async function renderOnce(browser: Browser, baseURL: string, rows: number): Promise<RenderRun> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
  try {
    await context.addInitScript(MARKERS(rows));
    if (rows !== DEFAULT_PAGE_SIZE) await askForRows(context, rows);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill(ADMIN_PASSWORD);
    await page.getByLabel('密码').press('Enter');
    await page.getByTestId('greeting').waitFor();
    // A full navigation in the signed-in tab (the token lives in its sessionStorage).
    await page.goto('/system/account');
    await page.waitForFunction(() => (window as unknown as { __benchMarks: Marks }).__benchMarks.frame !== undefined, undefined, { timeout: 60_000 });
    const marks = await page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks);
    const responseEnd = await page.evaluate(
      (entity) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith(`/${entity}/queryPage`))
          .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
          .at(-1),
      ENTITY,
    );
    if (!marks.virtual && marks.count !== rows) throw new Error(`the table showed ${marks.count} rows, expected ${rows}`);
    // The entity page renders 100 rows or more as a virtual table (VIRTUAL_FROM in src/runtime/entity/EntityPage.tsx).
    if (Boolean(marks.virtual) !== rows >= 100) throw new Error(`a page of ${rows} rows rendered ${marks.virtual ? '' : 'not '}as a virtual table`);
    if (responseEnd === undefined) throw new Error('no resource timing entry for queryPage');
    return {
      navigationToRows: marks.rows!,
      responseToRows: marks.rows! - responseEnd,
      responseToFrame: marks.frame! - responseEnd,
      ...(marks.virtual ? { virtual: { domRows: marks.count ?? 0 } } : {}),
    };
  } finally {
    await context.close();
  }
}

async function measureRender(baseURL: string): Promise<RenderResult[]> {
  const browser = await launchBrowser();
  try {
    const results: RenderResult[] = [];
    for (const rows of RENDER_ROWS) {
      await renderOnce(browser, baseURL, rows); // warm-up: server JIT, PostgreSQL caches
      const all: RenderRun[] = [];
      for (let run = 0; run < crud.browserRuns; run += 1) {
        interrupt.signal.throwIfAborted();
        all.push(await renderOnce(browser, baseURL, rows));
      }
      const medianMs = {
        navigationToRows: Math.round(median(all.map((r) => r.navigationToRows))),
        responseToRows: Math.round(median(all.map((r) => r.responseToRows))),
        responseToFrame: Math.round(median(all.map((r) => r.responseToFrame))),
      };
      const virtualDomRows = all[0]?.virtual?.domRows ?? null;
      console.info(
        `  ${rows} rows${virtualDomRows === null ? '' : ` (virtual table, ${virtualDomRows} in the DOM)`}: navigation → rows ${medianMs.navigationToRows} ms; ` +
          `answer → rows ${medianMs.responseToRows} ms; answer → next frame ${medianMs.responseToFrame} ms (median of ${all.length})`,
      );
      results.push({ rows, runs: all.length, virtualDomRows, medianMs, all: all.map((r) => ({ navigationToRows: Math.round(r.navigationToRows), responseToRows: Math.round(r.responseToRows), responseToFrame: Math.round(r.responseToFrame) })) });
    }
    return results;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

function printTargets(results: ScenarioResult[]): void {
  const header = ['call', 'rows of total', 'p50 ms (50 conn.)', 'p50 ms (1 conn.)', `p50 < ${TARGET_P50_MS} ms`, 'API/raw', `≥ ${TARGET_RATIO}`];
  const rows = results.map((result) => {
    const singleP50 = result.single?.api.p50Ms;
    const p50Verdict = !result.p50Target
      ? '(no target)'
      : `${result.api.p50Ms < TARGET_P50_MS ? 'met' : 'missed'} at 50, ${singleP50 === undefined ? '-' : singleP50 < TARGET_P50_MS ? 'met' : 'missed'} at 1`;
    return [
      result.name,
      `${Math.min(result.body.pageSize, Math.max(0, result.total - (result.body.page - 1) * result.body.pageSize))} of ${result.total}`,
      fixed(result.api.p50Ms, 2),
      singleP50 === undefined ? '-' : fixed(singleP50, 2),
      p50Verdict,
      fixed(result.ratio, 2),
      result.ratio >= TARGET_RATIO ? 'met' : 'missed',
    ];
  });
  console.info(`\nTargets\n${formatTable(header, rows)}`);
}

async function writeResults(
  results: ScenarioResult[],
  postgresVersion: string,
  data: Awaited<ReturnType<typeof loadAccounts>> & { indexes: { name: string; definition: string }[] },
  render: RenderResult[] | string,
  load: { start: number[]; end: number[] },
): Promise<void> {
  const report = {
    date: new Date().toISOString(),
    machine: { ...machine(postgresVersion), loadAverage: load },
    settings: {
      durationSeconds: settings.seconds,
      warmupSeconds: settings.warmupSeconds,
      connections: settings.connections,
      rawWorkers: settings.connections,
      poolSize: settings.poolSize,
      slices: settings.slices,
      singleConnectionSeconds: crud.latencySeconds,
      targetRatio: TARGET_RATIO,
      targetP50Ms: TARGET_P50_MS,
    },
    data: {
      accounts: data.inserted,
      insertSeconds: round(data.seconds),
      vacuumAnalyzeSeconds: round(data.vacuumSeconds),
      tableWithIndexesMiB: data.tableMiB,
      indexes: data.indexes,
    },
    notes: [
      `API: autocannon against POST /${ENTITY}/queryPage as the admin, on the server started with \`node --import tsx src/server/main.ts\` on PostgreSQL, LOG_LEVEL=warn.`,
      'raw: the statements the server sent for the same call, captured from the pg driver by a separate server process started ' +
        'with bench/support/pg-capture.ts, replayed through pg alone with the same parameters and rowMode array: the session ' +
        'lookup (prepared), the permission codes only when the server\'s 5 s cache would have expired, the page and count ' +
        'queries in parallel (named statements, as the server sends them: SQL text compiled once per query shape, ' +
        'src/server/entity/compiled-read.ts), the page query joining the organisation labels of its rows.',
      'API and raw take turns in slices after a warm-up of each; the figures add the slices up. A result\'s `slices` says how many: ' +
        'durationSeconds split into settings.slices, fewer when a slice would be shorter than 20 × the warm-up\'s p99 latency ' +
        '(requests still running at a slice\'s end are not counted on either side, and the next slice waits until the database is idle). Totals of 10,000 rows or more are counted at most once per 5 s on both sides, as the server caches them.',
      '`single`: the same at one connection / one worker for singleConnectionSeconds: the latency of one request on an otherwise idle server.',
      'Latencies in ms (2xx answers / successful iterations); req/s = completed requests / measured seconds. cpu: CPU ms per request, as in api.json.',
      'render: Chromium (headless) signs in as admin through the login form, then navigates to /system/account (the menu route ' +
        'that opens the account entity page); times are read with performance.now() in the page, medians of `runs` fresh contexts. ' +
        'For 100 and 1,000 rows the entity file\'s chunk is given list.pageSize 100 or 1000 (the size changer stops at 100); ' +
        'the 1,000-row request is answered by two real 500-row queryPage calls joined (the server caps pageSize at 500). ' +
        'Pages of 100 rows or more render as an antd virtual table (`virtualDomRows`: the rows in view are in the DOM); ' +
        'such a table counts as shown once its rows are in the DOM and its scroll area is laid out for all the rows.',
    ],
    results: results.map((result) => ({
      key: result.key,
      call: result.name,
      body: result.body,
      total: result.total,
      api: rounded(result.api),
      raw: rounded(result.raw),
      ratio: Math.round(result.ratio * 1000) / 1000,
      rawPermissionQueries: result.rawPermissionQueries,
      slices: result.slices,
      single: result.single && { api: rounded(result.single.api), raw: rounded(result.single.raw), slices: result.single.slices },
      targets: {
        p50Under10msAt50: result.p50Target ? result.api.p50Ms < TARGET_P50_MS : null,
        p50Under10msAt1: result.p50Target && result.single ? result.single.api.p50Ms < TARGET_P50_MS : null,
        ratioAtLeastHalf: result.ratio >= TARGET_RATIO,
      },
      sql: {
        page: { text: result.sql.page.text, values: result.sql.page.values },
        count: { text: result.sql.count.text, values: result.sql.count.values },
        labels: result.sql.labels ? { text: result.sql.labels.text, parameters: result.sql.labels.values.length } : null,
      },
      explain: result.explain,
    })),
    render,
  };
  await writeJson(RESULTS_FILE, report);
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  stopOnCtrlC();
  const scenarios = crud.only.length ? SCENARIOS.filter((s) => crud.only.includes(s.key)) : SCENARIOS;
  if (scenarios.length === 0) throw new Error(`BENCH_SCENARIOS names none of ${SCENARIOS.map((s) => s.key).join(', ')}`);
  const loadStart = os.loadavg().map((value) => round(value));
  mkdirSync(WORK_DIR, { recursive: true });
  writeFileSync(captureFile, '');
  const database = await createBenchDatabase(settings.baseUrl);

  let server: RunningServer | undefined;
  let pool: Pool | undefined;
  let stats: Client | undefined;
  let failed = false;
  const env = { ADMIN_PASSWORD, DEMO_PASSWORD };
  try {
    // 1. The capturing server: migrates and seeds, then answers each scenario once.
    server = startServer({
      port: await freePort(),
      databaseUrl: database.url,
      imports: [CAPTURE_MODULE],
      env: { ...env, JOB_POLL_MS: '0', FLOWHALL_PG_CAPTURE_FILE: captureFile },
    });
    await waitForHealth(server);
    console.info(`server up on ${server.baseUrl} (migrated and seeded), recording its statements`);
    pool = new Pool({ connectionString: database.url, max: settings.poolSize });

    const data = await loadAccounts(pool);
    const indexes = await accountIndexes(pool);
    console.info(
      `${data.inserted} accounts inserted in ${fixed(data.seconds, 1)} s (vacuum analyze ${fixed(data.vacuumSeconds, 1)} s; ` +
        `table with indexes ${data.tableMiB} MiB); indexes of ${TABLE}:\n  ${indexes.map((index) => index.definition).join('\n  ')}`,
    );

    const token = await login(server, 'admin', ADMIN_PASSWORD);
    const tokenHash = hashToken(token);
    const captured = new Map<string, Statements>();
    for (const scenario of scenarios) {
      const from = captureSize();
      await call(server, postAs(token, `/${ENTITY}/queryPage`, scenario.body));
      captured.set(scenario.key, classify(scenario, readCapture(from), tokenHash, [...captured.values()].map((c) => c.count)));
    }
    await stopAndReport(server, false);
    server = undefined;

    // 2. The measured server: no instrument.
    server = startServer({ port: await freePort(), databaseUrl: database.url, nodeFlags: settings.serverNodeFlags, env });
    await waitForHealth(server);
    console.info(`server restarted on ${server.baseUrl} without the instrument`);
    server.output.length = 0;
    stats = new Client({ connectionString: settings.baseUrl });
    await stats.connect();
    const meter = new CpuMeter(stats, database.name, server.child.pid);

    const results: ScenarioResult[] = [];
    for (const scenario of scenarios) results.push(await runScenario(server, pool, meter, token, scenario, captured.get(scenario.key)!));

    printTable(results, TARGET_RATIO);
    printTargets(results);

    let render: RenderResult[] | string = 'skipped (BENCH_BROWSER=0)';
    if (crud.browser) {
      await stopAndReport(server, false);
      server = undefined;
      buildWeb();
      server = startServer({ port: await freePort(), databaseUrl: database.url, env: { ...env, WEB_ROOT: WEB_DIR } });
      await waitForHealth(server);
      console.info(`\nentity page first render in Chromium (${server.baseUrl}/system/account, ${data.inserted} accounts):`);
      render = await measureRender(server.baseUrl);
    }

    await writeResults(results, database.postgresVersion, { ...data, indexes }, render, { start: loadStart, end: os.loadavg().map((value) => round(value)) });
    console.info(`\nfigures written to ${RESULTS_FILE}`);
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
    await dropBenchDatabase(settings.baseUrl, database.name);
    rmSync(captureFile, { force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
