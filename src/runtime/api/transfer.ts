/** File transfers that the JSON client does not cover: downloading a generated file, uploading with progress. */
import { ApiError } from './client.ts';
import { getToken } from '../session/token.ts';
import { Codes } from '../../schemas/envelope.ts';

/**
 * The browser's time zone: exports write instants as local times in it and imports read them back
 * in it, so a spreadsheet shows what the screen shows (the server may run in another zone).
 */
function zoneHeader(): Record<string, string> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone ? { 'x-time-zone': zone } : {};
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/** POSTs (or GETs) and saves the answer as a file; an envelope answer is a failure with its message. */
export async function download(path: string, options: { method?: 'GET' | 'POST'; body?: unknown; fallbackName: string }): Promise<void> {
  const token = getToken();
  const response = await fetch(path, {
    method: options.method ?? 'POST',
    headers: { ...zoneHeader(), ...(token ? { token } : {}), ...(options.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    ...(options.method === 'GET' ? {} : { body: JSON.stringify(options.body ?? {}) }),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const envelope = (await response.json().catch(() => ({}))) as { code?: string; info?: string };
    throw new ApiError(envelope.code ?? Codes.serverError, envelope.info ?? '', response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Uploads one file as multipart/form-data, reporting progress; resolves with the envelope. */
export function upload<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<{ code: string; info: T; errors?: { path: string; message: string }[] }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = getToken();
    if (token) xhr.setRequestHeader('token', token);
    for (const [name, value] of Object.entries(zoneHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100)));
    xhr.addEventListener('load', () => {
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch {
        reject(new ApiError(Codes.serverError, '', xhr.status));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(Codes.serverError, '', 0)));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
