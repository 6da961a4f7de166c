/**
 * `npm run bench:web` — the web app's weight and speed (issue 3, "Bench").
 *
 * 1. Builds the app (vite build → dist/web).
 * 2. Login route weight: the JS and CSS that dist/web/index.html loads — its entry script, stylesheets
 *    and modulepreloads, plus the static imports of those chunks, recursively — gzip-compressed one by
 *    one (zlib level 9). Budget: 250 KB of JS. Chromium's own view of the same page is recorded too:
 *    every /assets/ file it fetched for /login until the network went quiet.
 * 3. Timing in Chromium against the real server (fresh data directory), median of 10 runs, each in a
 *    fresh browser context (cold cache):
 *      - interactive login: navigation start → the login button rendered by React (handlers attached);
 *      - login → portal: form submit → the portal greeting rendered.
 *    Both are read from performance.now() inside the page, recorded by a MutationObserver.
 * Prints the figures and writes bench/results/web.json.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_RUNS (10), BENCH_SKIP_BUILD=1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist/web');
const RESULTS_FILE = join(ROOT, 'bench/results/web.json');
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const BUDGET_JS_KB = 250;
const ADMIN_PASSWORD = `Bench-web-${crypto.randomUUID().slice(0, 8)}`;

interface Asset {
  file: string;
  bytes: number;
  gzip: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(DIST, 'index.html'))) return;
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

function measure(file: string): Asset {
  const content = readFileSync(join(DIST, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** index.html's scripts, stylesheets and modulepreloads, then the static imports of every JS chunk among them. */
function loginRouteAssets(): Asset[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const code = readFileSync(join(DIST, file), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() is a lazy chunk.
    for (const match of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'"();]*?\sfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      pending.push(posix.normalize(posix.join(posix.dirname(file), match[1]!)));
    }
  }
  return [...seen].sort().map(measure);
}

const sum = (assets: Asset[], ext: string, key: 'bytes' | 'gzip') => assets.filter((a) => a.file.endsWith(ext)).reduce((total, a) => total + a[key], 0);

/** Records, inside the page, when the login button and the portal greeting first appear. */
const MARKERS = `
  (() => {
    const marks = (window.__benchMarks = {});
    const check = () => {
      if (!marks.login && document.querySelector('[data-testid="login-submit"]')) marks.login = performance.now();
      if (!marks.portal && document.querySelector('[data-testid="greeting"]')) marks.portal = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  })();
`;

type Marks = { login?: number; portal?: number; submit?: number };
const marksOf = (page: Page) => page.evaluate(() => (window as unknown as { __benchMarks: Marks }).__benchMarks);

async function run(browser: Browser, baseURL: string, collect: Set<string> | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
  await context.addInitScript(MARKERS);
  const page = await context.newPage();
  // Only what the login page itself loads: collection stops before the form is submitted.
  let collecting = collect !== undefined;
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (collecting && path.startsWith('/assets/') && /\.(js|css)$/.test(path)) collect?.add(path.slice(1));
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByTestId('login-submit').waitFor();
  if (collect) await page.waitForLoadState('networkidle');
  collecting = false;
  const interactive = (await marksOf(page)).login!;

  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill(ADMIN_PASSWORD);
  await page.evaluate(() => {
    (window as unknown as { __benchMarks: Marks }).__benchMarks.submit = performance.now();
    document.querySelector<HTMLFormElement>('[data-testid="login-form"]')!.requestSubmit();
  });
  await page.getByTestId('greeting').waitFor();
  const marks = await marksOf(page);
  await context.close();
  return { interactive, loginToPortal: marks.portal! - marks.submit! };
}

async function main() {
  build();
  const assets = loginRouteAssets();
  const jsGzip = sum(assets, '.js', 'gzip');
  const cssGzip = sum(assets, '.css', 'gzip');

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ ADMIN_PASSWORD, DEMO_PASSWORD: `${ADMIN_PASSWORD}-demo`, SEED_DEMO: 'true' });
    browser = await launchBrowser();
    // One warm-up run (server JIT, PGlite caches) that also records what Chromium fetched for /login.
    const fetched = new Set<string>();
    await run(browser, server.url, fetched);
    const observed = [...fetched].sort().map(measure);

    const interactive: number[] = [];
    const loginToPortal: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await run(browser, server.url, undefined);
      interactive.push(Math.round(result.interactive));
      loginToPortal.push(Math.round(result.loginToPortal));
    }

    const report = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version },
      loginRoute: {
        source: 'dist/web/index.html: entry, stylesheets, modulepreloads and their static imports',
        files: assets.map((a) => ({ file: a.file, kb: kb(a.bytes), gzipKb: kb(a.gzip) })),
        jsGzipKb: kb(jsGzip),
        cssGzipKb: kb(cssGzip),
        jsKb: kb(sum(assets, '.js', 'bytes')),
        budgetJsGzipKb: BUDGET_JS_KB,
        withinBudget: jsGzip / 1024 <= BUDGET_JS_KB,
      },
      chromiumFetchedForLogin: {
        files: observed.length,
        jsGzipKb: kb(sum(observed, '.js', 'gzip')),
        cssGzipKb: kb(sum(observed, '.css', 'gzip')),
        notInIndexHtml: observed.filter((a) => !assets.some((b) => b.file === a.file)).map((a) => a.file),
      },
      timingsMs: {
        runs: RUNS,
        coldCache: true,
        interactiveLogin: { median: median(interactive), values: interactive, targetMs: 1000 },
        loginToPortal: { median: median(loginToPortal), values: loginToPortal },
      },
    };
    await mkdir(dirname(RESULTS_FILE), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);

    console.info(`login route: ${assets.length} files, JS ${kb(jsGzip)} KB gzip (budget ${BUDGET_JS_KB} KB: ${report.loginRoute.withinBudget ? 'within' : 'OVER'}), CSS ${kb(cssGzip)} KB gzip`);
    console.info(`Chromium fetched for /login: ${observed.length} files, JS ${report.chromiumFetchedForLogin.jsGzipKb} KB gzip, CSS ${report.chromiumFetchedForLogin.cssGzipKb} KB gzip`);
    console.info(`interactive login: median ${median(interactive)} ms (${interactive.join(', ')})`);
    console.info(`login → portal:    median ${median(loginToPortal)} ms (${loginToPortal.join(', ')})`);
    console.info(`written: ${RESULTS_FILE}`);
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

await main();
