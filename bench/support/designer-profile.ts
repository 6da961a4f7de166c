/**
 * BENCH_PROFILE=1 for bench:designer: a sampled CPU profile of one open summed by script and by function
 * (self time), so a missed open target says which code spent the main thread.
 */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

export interface OpenProfile {
  ms: number;
  byScript: { script: string; ms: number }[];
  byFunction: { fn: string; ms: number }[];
}

const short = (url: string) => (url ? (url.split('/').pop() ?? url) : '(native/idle)');

export function summariseProfile(profile: CpuProfile, top = 20): Omit<OpenProfile, 'ms'> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const scripts = new Map<string, number>();
  const fns = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const script = short(node.callFrame.url);
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
    const fn = `${node.callFrame.functionName || '(anonymous)'} ${script}:${node.callFrame.lineNumber}`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
  });
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    byScript: sorted(scripts).map(([script, ms]) => ({ script, ms: Math.round(ms) })),
    byFunction: sorted(fns).map(([fn, ms]) => ({ fn, ms: Math.round(ms) })),
  };
}
