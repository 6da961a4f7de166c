/**
 * The messages between the script pool (main thread) and a script worker. Only strings and numbers
 * cross: the variables and facts travel as JSON text, the outcome comes back as JSON text.
 */

export interface ScriptJob {
  id: number;
  source: string;
  /** JSON of the variables. */
  input: string;
  /** JSON of the read-only facts, and the names among them the script sees as constants. */
  globals: string;
  globalNames: string[];
  /** Date.now() at which QuickJS's own interrupt stops the script (a little before the pool's hard limit). */
  deadline: number;
  memoryBytes: number;
  stackBytes: number;
  /** Longest outcome JSON the worker sends back, in characters. */
  maxOutput: number;
}

export type ScriptFailureKind = 'timeout' | 'memory' | 'stack' | 'error' | 'output' | 'host';

export type ScriptAnswer =
  | { id: number; ok: true; json: string }
  | { id: number; ok: false; kind: ScriptFailureKind; message: string };

/** What a worker posts once QuickJS is loaded and it can take jobs. */
export interface WorkerReady {
  ready: true;
}
