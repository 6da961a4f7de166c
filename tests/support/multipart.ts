/**
 * Hand-built multipart/form-data bodies for app.inject (which takes the payload as a Buffer), and the
 * calls that send or receive files: uploads to `{entity}/import`, and binary answers (.xlsx) of
 * `export` and `downImportTemplate`.
 */
import type { TestApp } from './test-app.ts';

export interface FilePart {
  name: string;
  filename: string;
  contentType?: string;
  data: Buffer | string;
}

export interface FieldPart {
  name: string;
  value: string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Encodes the parts as one multipart body; answers it with the content-type header that names its boundary. */
export function multipartBody(parts: (FilePart | FieldPart)[]): { payload: Buffer; contentType: string } {
  const boundary = `----flowhall-test-${crypto.randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(typeof part.data === 'string' ? Buffer.from(part.data) : part.data);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The envelope the JSON calls of the test harness answer (its `info` is loosely typed there, likewise here). */
type CallAnswer = Awaited<ReturnType<TestApp['call']>>;

export interface EnvelopeAnswer {
  status: number;
  code: string;
  info: CallAnswer['info'];
  errors?: { path: string; message: string }[];
  headers: Record<string, unknown>;
  raw: string;
}

function envelopeOf(status: number, body: string, headers: Record<string, unknown>): EnvelopeAnswer {
  let parsed: Partial<EnvelopeAnswer> = {};
  try {
    parsed = JSON.parse(body) as Partial<EnvelopeAnswer>;
  } catch {
    parsed = {};
  }
  return { status, code: String(parsed.code), info: parsed.info, ...(parsed.errors ? { errors: parsed.errors } : {}), headers, raw: body };
}

/** POSTs one file (field `file`) to an upload call such as `/{entity}/import`. */
export async function uploadFile(
  t: TestApp,
  url: string,
  token: string,
  file: { filename: string; data: Buffer | string; contentType?: string },
): Promise<EnvelopeAnswer> {
  const { payload, contentType } = multipartBody([{ name: 'file', contentType: XLSX_TYPE, ...file }]);
  const response = await t.app.inject({ method: 'POST', url, headers: { token, 'content-type': contentType }, payload });
  return envelopeOf(response.statusCode, response.body, response.headers);
}

/** Calls an endpoint that answers a file; answers the bytes, or the envelope when it refused. */
export async function download(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; contentType: string; disposition: string; data: Buffer; envelope: EnvelopeAnswer | undefined }> {
  const response = await t.app.inject({
    method,
    url,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const contentType = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    contentType,
    disposition: String(response.headers['content-disposition'] ?? ''),
    data: response.rawPayload,
    envelope: contentType.startsWith('application/json') ? envelopeOf(response.statusCode, response.body, response.headers) : undefined,
  };
}
