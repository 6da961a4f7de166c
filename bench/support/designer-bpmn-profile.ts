/**
 * `npx tsx bench/support/designer-bpmn-profile.ts` — where bench:designer-bpmn's steps spend the main
 * thread: one page per driver opened on a generated diagram, then each step run a few times under
 * Chromium's sampling CPU profiler, summed by function (self time, and inclusive time so a React
 * component's whole subtree shows under its name). Build the pages with BENCH_BPMN_MINIFY=0 first
 * (`BENCH_BPMN_MINIFY=0 npx vite build --config bench/support/designer-bpmn-page/vite.config.ts`) so
 * the names are readable. A diagnosis tool: nothing here is a timed result.
 *
 * Environment: BENCH_BPMN_SIZE (1000), BENCH_BPMN_PROFILE_STEPS (import,select,move), BENCH_BPMN_DRIVER
 * (flowhall), BENCH_BPMN_ROUNDS (6), BENCH_BPMN_TOP (25), BENCH_BPMN_CALLERS (a function name: who called it).
 */
import type { CDPSession, Page } from 'playwright-core';
import { join } from 'node:path';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { generateDiagram } from './designer-bpmn-diagram.ts';
import { serveBpmnBench } from './designer-bpmn-serve.ts';
import { DRIVERS, measureMoveUndo, measureSelect, openAndImport, reimport } from './designer-bpmn-steps.ts';
import { ROOT } from './settings.ts';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const SIZE = Number(process.env.BENCH_BPMN_SIZE ?? 1000);
const STEPS = (process.env.BENCH_BPMN_PROFILE_STEPS ?? 'import,select,move').split(',');
const DRIVER = DRIVERS.find((d) => d.key === (process.env.BENCH_BPMN_DRIVER ?? 'flowhall'))!;
const ROUNDS = Number(process.env.BENCH_BPMN_ROUNDS ?? 6);
const TOP = Number(process.env.BENCH_BPMN_TOP ?? 25);

async function profiled<T>(cdp: CDPSession, run: () => Promise<T>): Promise<{ result: T; profile: Profile }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  return { result, profile };
}

const where = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop() ?? ''}:${node.callFrame.lineNumber}`;

function print(title: string, map: Map<string, number>): void {
  console.info(`  ${title} (ms per round)`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.info(`    ${ms.toFixed(1).padStart(7)}  ${name}`);
}

function summarise(profile: Profile, rounds: number): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000 / rounds;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    self.set(where(node), (self.get(where(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = where(byId.get(at)!);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    }
  });
  print('self', self);
  print('inclusive', inclusive);
  // BENCH_BPMN_CALLERS=name: the stacks (three callers up) that spent time in functions of that name.
  const wanted = process.env.BENCH_BPMN_CALLERS;
  if (!wanted) return;
  const stacks = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000 / rounds;
    let at: number | undefined = id;
    while (at !== undefined && byId.get(at)!.callFrame.functionName !== wanted) at = parent.get(at);
    if (at === undefined) return;
    const chain: string[] = [];
    for (let up = parent.get(at), n = 0; up !== undefined && n < 4; up = parent.get(up), n++) chain.push(where(byId.get(up)!));
    const key = chain.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + ms);
  });
  print(`callers of ${wanted}`, stacks);
}

async function main() {
  const { xml, facts } = generateDiagram(SIZE);
  const server = await serveBpmnBench(join(ROOT, '.tmp/bench-designer-bpmn'));
  const browser = await launchBrowser();
  try {
    const opened = await openAndImport(browser, DRIVER, server.url, xml, facts);
    const page: Page = opened.page;
    const cdp = await page.context().newCDPSession(page);
    for (const step of STEPS) {
      console.info(`\n${DRIVER.title}, ${SIZE} elements, ${step}:`);
      if (step === 'import') {
        const { result, profile } = await profiled(cdp, async () => {
          const times: number[] = [];
          for (let i = 0; i < ROUNDS; i++) times.push(await reimport(page, DRIVER, xml, facts, i));
          return times;
        });
        console.info(`  times ${result.map((ms) => ms.toFixed(0)).join(' ')}`);
        summarise(profile, ROUNDS);
      } else if (step === 'select') {
        const picks = [0.1, 0.5, 0.9, 0.3, 0.7].map((at) => facts.tasks[Math.floor(at * (facts.tasks.length - 1))]!);
        const { result, profile } = await profiled(cdp, () => measureSelect(page, DRIVER, picks, ROUNDS, 0));
        console.info(`  times ${result.map((ms) => ms.toFixed(0)).join(' ')}`);
        summarise(profile, ROUNDS);
      } else if (step === 'move') {
        const { result, profile } = await profiled(cdp, () => measureMoveUndo(page, { id: facts.movable }, ROUNDS, 0));
        console.info(`  move ${result.move.map((ms) => ms.toFixed(0)).join(' ')}; undo ${result.undo.map((ms) => ms.toFixed(0)).join(' ')}`);
        summarise(profile, ROUNDS);
      }
    }
    await opened.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
