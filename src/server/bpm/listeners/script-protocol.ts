/**
 * The messages between the script pool (main thread) and a script worker. Only strings and numbers
 * cross: the variables and facts travel as JSON text, the outcome comes back as JSON text.
 */
import type { MessagePort } from 'node:worker_threads';

export interface ScriptJob {
  id: number;
  source: string;
  /** JSON of the variables. */
  input: string;
  /** JSON of the read-only facts, and the names among them the script sees as constants. */
  globals: string;
  globalNames: string[];
  /**
   * How long the script may run, on the worker's clock from the moment the worker starts the job: a
   * job that waited for the worker, or for the CPU to reach it, still gets its whole time.
   */
  timeoutMs: number;
  memoryBytes: number;
  stackBytes: number;
  /** Longest outcome JSON the worker sends back, in characters. */
  maxOutput: number;
}

export type ScriptFailureKind = 'timeout' | 'memory' | 'stack' | 'error' | 'output' | 'host' | 'busy';

/** The outcome of a job, and `ms`: how long it ran on the worker's clock (QuickJS runtime set-up included). */
export type ScriptAnswer = { id: number; ms: number } & ({ ok: true; json: string } | { ok: false; kind: ScriptFailureKind; message: string });

/** What a worker posts as it starts a job: `at` is Date.now() there, so the pool times the script from its real start. */
export interface JobStarted {
  started: number;
  at: number;
}

/** What a worker posts once QuickJS is loaded and warm, and it can take jobs. */
export interface WorkerReady {
  ready: true;
}

export type WorkerMessage = ScriptAnswer | JobStarted | WorkerReady;

/** What a worker is given at its start (workerData): its channel to the pool and the compiled QuickJS module. */
export interface WorkerSetup {
  port: MessagePort;
  wasm: WebAssembly.Module;
}
