/**
 * The one HTTP client: POST JSON, `{code, info}` envelope, token in the `token` header both ways.
 * Success answers `info`; any other code rejects with an ApiError. Token failures (00002/00003) and
 * transport failures are reported to handlers the shell installs, so pages only handle their own cases.
 */
import { ofetch } from 'ofetch';
import { Codes, isTokenFailure, type Envelope, type FieldError } from '../../schemas/envelope.ts';
import { site } from '../site.ts';
import { getToken, setToken } from '../session/token.ts';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly info: string,
    readonly status: number,
    readonly errors?: FieldError[],
    /** The call that failed, for the error log. */
    readonly path: string = '',
  ) {
    super(info);
    this.name = 'ApiError';
  }
}

export interface ApiHandlers {
  /** 00002/00003 answered: the session is gone. */
  onTokenInvalid?: (error: ApiError) => void;
  /** A failure the caller did not ask to handle quietly (status other than 200, or the network). */
  onError?: (error: ApiError) => void;
  /** The server renewed or issued a token. */
  onToken?: (token: string) => void;
}

const handlers: ApiHandlers = {};
export function setApiHandlers(next: ApiHandlers): void {
  Object.assign(handlers, next);
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Do not raise the global error toast; the caller shows its own message. */
  quiet?: boolean;
  /** Send this token instead of the stored one (single sign-on hand-over). */
  token?: string;
  signal?: AbortSignal;
}

/** Base path of the API; the server answers at the root of its origin. */
export const apiBase = '';

export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<T> {
  const token = options.token ?? getToken();
  const method = options.method ?? 'POST';
  let status = 0;
  let envelope: Envelope<T> | undefined;
  try {
    const response = await ofetch.raw<Envelope<T>>(`${apiBase}${path}`, {
      method,
      headers: { ...(token ? { token } : {}), 'Accept-Language': currentLanguage() },
      ...(method === 'POST' ? { body: (options.body ?? {}) as Record<string, unknown> } : {}),
      ...(options.query ? { query: options.query } : {}),
      ignoreResponseError: true,
      timeout: site.httpTimeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    status = response.status;
    // ofetch's parsed body is `_data`: its name, not ours.
    // oxlint-disable-next-line no-underscore-dangle
    envelope = response._data;
    const renewed = response.headers.get('token');
    if (renewed) {
      setToken(renewed);
      handlers.onToken?.(renewed);
    }
  } catch (cause) {
    const error = new ApiError(Codes.serverError, cause instanceof Error && cause.name === 'AbortError' ? 'aborted' : '', 0, undefined, path);
    if (!options.quiet) handlers.onError?.(error);
    throw error;
  }

  if (envelope && typeof envelope === 'object' && envelope.code === Codes.ok) return envelope.info;
  const code = envelope?.code ?? Codes.serverError;
  const info = typeof envelope?.info === 'string' ? envelope.info : '';
  const error = new ApiError(code, info, status, envelope?.errors, path);
  if (isTokenFailure(code)) handlers.onTokenInvalid?.(error);
  else if (!options.quiet) handlers.onError?.(error);
  throw error;
}

function currentLanguage(): string {
  return document.documentElement.lang?.startsWith('en') ? 'en' : 'zh-CN';
}

/** What to tell a person about a failed call: the server's message when it gave one, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.info ? error.info : fallback;
}
