/**
 * The client error log (spec §3 log entry, §8 "uncaught UI error"): what the browser keeps and what
 * POST /sytLog/upload accepts. Shared so the browser trims entries to exactly the bounds the server checks.
 */

export interface ClientLogEntry {
  /** Where it came from: error boundary, window error, unhandled rejection, failed call, chunk load. */
  type: string;
  url: string;
  message: string;
  stack: string;
  info: string;
  /** Local time of the failure, y-m-d h:i:s. */
  time: string;
}

export const CLIENT_LOG_LIMITS = {
  /** Entries per upload, and entries kept in the browser. */
  entries: 100,
  type: 40,
  url: 1000,
  message: 2000,
  stack: 4000,
  info: 2000,
  time: 40,
} as const;

const FIELDS = ['type', 'url', 'message', 'stack', 'info', 'time'] as const;

/** Cuts every field to its bound, so an entry the browser keeps is always one the server accepts. */
export function boundLogEntry(entry: Partial<Record<keyof ClientLogEntry, unknown>>): ClientLogEntry {
  const out = {} as ClientLogEntry;
  for (const field of FIELDS) {
    const value = entry[field];
    const text = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
    out[field] = text.replaceAll('\u0000', '').slice(0, CLIENT_LOG_LIMITS[field]);
  }
  return out;
}
