/**
 * The script worker pool: workers are reused and warm before they take a job; a job's limit is its
 * own run on the worker's clock (not its wait for a worker, nor a slow event loop here); a worker is
 * killed and replaced only when its job outlives the limit, or when it never starts a job; a job that
 * finds no worker in time fails as busy.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Worker, type MessagePort } from 'node:worker_threads';
import { ScriptPool, spawnScriptWorker, wallGuardMs, type ScriptRequest } from '../../src/server/bpm/listeners/script-pool.ts';

const request = (source: string, memoryBytes = 16 << 20): ScriptRequest => ({
  source,
  input: '{"days":3}',
  globals: '{}',
  globalNames: [],
  memoryBytes,
  stackBytes: 256 << 10,
  maxOutput: 100_000,
});

/** QuickJS checks its interrupt between bytecodes, but not inside this sort (~2.5 s on a warm worker). */
const UNINTERRUPTIBLE = 'Array(4000000).fill(12345).sort().length';

let pool: ScriptPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function countingPool(size: number): { pool: ScriptPool; spawned: () => number } {
  let count = 0;
  const made = new ScriptPool(size, (port) => {
    count++;
    return spawnScriptWorker(port);
  });
  return { pool: made, spawned: () => count };
}

/** A worker that says it is ready and then never starts a job (a hung thread). */
function hungWorker(port: MessagePort): Worker {
  const code = `const { workerData } = require('node:worker_threads'); workerData.port.postMessage({ ready: true }); workerData.port.on('message', () => {});`;
  return new Worker(code, { eval: true, workerData: { port }, transferList: [port] });
}

function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a synchronous stretch, as a long GC pause or a busy request would make
  }
}

describe('script pool', () => {
  it('reuses its workers between scripts', async () => {
    const counted = countingPool(2);
    pool = counted.pool;
    await pool.warm();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => pool!.run(request(`days + ${i}`), 5000)));
    expect(answers.map((a) => (a.ok ? JSON.parse(a.json).result : a.message))).toEqual(Array.from({ length: 20 }, (_, i) => 3 + i));
    expect(counted.spawned()).toBe(2);
  }, 30_000);

  it('keeps a worker whose script QuickJS interrupted, and replaces one that ignored the interrupt', async () => {
    const counted = countingPool(1);
    pool = counted.pool;
    await pool.warm();
    const interrupted = await pool.run(request('while (true) {}'), 400);
    expect(interrupted).toMatchObject({ ok: false, kind: 'timeout' });
    // The worker's own clock stopped it at its limit.
    expect(interrupted.ms).toBeGreaterThanOrEqual(400);
    expect(counted.spawned()).toBe(1);
    const started = performance.now();
    expect(await pool.run(request(UNINTERRUPTIBLE, 128 << 20), 100)).toMatchObject({ ok: false, kind: 'timeout' });
    // Killed at the wall-time guard of its limit (700 ms), not after the sort's own seconds.
    expect(performance.now() - started).toBeLessThan(wallGuardMs(100) + 500);
    expect(pool.killedWorkers()).toBe(1);
    expect(counted.spawned()).toBe(2);
    expect(await pool.run(request('days * 2'), 10_000)).toMatchObject({ ok: true, json: expect.stringContaining('"result":6') });
  }, 30_000);

  it('charges a job its own run, not its wait for a busy worker', async () => {
    pool = new ScriptPool(1);
    await pool.warm();
    const busy = pool.run(request('while (true) {}'), 600);
    const started = performance.now();
    const waited = await pool.run(request('days + 1'), 100);
    expect(performance.now() - started).toBeGreaterThan(500);
    expect(waited).toMatchObject({ ok: true, json: expect.stringContaining('"result":4') });
    expect(waited.ms).toBeLessThan(100);
    expect(await busy).toMatchObject({ ok: false, kind: 'timeout' });
  }, 30_000);

  it('a job that finds no free worker within the queue wait fails as busy', async () => {
    pool = new ScriptPool(1, spawnScriptWorker, { queueWaitMs: 300 });
    await pool.warm();
    const busy = pool.run(request('while (true) {}'), 1000);
    const started = performance.now();
    expect(await pool.run(request('1'), 100)).toMatchObject({ ok: false, kind: 'busy' });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(await busy).toMatchObject({ ok: false, kind: 'timeout' });
  }, 30_000);

  it('an answer that waited on a blocked event loop is taken, not mistaken for a hung worker', async () => {
    pool = new ScriptPool(1, spawnScriptWorker, { killGraceMs: 20 });
    await pool.warm();
    const answer = pool.run(request('while (true) {}'), 100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // QuickJS stops the script at 100 ms and the worker answers at once, but this thread is busy until long
    // after the guard's time; the next loop turn runs the due guard timer before it reads the port.
    await new Promise<void>((resolve) => {
      setImmediate(() => {
        blockEventLoop(500);
        resolve();
      });
    });
    const outcome = await answer;
    expect(outcome).toMatchObject({ ok: false, kind: 'timeout' });
    expect(outcome.ms).toBeLessThan(400);
    expect(pool.killedWorkers()).toBe(0);
  }, 30_000);

  it('kills a worker that never starts the job it was handed', async () => {
    pool = new ScriptPool(1, hungWorker, { pickupMs: 300 });
    await pool.warm();
    const started = performance.now();
    expect(await pool.run(request('1'), 100)).toMatchObject({ ok: false, kind: 'timeout' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(pool.killedWorkers()).toBe(1);
  }, 30_000);
});
