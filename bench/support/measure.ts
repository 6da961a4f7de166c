/**
 * The two sides of a measurement: autocannon against the API, and `connections` async workers looping over
 * the raw twin (the same statements through `pg` alone). Both record latencies in the same kind of
 * histogram, so that slices add up, and the CPU spent by the server, the load generator and PostgreSQL.
 */
import { createHistogram, performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { Pool } from 'pg';
import { CpuMeter, type CpuPerRequest, type CpuSample, type CpuSeconds } from './cpu.ts';
import { hasExited, type ApiRequest, type RunningServer } from './server.ts';
import { interrupt } from './settings.ts';
import { fixed } from './report.ts';

export interface Figures {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  /** Transport errors, timeouts and non-2xx answers (API), or failed iterations (raw). */
  errors: number;
  /** CPU ms (user + system) per request. */
  cpu: CpuPerRequest;
}

const addUnlessNull = (total: number | null, more: number | null) => (total === null || more === null ? null : total + more);

/** What the slices of one side add up to. */
export class Tally {
  requests = 0;
  seconds = 0;
  errors = 0;
  /** Nanoseconds, 2xx answers (API) or successful iterations (raw). */
  readonly latency = createHistogram();
  private readonly cpu: CpuSeconds = { server: 0, client: 0, postgres: 0 };

  addCpu(used: CpuSeconds): void {
    this.cpu.server = addUnlessNull(this.cpu.server, used.server);
    this.cpu.client += used.client;
    this.cpu.postgres = addUnlessNull(this.cpu.postgres, used.postgres);
  }

  figures(): Figures {
    const perRequest = (seconds: number | null) => (seconds === null || this.requests === 0 ? null : (seconds * 1000) / this.requests);
    return {
      requests: this.requests,
      reqPerSec: this.seconds > 0 ? this.requests / this.seconds : 0,
      p50Ms: this.latency.count > 0 ? this.latency.percentile(50) / 1e6 : 0,
      p99Ms: this.latency.count > 0 ? this.latency.percentile(99) / 1e6 : 0,
      errors: this.errors,
      cpu: { server: perRequest(this.cpu.server), client: perRequest(this.cpu.client) ?? 0, postgres: perRequest(this.cpu.postgres) },
    };
  }
}

export async function measureApi(
  server: RunningServer,
  meter: CpuMeter,
  request: ApiRequest,
  seconds: number,
  connections: number,
  tally: Tally,
): Promise<void> {
  interrupt.signal.throwIfAborted();
  const before = await meter.sample();
  const instance = autocannon({
    url: `${server.baseUrl}${request.path}`,
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
    connections,
    duration: seconds,
  });
  // Latencies go to the same kind of histogram as the raw side's, so that slices add up.
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) tally.latency.record(Math.max(1, Math.round(responseTimeMs * 1e6)));
  });
  const stop = () => instance.stop();
  interrupt.signal.addEventListener('abort', stop, { once: true });
  try {
    const result = await instance;
    if (hasExited(server.child)) throw new Error(`the server exited during the measurement (code ${server.child.exitCode}, signal ${server.child.signalCode})`);
    tally.addCpu(CpuMeter.used(before, await meter.sample()));
    tally.requests += result.requests.total;
    tally.seconds += result.duration;
    tally.errors += result.errors + result.timeouts + result.non2xx;
  } finally {
    interrupt.signal.removeEventListener('abort', stop);
  }
}

/** One "request" of a raw twin: the statements the server would issue for it. Answers the row count of the last one. */
export type RawRequest = (pool: Pool) => Promise<number>;

/**
 * `workers` async workers, each looping over the raw request for `seconds`; latency per request. Like
 * autocannon, only the requests completed within the window count, over the window's length: those still
 * running at its end are awaited (so that they do not load the next slice) but not counted, and the CPU is
 * sampled at the end of the window.
 */
export async function measureRaw(pool: Pool, meter: CpuMeter, request: RawRequest, seconds: number, workers: number, tally: Tally): Promise<void> {
  interrupt.signal.throwIfAborted();
  let completed = 0;
  let failed = 0;
  let firstError: unknown;
  const before = await meter.sample();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let ended = deadline;
  const after = new Promise<CpuSample>((resolve, reject) => {
    const take = () => {
      interrupt.signal.removeEventListener('abort', onAbort);
      ended = Math.min(ended, performance.now());
      meter.sample().then(resolve, reject);
    };
    const timer = setTimeout(take, seconds * 1000);
    const onAbort = () => {
      clearTimeout(timer);
      take();
    };
    interrupt.signal.addEventListener('abort', onAbort, { once: true });
  });
  const worker = async () => {
    while (performance.now() < deadline && !interrupt.signal.aborted) {
      const t0 = process.hrtime.bigint();
      try {
        await request(pool);
        if (performance.now() > deadline) break;
        tally.latency.record(process.hrtime.bigint() - t0);
        completed += 1;
      } catch (error) {
        if (performance.now() > deadline) break;
        failed += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  tally.seconds += (ended - started) / 1000;
  tally.addCpu({ ...CpuMeter.used(before, await after), server: null });
  tally.requests += completed;
  tally.errors += failed;
  if (failed > 0 && completed === 0) throw new Error('every raw request failed', { cause: firstError });
  if (firstError) console.warn(`raw: ${failed} failed requests, the first: ${String(firstError)}`);
}

export interface TurnsOptions {
  server: RunningServer;
  pool: Pool;
  meter: CpuMeter;
  api: ApiRequest;
  /** The raw twin for the warm-up. */
  warmupRaw: RawRequest;
  /** The raw twin measured. */
  raw: RawRequest;
  seconds: number;
  warmupSeconds: number;
  slices: number;
  /** Autocannon connections, and as many raw workers. */
  connections: number;
  /** Only for the progress line. */
  poolSize: number;
}

/**
 * A warm-up of each side, then the API and its raw twin take turns in `slices` slices of seconds / slices,
 * so that background load on a shared machine falls on both alike; the figures add the slices up. A request
 * still running when a slice ends is lost to it (autocannon abandons it; the raw side awaits it uncounted),
 * so slices stay at least 20 times the warm-up's p99 latency long: fewer of them for slow calls, one turn
 * each when the warm-up completed nothing.
 */
export async function takeTurns(options: TurnsOptions): Promise<{ api: Figures; raw: Figures; slices: number }> {
  const { server, pool, meter, connections } = options;
  // After an API slice the server may still be answering the requests autocannon abandoned at its end:
  // the next slice starts once the bench database is idle again.
  const warmApi = new Tally();
  const warmRaw = new Tally();
  await measureApi(server, meter, options.api, options.warmupSeconds, connections, warmApi);
  await meter.idle();
  await measureRaw(pool, meter, options.warmupRaw, options.warmupSeconds, connections, warmRaw);

  let slices = Math.max(1, Math.min(options.slices, Math.floor(options.seconds)));
  const slowestMs = Math.max(warmApi.figures().p99Ms, warmRaw.figures().p99Ms);
  if (warmApi.requests === 0 || warmRaw.requests === 0) slices = 1;
  while (slices > 1 && (options.seconds / slices) * 1000 < 20 * slowestMs) slices -= 1;
  const slice = options.seconds / slices;
  console.info(
    `  warm-up ${options.warmupSeconds} s each, then API and raw SQL take turns: ${slices} × ${fixed(slice, 1)} s each, ` +
      `${connections} connections / workers, pool of ${options.poolSize}…`,
  );

  const api = new Tally();
  const raw = new Tally();
  for (let index = 0; index < slices; index += 1) {
    await measureApi(server, meter, options.api, slice, connections, api);
    await meter.idle();
    await measureRaw(pool, meter, options.raw, slice, connections, raw);
  }
  return { api: api.figures(), raw: raw.figures(), slices };
}
