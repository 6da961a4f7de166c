/**
 * A small pool of worker threads that run sandboxed scripts, so a script never runs on the event loop:
 * `while (true) {}` burns a worker's core, not the server's requests. Workers are reused between
 * scripts (QuickJS loads once per worker). Each job has a hard wall-clock limit counted from its
 * submission (waiting for a free worker included): at the limit the caller gets a timeout, and a
 * worker still busy with the job is terminated and replaced, since a built-in such as a large sort
 * never checks QuickJS's interrupt. A worker's V8 heap is capped too (resourceLimits).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScriptAnswer, ScriptFailureKind, ScriptJob, WorkerReady } from './script-protocol.ts';

export type ScriptRequest = Omit<ScriptJob, 'id' | 'deadline'>;
export type PoolAnswer = { ok: true; json: string } | { ok: false; kind: ScriptFailureKind; message: string };

interface Pending {
  id: number;
  request: ScriptRequest;
  hardDeadline: number;
  finish(answer: PoolAnswer): void;
  slot?: Slot;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Pending;
}

const WORKER_URL = new URL('./script-worker.mjs', import.meta.url);
// The worker's own heap holds only the loader and the QuickJS glue; QuickJS's heap is wasm memory, capped by its memory limit.
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

/** Starts one script worker thread. */
export function spawnScriptWorker(): Worker {
  return new Worker(WORKER_URL, { resourceLimits: RESOURCE_LIMITS });
}

/** Scripts are short; two workers keep one free while another is replaced after a kill. */
export function defaultPoolSize(): number {
  return Math.min(4, Math.max(2, availableParallelism()));
}

export class ScriptPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private readonly readyWaiters: (() => void)[] = [];
  private nextId = 1;
  private bootFailure: string | undefined;

  constructor(
    readonly size: number = defaultPoolSize(),
    private readonly spawnWorker: () => Worker = spawnScriptWorker,
  ) {}

  /** Starts the workers; resolves once every one has loaded QuickJS (or failed to). */
  warm(): Promise<void> {
    this.bootFailure = undefined;
    while (this.slots.size < this.size) this.spawn();
    if ([...this.slots].every((slot) => slot.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Runs one script; answers by `timeoutMs` at the latest. */
  run(request: ScriptRequest, timeoutMs: number): Promise<PoolAnswer> {
    if (this.slots.size < this.size) {
      this.bootFailure = undefined;
      while (this.slots.size < this.size) this.spawn();
    }
    return new Promise((resolve) => {
      const hardDeadline = Date.now() + timeoutMs;
      const timer = setTimeout(() => this.expire(pending), timeoutMs);
      const pending: Pending = {
        id: this.nextId++,
        request,
        hardDeadline,
        finish: (answer) => {
          clearTimeout(timer);
          resolve(answer);
        },
      };
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Terminates every worker (a test's or a shutdown's clean-up); later runs start new ones. */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    for (const pending of this.queue.splice(0)) pending.finish({ ok: false, kind: 'host', message: 'the script pool closed' });
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** How many workers are up and idle (for tests and diagnostics). */
  idleWorkers(): number {
    return [...this.slots].filter((slot) => slot.ready && !slot.job).length;
  }

  private spawn(): void {
    const worker = this.spawnWorker();
    // Idle workers must not keep the process alive; a pending job's timer does while it waits.
    worker.unref();
    const slot: Slot = { worker, ready: false };
    this.slots.add(slot);
    worker.on('message', (message: ScriptAnswer | WorkerReady) => {
      if ('ready' in message) {
        slot.ready = true;
        this.wakeReadyWaiters();
        this.dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = undefined;
      job.finish(message.ok ? { ok: true, json: message.json } : { ok: false, kind: message.kind, message: message.message });
      // A failure of the host (not of the script) may leave the worker's wasm heap inconsistent.
      if (!message.ok && message.kind === 'host') this.replace(slot);
      else this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => this.lost(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'host', error.message));
    worker.on('exit', (code) => this.lost(slot, 'host', `the script worker exited (${code})`));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      slot.job = pending;
      pending.slot = slot;
      // QuickJS interrupts a little before the hard limit, so a well-behaved loop answers in time and its worker is kept.
      const margin = Math.min(25, Math.max(2, (pending.hardDeadline - Date.now()) / 5));
      const job: ScriptJob = { ...pending.request, id: pending.id, deadline: pending.hardDeadline - margin };
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window: no origin
      slot.worker.postMessage(job);
    }
  }

  private expire(pending: Pending): void {
    const queued = this.queue.indexOf(pending);
    if (queued >= 0) this.queue.splice(queued, 1);
    pending.finish({ ok: false, kind: 'timeout', message: 'wall-clock limit' });
    const slot = pending.slot;
    if (slot && slot.job === pending) this.replace(slot);
  }

  private replace(slot: Slot): void {
    if (!this.slots.delete(slot)) return;
    slot.job = undefined;
    void slot.worker.terminate();
    this.spawn();
    this.dispatch();
  }

  /** A worker died on its own (its heap limit, a crash): its job fails; a worker that never booted stops respawning. */
  private lost(slot: Slot, kind: ScriptFailureKind, message: string): void {
    if (!this.slots.delete(slot)) return;
    const job = slot.job;
    slot.job = undefined;
    job?.finish({ ok: false, kind, message });
    if (!slot.ready) {
      this.bootFailure = message;
      this.wakeReadyWaiters();
      if (![...this.slots].some((other) => other.ready)) {
        for (const pending of this.queue.splice(0)) pending.finish({ ok: false, kind: 'host', message: `the script worker did not start: ${message}` });
      }
      return;
    }
    this.spawn();
    this.dispatch();
  }

  private wakeReadyWaiters(): void {
    if (this.bootFailure === undefined && ![...this.slots].every((slot) => slot.ready)) return;
    for (const wake of this.readyWaiters.splice(0)) wake();
  }
}
