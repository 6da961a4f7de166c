/**
 * bench:designer-bpmn's one local server (loopback only): the two built pages and their assets, and
 * the catalogue calls Flowhall's designer makes on a new model (stored forms, task buttons, and the
 * panel's option lists), each answered with an empty list in the API's envelope; those paths are
 * remembered (`calls`) so the report can name them. A GET for anything else is refused and remembered
 * in `unknown`, so the bench fails rather than measure a page that missed something.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

export interface BpmnBenchServer {
  url: string;
  calls: Set<string>;
  unknown: string[];
  close(): Promise<void>;
}

export async function serveBpmnBench(dir: string): Promise<BpmnBenchServer> {
  const unknown: string[] = [];
  const calls = new Set<string>();
  const root = normalize(dir + sep);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (request.method === 'POST') {
      request.resume();
      calls.add(path);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void response.end(JSON.stringify({ code: '00000', info: [] }));
    }
    if (path === '/favicon.ico') return void response.writeHead(204).end();
    const file = normalize(join(root, path));
    try {
      if (request.method !== 'GET' || !file.startsWith(root) || !statSync(file).isFile()) throw new Error('not a file');
    } catch {
      unknown.push(`${request.method} ${path}`);
      return void response.writeHead(404).end();
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
    createReadStream(file).pipe(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, calls, unknown, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
