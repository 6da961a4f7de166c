/** The Flowhall server as a child process of a bench, and the calls a bench makes to it outside the measurement. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Codes } from '../../src/schemas/envelope.ts';
import { interrupt, ROOT } from './settings.ts';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** The server's recent output (startup banner, warnings, errors). */
  output: string[];
  /** Set once the bench itself asks the server to stop. */
  stopping: boolean;
}

export interface ServerOptions {
  port: number;
  /** DATABASE_URL of the server. */
  databaseUrl: string;
  /** Node flags before the loader (BENCH_NODE_OPTIONS). */
  nodeFlags?: string[];
  /** Modules imported after tsx and before the server (a bench-only instrument such as the pg statement capture). */
  imports?: string[];
  /** Added to (and overriding) the bench's defaults: LOG_LEVEL=warn, WEB_ROOT='' (API only), SEED_DEMO=true. */
  env?: Record<string, string>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('could not find a free port');
  return address.port;
}

export function startServer(options: ServerOptions): RunningServer {
  const imports = (options.imports ?? []).flatMap((module) => ['--import', module]);
  // node --import tsx rather than the tsx CLI: one process, so SIGTERM reaches the server itself.
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', ...imports, 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: 'warn',
      WEB_ROOT: '',
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: RunningServer = { child, baseUrl: `http://127.0.0.1:${options.port}`, output, stopping: false };
  child.once('exit', (code, signal) => {
    if (server.stopping) return;
    // A clean exit nobody here asked for means another process sent it SIGTERM or SIGINT.
    const hint = code === 0 || signal ? ': was it signalled by another process?' : '';
    console.error(`the server exited on its own (code ${code}, signal ${signal})${hint}`);
  });
  return server;
}

export const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export async function waitForHealth(server: RunningServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    interrupt.signal.throwIfAborted();
    if (hasExited(server.child)) throw new Error(`the server exited during start-up (code ${server.child.exitCode})`);
    try {
      const response = await fetch(`${server.baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

/** SIGTERM, then SIGKILL if it has not finished within the grace period. Answers how it ended. */
export async function stopServer(server: RunningServer, graceMs = 20_000): Promise<string> {
  const { child } = server;
  server.stopping = true;
  if (!hasExited(child)) {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  return child.signalCode ? `killed by ${child.signalCode}` : `exit code ${child.exitCode}`;
}

/** Stops the server and shows its output when something went wrong or it logged warnings. */
export async function stopAndReport(server: RunningServer, failed: boolean): Promise<void> {
  const ended = await stopServer(server);
  const log = server.output;
  if (failed || log.length > 0) {
    console.warn(`server output (${failed ? 'last lines' : 'warnings during the run'}):\n  ${log.slice(-40).join('\n  ')}`);
  }
  console.info(`server stopped with SIGTERM: ${ended}`);
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Envelope {
  code: string;
  info: unknown;
}

export async function call(server: RunningServer, request: ApiRequest): Promise<{ envelope: Envelope; token: string | null }> {
  const response = await fetch(`${server.baseUrl}${request.path}`, {
    method: request.method,
    headers: { ...request.headers },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== Codes.ok) {
    throw new Error(`${request.method} ${request.path} answered ${response.status} ${JSON.stringify(envelope).slice(0, 300)}`);
  }
  return { envelope, token: response.headers.get('token') };
}

export async function login(server: RunningServer, username: string, password: string): Promise<string> {
  const { token } = await call(server, {
    method: 'POST',
    path: '/user/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, uid: randomUUID() }),
  });
  if (!token) throw new Error(`login of ${username} answered no token header`);
  return token;
}

/** A JSON POST as the holder of `token`. */
export function postAs(token: string, path: string, body: unknown): ApiRequest {
  return { method: 'POST', path, headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
