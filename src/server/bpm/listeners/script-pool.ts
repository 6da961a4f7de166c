/**
 * A small pool of worker threads that run sandboxed scripts, so a script never runs on the event loop:
 * `while (true) {}` burns a worker's core, not the server's requests. Workers are reused between
 * scripts (QuickJS loads once per worker, from one module compiled for the whole pool) and take jobs
 * only once warm, so neither a worker's start nor a replacement's is ever part of a job's time.
 *
 * A job's limit is the script's own run, counted by the worker from the moment it starts the job (its
 * wall time less its thread's wait for a CPU: script-worker.mjs): what delays a job on a loaded
 * machine (the wait for a free worker, the messages, the run queue) is not charged to it. QuickJS's
 * interrupt stops the script at the limit. A built-in such as a large sort never checks that
 * interrupt, so the pool also kills a worker whose job is still running in wall time twice its limit
 * and killGraceMs after it started (room for a loaded machine, not for a script: wallGuardMs), and
 * replaces it. A worker that never even starts its job (a hung thread) is killed pickupMs after the job
 * was handed to it; a job that finds no warm worker for queueWaitMs fails as busy (POOL_TIMING). So
 * every answer comes within those bounds, however the script behaves. A worker's V8 heap is capped too
 * (resourceLimits).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { ScriptAnswer, ScriptFailureKind, ScriptJob, WorkerMessage, WorkerSetup } from './script-protocol.ts';

export type ScriptRequest = Omit<ScriptJob, 'id' | 'timeoutMs'>;
/** The outcome, and `ms`: the script's run time (the worker's clock; the time to the kill for a killed worker). */
export type PoolAnswer = { ms: number } & ({ ok: true; json: string } | { ok: false; kind: ScriptFailureKind; message: string });

export interface PoolTiming {
  /** What a running job's worker gets on top of twice its limit, in wall time from the job's start, before it is killed (wallGuardMs). */
  killGraceMs: number;
  /** How long a warm, idle worker may take to start a job it was handed before it counts as hung. */
  pickupMs: number;
  /** How long a job may wait for a warm worker (all busy, or replacements still starting). */
  queueWaitMs: number;
}

export const POOL_TIMING: Readonly<PoolTiming> = Object.freeze({ killGraceMs: 500, pickupMs: 5000, queueWaitMs: 10_000 });

/** The wall time from its start after which a job with `timeoutMs` of run has its worker killed. */
export function wallGuardMs(timeoutMs: number, timing: Pick<PoolTiming, 'killGraceMs'> = POOL_TIMING): number {
  return 2 * timeoutMs + timing.killGraceMs;
}

interface Pending {
  id: number;
  request: ScriptRequest;
  timeoutMs: number;
  finish(answer: PoolAnswer): void;
  waitTimer: NodeJS.Timeout;
}

interface Running {
  pending: Pending;
  /** Date.now() when it was handed to the worker, and when the worker said it started it. */
  postedAt: number;
  startedAt?: number;
  guard?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  port: MessagePort;
  ready: boolean;
  job?: Running;
}

const WORKER_URL = new URL('./script-worker.mjs', import.meta.url);
// The worker's own heap holds only the loader and the QuickJS glue; QuickJS's heap is wasm memory, capped by its memory limit.
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

let quickjsModule: WebAssembly.Module | undefined;

/** QuickJS compiled once per process and shared by every worker (compiled code is shared between threads). */
function compiledQuickJS(): WebAssembly.Module {
  quickjsModule ??= new WebAssembly.Module(readFileSync(createRequire(import.meta.url).resolve('@jitl/quickjs-wasmfile-release-sync/wasm')));
  return quickjsModule;
}

/** Starts one script worker thread, talking to the pool over `port`. */
export function spawnScriptWorker(port: MessagePort): Worker {
  const setup: WorkerSetup = { port, wasm: compiledQuickJS() };
  return new Worker(WORKER_URL, { workerData: setup, transferList: [port], resourceLimits: RESOURCE_LIMITS });
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
  private killed = 0;
  private readonly timing: PoolTiming;

  constructor(
    readonly size: number = defaultPoolSize(),
    private readonly spawnWorker: (port: MessagePort) => Worker = spawnScriptWorker,
    timing: Partial<PoolTiming> = {},
  ) {
    this.timing = { ...POOL_TIMING, ...timing };
  }

  /** Starts the workers; resolves once every one is warm (or failed to start). */
  warm(): Promise<void> {
    this.fill();
    if ([...this.slots].every((slot) => slot.ready)) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  /** Runs one script that may run `timeoutMs` once a worker starts it; see the file comment for the bounds. */
  run(request: ScriptRequest, timeoutMs: number): Promise<PoolAnswer> {
    if (this.slots.size < this.size) this.fill();
    return new Promise((resolve) => {
      const pending: Pending = {
        id: this.nextId++,
        request,
        timeoutMs,
        finish: (answer) => {
          clearTimeout(pending.waitTimer);
          resolve(answer);
        },
        waitTimer: setTimeout(() => {
          const queued = this.queue.indexOf(pending);
          if (queued < 0) return;
          this.queue.splice(queued, 1);
          pending.finish({ ok: false, kind: 'busy', message: `no script worker was free within ${this.timing.queueWaitMs} ms`, ms: 0 });
        }, this.timing.queueWaitMs),
      };
      this.queue.push(pending);
      this.dispatch();
    });
  }

  /** Terminates every worker (a test's or a shutdown's clean-up); later runs start new ones. */
  async close(): Promise<void> {
    const slots = [...this.slots];
    this.slots.clear();
    for (const pending of this.queue.splice(0)) pending.finish({ ok: false, kind: 'host', message: 'the script pool closed', ms: 0 });
    for (const slot of slots) {
      this.abandon(slot, { kind: 'host', message: 'the script pool closed' });
      slot.port.close();
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  /** How many workers are up and idle (for tests and diagnostics). */
  idleWorkers(): number {
    return [...this.slots].filter((slot) => slot.ready && !slot.job).length;
  }

  /** How many workers were killed for outliving a job's limit (for tests and diagnostics). */
  killedWorkers(): number {
    return this.killed;
  }

  private fill(): void {
    this.bootFailure = undefined;
    while (this.slots.size < this.size) this.spawn();
  }

  private spawn(): void {
    const channel = new MessageChannel();
    const worker = this.spawnWorker(channel.port2);
    const slot: Slot = { worker, port: channel.port1, ready: false };
    this.slots.add(slot);
    slot.port.on('message', (message: WorkerMessage) => this.receive(slot, message));
    // Idle workers must not keep the process alive (a pending job's timer does while it waits); a starting one does, until warm.
    worker.unref();
    worker.on('error', (error: Error & { code?: string }) => this.lost(slot, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'host', error.message));
    worker.on('exit', (code) => this.lost(slot, 'host', `the script worker exited (${code})`));
  }

  private receive(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      slot.port.unref();
      this.wakeReadyWaiters();
      this.dispatch();
      return;
    }
    const job = slot.job;
    if ('started' in message) {
      if (job && job.pending.id === message.started) job.startedAt = message.at;
      return;
    }
    if (!job || job.pending.id !== message.id) return;
    this.settle(slot, message);
    // A failure of the host (not of the script) may leave the worker's wasm heap inconsistent.
    if (!message.ok && message.kind === 'host') this.replace(slot);
    else this.dispatch();
  }

  private settle(slot: Slot, answer: ScriptAnswer): void {
    const job = slot.job!;
    slot.job = undefined;
    clearTimeout(job.guard);
    job.pending.finish(answer.ok ? { ok: true, json: answer.json, ms: answer.ms } : { ok: false, kind: answer.kind, message: answer.message, ms: answer.ms });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.job) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      clearTimeout(pending.waitTimer);
      const running: Running = { pending, postedAt: Date.now() };
      slot.job = running;
      const job: ScriptJob = { ...pending.request, id: pending.id, timeoutMs: pending.timeoutMs };
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread's port, not a window: no origin
      slot.port.postMessage(job);
      this.guard(slot, running, wallGuardMs(pending.timeoutMs, this.timing));
    }
  }

  private guard(slot: Slot, running: Running, afterMs: number): void {
    running.guard = setTimeout(() => this.check(slot, running), Math.max(1, afterMs));
  }

  /**
   * The guard's timer fired: take what the worker already posted (a busy event loop here may not have
   * read it yet), then kill the worker only if the job has really outlived its limit since it started.
   */
  private check(slot: Slot, running: Running): void {
    while (slot.job === running) {
      const posted = receiveMessageOnPort(slot.port);
      if (!posted) break;
      this.receive(slot, posted.message as WorkerMessage);
    }
    if (slot.job !== running) return;
    const now = Date.now();
    const { killGraceMs, pickupMs } = this.timing;
    const killAt = running.startedAt === undefined ? running.postedAt + pickupMs : running.startedAt + wallGuardMs(running.pending.timeoutMs, this.timing);
    if (now < killAt) {
      // Not started yet: look again soon, since the start may come any moment and fix the kill time.
      this.guard(slot, running, Math.min(killAt - now, killGraceMs));
      return;
    }
    slot.job = undefined;
    this.killed++;
    running.pending.finish({ ok: false, kind: 'timeout', message: 'the script outlived its limit; its worker was terminated', ms: now - (running.startedAt ?? running.postedAt) });
    this.replace(slot);
  }

  private replace(slot: Slot): void {
    if (!this.slots.delete(slot)) return;
    this.abandon(slot, { kind: 'host', message: 'the script worker was replaced' });
    slot.port.close();
    void slot.worker.terminate();
    this.spawn();
    this.dispatch();
  }

  /** Fails the job a slot still holds (the slot is going away). */
  private abandon(slot: Slot, failure: { kind: ScriptFailureKind; message: string }): void {
    const job = slot.job;
    if (!job) return;
    slot.job = undefined;
    clearTimeout(job.guard);
    job.pending.finish({ ok: false, ...failure, ms: Date.now() - (job.startedAt ?? job.postedAt) });
  }

  /** A worker died on its own (its heap limit, a crash): its job fails; a worker that never booted stops respawning. */
  private lost(slot: Slot, kind: ScriptFailureKind, message: string): void {
    if (!this.slots.delete(slot)) return;
    this.abandon(slot, { kind, message });
    slot.port.close();
    if (!slot.ready) {
      this.bootFailure = message;
      this.wakeReadyWaiters();
      if (![...this.slots].some((other) => other.ready)) {
        for (const pending of this.queue.splice(0)) pending.finish({ ok: false, kind: 'host', message: `the script worker did not start: ${message}`, ms: 0 });
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
