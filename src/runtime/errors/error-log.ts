/**
 * The error log of spec §8 ("uncaught UI error → appended to the error log, visible in the logs
 * dialog"): how a thrown value becomes an entry, and the bounded list the browser keeps. Pure.
 */
import { boundLogEntry, CLIENT_LOG_LIMITS, type ClientLogEntry } from '../../schemas/client-log.ts';
import { formatDateTime } from '../util/time.ts';

export type LogSource = 'boundary' | 'window' | 'promise' | 'api' | 'chunk';

export interface LogInput {
  source: LogSource;
  error: unknown;
  url: string;
  /** Extra context: the component stack, the call path and code. */
  info?: string;
  now?: number;
}

export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

export function toLogEntry(input: LogInput): ClientLogEntry {
  const { message, stack } = describeError(input.error);
  return boundLogEntry({
    type: input.source,
    url: input.url,
    message,
    stack,
    info: input.info ?? '',
    time: formatDateTime(input.now ?? Date.now()),
  });
}

/** Newest first, at most the upload limit, so the whole log always fits one upload. */
export function appendLog(list: readonly ClientLogEntry[], entry: ClientLogEntry): ClientLogEntry[] {
  return [entry, ...list].slice(0, CLIENT_LOG_LIMITS.entries);
}

/** Vite and browsers word a failed dynamic import differently; all of them mean a chunk did not load. */
export function isChunkLoadError(error: unknown): boolean {
  const { message } = describeError(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|ChunkLoadError/i.test(
    message,
  );
}

export class ChunkLoadTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`ChunkLoadError: loading a page chunk took longer than ${Math.round(ms / 1000)} s`);
    this.name = 'ChunkLoadError';
  }
}

/** Rejects with a chunk load error when the import has not settled in time (spec §9: 120 s). */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Wrapped, not passed as methods: browsers throw "Illegal invocation" for a detached window.setTimeout.
const realTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function withChunkTimeout<T>(load: Promise<T>, ms: number, timers: Timers = realTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = timers.setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    load.then(
      (value) => {
        timers.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(timer);
        reject(error);
      },
    );
  });
}
