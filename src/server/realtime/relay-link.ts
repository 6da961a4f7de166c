/**
 * One STOMP 1.2 connection from this server process to the broker relay (RabbitMQ's STOMP plugin) over
 * node:net, with our own codec: CONNECT with the relay's credentials, heart-beats both ways, frames that
 * wait for their RECEIPT, and reconnection with back-off. It reports up/down so the broker above can refuse
 * clients while the relay is unreachable instead of silently dropping their pushes.
 */
import { connect, type Socket } from 'node:net';
import { negotiateHeartBeat, serializeFrame, type Frame } from './frame.ts';
import { FrameStreamDecoder } from './frame-stream.ts';

export interface RelayTarget {
  host: string;
  port: number;
  login: string;
  passcode: string;
  /** RabbitMQ takes the virtual host from CONNECT's host header. */
  vhost: string;
  /** Exchange the destinations are routed through (a topic exchange). */
  exchange: string;
  /** First word of every routing key, so several installations (or test runs) can share one broker. */
  prefix: string;
}

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** `stomp://login:passcode@host:61613/vhost?exchange=amq.topic&prefix=flowhall` (vhost, query optional). */
export function parseRelayUrl(text: string): RelayTarget {
  const url = new URL(text);
  if (url.protocol !== 'stomp:') throw new Error(`STOMP_RELAY_URL must start with stomp:// (got ${url.protocol})`);
  const exchange = url.searchParams.get('exchange') || 'amq.topic';
  const prefix = url.searchParams.get('prefix') || 'flowhall';
  if (!NAME.test(exchange) || !NAME.test(prefix)) throw new Error('STOMP_RELAY_URL: exchange and prefix may hold letters, digits, _ . - only');
  const path = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return {
    host: url.hostname,
    port: Number(url.port || 61613),
    login: decodeURIComponent(url.username || 'guest'),
    passcode: decodeURIComponent(url.password || 'guest'),
    vhost: path || '/',
    exchange,
    prefix,
  };
}

export interface LinkHandlers {
  onMessage(frame: Frame): void;
  /** The link is connected (first time or again). */
  onUp(): void;
  /** The link was lost: subscriptions on it are gone, frames sent meanwhile were not delivered. */
  onDown(reason: string): void;
}

interface Pending {
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

const HEART_BEAT = { send: 10_000, receive: 10_000 };
const RECEIPT_TIMEOUT_MS = 5_000;
const CONNECT_TIMEOUT_MS = 5_000;
const MAX_BACKOFF_MS = 10_000;

export class RelayLink {
  private socket: Socket | undefined;
  private connected = false;
  private stopped = false;
  private delay = 250;
  private retry: NodeJS.Timeout | undefined;
  private timers: NodeJS.Timeout[] = [];
  private pending = new Map<string, Pending>();
  private nextReceipt = 0;
  private lastHeard = 0;

  constructor(
    private readonly target: RelayTarget,
    /** Names the link in logs ("system", "subscriptions"). */
    private readonly name: string,
    private readonly handlers: LinkHandlers,
    private readonly log: { warn(message: string): void },
  ) {}

  get up(): boolean {
    return this.connected;
  }

  /** Opens the link; answers after the first attempt either way (a failed one keeps retrying). */
  async start(): Promise<void> {
    await this.open().catch((error: Error) => {
      this.log.warn(`realtime relay (${this.name}): ${error.message}; retrying`);
      this.schedule();
    });
  }

  /** Writes a frame; false while the link is down (nothing is queued for later). */
  send(command: string, headers: Record<string, string>, body = ''): boolean {
    if (!this.connected || !this.socket) return false;
    this.socket.write(serializeFrame(command, headers, body));
    return true;
  }

  /** Writes a frame asking for a RECEIPT and resolves once the broker has processed it. */
  request(command: string, headers: Record<string, string>): Promise<void> {
    const receipt = `${this.name}-${(this.nextReceipt += 1)}`;
    return new Promise<void>((resolve, reject) => {
      if (!this.send(command, { ...headers, receipt })) return reject(new Error('relay not connected'));
      const timer = setTimeout(() => {
        this.pending.delete(receipt);
        reject(new Error(`no RECEIPT for ${command} within ${RECEIPT_TIMEOUT_MS} ms`));
      }, RECEIPT_TIMEOUT_MS);
      this.pending.set(receipt, { resolve, reject, timer });
    });
  }

  async close(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const socket = this.socket;
    if (socket && this.connected) socket.end(serializeFrame('DISCONNECT', {}));
    this.lost('closed');
    socket?.destroy();
  }

  private open(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const socket = connect({ host: this.target.host, port: this.target.port });
      const decoder = new FrameStreamDecoder();
      let settled = false;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(giveUp);
        if (error) reject(error);
        else resolve();
      };
      const giveUp = setTimeout(() => {
        socket.destroy();
        settle(new Error(`no CONNECTED from ${this.target.host}:${this.target.port} within ${CONNECT_TIMEOUT_MS} ms`));
      }, CONNECT_TIMEOUT_MS);
      this.socket = socket;
      socket.setNoDelay(true);
      socket.on('connect', () => {
        socket.write(
          serializeFrame('CONNECT', {
            'accept-version': '1.2',
            host: this.target.vhost,
            login: this.target.login,
            passcode: this.target.passcode,
            'heart-beat': `${HEART_BEAT.send},${HEART_BEAT.receive}`,
          }),
        );
      });
      socket.on('data', (chunk: Buffer) => {
        this.lastHeard = Date.now();
        let parsed;
        try {
          parsed = decoder.push(chunk);
        } catch (error) {
          socket.destroy();
          settle(error as Error);
          return;
        }
        for (const item of parsed) {
          if (item.kind !== 'frame') continue;
          const frame = item.frame;
          if (frame.command === 'CONNECTED') {
            this.connected = true;
            this.delay = 250;
            this.beat(frame.headers['heart-beat']);
            settle();
            this.handlers.onUp();
          } else if (frame.command === 'RECEIPT') {
            const pending = this.pending.get(frame.headers['receipt-id'] ?? '');
            if (pending) {
              this.pending.delete(frame.headers['receipt-id']!);
              clearTimeout(pending.timer);
              pending.resolve();
            }
          } else if (frame.command === 'MESSAGE') {
            this.handlers.onMessage(frame);
          } else if (frame.command === 'ERROR') {
            // The broker closes the connection after an ERROR; say why before it does.
            const message = frame.headers.message ?? frame.body.slice(0, 200);
            this.log.warn(`realtime relay (${this.name}): broker ERROR ${message}`);
            settle(new Error(`broker refused: ${message}`));
            socket.destroy();
          }
        }
      });
      socket.on('error', (error) => settle(error));
      socket.on('close', () => {
        settle(new Error('connection closed before CONNECTED'));
        if (this.socket !== socket) return;
        const was = this.connected;
        this.lost('connection lost');
        if (was) this.log.warn(`realtime relay (${this.name}): connection lost; reconnecting`);
        if (was) this.schedule();
      });
    });
  }

  /** Heart-beats as agreed with the broker (§"Heart-beating"); silence for twice the period ends the link. */
  private beat(header: string | undefined): void {
    const { sendEvery, expectEvery } = negotiateHeartBeat(header, HEART_BEAT);
    if (sendEvery > 0) this.timers.push(setInterval(() => this.socket?.write('\n'), sendEvery));
    if (expectEvery > 0) {
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastHeard > expectEvery * 2) this.socket?.destroy();
        }, expectEvery),
      );
    }
  }

  private lost(reason: string): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new Error(`relay ${reason}`));
    }
    this.pending.clear();
    this.socket = undefined;
    if (!this.connected) return;
    this.connected = false;
    this.handlers.onDown(reason);
  }

  private schedule(): void {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.open().catch((error: Error) => {
        this.log.warn(`realtime relay (${this.name}): ${error.message}; retrying in ${this.delay} ms`);
        this.delay = Math.min(this.delay * 2, MAX_BACKOFF_MS);
        this.schedule();
      });
    }, this.delay);
  }
}
