/**
 * bench:designer's one local server (loopback only): Flowhall's designer page built under .tmp
 * (/ours/…), the VForm 3 peer page (/peer/…) with its scripts straight from node_modules (/vendor/…),
 * the generated forms (/form/ours-N.json, /form/peer-N.json), and the two calls the designer page
 * makes: /bpmForm/get answers the generated form as a saved record (formId bench-N), exactly how the
 * designer opens a saved form, and /bpmFormVariable/list an empty list. Any other call is refused and
 * remembered, so the bench can fail rather than measure a page that missed something.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import { extname, join, normalize, sep } from 'node:path';
import { ROOT } from './settings.ts';
import type { BenchForm } from './designer-form.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

/** The peer's scripts and styles: the builds their READMEs name, from node_modules. */
const VENDOR: Record<string, string> = {
  'vue.global.prod.js': 'node_modules/vue/dist/vue.global.prod.js',
  'element-plus.full.min.js': 'node_modules/element-plus/dist/index.full.min.js',
  'element-plus.css': 'node_modules/element-plus/dist/index.css',
  'vform3-designer.umd.js': 'node_modules/vform3-builds/dist/designer.umd.js',
  'vform3-designer.css': 'node_modules/vform3-builds/dist/designer.style.css',
};

export interface DesignerServer {
  url: string;
  /** Calls and paths the server did not know (should stay empty). */
  unknown: string[];
  close(): Promise<void>;
}

function sendFile(response: ServerResponse, base: string, path: string): void {
  const root = normalize(base + sep);
  const file = normalize(join(root, path));
  try {
    if (!file.startsWith(root) || !statSync(file).isFile()) throw new Error('not a file');
  } catch {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'max-age=3600' });
  createReadStream(file).pipe(response);
}

const envelope = (response: ServerResponse, info: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ code: '00000', info }));
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return {};
  }
}

export async function serveDesignerBench(oursDir: string, forms: Map<number, { ours: BenchForm; peer: BenchForm }>): Promise<DesignerServer> {
  const unknown: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const formFile = /^\/form\/(ours|peer)-(\d+)\.json$/.exec(path);
    if (request.method === 'POST') {
      void readBody(request).then((body) => {
        const formId = (body as { formId?: unknown }).formId;
        const size = typeof formId === 'string' ? Number(formId.replace('bench-', '')) : Number.NaN;
        if (path === '/bpmForm/get' && forms.has(size)) return envelope(response, { id: formId, name: `bench ${size}`, status: 0, conf: JSON.stringify(forms.get(size)!.ours) });
        if (path === '/bpmFormVariable/list') return envelope(response, []);
        unknown.push(`POST ${path}`);
        return response.writeHead(404).end();
      });
      return;
    }
    if (request.method !== 'GET') return void response.writeHead(405).end();
    if (formFile) {
      const form = forms.get(Number(formFile[2]));
      if (!form) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': TYPES['.json']! });
      return void response.end(JSON.stringify(formFile[1] === 'ours' ? form.ours : form.peer));
    }
    if (path.startsWith('/vendor/')) {
      const target = VENDOR[path.slice('/vendor/'.length)];
      if (target) return sendFile(response, ROOT, target);
    } else if (path.startsWith('/peer/')) return sendFile(response, join(ROOT, 'bench/designer-peer'), path.slice('/peer/'.length));
    else if (path.startsWith('/ours/')) return sendFile(response, oursDir, path.slice('/ours/'.length));
    else if (path === '/favicon.ico') return void response.writeHead(204).end();
    unknown.push(`GET ${path}`);
    response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { url: `http://127.0.0.1:${address.port}`, unknown, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
