/**
 * Fuzz-style: malformed bodies and queries to every route, with and without a token. Every answer must be
 * a catalogued `{code, info}` envelope (never 500, never HTML), and the database must be unchanged.
 */
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/app.ts';
import { errorPaths, expectCase, expectEnvelope, type Answer } from '../support/api-asserts.ts';
import { snapshotDatabase, type Snapshot } from '../support/db-snapshot.ts';
import { bodyCases, queryCases, type FuzzCase } from '../support/fuzz-cases.ts';
import { ADMIN_PASSWORD, createTestApp } from '../support/test-app.ts';

// Built at collection time so that each route becomes its own group of tests.
const t = await createTestApp();
const studentToken = await t.login('student1');
/**
 * An administrator session per route, so a request that a route wrongly accepts (say a logout) cannot
 * take the other routes' token with it. Created without the password hash cost, before the snapshot.
 */
const adminTokens = new Map<string, string>();
const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
let before: Snapshot;

beforeAll(async () => {
  const [admin] = await t.database.query<{ account_id: string; role_id: string }>(
    `select ar.account_id, ar.role_id from syt_permission_account_role ar
       join syt_permission_account a on a.id = ar.account_id join syt_permission_role r on r.id = ar.role_id
      where a.humancode = 'admin' and r.rolecode = 'admin'`,
  );
  for (const route of t.app.routeTable) {
    adminTokens.set(routeKey(route), await t.app.ctx.sessions.create({ accountId: admin!.account_id, roleId: admin!.role_id }));
  }
  before = await snapshotDatabase(t.database);
});
afterAll(async () => {
  await t.close();
});

async function send(route: Pick<RouteEntry, 'method' | 'url'>, c: FuzzCase, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (c.contentType) headers['content-type'] = c.contentType;
  const response = await t.app.inject({
    method: route.method as HTTPMethods,
    url: route.url + (c.query ?? ''),
    headers,
    ...(c.payload === undefined ? {} : { payload: c.payload }),
  });
  let parsed: { code?: string; info?: unknown; errors?: unknown } = {};
  try {
    parsed = JSON.parse(response.body);
  } catch {
    // expectEnvelope reports the raw body.
  }
  return { status: response.statusCode, headers: response.headers, raw: response.body, code: parsed.code!, info: parsed.info, errors: parsed.errors };
}

/** Successful answers that are a file (xlsx template, export) or a document rather than an envelope. */
const FILE_TYPE = /^application\/vnd\.openxmlformats-officedocument\./;
const DOCUMENTS = new Set(['GET /openapi.json']);
const isFileOrDocument = (answer: Answer, name: string) =>
  answer.status === 200 && (FILE_TYPE.test(String(answer.headers['content-type'])) || DOCUMENTS.has(name));

/** The envelope (or a file on success), and once past the guard the case's code and field path. */
function checkCase(answer: Answer, c: FuzzCase, label: string, name: string) {
  const file = isFileOrDocument(answer, name);
  if (!file) expectEnvelope(answer, label);
  const code = file ? '00000' : answer.code;
  const outcome = { code, refused: code !== '00000', paths: errorPaths(answer) };
  expectCase(`${label} → ${answer.status} ${answer.raw.slice(0, 300)}`, outcome, {
    code: c.expect ?? code,
    refused: c.refused === true || outcome.refused,
    // arrayContaining([]) accepts any list: cases without a path only check the code.
    paths: expect.arrayContaining(c.path === undefined ? [] : [c.path]),
  });
}

const casesOf = (route: RouteEntry) => (route.method === 'GET' ? queryCases(route) : bodyCases(route));

describe.each(t.app.routeTable.map((route) => ({ route, name: routeKey(route) })))('$name', ({ route, name }) => {
  const cases = casesOf(route);
  const adminToken = () => adminTokens.get(name)!;

  it(`answers every malformed request without a token (${cases.length} cases)`, async () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) {
      // A guarded route refuses before looking at the request at all.
      const expected: FuzzCase = route.public ? c : { label: c.label, expect: '00002' };
      checkCase(await send(route, c), expected, `${name} [${c.label}] anonymous`, name);
    }
  });

  it('answers every malformed request with a valid token by its catalogued code', async () => {
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) checkCase(await send(route, c, adminToken()), c, `${name} [${c.label}] admin`, name);
  });

  it('answers other methods with an envelope and never runs the handler', async () => {
    const served = new Set(t.app.routeTable.filter((r) => r.url === route.url).map((r) => r.method));
    expect(served).toContain(route.method);
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'].filter((m) => !served.has(m))) {
      const answer = await send({ method, url: route.url }, { label: method, contentType: 'application/json', payload: '{}' }, adminToken());
      expectEnvelope(answer, `${method} ${route.url}`);
      expectCase(`${method} ${route.url}`, { code: answer.code }, { code: '00006' });
    }
  });
});

describe('paths that look like a route', () => {
  it('never reach a guarded handler without a token', async () => {
    const paths = [
      '/%E0%A4%A',
      '/user/getUserInfo%00',
      '/user/../user/getUserInfo',
      '/user/./getUserInfo',
      '//user/getUserInfo',
      '/user/getUserInfo/',
      '/USER/GETUSERINFO',
      '/user/getUserInfo;.js',
      '/user%2FgetUserInfo',
      `/${'a'.repeat(5000)}`,
      '/.env',
      '/<script>alert(1)</script>',
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const answer = await send({ method, url: path }, { label: path, contentType: 'application/json', payload: '{}' });
        expectEnvelope(answer, `${method} ${path}`);
        expectCase(`${method} ${path}`, { code: answer.code }, { code: expect.toBeOneOf(['00002', '00006', '00010']) });
      }
    }
  });
});

describe('afterwards', () => {
  it('leaves every table unchanged', async () => {
    const after = await snapshotDatabase(t.database);
    expect(Object.keys(after).length).toBeGreaterThanOrEqual(10);
    expect(after).toEqual(before);
  });

  it('keeps the server healthy and the sessions valid', async () => {
    expect((await t.call('GET', '/healthz')).code).toBe('00000');
    for (const [name, token] of adminTokens) {
      const admin = await t.call('GET', '/user/getUserInfo', { token });
      expectCase(`session used for ${name}`, { code: admin.code, role: admin.info?.role }, { code: '00000', role: 'admin' });
    }
    const student = await t.call('GET', '/user/getUserInfo', { token: studentToken });
    expect(student.info.role).toBe('student');
  });
});

describe('hostile but well-formed values', () => {
  it('are only data: no login, no extra rows, no change outside the failure counters', async () => {
    const attempts = [
      { username: "' OR 1=1 --", password: "' OR '1'='1" },
      { username: "admin'--", password: 'x' },
      { username: 'admin', password: "' OR 1=1 --" },
      { username: 'admin" OR ""="', password: '" OR ""="' },
      { username: '<script>alert(1)</script>', password: '😀\u200b' },
      { username: '*', password: '*' },
    ];
    const auditedBefore = await t.database.query<{ n: number }>(`select count(*)::int as n from syt_audit_log`);
    for (const body of attempts) {
      const answer = await t.call('POST', '/user/login', { body, remoteAddress: '10.99.0.1' });
      expectEnvelope(answer, JSON.stringify(body));
      expectCase(JSON.stringify(body), { code: answer.code, token: answer.headers.token }, { code: '00001', token: undefined });
    }
    const lookups = ["' OR 1=1 --", "x' UNION SELECT password_hash FROM syt_permission_account --", '%', '*'];
    for (const key of lookups) {
      const anonymous = await t.call('POST', '/sytSysParam/getNoLogin', { body: { idOrNameOrType: key } });
      const signedIn = await t.call('POST', '/sytSysParam/get', { token: studentToken, body: { idOrNameOrType: key } });
      expectCase(key, { anonymous: anonymous.info, signedIn: signedIn.info }, { anonymous: null, signedIn: null });
    }
    const switched = await t.call('POST', '/user/switchRole', { token: studentToken, body: { role: "student' OR rolecode='admin" } });
    expect(switched.code).toBe('00004');

    const after = await snapshotDatabase(t.database, ['syt_login_failure', 'syt_audit_log']);
    const { syt_login_failure: _counters, syt_audit_log: _audit, ...rest } = before;
    expect(after).toEqual(rest);
    // The audit log gained one loginFailed row per attempt (#16: failures are recorded), holding the typed name and the reason, never the password.
    const audited = await t.database.query<{ action: string; humancode: string; after: unknown }>(
      `select action, humancode, after from syt_audit_log order by created_at offset $1`,
      [auditedBefore[0]!.n],
    );
    expect(audited.map((row) => [row.action, row.humancode])).toEqual(attempts.map((a) => ['loginFailed', a.username.trim()]));
    for (const row of audited) expect(Object.keys((row.after ?? {}) as object)).toEqual(['reason']);
    // The admin account was not locked by two failures, and the real password still works.
    expect(await t.login('admin', ADMIN_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
