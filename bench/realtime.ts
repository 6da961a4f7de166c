/**
 * `npm run bench:realtime` — the real-time channel under load (issue 15, "Bench").
 *
 * BENCH_CLIENTS (1,000) STOMP clients, one per user, each subscribed to its own queue; messages are committed
 * at BENCH_RATE (200/s) for BENCH_SECONDS (30) to random users (after BENCH_WARMUP_SECONDS, 3, of the same
 * load that is not counted). Latency is from just before COMMIT to the MESSAGE frame at its client (the
 * producer and the clients share this process's clock). Scenarios, in one run on one fresh database:
 *   1. one server process on PostgreSQL, every client on it (embedded broker);
 *   2. two server processes, half the clients on each (fan-out over LISTEN/NOTIFY);
 *   3. two server processes relaying to RabbitMQ's STOMP plugin (STOMP_RELAY_URL), half on each;
 *   4. the peer: the same clients on RabbitMQ's Web-STOMP (ws://127.0.0.1:15674/ws), the same commits,
 *      each followed by a SEND to the receiver's routing key — what an application publishing after
 *      commit to RabbitMQ directly would see. When the machine's broker cannot take every client (its
 *      open-file limit), a private node of the same installation with a raised limit holds them
 *      (support/realtime-rabbit.ts; BENCH_RABBITMQ_PRIVATE=0: the machine's broker with fewer clients).
 * Memory per connection: growth of the server processes' (or RabbitMQ's) resident set from before the
 * clients connect to after all have subscribed, divided by the clients. Targets: p99 < 500 ms on one node
 * and two, no message lost or duplicated, p99 ≤ 2 × RabbitMQ's. Writes bench/results/realtime.json.
 *
 * Environment: BENCH_DATABASE_URL or TEST_DATABASE_URL, BENCH_CLIENTS, BENCH_SECONDS, BENCH_RATE,
 * BENCH_WARMUP_SECONDS, BENCH_RABBITMQ_STOMP (stomp://guest:guest@127.0.0.1:61613),
 * BENCH_RABBITMQ_WS (ws://127.0.0.1:15674/ws), BENCH_RABBITMQ_PRIVATE.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { performance } from 'node:perf_hooks';
import { Pool } from 'pg';
import { hashToken } from '../src/server/auth/sessions.ts';
import { parseRelayUrl, RelayLink } from '../src/server/realtime/relay-link.ts';
import { createBenchDatabase, dropBenchDatabase } from './support/database.ts';
import { machine, writeJson } from './support/report.ts';
import { freePort, startServer, stopAndReport, waitForHealth, type RunningServer } from './support/server.ts';
import { interrupt, positiveNumber, stopOnCtrlC } from './support/settings.ts';
import { Fleet, outcome, type ClientTarget, type Outcome, type Sent } from './support/realtime-clients.ts';
import { brokerSocketLimit, startPrivateRabbit, type PrivateRabbit } from './support/realtime-rabbit.ts';

const RESULTS_FILE = fileURLToPath(new URL('./results/realtime.json', import.meta.url));
const baseUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Math.round(positiveNumber('BENCH_CLIENTS', 1000));
const SECONDS = positiveNumber('BENCH_SECONDS', 30);
const RATE = positiveNumber('BENCH_RATE', 200);
const WARMUP = positiveNumber('BENCH_WARMUP_SECONDS', 3);
const RABBIT_STOMP = process.env.BENCH_RABBITMQ_STOMP || 'stomp://guest:guest@127.0.0.1:61613';
const RABBIT_WS = process.env.BENCH_RABBITMQ_WS || 'ws://127.0.0.1:15674/ws';
const TARGET_P99_MS = 500;
const TARGET_RATIO = 2;
const RUN = randomBytes(4).toString('hex');
const PASSWORDS = { ADMIN_PASSWORD: `Bench-admin-${RUN}`, DEMO_PASSWORD: `Bench-demo-${RUN}` };

interface Scenario extends Outcome {
  name: string;
  nodes: number;
  clients: number;
  /** KiB of resident memory per connected client. */
  memoryPerConnectionKiB: number;
  /** The machine's 1-minute load average at the start and the end of the measured load (others share it). */
  loadAverage: [number, number];
  errors: string[];
}

const users = Array.from({ length: CLIENTS }, (_, i) => `rtb${String(i).padStart(5, '0')}`);

/** One account and one session per client, written directly: 1,000 logins would bench the login instead. */
async function createUsers(pool: Pool): Promise<string[]> {
  const role = await pool.query<{ id: string }>('select id from syt_permission_role order by id limit 1');
  const roleId = role.rows[0]?.id;
  if (!roleId) throw new Error('no role seeded');
  const tokens = users.map(() => randomBytes(24).toString('hex'));
  const ids = users.map(() => crypto.randomUUID());
  await pool.query(
    `insert into syt_permission_account (id, humancode, humanname, password_hash) select * from unnest($1::text[], $2::text[], $2::text[], array_fill('x'::text, array[$3::int]))`,
    [ids, users, users.length],
  );
  await pool.query(
    `insert into syt_session (token_hash, account_id, role_id, expires_at) select t, a, $3, now() + interval '1 day' from unnest($1::text[], $2::text[]) as u(t, a)`,
    [tokens.map(hashToken), ids, roleId],
  );
  return tokens;
}

/** Commits `count` messages at RATE to random clients; `after` runs after each COMMIT (the peer's SEND). */
async function produce(pool: Pool, firstSeq: number, count: number, clients: number, after?: (seq: number, client: number) => void): Promise<Sent[]> {
  const sent: Sent[] = [];
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < count; i += 1) {
    interrupt.signal.throwIfAborted();
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const seq = firstSeq + i;
    const client = Math.floor(Math.random() * clients);
    inflight.push(
      (async () => {
        const connection = await pool.connect();
        try {
          await connection.query('begin');
          await connection.query(
            `insert into syt_message_send (id, receiver_humancode, type, title, process_instance_id, status, created_at, updated_at)
             values ($1, $2, 'notice', $3, 'rt-bench', 0, now(), now())`,
            [crypto.randomUUID(), users[client], `rt#${seq}`],
          );
          const at = performance.now();
          await connection.query('commit');
          sent.push({ seq, client, at });
          after?.(seq, client);
        } finally {
          connection.release();
        }
      })(),
    );
  }
  await Promise.all(inflight);
  return sent;
}

function residentKiB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : NaN;
}
const totalKiB = (pids: number[]) => pids.reduce((sum, pid) => sum + residentKiB(pid), 0);

let nextSeq = 0;
let privateRabbit: PrivateRabbit | undefined;
/** Which RabbitMQ held the peer's clients, and why (written to the results). */
let peerHost = '';

/** Where the peer's clients go: the machine's broker if it takes them all, else a private node, else as many as the machine's takes. */
async function peerBroker(machinePid: number): Promise<{ stompUrl: string; wsUrl: string; pid: number; sockets: number; host: string }> {
  const machineSockets = brokerSocketLimit(machinePid);
  const onMachine = { stompUrl: RABBIT_STOMP, wsUrl: RABBIT_WS, pid: machinePid, sockets: machineSockets };
  if (machineSockets >= CLIENTS + 8 || process.env.BENCH_RABBITMQ_PRIVATE === '0') return { ...onMachine, host: `the machine's RabbitMQ (${machineSockets} sockets)` };
  console.info(`\nthe machine's RabbitMQ takes ${machineSockets} sockets; starting a private node for ${CLIENTS} peer clients…`);
  const started = await startPrivateRabbit(CLIENTS + 64, { amqp: await freePort(), dist: await freePort(), stomp: await freePort(), ws: await freePort() });
  if (typeof started === 'string') {
    console.warn(`no private RabbitMQ node (${started}): the peer runs on the machine's broker`);
    return { ...onMachine, host: `the machine's RabbitMQ (${machineSockets} sockets; a private node with more could not start: ${started})` };
  }
  privateRabbit = started;
  return { stompUrl: started.stompUrl, wsUrl: started.wsUrl, pid: started.pid, sockets: brokerSocketLimit(started.pid), host: `a private RabbitMQ node of the machine's installation started by the bench with ulimit -n ${started.openFiles} (the machine's broker takes ${machineSockets} sockets)` };
}

async function run(name: string, nodes: number, targets: ClientTarget[], pids: number[], pool: Pool, after?: (seq: number, client: number) => void): Promise<Scenario> {
  console.info(`\n${name}: opening ${targets.length} clients…`);
  await sleep(1000);
  const memoryBefore = totalKiB(pids);
  const fleet = new Fleet();
  const opened = performance.now();
  await fleet.open(targets);
  await sleep(2000);
  const memoryAfter = totalKiB(pids);
  console.info(`  subscribed in ${Math.round(performance.now() - opened)} ms; warm-up ${WARMUP} s, then ${SECONDS} s at ${RATE}/s`);
  await produce(pool, nextSeq, Math.round(WARMUP * RATE), targets.length, after);
  nextSeq += Math.round(WARMUP * RATE);
  const loadBefore = os.loadavg()[0]!;
  const sent = await produce(pool, nextSeq, Math.round(SECONDS * RATE), targets.length, after);
  nextSeq += sent.length;
  // Drain: until every message arrived, at most 5 s after the last commit.
  const deadline = performance.now() + 5000;
  while (performance.now() < deadline && sent.some((s) => !fleet.arrivals.has(s.seq))) await sleep(50);
  await sleep(300);
  const result = outcome(sent, fleet);
  const loadAverage: [number, number] = [Math.round(loadBefore * 10) / 10, Math.round(os.loadavg()[0]! * 10) / 10];
  await fleet.close();
  const scenario = { name, nodes, clients: targets.length, ...result, memoryPerConnectionKiB: Math.round(((memoryAfter - memoryBefore) / targets.length) * 10) / 10, loadAverage, errors: fleet.errors.slice(0, 5) };
  console.info(`  p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms; lost ${result.lost}, duplicates ${result.duplicates}, misdelivered ${result.misdelivered}; ${scenario.memoryPerConnectionKiB} KiB/connection; load ${loadAverage.join(' → ')}`);
  return scenario;
}

const flowhallTargets = (tokens: string[], servers: RunningServer[]): ClientTarget[] =>
  tokens.map((token, i) => ({
    url: `${servers[i % servers.length]!.baseUrl.replace('http', 'ws')}/portal/ws`,
    connect: { token },
    destination: `/user/${users[i]}/queue/subscribe`,
  }));

async function startNodes(count: number, databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer[]> {
  const servers: RunningServer[] = [];
  for (let i = 0; i < count; i += 1) servers.push(startServer({ port: await freePort(), databaseUrl, env: { ...PASSWORDS, JOB_POLL_MS: '0', ...env } }));
  await Promise.all(servers.map((server) => waitForHealth(server)));
  return servers;
}

async function stopNodes(servers: RunningServer[], failed: boolean): Promise<void> {
  await Promise.all(servers.map((server) => stopAndReport(server, failed)));
}

async function main(): Promise<void> {
  stopOnCtrlC();
  const database = await createBenchDatabase(baseUrl);
  const pool = new Pool({ connectionString: database.url, max: 16 });
  // An idle pooled connection ended by the server (the database is dropped with force at the end) is no failure.
  pool.on('error', (error) => console.warn(`bench pool: ${error.message}`));
  let servers: RunningServer[] = [];
  let failed = true;
  const scenarios: Scenario[] = [];
  try {
    servers = await startNodes(1, database.url);
    const tokens = await createUsers(pool);
    scenarios.push(await run('one node (embedded broker)', 1, flowhallTargets(tokens, servers), servers.map((s) => s.child.pid!), pool));
    servers.push(...(await startNodes(1, database.url)));
    scenarios.push(await run('two nodes (LISTEN/NOTIFY fan-out)', 2, flowhallTargets(tokens, servers), servers.map((s) => s.child.pid!), pool));
    await stopNodes(servers, false);
    servers = [];

    // The embedded scenarios leave their outbox rows (kept a day for every process to read); a relay claims
    // and sweeps up unclaimed rows, which in a real installation are only its own.
    await pool.query('delete from syt_realtime_outbox');
    const relay = new URL(RABBIT_STOMP);
    relay.searchParams.set('prefix', `rtbench-${RUN}`);
    servers = await startNodes(2, database.url, { STOMP_RELAY_URL: relay.toString() });
    const rabbitPid = Number(execFileSync('pidof', ['beam.smp'], { encoding: 'utf8' }).trim().split(/\s+/)[0]);
    scenarios.push(await run('two nodes relaying to RabbitMQ STOMP', 2, flowhallTargets(tokens, servers), servers.map((s) => s.child.pid!), pool));
    await stopNodes(servers, false);
    servers = [];
    // RabbitMQ deletes the relay's queues of the stopped nodes meanwhile.
    await sleep(5000);

    // The peer: RabbitMQ's Web-STOMP holds the clients; the producer SENDs after each COMMIT. The machine's
    // broker when it takes every client, else a private node with a raised open-file limit (realtime-rabbit.ts).
    const peer = await peerBroker(rabbitPid);
    peerHost = peer.host;
    const target = parseRelayUrl(peer.stompUrl);
    const key = (client: number) => `/exchange/amq.topic/rtbench-${RUN}-peer.${users[client]}`;
    const link = new RelayLink(target, 'bench-peer', { onMessage: () => undefined, onUp: () => undefined, onDown: (reason) => console.warn(`peer link down: ${reason}`) }, console);
    await link.start();
    if (!link.up) throw new Error(`RabbitMQ STOMP at ${target.host}:${target.port} did not answer`);
    const peerClients = Math.min(CLIENTS, peer.sockets - 8);
    if (peerClients < CLIENTS) console.warn(`RabbitMQ here takes at most ${peer.sockets} sockets: the peer runs ${peerClients} clients at the same rate`);
    const peerTargets = users.slice(0, peerClients).map((_, i) => ({ url: peer.wsUrl, connect: { login: target.login, passcode: target.passcode }, destination: key(i) }));
    scenarios.push(
      await run('peer: RabbitMQ Web-STOMP', 1, peerTargets, [peer.pid], pool, (seq, client) => {
        link.send('SEND', { destination: key(client), 'content-type': 'application/json' }, JSON.stringify({ title: `rt#${seq}` }));
      }),
    );
    await link.close();
    failed = false;
  } finally {
    await privateRabbit?.stop();
    await stopNodes(servers, failed);
    await pool.end();
    await dropBenchDatabase(baseUrl, database.name);
  }
  await report(scenarios, database.postgresVersion);
}

async function report(scenarios: Scenario[], postgresVersion: string): Promise<void> {
  const peer = scenarios.find((s) => s.name.startsWith('peer'))!;
  const ours = scenarios.filter((s) => s !== peer);
  const rows = scenarios.map((s) => ({
    ...s,
    ratioToRabbitP99: s === peer ? 1 : Math.round((s.p99 / peer.p99) * 100) / 100,
    meetsTargets: s === peer ? null : s.p99 < TARGET_P99_MS && s.lost === 0 && s.duplicates === 0 && s.misdelivered === 0 && s.p99 <= TARGET_RATIO * peer.p99,
  }));
  console.info('\nscenario                                   p50 ms   p99 ms   max ms  lost  dup  KiB/conn  p99/RabbitMQ');
  for (const r of rows) {
    console.info(
      `${r.name.padEnd(42)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(8)} ${String(r.max).padStart(8)} ${String(r.lost).padStart(5)} ${String(r.duplicates).padStart(4)} ${String(r.memoryPerConnectionKiB).padStart(9)}  ${r.ratioToRabbitP99}${r.meetsTargets === false ? '  (misses a target)' : ''}`,
    );
  }
  await writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    machine: machine(postgresVersion),
    settings: { clients: CLIENTS, seconds: SECONDS, ratePerSecond: RATE, warmupSeconds: WARMUP, targets: { p99Ms: TARGET_P99_MS, ratioToRabbitP99: TARGET_RATIO } },
    notes: [
      'Latency: from just before COMMIT of the message row to the MESSAGE frame at its client; producer and clients share the bench process clock.',
      'Flowhall scenarios: the server started with `node --import tsx src/server/main.ts` on PostgreSQL; clients connect to /portal/ws with a session token and subscribe to their own queue.',
      'Peer: the same clients on RabbitMQ Web-STOMP, the same commits each followed by a STOMP SEND (over TCP 61613) to the receiver routing key on amq.topic.',
      `Peer broker: ${peerHost}. RabbitMQ takes (soft open-file limit - 100) × 0.9 sockets; the peer runs as many clients as its broker takes, up to the Flowhall scenarios' count (see \`clients\` of the peer row).`,
      'Memory per connection: growth of resident memory of the server processes (or of beam.smp) from before the clients connect to 2 s after all subscribed, divided by the clients.',
      `All ${ours.length} Flowhall scenarios meet the targets: ${rows.every((r) => r.meetsTargets !== false)}.`,
    ],
    results: rows,
  });
}

await main();
