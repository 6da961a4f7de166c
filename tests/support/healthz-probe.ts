/**
 * A client in its own process that asks GET /healthz over and over and times each answer, so a test can
 * see whether the server's event loop (or its only database connection) was held up. A client in the
 * test's own process would not: a blocked loop delays its clock and its requests alike.
 * Run: node --import tsx tests/support/healthz-probe.ts <url>. It prints "ready" after its first answer,
 * and on "stop" (stdin) the latencies in ms as one JSON line, then exits.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface HealthProbe {
  /** Stops probing; the latencies of every request made, in ms, slowest included. */
  stop(): Promise<number[]>;
}

/** Starts a probe against `url` and resolves once it has had its first answer. */
export async function startHealthProbe(url: string): Promise<HealthProbe> {
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const next = () => new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the health probe exited (${code})`)));
  });
  const ready = await next();
  if (ready !== 'ready') throw new Error(`the health probe said ${ready}`);
  return {
    async stop() {
      const answer = next();
      child.stdin.write('stop\n');
      return JSON.parse(await answer) as number[];
    },
  };
}

async function probe(url: string): Promise<void> {
  const latencies: number[] = [];
  const state = { stopping: false };
  createInterface({ input: process.stdin }).on('line', () => {
    state.stopping = true;
  });
  let first = true;
  while (!state.stopping) {
    const started = performance.now();
    const response = await fetch(url);
    await response.text();
    latencies.push(performance.now() - started);
    if (first) {
      process.stdout.write('ready\n');
      first = false;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  process.stdout.write(`${JSON.stringify(latencies.map((ms) => Math.round(ms)))}\n`);
  process.exit(0);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await probe(process.argv[2] ?? '');
