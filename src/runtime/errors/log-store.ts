/**
 * The browser's error log (spec §8): error boundaries, window errors, unhandled rejections, failed calls
 * and chunk loads are appended here; the logs dialog shows, uploads and clears it.
 */
import type { ClientLogEntry } from '../../schemas/client-log.ts';
import { call } from '../api/client.ts';
import { appStore } from '../session/state.ts';
import { storedAtom } from '../session/stored-atom.ts';
import { appendLog, isChunkLoadError, toLogEntry, type LogSource } from './error-log.ts';

const isLogList = (value: unknown): value is ClientLogEntry[] => Array.isArray(value);
export const errorLogAtom = storedAtom<ClientLogEntry[]>('errorLog', [], { type: 'session', valid: isLogList });

const here = () => (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`);

export function recordError(source: LogSource, error: unknown, info = ''): void {
  const entry = toLogEntry({ source: source !== 'chunk' && isChunkLoadError(error) ? 'chunk' : source, error, url: here(), info });
  appStore.set(errorLogAtom, (list) => appendLog(list, entry));
}

function onWindowError(event: ErrorEvent) {
  recordError('window', event.error ?? event.message, `${event.filename}:${event.lineno}:${event.colno}`);
}

function onRejection(event: PromiseRejectionEvent) {
  // Failed calls are logged by the api handlers already (with their path); do not log them twice.
  if ((event.reason as { name?: unknown } | null)?.name === 'ApiError') return;
  recordError('promise', event.reason);
}

function onPreloadError(event: Event) {
  recordError('chunk', (event as Event & { payload?: unknown }).payload ?? 'vite:preloadError');
}

/** Window errors, unhandled promise rejections and Vite's failed preloads. Returns the uninstaller. */
export function installGlobalErrorCapture(target: Window = window): () => void {
  target.addEventListener('error', onWindowError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    target.removeEventListener('error', onWindowError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('vite:preloadError', onPreloadError);
  };
}

/** Sends the whole log (it is capped at the upload limit); the uploaded entries leave the browser. */
export async function uploadErrorLog(): Promise<number> {
  const logs = appStore.get(errorLogAtom);
  if (logs.length === 0) return 0;
  await call('/sytLog/upload', { body: { logs } });
  appStore.set(errorLogAtom, (list) => list.filter((entry) => !logs.includes(entry)));
  return logs.length;
}

export function clearErrorLog(): void {
  appStore.set(errorLogAtom, []);
}
