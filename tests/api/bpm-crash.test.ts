/**
 * The engine against real failures, on PostgreSQL with real server processes (src/server/main.ts):
 *   - kill -9 while 1,000 instances are being driven through the HTTP API; after a restart no task is
 *     lost or duplicated, every acknowledged command is there, and timers that fell due while the server
 *     was down fire;
 *   - two server processes on one database: each PT2S timer fires once.
 * PGlite is one embedded database inside one process, so there is nothing to crash there: skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Pool } from 'pg';
import { startServer, type RunningServer } from '../support/server-process.ts';
import { usingPostgres } from '../support/test-app.ts';
import { bpmn, chain, userTask } from './bpm-approval-support.ts';

const ADMIN_PASSWORD = 'Crash#2026admin';
const DEMO_PASSWORD = 'Crash#2026demo';
const WORKERS = ['designer', 'sysop', 'lihua', 'zhangwei', 'chenjing', 'liuyang', 'zhaomin', 'sunli'];
const TOTAL = 1000;
const KILL_AFTER = 300;

const INITIATOR_TASK = (id: string) => userTask(id, '审批', { dataType: 'INITIATOR', text: '流程发起人', extendData: [{ isopinion: false }] });
const timer = (id: string, duration: string) => `<bpmn:intermediateCatchEvent id="${id}"><bpmn:timerEventDefinition><bpmn:timeDuration>${duration}</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:intermediateCatchEvent>`;
const FLOW = bpmn('crash_flow', `<bpmn:startEvent id="start" />${INITIATOR_TASK('approve')}<bpmn:endEvent id="end" />${chain('start', 'approve', 'end')}`);
const timerFlow = (key: string, duration: string) =>
  bpmn(key, `<bpmn:startEvent id="start" />${timer('wait', duration)}${INITIATOR_TASK('after')}<bpmn:endEvent id="end" />${chain('start', 'wait', 'after', 'end')}`);

let databaseUrl = '';
let dropDatabase = async () => {};
let sql: Pool;
const servers: RunningServer[] = [];

async function freshDatabase(): Promise<void> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `flowhall_crash_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

const serverEnv = () => ({ DATABASE_URL: databaseUrl, ADMIN_PASSWORD, DEMO_PASSWORD, SEED_DEMO: 'true', JOB_POLL_MS: '200' });

async function boot(): Promise<RunningServer> {
  const server = await startServer(serverEnv());
  servers.push(server);
  return server;
}

/** A POST answering the envelope; a refused connection or a reset (the killed server) throws. */
async function post(server: RunningServer, token: string | null, path: string, body: unknown): Promise<{ code: string; info: any; token: string | null }> {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { code: string; info: any };
  return { ...envelope, token: response.headers.get('token') };
}

async function must(server: RunningServer, token: string | null, path: string, body: unknown): Promise<any> {
  const answer = await post(server, token, path, body);
  if (answer.code !== '00000') throw new Error(`${path} answered ${JSON.stringify(answer).slice(0, 300)}`);
  return answer.info;
}

async function login(server: RunningServer, username: string): Promise<string> {
  const answer = await post(server, null, '/user/login', { username, password: username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD, uid: crypto.randomUUID() });
  if (answer.code !== '00000' || !answer.token) throw new Error(`login ${username}: ${JSON.stringify(answer)}`);
  return answer.token;
}

async function deploy(server: RunningServer, admin: string, key: string, xml: string): Promise<void> {
  const model = await must(server, admin, '/bpmModel/edit', { key, name: key, xml });
  await must(server, admin, '/bpmModel/deploy', { id: model.id });
}

/** One instance of crash_flow: create, find its task, approve. Records what the server acknowledged. */
async function drive(server: RunningServer, token: string, ledger: Ledger): Promise<void> {
  const created = await must(server, token, '/bpmProcessInstance/create', { processDefinitionKey: 'crash_flow', variables: {} });
  ledger.created.add(created.instanceId);
  const task = created.tasks[0];
  if (!task) throw new Error('the new instance has no task');
  await must(server, token, '/bpmTask/approve', { id: task.id });
  ledger.approved.add(created.instanceId);
}

interface Ledger {
  created: Set<string>;
  approved: Set<string>;
}

const rows = async <T = any>(text: string, values: unknown[] = []): Promise<T[]> => (await sql.query(text, values)).rows as T[];

/** Per instance of a definition: its status and how many tasks it has in all and open. */
async function instanceFacts(key: string) {
  return rows<{ id: string; status: string; tasks: number; open: number; executions: number }>(
    `select i.id, i.status,
       (select count(*)::int from bpm_task t where t.instance_id = i.id) as tasks,
       (select count(*)::int from bpm_task t where t.instance_id = i.id and t.status = 'open') as open,
       (select count(*)::int from bpm_execution e where e.instance_id = i.id) as executions
     from bpm_instance i where i.definition_key = $1`,
    [key],
  );
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

describe.skipIf(!usingPostgres())('process engine under crashes (PostgreSQL, real server processes)', () => {
  beforeAll(async () => {
    await freshDatabase();
    sql = new Pool({ connectionString: databaseUrl, max: 2 });
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) await server.stop();
    }
    await sql?.end();
    await dropDatabase();
  });

  it('kill -9 while 1,000 instances are driven: after restart nothing acknowledged is lost, no task is duplicated, due timers fire', async () => {
    let server = await boot();
    let admin = await login(server, 'admin');
    await deploy(server, admin, 'crash_flow', FLOW);
    await deploy(server, admin, 'crash_timer', timerFlow('crash_timer', 'PT2S'));
    let tokens = await Promise.all(WORKERS.map((user) => login(server, user)));
    const ledger: Ledger = { created: new Set(), approved: new Set() };

    // Phase 1: the workers drive instances until the server is killed under them.
    const phase = { killed: false };
    const workers = tokens.map(async (token) => {
      while (!phase.killed) {
        try {
          await drive(server, token, ledger);
        } catch (error) {
          if (!phase.killed) throw error;
        }
      }
    });
    await waitFor(async () => ledger.approved.size >= KILL_AFTER, 120_000);
    // Timers started just before the kill: they fall due while no server runs (a start takes longer than 2 s).
    const sleepers: string[] = [];
    for (let i = 0; i < 10; i++) sleepers.push((await must(server, tokens[i % tokens.length]!, '/bpmProcessInstance/create', { processDefinitionKey: 'crash_timer', variables: {} })).instanceId);
    server.child.kill('SIGKILL');
    phase.killed = true;
    await Promise.all(workers);
    await new Promise((r) => server.child.exitCode !== null || server.child.signalCode !== null ? r(null) : server.child.once('exit', r));
    expect(server.child.signalCode).toBe('SIGKILL');

    // Phase 2: restart on the same database and look at every row.
    server = await boot();
    const facts = await instanceFacts('crash_flow');
    const byId = new Map(facts.map((f) => [f.id, f]));
    for (const id of ledger.created) expect(byId.has(id), `acknowledged instance ${id} exists`).toBe(true);
    for (const id of ledger.approved) expect(byId.get(id)?.status, `acknowledged approval of ${id} is kept`).toBe('completed');
    for (const f of facts) {
      // One user task per instance, ever: an interrupted command left either all its rows or none.
      expect(f.tasks, `tasks of ${f.id}`).toBe(1);
      // A running instance: one open task on one token under the root; an ended one: nothing left open.
      const expected = f.status === 'running' ? ['running', 1, 2] : ['completed', 0, 0];
      expect([f.status, f.open, f.executions], `instance ${f.id}`).toEqual(expected);
    }
    const interrupted = facts.filter((f) => f.status === 'running').length;
    expect(interrupted).toBeLessThanOrEqual(WORKERS.length);

    // The timers that fell due while no server ran have fired, once each.
    const woke = await waitFor(async () => {
      const sleeping = await instanceFacts('crash_timer');
      return sleeping.length === sleepers.length && sleeping.every((f) => f.tasks === 1);
    }, 20_000);
    expect(woke, 'every overdue timer fired after the restart').toBe(true);
    for (const f of await instanceFacts('crash_timer')) expect([f.tasks, f.open], `timer instance ${f.id}`).toEqual([1, 1]);
    const timerJobs = await rows(`select count(*)::int as n from syt_job where payload->>'instanceId' = any($1)`, [sleepers]);
    expect(timerJobs[0].n).toBe(0);

    // Phase 3: finish the interrupted instances and drive the rest up to 1,000.
    admin = await login(server, 'admin');
    tokens = await Promise.all(WORKERS.map((user) => login(server, user)));
    for (const token of tokens) {
      const page = await must(server, token, '/bpmTask/todoPage', { page: 1, pageSize: 100 });
      for (const task of page.records as { id: string }[]) await must(server, token, '/bpmTask/approve', { id: task.id });
    }
    let remaining = TOTAL - (await instanceFacts('crash_flow')).length;
    await Promise.all(
      tokens.map(async (token) => {
        while (remaining > 0) {
          remaining -= 1;
          await drive(server, token, ledger);
        }
      }),
    );
    const final = await instanceFacts('crash_flow');
    expect(final.length).toBeGreaterThanOrEqual(TOTAL);
    expect(final.every((f) => f.status === 'completed' && f.tasks === 1 && f.open === 0 && f.executions === 0)).toBe(true);
    const messages = await rows(`select count(*)::int as n from syt_message_send m join bpm_instance i on i.id = m.process_instance_id where i.definition_key = 'crash_flow' and m.type = 'todo'`);
    expect(messages[0].n, 'one todo message per task, none lost or doubled').toBe(final.length);
  }, 300_000);

  it('two server processes on one database: each PT2S timer fires once', async () => {
    const first = servers.at(-1)!;
    const second = await boot();
    const admin = await login(first, 'admin');
    expect(first.child.exitCode).toBeNull();
    await deploy(first, admin, 'two_runners', timerFlow('two_runners', 'PT2S'));
    const starters = [await login(first, 'designer'), await login(second, 'lihua')];
    const started: string[] = [];
    for (let i = 0; i < 20; i++) {
      const [server, token] = i % 2 === 0 ? [first, starters[0]!] : [second, starters[1]!];
      started.push((await must(server, token, '/bpmProcessInstance/create', { processDefinitionKey: 'two_runners', variables: {} })).instanceId);
    }
    const fired = await waitFor(async () => (await instanceFacts('two_runners')).every((f) => f.tasks >= 1), 15_000);
    expect(fired).toBe(true);
    // Give a second firing every chance to happen before counting.
    await new Promise((r) => setTimeout(r, 1500));
    for (const f of await instanceFacts('two_runners')) expect([f.tasks, f.open], `instance ${f.id}`).toEqual([1, 1]);
    const history = await rows<{ n: number }>(`select count(*)::int as n from bpm_history h join bpm_instance i on i.id = h.instance_id where i.definition_key = 'two_runners' and h.activity_id = 'wait'`);
    expect(history[0]!.n).toBe(started.length);
  }, 120_000);
});
