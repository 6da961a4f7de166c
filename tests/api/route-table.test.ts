/**
 * Walks the server's whole route table: every route outside the short public list below answers 00002
 * without a token, so a route added later cannot be left open; and the public list cannot grow silently.
 */
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCase, expectEnvelope } from '../support/api-asserts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Public to the guard only because an <img> tag cannot send the token header: the handler itself demands
 * a token or a valid signed `?sig=` (tests/api/files.test.ts). Without either it answers 00002, so the
 * walks below still check these like any guarded route.
 */
const SIGNED_PUBLIC = ['GET /file/view/:id'];
/** The only calls reachable without a token. Adding one here is a deliberate, reviewed decision. */
const PUBLIC_API = [
  'GET /healthz',
  'POST /user/login',
  'POST /user/logout',
  'POST /sytPermissionResources/treeListNologin',
  'POST /sytSysParam/getNoLogin',
  // The single sign-on hand-over (spec §2.6) runs before login; it answers no secret.
  'POST /oauthClient',
  // The information portal is public (spec §2.2 common, isAuth = false): published banners, news, notices and services only.
  'POST /sytPortal/common',
  'POST /sytPortal/newsPage',
  'POST /sytPortal/newsInfo',
  // The lucky draw's public screen (/choujiang, no login): published results only, names masked; it cannot draw.
  'POST /luckyDraw/public/list',
  'POST /luckyDraw/public/result',
  ...SIGNED_PUBLIC,
];
/** The built web app's files (@fastify/static), present only when the server has a web root. */
const PUBLIC_STATIC = ['GET /*'];

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** Must answer 00002 without a token: every route but the truly open ones. */
const isGuarded = (route: { method: string; url: string }) => !PUBLIC_API.includes(key(route)) || SIGNED_PUBLIC.includes(key(route));

/** The routes Fastify's router itself knows, parsed from printRoutes(), to prove routeTable misses none. */
function routerRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') found.push(`${method} ${path.startsWith('/') ? path : `/${path}`}`);
    }
  }
  return found.sort();
}

/** Requests an anonymous caller might try on a guarded route; each must answer 00002. */
const anonymousAttempts: { label: string; headers?: Record<string, string>; payload?: string }[] = [
  { label: 'no body' },
  { label: 'empty object', headers: { 'content-type': 'application/json' }, payload: '{}' },
  { label: 'malformed json', headers: { 'content-type': 'application/json' }, payload: '{"a":' },
  { label: 'empty token header', headers: { token: '' } },
  { label: 'asks for html', headers: { accept: 'text/html,application/xhtml+xml' } },
  { label: 'cookie instead of header', headers: { cookie: 'token=abc' } },
];

async function expectGuarded(app: FastifyInstance, route: { method: string; url: string }) {
  for (const attempt of anonymousAttempts) {
    const label = `${key(route)} (${attempt.label})`;
    const response = await app.inject({
      method: route.method as HTTPMethods,
      url: route.url,
      ...(attempt.headers ? { headers: attempt.headers } : {}),
      ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
    });
    const answer = { status: response.statusCode, headers: response.headers, raw: response.body, ...safeJson(response.body) };
    expectEnvelope(answer, label);
    expectCase(label, { code: answer.code, status: answer.status }, { code: '00002', status: 401 });
  }
  if (route.method === 'GET') {
    const head = await app.inject({ method: 'HEAD', url: route.url });
    expectCase(`HEAD ${route.url}`, { status: head.statusCode }, { status: 401 });
  }
}

function safeJson(raw: string): { code: string; info: unknown } {
  try {
    return JSON.parse(raw);
  } catch {
    return { code: '', info: undefined };
  }
}

describe('API server (no web root)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every route the router serves', () => {
    expect(t.app.routeTable.length).toBeGreaterThanOrEqual(16);
    expect(t.app.routeTable.map(key).sort()).toEqual(routerRoutes(t.app));
  });

  it('has exactly the public routes of the list, no more', () => {
    const open = t.app.routeTable.filter((route) => route.public).map(key).sort();
    expect(open).toEqual([...PUBLIC_API].sort());
  });

  it('answers 00002 without a token on every other route', async () => {
    const guarded = t.app.routeTable.filter(isGuarded);
    expect(guarded.length).toBe(t.app.routeTable.length - PUBLIC_API.length + SIGNED_PUBLIC.length);
    for (const route of guarded) await expectGuarded(t.app, route);
  });

  it('really serves the public routes anonymously', async () => {
    for (const entry of PUBLIC_API.filter((route) => !SIGNED_PUBLIC.includes(route))) {
      const [method, url] = entry.split(' ') as ['GET' | 'POST', string];
      const answer = await t.call(method, url!, method === 'POST' ? { body: {} } : {});
      expectEnvelope(answer, entry);
      expectCase(entry, { code: answer.code }, { code: expect.not.toBeOneOf(['00002', '00003']) });
    }
    const health = await t.call('GET', '/healthz');
    expect(health.code).toBe('00000');
    expect(health.info).toEqual({ status: 'up', database: t.database.kind });
  });
});

describe('server with the built web app', () => {
  let t: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'flowhall-web-'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    await writeFile(join(webRoot, 'app.js'), 'console.log("flowhall")');
    // What the build's precompress step writes beside an asset (vite.config.ts).
    await writeFile(join(webRoot, 'app.js.br'), brotliCompressSync('console.log("flowhall")'));
    t = await createTestApp({ webRoot });
  });
  afterAll(async () => {
    await t?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('adds only the static-file routes to the public list', () => {
    expect(t.app.routeTable.map(key).sort()).toEqual(routerRoutes(t.app));
    const open = t.app.routeTable.filter((route) => route.public).map(key).sort();
    expect(open).toEqual([...PUBLIC_API, ...PUBLIC_STATIC].sort());
  });

  it('still answers 00002 without a token on every other route, even to a browser', async () => {
    const guarded = t.app.routeTable.filter((route) => isGuarded(route) && !PUBLIC_STATIC.includes(key(route)));
    expect(guarded.length).toBeGreaterThanOrEqual(11);
    for (const route of guarded) await expectGuarded(t.app, route);
  });

  it('sends the precompressed copy of an asset to a browser that accepts it, and the file to one that does not', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("flowhall")');
    const plain = await t.app.inject({ method: 'GET', url: '/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("flowhall")');
  });

  it('answers a client-side route with the app shell without piling listeners on the response', async () => {
    // Every await of a reply not yet sent hangs end-of-stream listeners on the response until it closes;
    // past Node's limit of 10 a deep link printed a MaxListenersExceededWarning.
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const shell = await t.app.inject({ method: 'GET', url: '/portal/index', headers: { accept: 'text/html' } });
      expect(shell.statusCode).toBe(200);
      // process.emitWarning reports on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((warning) => warning.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('serves the files and the app shell, and envelopes API misses', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('flowhall');
    const shell = await t.app.inject({ method: 'GET', url: '/portal/index', headers: { accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
    const miss = await t.call('POST', '/sytNoSuch/call', { body: {} });
    expect(miss.code).toBe('00006');
    const missingFile = await t.call('GET', '/missing.js');
    expect(missingFile.code).toBe('00006');
  });
});
