/**
 * Builds a server on a fresh database for one test file: in-memory PGlite, or (FLOWHALL_TEST_DB=postgres)
 * a database created for the file on TEST_DATABASE_URL and dropped afterwards. Under the API projects'
 * global setup (test-db-template.ts) the database starts migrated and seeded, from the run's dump or
 * template; without it (a file run on its own config) it is migrated and seeded here.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/seed/seed.ts';
import { buildApp, type AppOptions } from '../../src/server/app.ts';

export const ADMIN_PASSWORD = 'Admin#2026pass';
export const DEMO_PASSWORD = 'Demo#2026pass';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in and answers the token (throws on failure). */
  login(username?: string, password?: string): Promise<string>;
  call(
    method: 'GET' | 'POST',
    url: string,
    /** remoteAddress: the client address the server sees (the login limiter counts per address). */
    options?: { token?: string; body?: unknown; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<{ status: number; code: string; info: any; errors?: unknown; headers: Record<string, unknown>; raw: string }>;
  close(): Promise<void>;
}

export const usingPostgres = () => process.env.FLOWHALL_TEST_DB === 'postgres';

/** A client of TEST_DATABASE_URL's server, for creating and dropping databases. */
export async function adminClient() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('FLOWHALL_TEST_DB=postgres needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  return client;
}

/** `inject` outside a run that provides anything throws; a missing value means "make it here". */
function provided<K extends 'testDbDump' | 'testDbTemplate'>(key: K): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

async function freshDatabase(): Promise<{ url?: string; fromDump?: Blob; drop: () => Promise<void> }> {
  if (!usingPostgres()) {
    const dump = provided('testDbDump');
    return { ...(dump ? { fromDump: new Blob([await readFile(dump)]) } : {}), drop: async () => {} };
  }
  const name = `flowhall_t_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const template = provided('testDbTemplate');
  const admin = await adminClient();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = await adminClient();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The app on a database, seeded with the demo data and known passwords (a seeded database is left as it is). */
export async function seededApp(database: Database, overrides: Partial<Config> = {}, appOptions: AppOptions = {}) {
  // Uploaded files (and the key that signs their links) go to a temporary folder, removed on close.
  const dataDir = overrides.dataDir === undefined ? await mkdtemp(join(tmpdir(), 'flowhall-test-data-')) : undefined;
  const config: Config = { ...loadConfig({}), webRoot: undefined, logLevel: 'silent', ...(dataDir ? { dataDir } : {}), ...overrides };
  const app = await buildApp(config, database, appOptions);
  await seed(database.db, { demo: true, adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, entities: app.entities });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}, appOptions: AppOptions = {}): Promise<TestApp> {
  const fresh = await freshDatabase();
  const database = await openDatabase({ url: fresh.url, poolSize: 10, fromDump: fresh.fromDump });
  const { app, config, close } = await seededApp(database, overrides, appOptions);

  const call: TestApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.token = options.token;
    const payload =
      options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    let parsed: any = {};
    try {
      parsed = JSON.parse(response.body);
    } catch {
      parsed = {};
    }
    return { status: response.statusCode, code: parsed.code, info: parsed.info, errors: parsed.errors, headers: response.headers, raw: response.body };
  };

  return {
    app,
    database,
    config,
    call,
    async login(username = 'admin', password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) {
      const answer = await call('POST', '/user/login', { body: { username, password, uid: crypto.randomUUID() } });
      if (answer.code !== '00000') throw new Error(`login ${username} failed: ${answer.raw}`);
      return String(answer.headers.token);
    },
    async close() {
      await close();
      await database.close();
      await fresh.drop();
    },
  };
}
