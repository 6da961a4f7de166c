/**
 * The RabbitMQ that hosts bench:realtime's peer clients. RabbitMQ takes (soft open-file limit - 100) × 0.9
 * sockets (its file handle cache keeps the rest), and a Debian broker starts with a soft limit of 1024: about
 * 830 sockets. A running broker's limit cannot be raised from outside (prlimit on another process is refused
 * in this sandbox, and RabbitMQ reads its limit at start), and restarting the machine's broker would cut
 * off everyone else using it. So when the machine's broker is too small for the run, the bench starts a
 * private node of the same installation, with a raised soft limit (up to the hard limit the bench has),
 * its own ports, data directory and cookie, and stops it afterwards. Nothing of the machine's broker changes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** RabbitMQ's own rule (rabbit file_handle_cache): what a soft open-file limit leaves for sockets. */
export const socketsFor = (openFiles: number) => Math.floor((openFiles - 100) * 0.9);

/** The sockets a running broker accepts, from its soft open-file limit. */
export function brokerSocketLimit(pid: number): number {
  const match = /Max open files\s+(\d+|unlimited)/.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  if (!match || match[1] === 'unlimited') return Number.MAX_SAFE_INTEGER;
  return socketsFor(Number(match[1]));
}

export interface PrivateRabbit {
  pid: number;
  /** stomp://guest:guest@127.0.0.1:<port> */
  stompUrl: string;
  wsUrl: string;
  openFiles: number;
  stop(): Promise<void>;
}

const SERVER_SCRIPTS = ['/usr/lib/rabbitmq/bin/rabbitmq-server', '/usr/local/lib/rabbitmq/bin/rabbitmq-server'];

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts a private RabbitMQ node (STOMP and Web-STOMP plugins) whose soft open-file limit fits `sockets`.
 * Answers why not when it cannot: no server script, a hard limit too low, or a node that did not come up
 * within `timeoutMs` (a loaded machine can take a minute).
 */
export async function startPrivateRabbit(sockets: number, ports: { amqp: number; dist: number; stomp: number; ws: number }, timeoutMs = 180_000): Promise<PrivateRabbit | string> {
  const script = SERVER_SCRIPTS.find((file) => existsSync(file));
  if (!script) return `no RabbitMQ server script (${SERVER_SCRIPTS.join(', ')})`;
  const openFiles = Math.ceil(sockets / 0.9) + 100 + 256;
  const hard = /Max open files\s+\S+\s+(\d+|unlimited)/.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1];
  if (hard && hard !== 'unlimited' && Number(hard) < openFiles) return `the bench's hard open-file limit (${hard}) is below the ${openFiles} a node for ${sockets} sockets needs`;

  const dir = mkdtempSync(path.join(tmpdir(), 'flowhall-rtbench-rabbit-'));
  writeFileSync(
    path.join(dir, 'rabbitmq.conf'),
    [
      `listeners.tcp.1 = 127.0.0.1:${ports.amqp}`,
      `stomp.listeners.tcp.1 = 127.0.0.1:${ports.stomp}`,
      `web_stomp.tcp.ip = 127.0.0.1`,
      `web_stomp.tcp.port = ${ports.ws}`,
      // guest may connect from loopback only by default; the node listens on loopback only anyway.
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'enabled_plugins'), '[rabbitmq_stomp,rabbitmq_web_stomp].\n');
  const node = `flowhall-rtbench-${process.pid}@localhost`;
  const env = {
    ...process.env,
    // Its own cookie (HOME), data and logs: nothing is shared with the machine's broker but the binaries.
    HOME: dir,
    RABBITMQ_NODENAME: node,
    RABBITMQ_DIST_PORT: String(ports.dist),
    RABBITMQ_CONFIG_FILE: path.join(dir, 'rabbitmq.conf'),
    RABBITMQ_ENABLED_PLUGINS_FILE: path.join(dir, 'enabled_plugins'),
    RABBITMQ_MNESIA_BASE: path.join(dir, 'mnesia'),
    RABBITMQ_LOG_BASE: path.join(dir, 'log'),
    RABBITMQ_PID_FILE: path.join(dir, 'beam.pid'),
    RABBITMQ_CONF_ENV_FILE: path.join(dir, 'rabbitmq-env.conf'),
  };
  writeFileSync(env.RABBITMQ_CONF_ENV_FILE, '');
  // `ulimit -n` raises the soft limit for the node only; the script is run directly, not through the
  // system wrapper (which switches user and would apply the system's limits again).
  const child: ChildProcess = spawn('sh', ['-c', `ulimit -n ${openFiles} && exec "$0"`, script], { env, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const state = { exited: false };
  child.once('exit', () => {
    state.exited = true;
  });

  const cleanUp = async () => {
    const pid = beamPid(env.RABBITMQ_PID_FILE);
    for (const target of [pid, child.pid].filter((p): p is number => Boolean(p))) {
      try {
        process.kill(target, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && [pid, child.pid].some((p) => p && alive(p))) await sleep(200);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!state.exited && Date.now() < deadline && !((await portOpen(ports.ws)) && (await portOpen(ports.stomp)))) await sleep(500);
  const pid = beamPid(env.RABBITMQ_PID_FILE);
  if (state.exited || !pid || !(await portOpen(ports.ws))) {
    await cleanUp();
    return state.exited ? `the private RabbitMQ node exited: ${stderr.trim().split('\n').slice(-3).join(' / ') || 'no output'}` : `the private RabbitMQ node did not answer within ${timeoutMs / 1000} s`;
  }
  return { pid, stompUrl: `stomp://guest:guest@127.0.0.1:${ports.stomp}`, wsUrl: `ws://127.0.0.1:${ports.ws}/ws`, openFiles, stop: cleanUp };
}

function beamPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
