/**
 * The listening side of bench:realtime: many STOMP-over-WebSocket clients, each subscribed to one user's
 * queue, recording for every message (title `rt#<seq>`) when it arrived and at which client — so a run can
 * tell latency, loss, duplicates and misdeliveries apart. The same fleet connects to Flowhall's /portal/ws
 * (token) and to RabbitMQ's Web-STOMP (login/passcode).
 */
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';

export interface ClientTarget {
  url: string;
  /** CONNECT headers (token, or login/passcode). */
  connect: Record<string, string>;
  destination: string;
}

export interface Arrival {
  client: number;
  at: number;
}

const frame = (command: string, headers: Record<string, string>) =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}`)
    .join('\n')}\n\n\0`;

const TITLE = /"?rt#(\d+)/;

export class Fleet {
  readonly sockets: WebSocket[] = [];
  /** seq → arrivals (several on a duplicate or misdelivery). */
  readonly arrivals = new Map<number, Arrival[]>();
  errors: string[] = [];
  /** Set by close(): the closes that follow are ours. */
  private ending = false;

  /** Opens and subscribes every client, `parallel` at a time; resolves once each has its RECEIPT. */
  async open(targets: ClientTarget[], parallel = 50): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const index = next;
        next += 1;
        this.sockets[index] = await this.openOne(index, targets[index]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, targets.length) }, worker));
  }

  private openOne(index: number, target: ClientTarget): Promise<WebSocket> {
    return new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(target.url, ['v12.stomp']);
      // Generous: on a loaded machine a broker may take a while to take 1,000 connections.
      const timer = setTimeout(() => reject(new Error(`client ${index}: not subscribed within 60 s`)), 60_000);
      let subscribed = false;
      // Heart-beats as @stomp/stompjs sends them by default (10 s each way): without them RabbitMQ's
      // Web-STOMP closes a connection idle for a minute, and they are part of the real load.
      socket.on('open', () => socket.send(frame('CONNECT', { 'accept-version': '1.2', host: '/', 'heart-beat': '10000,10000', ...target.connect })));
      let beat: NodeJS.Timeout | undefined;
      socket.on('message', (data) => {
        const text = String(data);
        const at = performance.now();
        if (!subscribed) {
          if (text.startsWith('CONNECTED')) {
            beat = setInterval(() => socket.send('\n'), 10_000);
            socket.send(frame('SUBSCRIBE', { id: 's', destination: target.destination, receipt: 'ready' }));
          }
          else if (text.startsWith('RECEIPT')) {
            subscribed = true;
            clearTimeout(timer);
            resolve(socket);
          } else if (text.startsWith('ERROR')) reject(new Error(`client ${index}: ${text.slice(0, 200)}`));
          return;
        }
        for (const part of text.split('\0')) {
          if (!part.includes('MESSAGE')) {
            if (part.includes('ERROR')) this.errors.push(`client ${index}: ${part.slice(0, 200)}`);
            continue;
          }
          const match = TITLE.exec(part.slice(part.indexOf('\n\n')));
          if (!match) continue;
          const seq = Number(match[1]);
          const list = this.arrivals.get(seq);
          if (list) list.push({ client: index, at });
          else this.arrivals.set(seq, [{ client: index, at }]);
        }
      });
      socket.on('error', (error) => {
        if (!subscribed) reject(error);
        else this.errors.push(`client ${index}: ${error.message}`);
      });
      socket.on('close', (code, reason) => {
        clearInterval(beat);
        if (subscribed && !this.ending) this.errors.push(`client ${index}: closed during the run (${code} ${String(reason).slice(0, 100)})`);
      });
    });
  }

  async close(): Promise<void> {
    this.ending = true;
    await Promise.all(
      this.sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (!socket || socket.readyState === WebSocket.CLOSED) return resolve();
            socket.once('close', () => resolve());
            socket.terminate();
          }),
      ),
    );
  }
}

export interface Sent {
  seq: number;
  /** The client that should receive it. */
  client: number;
  /** performance.now() just before COMMIT. */
  at: number;
}

export interface Outcome {
  sent: number;
  delivered: number;
  lost: number;
  duplicates: number;
  misdelivered: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const ms = (value: number) => Math.round(value * 10) / 10;

/** Latency from COMMIT to the frame at its client, over the measured messages. */
export function outcome(sent: Sent[], fleet: Fleet): Outcome {
  const latencies: number[] = [];
  let lost = 0;
  let duplicates = 0;
  let misdelivered = 0;
  for (const message of sent) {
    const arrivals = fleet.arrivals.get(message.seq) ?? [];
    const mine = arrivals.filter((a) => a.client === message.client);
    misdelivered += arrivals.length - mine.length;
    if (mine.length === 0) lost += 1;
    else latencies.push(mine[0]!.at - message.at);
    if (mine.length > 1) duplicates += mine.length - 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    sent: sent.length,
    delivered: latencies.length,
    lost,
    duplicates,
    misdelivered,
    p50: ms(percentile(latencies, 50)),
    p90: ms(percentile(latencies, 90)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies.at(-1) ?? NaN),
  };
}
