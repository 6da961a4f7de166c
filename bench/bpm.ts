/**
 * `npm run bench:bpm` — the process engine through the HTTP API on PostgreSQL (issue 6, "Bench").
 *
 * Creates a fresh database on the local PostgreSQL, starts the server on it as a child process, deploys
 * two flows and drives each with BENCH_CLIENTS (16) clients for BENCH_SECONDS (20) after a warm-up:
 *   A: start, query the task list, complete the one user task;
 *   B: start with a form → approver → countersign of three → end.
 * Then, in this process, flow A on bpmn-engine 25 with its state persisted in the same PostgreSQL
 * (bench/support/bpm-baseline.ts). Prints complete instances/s and per-command p50/p99, checks the
 * targets (flow A ≥ 150 instances/s and ≥ 1.5× the baseline), writes bench/results/bpm.json, stops the
 * server and drops the database, also on failure or Ctrl-C.
 *
 * Environment: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_SECONDS (20), BENCH_WARMUP_SECONDS (2), BENCH_CLIENTS (16).
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Pool } from 'pg';
import { baselineComplete, baselineStart, baselineTodo, prepareBaseline } from './support/bpm-baseline.ts';
import { drive, flowA, flowB, FLOW_A_XML, FLOW_B_APPROVER, FLOW_B_FORM, FLOW_B_XML, post, SIGNERS, Timings } from './support/bpm-flows.ts';
import { createBenchDatabase, dropBenchDatabase } from './support/database.ts';
import { formatTable, machine, writeJson } from './support/report.ts';
import { freePort, login, startServer, stopAndReport, waitForHealth, type RunningServer } from './support/server.ts';
import { positiveNumber, readSettings, stopOnCtrlC } from './support/settings.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results/bpm.json', import.meta.url));
const settings = readSettings();
const CLIENTS = Math.round(positiveNumber('BENCH_CLIENTS', 16));
const TARGET_RATE = 150;
const TARGET_RATIO = 1.5;
const ADMIN_PASSWORD = `Bench-admin-${randomBytes(6).toString('hex')}`;
const DEMO_PASSWORD = `Bench-demo-${randomBytes(6).toString('hex')}`;
/** Demo people who start flow A (each completes its own task) and flow B. */
const STARTERS = ['designer', 'sysop', 'wangjianguo', 'lihua', 'zhangwei', 'chenjing', 'liuyang', 'zhaomin', 'sunli', 'zhoujie', 'wuxia', 'teacher1', 'teacher2', 'student1', 'student2', 'student3', 'student4', 'student5', 'student6'];

async function deployFlow(server: RunningServer, admin: string, key: string, xml: string, form?: unknown): Promise<void> {
  const model = await post<{ id: string }>(server.baseUrl, admin, '/bpmModel/edit', { key, name: key, xml, ...(form ? { formSnapshot: form } : {}) });
  await post(server.baseUrl, admin, '/bpmModel/deploy', { id: model.id });
}

async function measure(label: string, run: (timings: Timings) => (client: number) => Promise<void>) {
  const warm = new Timings();
  await drive(CLIENTS, settings.warmupSeconds, warm, run(warm));
  const timings = new Timings();
  const seconds = await drive(CLIENTS, settings.seconds, timings, run(timings));
  const summary = timings.summary(seconds);
  console.info(`${label}: ${summary.instancesPerSec} instances/s (${summary.instances} in ${seconds.toFixed(1)} s, ${summary.errors} failed)${timings.firstError ? `; first failure: ${timings.firstError}` : ''}`);
  return { ...summary, seconds: Math.round(seconds * 10) / 10 };
}

async function main(): Promise<void> {
  stopOnCtrlC();
  const database = await createBenchDatabase(settings.baseUrl);
  let server: RunningServer | undefined;
  let failed = false;
  try {
    server = startServer({ port: await freePort(), databaseUrl: database.url, env: { ADMIN_PASSWORD, DEMO_PASSWORD } });
    await waitForHealth(server, 180_000);
    const baseUrl = server.baseUrl;
    const admin = await login(server, 'admin', ADMIN_PASSWORD);
    await deployFlow(server, admin, 'bench_flow_a', FLOW_A_XML);
    await deployFlow(server, admin, 'bench_flow_b', FLOW_B_XML, FLOW_B_FORM);
    const starters: string[] = [];
    for (let i = 0; i < CLIENTS; i++) starters.push(await login(server, STARTERS[i % STARTERS.length]!, DEMO_PASSWORD));
    const actors: Record<string, string> = {};
    for (const user of [FLOW_B_APPROVER, ...SIGNERS]) actors[user] = await login(server, user, DEMO_PASSWORD);

    const a = await measure('flow A (HTTP)', (timings) => (client) => flowA(baseUrl, starters[client]!, timings)());
    const b = await measure('flow B (HTTP)', (timings) => (client) => flowB(baseUrl, starters[client]!, actors, timings)());

    const pool = new Pool({ connectionString: database.url, max: CLIENTS });
    const baseline = await (async () => {
      try {
        await prepareBaseline(pool);
        return await measure('flow A (bpmn-engine 25, in-process)', (timings) => async (client) => {
          const user = `bench${client}`;
          const instanceId = await timings.time('start', () => baselineStart(pool, user));
          const tasks = await timings.time('todo', () => baselineTodo(pool, user));
          const task = tasks.find((t) => t.instance_id === instanceId);
          if (!task) throw new Error('the new task is not in the task list');
          await timings.time('complete', () => baselineComplete(pool, task.id, instanceId));
        });
      } finally {
        await pool.end();
      }
    })();

    const ratio = baseline.instancesPerSec > 0 ? Math.round((a.instancesPerSec / baseline.instancesPerSec) * 100) / 100 : null;
    const rows: string[][] = [];
    for (const [flow, result] of [['A (HTTP)', a], ['B (HTTP)', b], ['A bpmn-engine', baseline]] as const) {
      for (const [command, figures] of Object.entries(result.commands)) rows.push([flow, String(result.instancesPerSec), command, String(figures.count), String(figures.p50Ms), String(figures.p99Ms)]);
    }
    console.info(`\n${formatTable(['flow', 'instances/s', 'command', 'calls', 'p50 ms', 'p99 ms'], rows, 3)}`);
    const targets = {
      flowARate: { target: TARGET_RATE, actual: a.instancesPerSec, met: a.instancesPerSec >= TARGET_RATE },
      flowAVsBaseline: { target: TARGET_RATIO, actual: ratio, met: ratio !== null && ratio >= TARGET_RATIO },
    };
    console.info(`targets: flow A ${a.instancesPerSec} instances/s (≥ ${TARGET_RATE}: ${targets.flowARate.met ? 'met' : 'NOT met'}), ${ratio}× the bpmn-engine baseline (≥ ${TARGET_RATIO}: ${targets.flowAVsBaseline.met ? 'met' : 'NOT met'})`);
    await writeJson(RESULTS_FILE, {
      bench: 'bpm',
      date: new Date().toISOString(),
      machine: machine(database.postgresVersion),
      settings: { clients: CLIENTS, seconds: settings.seconds, warmupSeconds: settings.warmupSeconds },
      flowA: a,
      flowB: b,
      baselineFlowA: { engine: 'bpmn-engine 25.0.1 in-process, state as jsonb in the same PostgreSQL', ...baseline },
      targets,
    });
    console.info(`results written to ${RESULTS_FILE}`);
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (server) await stopAndReport(server, failed);
    await dropBenchDatabase(settings.baseUrl, database.name);
  }
}

await main();
