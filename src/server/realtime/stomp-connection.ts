/**
 * One STOMP 1.2 session over one WebSocket: CONNECT with the session token, SUBSCRIBE to the caller's
 * own destinations only, heart-beats both ways, RECEIPT for any frame that asks. Every refusal is an
 * ERROR frame followed by closing the socket, as the protocol prescribes.
 */
import type { WebSocket } from 'ws';
import type { SessionInfo, SessionStore } from '../auth/sessions.ts';
import { FrameError, negotiateHeartBeat, parseMessage, serializeFrame, type Frame } from './frame.ts';
import { TOPIC, type RealtimeBroker, type Subscriber } from './broker.ts';

export interface ConnectionOptions {
  /** What the server offers: send heart-beats this often, expect the client's at least this often (ms). */
  heartBeat: { send: number; receive: number };
  /** A socket that has not sent CONNECT by then is closed. */
  connectTimeoutMs: number;
  /**
   * Asked once the token is good: anything but 'ok' refuses the CONNECT (too many connections for this
   * account; the broker relay is down). Called in the same tick that marks the connection connected, so
   * concurrent CONNECTs count each other.
   */
  admit?: (session: SessionInfo) => 'ok' | 'tooManyConnections' | 'unavailable';
}

/**
 * Subscriptions one connection may hold. The client needs two (topic and own queue); without a cap one
 * socket could SUBSCRIBE the topic thousands of times and have every push written to it that often.
 */
export const MAX_SUBSCRIPTIONS = 16;

const USER_QUEUE = /^\/user\/([^/]+)\/queue\/subscribe$/;
/** Spring's short form: the server fills in the user. */
const OWN_QUEUE = '/user/queue/subscribe';

/** ERROR texts carry both languages: the client only logs them (spec §4). */
const TEXT = {
  noToken: 'token required / 缺少令牌',
  invalid: 'invalid token / 令牌无效',
  expired: 'token expired / 令牌已过期',
  revoked: 'session ended / 会话已结束',
  version: 'only STOMP 1.2 is supported / 仅支持 STOMP 1.2',
  notConnected: 'CONNECT first / 请先连接',
  forbidden: "not your queue / 不能订阅他人的队列",
  destination: 'unknown destination / 未知的目的地',
  subscription: 'missing or duplicate subscription id / 订阅 id 缺失或重复',
  readOnly: 'clients cannot send here / 客户端不能发送消息',
  unsupported: 'transactions are not supported / 不支持事务',
  tooManySubscriptions: 'too many subscriptions / 订阅过多',
  tooManyConnections: 'too many connections for this account / 该账号的连接过多',
  unavailable: 'message broker unavailable, retry later / 消息代理不可用，请稍后重试',
} as const;

export class StompConnection implements Subscriber {
  session: SessionInfo | undefined;
  private subscriptions = new Set<string>();
  private lastHeard = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private closed = false;
  private nextMessage = 0;
  private inbox: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly sessions: SessionStore,
    private readonly broker: RealtimeBroker,
    private readonly options: ConnectionOptions,
    private readonly onEnd: (connection: StompConnection) => void,
  ) {
    const connectTimer = setTimeout(() => {
      if (!this.session) this.fail(TEXT.notConnected);
    }, options.connectTimeoutMs);
    this.timers.push(connectTimer);
    // One message at a time: a SUBSCRIBE must not overtake the CONNECT still checking its token.
    socket.on('message', (data) => {
      this.inbox = this.inbox.then(() => this.receive(String(data)));
    });
    socket.on('close', () => this.end());
    socket.on('error', () => this.end());
  }

  get userCode(): string {
    return this.session?.humancode ?? '';
  }

  get tokenHash(): string | undefined {
    return this.session?.tokenHash;
  }

  send(subscriptionId: string, destination: string, messageId: string, body: string): void {
    this.write(
      serializeFrame('MESSAGE', {
        subscription: subscriptionId,
        'message-id': `${messageId}-${(this.nextMessage += 1)}`,
        destination,
        'content-type': 'application/json;charset=utf-8',
      }, body),
    );
  }

  /** Ends the connection because the broker can no longer deliver to it (relay lost). */
  lost(message: string): void {
    this.fail(message);
  }

  /** Ends the connection because its session ended (revoked, expired, account disabled). */
  revoke(reason: 'revoked' | 'expired'): void {
    this.fail(TEXT[reason], reason === 'expired' ? '00003' : '00002');
  }

  private async receive(data: string): Promise<void> {
    this.lastHeard = Date.now();
    let parsed;
    try {
      parsed = parseMessage(data);
    } catch (error) {
      this.fail(error instanceof FrameError ? error.message : 'malformed frame');
      return;
    }
    for (const item of parsed) {
      if (this.closed) return;
      if (item.kind === 'frame') await this.handle(item.frame);
    }
  }

  private async handle(frame: Frame): Promise<void> {
    const { command, headers } = frame;
    if (command === 'CONNECT' || command === 'STOMP') return this.connect(frame);
    if (!this.session) return this.fail(TEXT.notConnected);
    switch (command) {
      case 'SUBSCRIBE': {
        const id = headers.id;
        if (!id || this.subscriptions.has(id)) return this.fail(TEXT.subscription);
        if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.fail(TEXT.tooManySubscriptions);
        const destination = headers.destination ?? '';
        const kind = this.destinationKind(destination);
        if (kind === 'forbidden') return this.fail(TEXT.forbidden, '00004');
        if (kind === 'unknown') return this.fail(TEXT.destination);
        this.subscriptions.add(id);
        try {
          // The RECEIPT below waits for this: with a relay, until the broker has the subscription.
          await this.broker.subscribe(this, id, kind, destination);
        } catch {
          return this.fail(TEXT.unavailable);
        }
        if (this.closed) return;
        break;
      }
      case 'UNSUBSCRIBE':
        if (!headers.id || !this.subscriptions.delete(headers.id)) return this.fail(TEXT.subscription);
        this.broker.unsubscribe(this, headers.id);
        break;
      case 'DISCONNECT':
        this.receipt(frame);
        this.close(1000);
        return;
      case 'SEND':
        return this.fail(TEXT.readOnly);
      case 'ACK':
      case 'NACK':
        // Subscriptions are ack:auto; an acknowledgement changes nothing.
        break;
      default:
        return this.fail(TEXT.unsupported);
    }
    this.receipt(frame);
  }

  private async connect(frame: Frame): Promise<void> {
    if (this.session) return this.fail('already connected / 已连接');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) return this.fail(TEXT.version);
    const token = frame.headers.token || frame.headers.passcode;
    if (!token) return this.fail(TEXT.noToken, '00002');
    let resolved;
    try {
      resolved = await this.sessions.resolve(token);
    } catch {
      return this.fail('server error / 服务器错误');
    }
    if (this.closed) return;
    if (resolved.state !== 'ok') return this.fail(resolved.state === 'expired' ? TEXT.expired : TEXT.invalid, resolved.state === 'expired' ? '00003' : '00002');
    const admitted = this.options.admit?.(resolved.session) ?? 'ok';
    if (admitted !== 'ok') return this.fail(TEXT[admitted]);
    this.session = resolved.session;
    const beat = negotiateHeartBeat(frame.headers['heart-beat'], this.options.heartBeat);
    this.write(
      serializeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${this.options.heartBeat.send},${this.options.heartBeat.receive}`,
        server: 'Flowhall',
        'user-name': resolved.session.humancode,
      }),
    );
    if (beat.sendEvery > 0) this.timers.push(setInterval(() => this.write('\n'), beat.sendEvery));
    if (beat.expectEvery > 0) {
      // Twice the agreed period: a beat delayed by a busy event loop or network is not a dead client.
      this.timers.push(
        setInterval(() => {
          if (Date.now() - this.lastHeard > beat.expectEvery * 2) this.close(4000);
        }, beat.expectEvery),
      );
    }
  }

  private destinationKind(destination: string): 'topic' | 'user' | 'forbidden' | 'unknown' {
    if (destination === TOPIC) return 'topic';
    if (destination === OWN_QUEUE) return 'user';
    const match = USER_QUEUE.exec(destination);
    if (!match) return 'unknown';
    const userId = decodeURIComponent(match[1]!);
    // The queue is named by the account id or by the humancode: both mean the same person.
    return userId === this.session!.humancode || userId === this.session!.accountId ? 'user' : 'forbidden';
  }

  private receipt(frame: Frame): void {
    const id = frame.headers.receipt;
    if (id !== undefined) this.write(serializeFrame('RECEIPT', { 'receipt-id': id }));
  }

  private fail(message: string, code?: string): void {
    if (this.closed) return;
    this.write(serializeFrame('ERROR', { message, ...(code ? { code } : {}), 'content-type': 'text/plain;charset=utf-8' }, message));
    this.close(1000);
  }

  private write(text: string): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(text);
  }

  close(code: number): void {
    if (this.closed) return;
    this.end();
    this.socket.close(code);
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.broker.drop(this);
    this.onEnd(this);
  }
}
