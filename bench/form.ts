/**
 * `npm run bench:form` — the form renderer against @rjsf/antd and a bare antd Form (issue 5, "Bench").
 *
 * The form (bench/support/form-schema.ts): 500 fields of mixed types in grids and tables, 20 linkage
 * rules, 10 calculations; the same 500 controls as a JSON Schema for @rjsf/antd and as a hand-written
 * antd Form. The page (bench/form-page) is built apart from the app, twice: React's production build
 * for the timings, react-dom/profiling for the re-render counts. Headless Chromium, one run:
 *
 * 1. Mount: navigation done, then `root.render` → the first frame on screen with all 500 form items;
 *    a fresh page per mount, variants interleaved, one warm-up round, median of BENCH_FORM_MOUNTS.
 * 2. Keystroke: one key pressed in one input (字段 250, which nothing depends on) → the first frame on
 *    screen after the last React commit it caused (keydown's timestamp to a message posted from the
 *    next requestAnimationFrame); 5 warm-up keys, median of BENCH_FORM_KEYS.
 * 3. Re-renders per keystroke (profiling build): components that rendered in the commits of one key
 *    (React's commit hook, fiber by fiber), the distinct form items they sit in, and React's own render
 *    time from <Profiler onRender>; median of BENCH_FORM_COUNTED keys.
 * Targets: Flowhall's keystroke re-renders fewer than 5 components and costs at most 1/10 of rjsf's;
 * its mount is within 1.5× of the bare antd Form. Prints a table; writes bench/results/form.json.
 *
 * Environment: CHROMIUM_PATH (/usr/bin/chromium), BENCH_FORM_MOUNTS (7), BENCH_FORM_KEYS (50),
 * BENCH_FORM_COUNTED (10), BENCH_SKIP_BUILD=1 (reuse .tmp/bench-form), BENCH_FORM_PROFILE=1 (also a
 * CPU profile of one mount per form, summarised, saved under .tmp/bench-form).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { profileMount, type ProfileSummary } from './support/form-profile.ts';
import { serveStatic, type StaticServer } from './support/form-serve.ts';
import { FIELD_COUNT, TYPED_FIELD } from './support/form-schema.ts';
import { formatTable } from './support/report.ts';
import { positiveNumber, ROOT } from './support/settings.ts';

const MOUNTS = Math.round(positiveNumber('BENCH_FORM_MOUNTS', 7));
const KEYS = Math.round(positiveNumber('BENCH_FORM_KEYS', 50));
const COUNTED = Math.round(positiveNumber('BENCH_FORM_COUNTED', 10));
const RESULTS_FILE = join(ROOT, 'bench/results/form.json');
const OUT = join(ROOT, '.tmp/bench-form');
const VARIANTS = ['flowhall', 'rjsf', 'antd'] as const;
type Variant = (typeof VARIANTS)[number];
const LABEL: Record<Variant, string> = { flowhall: 'Flowhall FormRender', rjsf: '@rjsf/antd', antd: 'bare antd Form' };

const TARGET_COMPONENTS = 5;
const TARGET_KEY_RATIO = 0.1;
const TARGET_MOUNT_RATIO = 1.5;

interface CommitCount {
  components: number;
  own: number;
  fields: number;
  outsideFields: number;
  names: Record<string, number>;
}
interface KeystrokeResult {
  latencyMs: number;
  commits: number;
  renderMs: number;
  count?: CommitCount;
}
interface BenchWindow {
  __bench: { mount(): Promise<{ ms: number; formItems: number }>; arm(): void; keystroke(): Promise<KeystrokeResult> };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function build(mode: 'production' | 'profiling'): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(OUT, mode, 'index.html'))) return;
  const started = Date.now();
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'bench/form-page/vite.config.ts', '--mode', mode], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build (${mode}) failed`);
  console.info(`built the bench page (${mode}) in ${round((Date.now() - started) / 1000)} s`);
}

/** A served build of the bench page; the profiling one counts components. */
interface Site {
  server: StaticServer;
  counting: boolean;
}

async function openPage(browser: Browser, site: Site, variant: Variant): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  page.setDefaultTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Generous waits: on a shared, busy machine parsing 2 MB of script can take a while.
  await page.goto(`${site.server.url}/index.html?variant=${variant}${site.counting ? '&count=1' : ''}`, { timeout: 180_000 });
  try {
    await page.waitForFunction(() => document.title.endsWith('ready'), undefined, { timeout: 180_000 });
  } catch (error) {
    throw new Error(`${variant}: the bench page did not start (${errors.join('; ') || String(error)})`, { cause: error });
  }
  return page;
}

async function mount(page: Page): Promise<number> {
  const result = await page.evaluate(() => (window as unknown as BenchWindow).__bench.mount());
  if (result.formItems < FIELD_COUNT) throw new Error(`only ${result.formItems} form items`);
  return result.ms;
}

async function typedInput(page: Page) {
  const label = `字段 ${TYPED_FIELD.slice(1)}`;
  const item = page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  const input = item.locator('input').first();
  await input.click();
  return input;
}

async function keystroke(page: Page): Promise<KeystrokeResult> {
  await page.evaluate(() => (window as unknown as BenchWindow).__bench.arm());
  await page.keyboard.press('KeyA');
  return page.evaluate(() => (window as unknown as BenchWindow).__bench.keystroke());
}

async function measureMounts(browser: Browser, site: Site): Promise<Record<Variant, number[]>> {
  const mounts: Record<Variant, number[]> = { flowhall: [], rjsf: [], antd: [] };
  for (let pass = 0; pass <= MOUNTS; pass++) {
    // Rotate the order so that no variant always runs first (or last) in a round.
    const order = VARIANTS.map((_, i) => VARIANTS[(i + pass) % VARIANTS.length]!);
    for (const variant of order) {
      const page = await openPage(browser, site, variant);
      const ms = await mount(page);
      await page.close();
      if (pass > 0) mounts[variant].push(ms);
    }
    if (pass > 0) console.info(`mount round ${pass}/${MOUNTS}: ${VARIANTS.map((v) => `${v} ${Math.round(mounts[v].at(-1)!)} ms`).join(', ')}`);
  }
  return mounts;
}

async function measureKeys(browser: Browser, site: Site, variant: Variant, keys: number, warmup: number): Promise<KeystrokeResult[]> {
  const page = await openPage(browser, site, variant);
  await mount(page);
  const input = await typedInput(page);
  for (let i = 0; i < warmup; i++) await keystroke(page);
  const results: KeystrokeResult[] = [];
  for (let i = 0; i < keys; i++) results.push(await keystroke(page));
  const typed = await input.inputValue();
  if (!typed.endsWith('a'.repeat(Math.min(keys, 10)))) throw new Error(`${variant}: the input shows "${typed}" after the keystrokes`);
  await page.close();
  return results;
}

/** The keystroke whose component count is the median one, for the list of names. */
function medianCount(results: KeystrokeResult[]) {
  const counted = results.filter((r) => r.count).sort((a, b) => a.count!.components - b.count!.components);
  const middle = counted[Math.floor(counted.length / 2)];
  return {
    components: median(counted.map((r) => r.count!.components)),
    own: median(counted.map((r) => r.count!.own)),
    fields: median(counted.map((r) => r.count!.fields)),
    outsideFields: median(counted.map((r) => r.count!.outsideFields)),
    commits: median(results.map((r) => r.commits)),
    renderMs: round(median(results.map((r) => r.renderMs)), 2),
    names: Object.fromEntries(Object.entries(middle?.count?.names ?? {}).sort((a, b) => b[1] - a[1])),
  };
}

async function main() {
  build('production');
  build('profiling');
  const production: Site = { server: await serveStatic(join(OUT, 'production')), counting: false };
  const profiling: Site = { server: await serveStatic(join(OUT, 'profiling')), counting: true };
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const mounts = await measureMounts(browser, production);

    const keys = {} as Record<Variant, KeystrokeResult[]>;
    for (const variant of VARIANTS) {
      keys[variant] = await measureKeys(browser, production, variant, KEYS, 5);
      console.info(`keystroke ${variant}: median ${round(median(keys[variant].map((r) => r.latencyMs)))} ms`);
    }
    const counts = {} as Record<Variant, ReturnType<typeof medianCount>>;
    for (const variant of VARIANTS) counts[variant] = medianCount(await measureKeys(browser, profiling, variant, COUNTED, 3));

    const profiles: Partial<Record<Variant, ProfileSummary>> = {};
    if (process.env.BENCH_FORM_PROFILE === '1') {
      for (const variant of VARIANTS) {
        const page = await openPage(browser, profiling, variant);
        profiles[variant] = await profileMount(page, variant, OUT, () => mount(page));
        await page.close();
        console.info(`\nmount profile ${variant} (unminified build), self ms by package: ${JSON.stringify(profiles[variant]!.byPackage)}`);
        console.info(`top functions: ${JSON.stringify(profiles[variant]!.byFunction.slice(0, 12))}`);
      }
    }

    const mountMs = Object.fromEntries(VARIANTS.map((v) => [v, round(median(mounts[v]))])) as Record<Variant, number>;
    const keyMs = Object.fromEntries(VARIANTS.map((v) => [v, round(median(keys[v].map((r) => r.latencyMs)), 2)])) as Record<Variant, number>;
    const keyRatio = keyMs.flowhall / keyMs.rjsf;
    const mountRatio = mountMs.flowhall / mountMs.antd;
    const targets = {
      // Every React component that rendered, antd's own internals (Form.Item, Input) included.
      componentsPerKeystroke: { target: `< ${TARGET_COMPONENTS}`, value: counts.flowhall.components, met: counts.flowhall.components < TARGET_COMPONENTS },
      // Only components defined in Flowhall's source (form runtime and widget views).
      flowhallComponentsPerKeystroke: { target: `< ${TARGET_COMPONENTS}`, value: counts.flowhall.own, met: counts.flowhall.own < TARGET_COMPONENTS },
      fieldsPerKeystroke: { target: `< ${TARGET_COMPONENTS}`, value: counts.flowhall.fields, met: counts.flowhall.fields < TARGET_COMPONENTS },
      keystrokeVsRjsf: { target: `<= ${TARGET_KEY_RATIO}`, value: round(keyRatio, 3), met: keyRatio <= TARGET_KEY_RATIO },
      mountVsBareAntd: { target: `<= ${TARGET_MOUNT_RATIO}`, value: round(mountRatio, 2), met: mountRatio <= TARGET_MOUNT_RATIO },
    };

    const rows = VARIANTS.map((v) => [
      LABEL[v],
      String(mountMs[v]),
      String(keyMs[v]),
      String(round(Math.min(...keys[v].map((r) => r.latencyMs)), 1)),
      String(round(Math.max(...keys[v].map((r) => r.latencyMs)), 1)),
      String(counts[v].components),
      v === 'flowhall' ? String(counts[v].own) : '-',
      String(counts[v].fields),
      String(counts[v].outsideFields),
      String(counts[v].renderMs),
    ]);
    console.info(`\n${formatTable(['form', 'mount ms', 'key ms (median)', 'min', 'max', 'components/key', 'own', 'fields/key', 'outside fields', 'React render ms/key'], rows)}`);
    for (const v of VARIANTS) if (counts[v].components < 100) console.info(`${LABEL[v]}: components rendered by the median keystroke: ${JSON.stringify(counts[v].names)}`);
    for (const [name, target] of Object.entries(targets)) console.info(`target ${name}: ${target.value} (${target.target}) ${target.met ? 'met' : 'MISSED'}`);

    const report = {
      date: new Date().toISOString(),
      // The machine is shared: its load average during the run says how much the timings can be trusted.
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, chromium: browser.version(), loadAverage: os.loadavg().map((x) => round(x, 2)) },
      form: { fields: FIELD_COUNT, blocks: '13 grids (4 cols × 5) and 12 tables (5 rows × 4 cells)', linkageRules: 20, calculations: 10, typedField: TYPED_FIELD },
      method: {
        mount: `root.render → first frame with all ${FIELD_COUNT} .ant-form-item on screen; fresh page per mount, warm HTTP cache, 1 warm-up round, median of ${MOUNTS}`,
        keystroke: `Chromium key press in one input → first frame on screen after the last React commit; 5 warm-up keys, median of ${KEYS}`,
        counts: `profiling build; components = function/class/memo/forwardRef fibers that rendered in the key's commits (React commit hook), own = those exported by src/runtime/form/*.tsx and src/widgets/*/view.tsx, fields = distinct .ant-form-item they sit in; median of ${COUNTED} keys`,
        rjsfEquivalence: 'same fields, types, choices and order as JSON Schema + uiSchema; linkage and calculations have no rjsf counterpart and are left out',
      },
      results: Object.fromEntries(
        VARIANTS.map((v) => [
          v,
          {
            label: LABEL[v],
            mountMs: { median: mountMs[v], values: mounts[v].map((x) => round(x)) },
            keystrokeMs: { median: keyMs[v], values: keys[v].map((r) => round(r.latencyMs, 1)) },
            commitsPerKeystroke: median(keys[v].map((r) => r.commits)),
            reRenders: counts[v],
          },
        ]),
      ),
      targets,
      ...(Object.keys(profiles).length > 0 ? { mountProfiles: profiles } : {}),
    };
    await mkdir(dirname(RESULTS_FILE), { recursive: true });
    await writeFile(RESULTS_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.info(`written: ${RESULTS_FILE}`);
  } finally {
    await browser?.close();
    await production.server.close();
    await profiling.server.close();
  }
}

await main();
