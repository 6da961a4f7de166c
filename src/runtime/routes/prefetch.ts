/**
 * Page data asked for when a navigation matches the page's route (routes/preload.ts), in parallel with
 * the session check and the chunks, instead of after the page's chunk has arrived and rendered. The
 * page's own call takes the answer once — same path and body, a few seconds old at most —; any other
 * call goes to the server as usual. The server decides as for any call: the prefetch carries the same
 * token and is refused the same way.
 */
import { call } from '../api/client.ts';
import { getToken } from '../session/token.ts';

/** Older than this, an answer is not what the page would have read: it calls again. */
const FRESH_MS = 5_000;

interface Waiting {
  at: number;
  answer: Promise<unknown>;
}

const waiting = new Map<string, Waiting>();

/** Key order does not matter: `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

const keyOf = (path: string, body: unknown) => `${path} ${canonical(body)}`;

/** Sends the call now, for the page to take; nothing without a session. */
export function prefetchCall(path: string, body: unknown): void {
  if (getToken() === undefined) return;
  const answer = call(path, { body, quiet: true });
  // A failure is not reported here: the page calls again and shows its own error state.
  answer.catch(() => undefined);
  waiting.set(keyOf(path, body), { at: Date.now(), answer });
}

/**
 * The prefetched answer of this call, or undefined (none, or too old). A failed prefetch is called
 * again; a take aborted before the answer came puts it back, so the next mount of the page (React's
 * development double effect) takes it rather than ask a second time.
 */
export function takePrefetched<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> | undefined {
  const key = keyOf(path, body);
  const entry = waiting.get(key);
  if (!entry || signal?.aborted) return undefined;
  waiting.delete(key);
  if (Date.now() - entry.at > FRESH_MS || getToken() === undefined) return undefined;
  const again = () => call<T>(path, { body, quiet: true, ...(signal ? { signal } : {}) });
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (!waiting.has(key)) waiting.set(key, entry);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    entry.answer.then(
      (value) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(value as T);
      },
      () => {
        signal?.removeEventListener('abort', onAbort);
        if (!signal?.aborted) again().then(resolve, reject);
      },
    );
  });
}

/** For tests: forget every waiting answer. */
export function clearPrefetched(): void {
  waiting.clear();
}
