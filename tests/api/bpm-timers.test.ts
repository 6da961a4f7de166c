/**
 * Timers as syt_job rows: two server processes (two apps, each with its own pool and job runner) on one
 * database — a PT2S timer fires exactly once, and so does each of twenty instances' timers. On PGlite the
 * two apps share the one embedded database; the point of the test is PostgreSQL (FLOWHALL_TEST_DB=postgres).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { buildApp } from '../../src/server/app.ts';
import { seed } from '../../src/server/seed/seed.ts';
import { deployModel, saveModel } from '../../src/server/bpm/definitions/service.ts';
import { usingPostgres } from '../support/test-app.ts';
import { fixture, interpreterOnly } from './bpm-engine-support.ts';

const databases: Database[] = [];
const apps: FastifyInstance[] = [];
let dropDatabase: () => Promise<void> = async () => {};

async function freshUrl(): Promise<string | undefined> {
  if (!usingPostgres()) return undefined;
  const { default: pg } = await import('pg');
  const base = process.env.TEST_DATABASE_URL!;
  const name = `flowhall_timer_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

const fired: string[] = [];

beforeAll(async () => {
  const url = await freshUrl();
  const config = { ...loadConfig({}), webRoot: undefined, logLevel: 'silent' as const, jobPollMs: 0 };
  const first = await openDatabase({ url, poolSize: 5 });
  databases.push(first);
  // Without a server URL both "processes" share the one embedded database object.
  const second = url ? await openDatabase({ url, poolSize: 5 }) : first;
  if (second !== first) databases.push(second);
  for (const database of [first, second]) {
    const app = await buildApp(config, database);
    app.bpm.hooks.services = {
      // Counts every run of the timer's continuation, committed or not: a second firing shows up as a duplicate.
      recordFiring: async ({ run }) => {
        fired.push(run.instance.id);
      },
    };
    apps.push(app);
  }
  await seed(first.db, { demo: false, adminPassword: 'Admin#2026pass', entities: apps[0]!.entities });
  for (const app of apps) await app.ready();
  for (const app of apps) interpreterOnly(app.bpm);
}, 180_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await dropDatabase();
});

const TIMER_PROCESS = fixture('boundary-timer.bpmn')
  .replace('<bpmn:userTask id="Escalated" name="Escalated" camunda:assignee="user1" />', '<bpmn:serviceTask id="Escalated" name="Escalated" camunda:class="recordFiring" />');

describe('timers across two server processes', () => {
  it('a PT2S timer fires once although both runners poll', async () => {
    const db = databases[0]!.db;
    const model = await saveModel(db, { key: 'timer_once', name: 'timer', xml: TIMER_PROCESS }, 'admin');
    const definition = await deployModel(db, model.id, 'admin');
    const started = [];
    for (let i = 0; i < 20; i++) started.push((await apps[i % 2]!.bpm.startInstance({ definitionId: definition.id, initiator: 'admin' })).instanceId);
    for (const app of apps) app.jobs.start(50);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [{ n } = { n: 0 }] = await databases[0]!.query<{ n: number }>("select count(*)::int as n from bpm_instance where status = 'completed' and id = any($1)", [started]);
      if (n === started.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const app of apps) await app.jobs.stop();
    expect(fired.toSorted()).toEqual(started.toSorted());
    const tasks = await databases[0]!.query<{ status: string; n: number }>('select status, count(*)::int as n from bpm_task where instance_id = any($1) group by status', [started]);
    expect(tasks).toEqual([{ status: 'cancelled', n: 20 }]);
    expect(await databases[0]!.query("select id from syt_job where kind like 'bpm-%'")).toEqual([]);
  });
});
