/**
 * `npm run bench:designer` — the form designer against VForm 3's (issue 13, "Bench").
 *
 * Forms: generated VForm 3 JSON of 50, 200 and 400 widgets (every node counts: grids with their
 * columns, tables with their cells, sub-forms, fields; bench/support/designer-form.ts). Flowhall's
 * designer page is built apart from the app (bench/support/designer-page) and opens the form as a
 * saved one (/bpmForm/get, answered by the bench's server); the peer page (bench/designer-peer) runs
 * vform3-builds' designer on Vue's and element-plus's global builds, all from node_modules, and gets
 * the same form through its ref's setFormJson (sub-forms as cards: VForm 3's open-source designer has
 * no sub-form). Headless Chromium, 1440×900, zh, any request off the bench's server refused.
 *
 * Steps, each timed from its DOM event to the first frame that shows the result (designer-probe.ts):
 *   open     navigation start → every widget drawn and the property panel there (fresh context each)
 *   select   click on a field's label on the canvas → the property panel shows that field
 *   key      one key at the end of the label property → the canvas shows the new label
 *   drag     drop of a top-level field dragged (by its handle, native drag and drop) above the field
 *            two places up → the canvas shows the new order
 *   undo     click on the toolbar's undo → the canvas shows the order before the drag
 * Targets at 400 widgets: open < 1000 ms, select < 50, key < 50, drag < 100, undo < 100; and each step
 * ≤ 0.5× VForm 3's. Prints medians and ratios; writes bench/results/designer.json.
 *
 * Environment: CHROMIUM_PATH, BENCH_DESIGNER_SIZES (50,200,400), BENCH_DESIGNER_OPENS (5),
 * BENCH_DESIGNER_REPEATS (15), BENCH_DESIGNER_KEYS (10),
 * BENCH_SKIP_BUILD=1 (reuse .tmp/bench-designer), BENCH_DESIGNER_DRIVERS (flowhall,vform3: a partial run prints its
 * medians and writes no results file), BENCH_PROFILE=1 (one more open of Flowhall's page at each size under the CPU
 * profiler, self time by script and function, printed).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { DRIVERS, type Driver, type Field } from './support/designer-drivers.ts';
import { forPeer, generateForm, type BenchForm, type FormFacts } from './support/designer-form.ts';
import { serveDesignerBench } from './support/designer-serve.ts';
import { measureDragUndo, measureKeys, measureSelect, OFFLINE_ARGS, openDesigner, profileOpen } from './support/designer-steps.ts';
import { formatTable, writeJson } from './support/report.ts';
import { positiveNumber, ROOT } from './support/settings.ts';

const SIZES = (process.env.BENCH_DESIGNER_SIZES ?? '50,200,400').split(',').map((s) => Number(s.trim()));
const OPENS = Math.round(positiveNumber('BENCH_DESIGNER_OPENS', 5));
const REPEATS = Math.round(positiveNumber('BENCH_DESIGNER_REPEATS', 15));
const KEYS = Math.round(positiveNumber('BENCH_DESIGNER_KEYS', 10));
const DRIVER_KEYS = (process.env.BENCH_DESIGNER_DRIVERS ?? 'flowhall,vform3').split(',').map((s) => s.trim());
const RUN_DRIVERS = DRIVERS.filter((d) => DRIVER_KEYS.includes(d.key));
const OUT = join(ROOT, '.tmp/bench-designer/ours');
const RESULTS_FILE = join(ROOT, 'bench/results/designer.json');

const STEPS = ['open', 'select', 'key', 'drag', 'undo'] as const;
type Step = (typeof STEPS)[number];
const TARGET_MS: Record<Step, number> = { open: 1000, select: 50, key: 50, drag: 100, undo: 100 };
const TARGET_RATIO = 0.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(OUT, 'index.html'))) return;
  const started = Date.now();
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'bench/support/designer-page/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build of the designer bench page failed');
  console.info(`built the designer bench page in ${round((Date.now() - started) / 1000)} s`);
}

type Times = Record<Step, number[]> & { keyThenEnter?: number[] };

/** The 1-minute load average as each designer's run at each size began: the machine is shared, and its load moves the figures. */
const loadAtStart: Record<number, Partial<Record<Driver['key'], number>>> = {};

async function measure(browser: Browser, driver: Driver, baseUrl: string, facts: FormFacts): Promise<Times> {
  const times: Times = { open: [], select: [], key: [], drag: [], undo: [] };
  // One warm-up open (HTTP cache, Chromium's code cache), then fresh pages; the last stays open for the steps.
  let opened = await openDesigner(browser, driver, baseUrl, facts);
  for (let i = 0; i < OPENS; i++) {
    await opened.close();
    opened = await openDesigner(browser, driver, baseUrl, facts);
    times.open.push(opened.ms);
  }
  const { page } = opened;
  try {
    const fields = facts.labels;
    // Fields spread over the whole form, selected in turn.
    const picks: Field[] = [0.1, 0.5, 0.9, 0.3, 0.7].map((at) => fields[Math.floor(at * (fields.length - 1))]!);
    times.select = await measureSelect(page, driver, picks, REPEATS, 2);
    const dragged = await measureDragUndo(page, driver, facts, REPEATS, 1);
    times.drag = dragged.drag;
    times.undo = dragged.undo;
    const typed = fields[Math.floor(fields.length / 2)]!;
    times.key = await measureKeys(page, driver, typed, KEYS, 2);
    if (driver.key === 'flowhall') times.keyThenEnter = await measureKeys(page, driver, fields[Math.floor(fields.length / 2) + 1]!, KEYS, 2, true);
  } finally {
    await opened.close();
  }
  return times;
}

async function main() {
  build();
  const generated = new Map<number, { ours: BenchForm; peer: BenchForm; facts: FormFacts }>();
  for (const size of SIZES) {
    const { form, facts } = generateForm(size);
    generated.set(size, { ours: form, peer: forPeer(form), facts });
  }
  const server = await serveDesignerBench(OUT, generated);
  let browser: Browser | undefined;
  const results: Record<number, Record<Driver['key'], Times>> = {};
  try {
    browser = await launchBrowser(OFFLINE_ARGS);
    for (const size of SIZES) {
      const { facts } = generated.get(size)!;
      const bySize = {} as Record<Driver['key'], Times>;
      results[size] = bySize;
      for (const driver of RUN_DRIVERS) {
        const started = Date.now();
        (loadAtStart[size] ??= {})[driver.key] = round(os.loadavg()[0]!, 2);
        const times = await measure(browser, driver, server.url, facts);
        bySize[driver.key] = times;
        const medians = STEPS.map((step) => `${step} ${round(median(times[step]))}`).join(', ');
        console.info(`${size} widgets, ${driver.title}: ${medians} ms (${round((Date.now() - started) / 1000)} s, load ${loadAtStart[size]![driver.key]} at start)`);
        if (driver.key === 'flowhall' && process.env.BENCH_PROFILE === '1') {
          console.info(`CPU profile of one open (BENCH_PROFILE=1, self time):\n${JSON.stringify(await profileOpen(browser, driver, server.url, facts), null, 1)}`);
        }
      }
    }
    if (server.unknown.length > 0) throw new Error(`unexpected requests: ${server.unknown.join(', ')}`);
  } finally {
    await browser?.close();
    await server.close();
  }
  if (RUN_DRIVERS.length < DRIVERS.length) {
    console.info(`partial run (BENCH_DESIGNER_DRIVERS=${DRIVER_KEYS.join(',')}): ${RESULTS_FILE} left as it was; load average ${os.loadavg().map((x) => round(x, 2)).join(' ')}`);
    return;
  }
  report(results, generated, browser?.version() ?? '');
  await writeJson(RESULTS_FILE, json(results, generated));
  console.info(`written: ${RESULTS_FILE}`);
}

function summary(results: Record<number, Record<Driver['key'], Times>>) {
  return Object.fromEntries(
    Object.entries(results).map(([size, byDriver]) => {
      const steps = Object.fromEntries(
        STEPS.map((step) => {
          const ours = median(byDriver.flowhall[step]);
          const peer = median(byDriver.vform3[step]);
          const ratio = ours / peer;
          const atTarget = Number(size) === 400;
          return [step, { flowhallMs: round(ours), vform3Ms: round(peer), ratio: round(ratio, 2), ratioMet: ratio <= TARGET_RATIO, ...(atTarget ? { targetMs: TARGET_MS[step], targetMet: ours < TARGET_MS[step] } : {}) }];
        }),
      );
      const enter = byDriver.flowhall.keyThenEnter;
      return [size, { ...steps, ...(enter ? { flowhallKeyThenEnterMs: round(median(enter)) } : {}) }];
    }),
  );
}

function report(results: Record<number, Record<Driver['key'], Times>>, generated: Map<number, { facts: FormFacts }>, chromium: string) {
  const rows: string[][] = [];
  for (const [size, steps] of Object.entries(summary(results))) {
    for (const step of STEPS) {
      const s = (steps as Record<string, { flowhallMs: number; vform3Ms: number; ratio: number; ratioMet: boolean; targetMs?: number; targetMet?: boolean }>)[step]!;
      const target = s.targetMs === undefined ? '' : `< ${s.targetMs} ${s.targetMet ? 'met' : 'MISSED'}`;
      rows.push([`${size} (${generated.get(Number(size))!.facts.fields} fields)`, step, String(s.flowhallMs), String(s.vform3Ms), `${s.ratio} ${s.ratioMet ? 'ok' : `> ${TARGET_RATIO}`}`, target]);
    }
  }
  console.info(`\nChromium ${chromium}, medians in ms (open: ${OPENS} fresh pages; others: ${REPEATS} rounds, keys: ${KEYS})`);
  console.info(formatTable(['widgets', 'step', 'Flowhall', 'VForm 3', 'ratio (≤ 0.5)', 'target at 400'], rows, 2));
  for (const [size, byDriver] of Object.entries(results)) {
    const enter = byDriver.flowhall.keyThenEnter;
    if (enter) console.info(`${size} widgets: Flowhall key then Enter (ends the typed run; the key itself already showed) → canvas: median ${round(median(enter))} ms`);
  }
  console.info('Peer differences: VForm 3 has no sub-form widget, so its copy of the form holds cards (same fields) where ours holds sub-forms.');
}

function json(results: Record<number, Record<Driver['key'], Times>>, generated: Map<number, { facts: FormFacts }>) {
  return {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: os.loadavg().map((x) => round(x, 2)), loadAtStart },
    forms: Object.fromEntries([...generated].map(([size, { facts }]) => [size, { widgets: facts.size, fields: facts.fields, topLevelFields: facts.topFields.length }])),
    method: {
      timing: 'DOM event timeStamp (capturing listener) → the first animation frame in which the step\'s DOM condition holds, plus that frame (a message posted from it); open starts at navigation start',
      open: `navigation → all widgets drawn and the property panel present; fresh browser context each, 1 warm-up, median of ${OPENS}`,
      select: `click on a field label on the canvas → the property panel's label (and for VForm its name) input shows that field; 5 fields in turn, 2 warm-up, median of ${REPEATS}`,
      key: `key 'a' at the end of the label property → the canvas label shows it; 2 warm-up, median of ${KEYS}. Flowhall commits each keystroke to the store at once (use-draft.ts: merged into one history step per typed value), so its figure holds no commit pause`,
      keyThenEnter: 'Flowhall only: a key typed unmeasured, then Enter (which ends the typed run with one more commit of the same text) → the canvas label shows it; the keystroke already drew the label, so this is the time to the next frame, not a commit cost',
      drag: `native drag (Playwright mouse, 12 moves) of the selected top-level field by its handle to above the field two places up → the drop → the top-level fields in the new order; median of ${REPEATS}`,
      undo: `toolbar undo after each drag → the old order; median of ${REPEATS}`,
      peer: 'vform3-builds 3.0.10 designer.umd.js on vue.global.prod.js and element-plus index.full.min.js, form set through setFormJson on its ref; template gallery off (its pictures are on a CDN); sub-forms replaced by cards with the same fields (VForm 3 open source has no sub-form)',
    },
    summary: summary(results),
    values: Object.fromEntries(
      Object.entries(results).map(([size, byDriver]) => [size, Object.fromEntries(Object.entries(byDriver).map(([key, times]) => [key, Object.fromEntries(Object.entries(times).map(([step, list]) => [step, (list as number[]).map((v) => round(v))]))]))]),
    ),
  };
}

await main();
