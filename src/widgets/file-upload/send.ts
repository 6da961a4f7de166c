/**
 * Sends one file as multipart/form-data to the widget's uploadURL with progress. The session token
 * goes only to this site's own addresses (an uploadURL elsewhere gets the widget's headers alone), and
 * withCredentials is passed to the request as set. Our own endpoint is asked for purpose `private`. The answer is read as the platform's envelope
 * ({code, info: {url, name}}) or, for another endpoint, a body carrying url/name at the top or in data.
 */
import { getToken } from '../../runtime/session/token.ts';
import { Codes } from '../../schemas/envelope.ts';

export interface UploadedItem {
  name: string;
  url: string;
}

export interface SendOptions {
  url: string;
  headers: Record<string, string>;
  withCredentials: boolean;
  onProgress(percent: number): void;
}

export class UploadFailure extends Error {}

export function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function answerOf(body: unknown, fileName: string): UploadedItem {
  const record = (body ?? {}) as Record<string, unknown>;
  if (typeof record.code === 'string' && record.code !== Codes.ok) {
    throw new UploadFailure(typeof record.info === 'string' ? record.info : record.code);
  }
  for (const candidate of [record.info, record.data, record]) {
    const item = candidate as Record<string, unknown> | null | undefined;
    if (item && typeof item.url === 'string' && item.url) return { name: typeof item.name === 'string' && item.name ? item.name : fileName, url: item.url };
  }
  throw new UploadFailure('');
}

export function sendFile(file: File, options: SendOptions): Promise<UploadedItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url);
    xhr.withCredentials = options.withCredentials;
    const token = getToken();
    if (token && sameOrigin(options.url)) xhr.setRequestHeader('token', token);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      try {
        resolve(answerOf(JSON.parse(xhr.responseText), file.name));
      } catch (error) {
        reject(error instanceof UploadFailure ? error : new UploadFailure(xhr.status ? `HTTP ${xhr.status}` : ''));
      }
    });
    xhr.addEventListener('error', () => reject(new UploadFailure('')));
    const form = new FormData();
    // A form's pictures and attachments are private to their process (the server's file-referrer.ts),
    // never public; the purpose field goes before the file, where /file/upload reads it. Another site's
    // endpoint gets the file alone.
    if (sameOrigin(options.url)) form.append('purpose', 'private');
    form.append('file', file);
    xhr.send(form);
  });
}

/** The widget's headers option: an object of strings, or VForm's [{key, value}] list. */
export function headersOf(option: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  if (Array.isArray(option)) {
    for (const entry of option as { key?: unknown; name?: unknown; value?: unknown }[]) {
      const name = entry?.key ?? entry?.name;
      if (typeof name === 'string' && name && entry.value !== undefined) headers[name] = String(entry.value);
    }
  } else if (option && typeof option === 'object') {
    for (const [name, value] of Object.entries(option)) if (value !== undefined && value !== null) headers[name] = String(value);
  }
  return headers;
}
