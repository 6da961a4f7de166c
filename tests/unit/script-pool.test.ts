/** The script worker pool: workers are reused, replaced only past a hard limit, and a job's limit counts its wait for a worker. */
import { afterEach, describe, expect, it } from 'vitest';
import { ScriptPool, spawnScriptWorker, type ScriptRequest } from '../../src/server/bpm/listeners/script-pool.ts';

const request = (source: string, memoryBytes = 16 << 20): ScriptRequest => ({
  source,
  input: '{"days":3}',
  globals: '{}',
  globalNames: [],
  memoryBytes,
  stackBytes: 256 << 10,
  maxOutput: 100_000,
});

let pool: ScriptPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function countingPool(size: number): { pool: ScriptPool; spawned: () => number } {
  let count = 0;
  const made = new ScriptPool(size, () => {
    count++;
    return spawnScriptWorker();
  });
  return { pool: made, spawned: () => count };
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
    expect(await pool.run(request('while (true) {}'), 400)).toMatchObject({ ok: false, kind: 'timeout' });
    expect(counted.spawned()).toBe(1);
    const started = performance.now();
    expect(await pool.run(request('Array(1000000).fill(12345).sort().length', 64 << 20), 200)).toMatchObject({ ok: false, kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(counted.spawned()).toBe(2);
    expect(await pool.run(request('days * 2'), 10_000)).toMatchObject({ ok: true, json: expect.stringContaining('"result":6') });
  }, 30_000);

  it('counts the wait for a free worker against the limit', async () => {
    pool = new ScriptPool(1);
    await pool.warm();
    const busy = pool.run(request('while (true) {}'), 600);
    const started = performance.now();
    expect(await pool.run(request('1'), 100)).toMatchObject({ ok: false, kind: 'timeout' });
    expect(performance.now() - started).toBeLessThan(400);
    expect(await busy).toMatchObject({ ok: false, kind: 'timeout' });
  }, 30_000);
});
