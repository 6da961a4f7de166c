/**
 * `npm run bench:designer-bpmn` — the process designer against a plain bpmn-js Modeler with the Camunda
 * properties panel, the floor (issue 14, "Bench").
 *
 * Diagrams: generated BPMN with DI of 200, 1,000 and 2,000 elements (shapes + flows: user tasks,
 * exclusive gateways with a conditional skip and a default flow, on a grid; designer-bpmn-diagram.ts).
 * Both pages are built apart from the app into .tmp (bench/support/designer-bpmn-page): Flowhall's real
 * ProcessDesignerPage, and the plain Modeler page. Headless Chromium, 1440×900, zh; one loopback
 * server serves the pages and answers the designer's catalogue calls (forms, buttons …) with empty
 * lists; anything off that server is refused. Steps and timing: bench/support/designer-bpmn-steps.ts.
 * Targets at 1,000 elements: import ≤ 300 ms, each interaction < 100 ms, and each ≤ 1.2× the plain
 * modeler. Prints medians and ratios; writes bench/results/designer-bpmn.json.
 *
 * Environment: CHROMIUM_PATH, BENCH_BPMN_SIZES (200,1000,2000), BENCH_BPMN_IMPORTS (5),
 * BENCH_BPMN_REPEATS (15), BENCH_BPMN_KEYS (10), BENCH_SKIP_BUILD=1 (reuse .tmp/bench-designer-bpmn).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { generateDiagram, type DiagramFacts } from './support/designer-bpmn-diagram.ts';
import { serveBpmnBench } from './support/designer-bpmn-serve.ts';
import { DRIVERS, measureKeys, measureMoveUndo, measureSelect, openAndImport, type BpmnDriver } from './support/designer-bpmn-steps.ts';
import { formatTable, writeJson } from './support/report.ts';
import { positiveNumber, ROOT } from './support/settings.ts';

const SIZES = (process.env.BENCH_BPMN_SIZES ?? '200,1000,2000').split(',').map((s) => Number(s.trim()));
const IMPORTS = Math.round(positiveNumber('BENCH_BPMN_IMPORTS', 5));
const REPEATS = Math.round(positiveNumber('BENCH_BPMN_REPEATS', 15));
const KEYS = Math.round(positiveNumber('BENCH_BPMN_KEYS', 10));
const OUT = join(ROOT, '.tmp/bench-designer-bpmn');
const RESULTS_FILE = join(ROOT, 'bench/results/designer-bpmn.json');

const STEPS = ['import', 'select', 'panel', 'echo', 'model', 'move', 'undo'] as const;
type Step = (typeof STEPS)[number];
type Times = Record<Step, number[]>;
const TARGET_SIZE = 1000;
const TARGET_MS: Record<Step, number> = { import: 300, select: 100, panel: 100, echo: 100, model: 100, move: 100, undo: 100 };
const TARGET_RATIO = 1.2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length === 0 ? Number.NaN : sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(OUT, 'ours.html'))) return;
  const started = Date.now();
  const result = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', 'bench/support/designer-bpmn-page/vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build of the bpmn designer bench pages failed');
  console.info(`built the bench pages in ${round((Date.now() - started) / 1000)} s`);
}

async function measure(browser: Browser, driver: BpmnDriver, baseUrl: string, xml: string, facts: DiagramFacts): Promise<Times> {
  const times: Times = { import: [], select: [], panel: [], echo: [], model: [], move: [], undo: [] };
  // One warm-up import (HTTP cache, code cache), then fresh pages; the last stays open for the steps.
  let opened = await openAndImport(browser, driver, baseUrl, xml, facts);
  for (let i = 0; i < IMPORTS; i++) {
    await opened.close();
    opened = await openAndImport(browser, driver, baseUrl, xml, facts);
    times.import.push(opened.ms);
  }
  try {
    const { page } = opened;
    // Tasks spread over the whole diagram.
    const picks = [0.1, 0.5, 0.9, 0.3, 0.7].map((at) => facts.tasks[Math.floor(at * (facts.tasks.length - 1))]!);
    times.select = await measureSelect(page, driver, picks, REPEATS, 2);
    times.panel = await measureSelect(page, driver, picks, REPEATS, 2, true);
    const moved = await measureMoveUndo(page, { id: facts.movable }, REPEATS, 2);
    times.move = moved.move;
    times.undo = moved.undo;
    const keys = await measureKeys(page, driver, facts.tasks, KEYS, 2);
    times.echo = keys.echo;
    times.model = keys.model;
  } finally {
    await opened.close();
  }
  return times;
}

type Results = Record<number, Record<BpmnDriver['key'], Times>>;

function summary(results: Results) {
  return Object.fromEntries(
    Object.entries(results).map(([size, byDriver]) => [
      size,
      Object.fromEntries(
        STEPS.map((step) => {
          const ours = median(byDriver.flowhall[step]);
          const plain = median(byDriver.plain[step]);
          const ratio = ours / plain;
          const atTarget = Number(size) === TARGET_SIZE;
          return [step, { flowhallMs: round(ours), plainMs: round(plain), ratio: round(ratio, 2), ratioMet: ratio <= TARGET_RATIO, ...(atTarget ? { targetMs: TARGET_MS[step], targetMet: step === 'import' ? ours <= TARGET_MS[step] : ours < TARGET_MS[step] } : {}) }];
        }),
      ),
    ]),
  );
}

function report(results: Results, facts: Map<number, DiagramFacts>, chromium: string) {
  const rows: string[][] = [];
  for (const [size, steps] of Object.entries(summary(results))) {
    const f = facts.get(Number(size))!;
    for (const step of STEPS) {
      const s = (steps as Record<string, { flowhallMs: number; plainMs: number; ratio: number; ratioMet: boolean; targetMs?: number; targetMet?: boolean }>)[step]!;
      const target = s.targetMs === undefined ? '' : `${step === 'import' ? '≤' : '<'} ${s.targetMs} ${s.targetMet ? 'met' : 'MISSED'}`;
      rows.push([`${size} (${f.shapes} shapes)`, step, String(s.flowhallMs), String(s.plainMs), `${s.ratio} ${s.ratioMet ? 'ok' : `> ${TARGET_RATIO}`}`, target]);
    }
  }
  console.info(`\nChromium ${chromium}, medians in ms (import: ${IMPORTS} fresh pages; select, panel, move, undo: ${REPEATS} rounds; echo, model: ${KEYS})`);
  console.info(formatTable(['elements', 'step', 'Flowhall', 'plain', `ratio (≤ ${TARGET_RATIO})`, `target at ${TARGET_SIZE}`], rows, 2));
  console.info('model: Flowhall writes a name on Enter (timed from Enter); the plain panel writes it 300 ms after the key (its debounce, included).');
}

async function main() {
  build();
  const diagrams = new Map<number, { xml: string; facts: DiagramFacts }>();
  for (const size of SIZES) diagrams.set(size, generateDiagram(size));
  const server = await serveBpmnBench(OUT);
  let browser: Browser | undefined;
  const results: Results = {};
  try {
    browser = await launchBrowser();
    for (const size of SIZES) {
      const { xml, facts } = diagrams.get(size)!;
      results[size] = {} as Record<BpmnDriver['key'], Times>;
      for (const driver of DRIVERS) {
        const started = Date.now();
        const times = await measure(browser, driver, server.url, xml, facts);
        results[size][driver.key] = times;
        console.info(`${facts.size} elements, ${driver.title}: ${STEPS.map((step) => `${step} ${round(median(times[step]))}`).join(', ')} ms (${round((Date.now() - started) / 1000)} s)`);
      }
    }
    if (server.unknown.length > 0) throw new Error(`unexpected requests: ${server.unknown.join(', ')}`);
  } finally {
    await browser?.close();
    await server.close();
  }
  const facts = new Map([...diagrams].map(([size, d]) => [size, d.facts]));
  report(results, facts, browser?.version() ?? '');
  await writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadAverage: os.loadavg().map((x) => round(x, 2)) },
    diagrams: Object.fromEntries([...facts].map(([size, f]) => [size, { elements: f.size, shapes: f.shapes, flows: f.flows, userTasks: f.tasks.length }])),
    method: {
      timing: "DOM event timeStamp (capturing listener) → the first animation frame in which the step's DOM condition holds, plus that frame (designer-probe.ts)",
      import: `file input change (Playwright setInputFiles) → the last shape and flow drawn; fresh context each, 1 warm-up, median of ${IMPORTS}`,
      select: `click on a user task's centre → the panel's name input shows it; 5 tasks in turn, 2 warm-up, median of ${REPEATS}`,
      panel: `the same clicks → every group of the task's panel rendered (Flowhall renders the groups after the basic info in a deferred render, data-complete="1"; the plain panel renders all at once, so its figure is its select); median of ${REPEATS}`,
      echo: `one key at the end of the name input → the input shows it; a different task each round, 2 warm-up, median of ${KEYS}`,
      model: 'Flowhall: Enter after the key (its panel writes on Enter or blur) → the canvas label shows the new name; plain: the key itself → the canvas label (includes the panel\'s 300 ms input debounce)',
      move: `mouse drag (10 moves) of a task by 60×50 diagram units → mouse up → its transform changed; median of ${REPEATS}`,
      undo: `Ctrl+Z after each move → the transform as before; median of ${REPEATS}`,
      peer: 'bpmn-js Modeler + bpmn-js-properties-panel (BpmnPropertiesPanelModule, BpmnPropertiesProviderModule, CamundaPlatformPropertiesProviderModule) + camunda-bpmn-moddle, keyboard bound to the document, fit to viewport after import as Flowhall does',
    },
    summary: summary(results),
    values: Object.fromEntries(Object.entries(results).map(([size, byDriver]) => [size, Object.fromEntries(Object.entries(byDriver).map(([key, times]) => [key, Object.fromEntries(Object.entries(times).map(([step, list]) => [step, list.map((v) => round(v))]))]))])),
  });
  console.info(`written: ${RESULTS_FILE}`);
}

await main();
