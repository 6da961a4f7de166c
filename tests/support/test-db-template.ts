/**
 * Global setup of the API projects: migrates and seeds one database per run, which every test file's
 * database then starts from (test-app.ts), instead of each file initialising, migrating and seeding its
 * own. On PGlite the seeded data directory is dumped to a file (PGlite's initdb alone took ~4 s per
 * file, loading the dump ~1 s); on PostgreSQL it is a template database that `create database … template`
 * copies. Each file still gets a database of its own; only how it is made changes.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client.ts';
import { adminClient, seededApp } from './test-app.ts';

let cleanup: (() => Promise<void>) | undefined;

export async function setup(project: TestProject) {
  const postgres = project.config.env?.FLOWHALL_TEST_DB === 'postgres';
  const tag = crypto.randomUUID().replaceAll('-', '').slice(0, 12);
  if (postgres) {
    const name = `flowhall_tpl_${tag}`;
    const admin = await adminClient();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanup = async () => {
      const client = await adminClient();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    await seededApp(database).then(({ close }) => close());
    await database.close();
    // `create database … template` refuses while anyone is connected to the template.
    const client = await adminClient();
    await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await client.end();
    project.provide('testDbTemplate', name);
    return;
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await seededApp(database).then(({ close }) => close());
  const dump = await database.dump!();
  await database.close();
  const folder = join(process.cwd(), '.tmp/test-db');
  await mkdir(folder, { recursive: true });
  const file = join(folder, `pglite-${tag}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  cleanup = () => rm(file, { force: true });
  project.provide('testDbDump', file);
}

export async function teardown() {
  await cleanup?.();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the seeded data directory's dump every test database loads. */
    testDbDump?: string;
    /** PostgreSQL: the seeded template every test database is created from. */
    testDbTemplate?: string;
  }
}
