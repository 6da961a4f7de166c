/**
 * BENCH_PROFILE=1: one extra navigation of a page under Chromium's sampling CPU profiler, summed by script
 * and by function (self time), so a missed page target says which code spent the main thread. The
 * profile covers navigation start → every required part visible, like the timed runs.
 */
import type { Page } from 'playwright-core';
import { timeNavigation, type Part } from './approval-browser.ts';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; }

export interface ProfileSummary {
  ms: number;
  byScript: { script: string; ms: number }[];
  byFunction: { fn: string; ms: number }[];
}

const short = (url: string) => (url ? (url.split('/').pop() ?? url) : '(native/idle)');

export async function profileNavigation(page: Page, path: string, parts: Part[], top = 15): Promise<ProfileSummary> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const run = await timeNavigation(page, path, parts);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const scripts = new Map<string, number>();
  const fns = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node) return;
    const script = short(node.callFrame.url);
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    ms: run.ms,
    byScript: sorted(scripts).map(([script, ms]) => ({ script, ms: Math.round(ms) })),
    byFunction: sorted(fns).map(([fn, ms]) => ({ fn, ms: Math.round(ms) })),
  };
}
