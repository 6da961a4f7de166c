/**
 * BENCH_FORM_PROFILE=1: a CPU profile (Chromium's sampling profiler over CDP) of one mount of each
 * form on the unminified build, summarised by self time per function and per package, and saved as
 * .tmp/bench-form/<variant>-mount.cpuprofile (open it in Chromium's DevTools, Performance panel).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

export interface ProfileSummary {
  totalMs: number;
  byPackage: [string, number][];
  byFunction: [string, number][];
}

/** The package (or src folder) of a script URL: the profiling build names its chunks pkg-<name>-<hash>.js / src-<folder>-<hash>.js. */
function packageOf(url: string): string {
  if (url === '') return '(native / GC / idle)';
  const file = url.replace(/^.*\//, '');
  const chunk = file.match(/^(pkg|src)-(.+)-[\w-]{8}\.js$/);
  // The bundler writes a scoped package's slash as '_'.
  if (chunk) return chunk[1] === 'pkg' ? chunk[2]!.replace(/^(@[^_]+)_/, '$1/') : `src/${chunk[2]!.replace('-', '/')}`;
  return file;
}

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => [name, Math.round(ms * 10) / 10] as [string, number]);

export function summarise(profile: CpuProfile): ProfileSummary {
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) selfMs.set(samples[i]!, (selfMs.get(samples[i]!) ?? 0) + (deltas[i] ?? 0) / 1000);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const key = `${functionName || '(anonymous)'} ${pkg}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  return { totalMs: Math.round((profile.endTime - profile.startTime) / 100) / 10, byPackage: top(byPackage, 15), byFunction: top(byFunction, 25) };
}

/** Profiles `action` on `page`; saves the raw profile under `dir` and answers the summary. */
export async function profileMount(page: Page, name: string, dir: string, action: () => Promise<unknown>): Promise<ProfileSummary> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  await action();
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  await session.detach();
  await writeFile(join(dir, `${name}-mount.cpuprofile`), JSON.stringify(profile));
  return summarise(profile);
}
