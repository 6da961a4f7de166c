/**
 * The broker relay (STOMP_RELAY_URL): subscriptions and deliveries go through RabbitMQ's STOMP plugin,
 * the way Spring's broker relay does, while clients still connect to our /portal/ws (this process checks
 * the token, the own-queue rule and the limits, in stomp-connection.ts).
 *
 * Design: two STOMP connections per server process, each multiplexed:
 *   - "system": one process claims each committed outbox transaction (outbox.ts, claim mode) and SENDs
 *     its rows to the exchange, routing key `<prefix>.user.<hex of the humancode>` (or `<prefix>.topic`);
 *   - "subscriptions": one broker subscription per user who has at least one open subscription on this
 *     process (and one for the topic), reference-counted; a MESSAGE from the broker is handed to that
 *     user's local subscriptions.
 * Per-client broker connections (Spring's choice) would cost RabbitMQ a connection and a queue per socket
 * and this process a second socket per client; multiplexed, RabbitMQ holds one queue per (process, user)
 * and routes each message only to the processes where its receiver is connected.
 * If either connection drops, every local client gets an ERROR and is closed (subscriptions on the lost
 * connection are gone; the client reconnects and re-reads its count), and CONNECTs are refused until the
 * relay is back.
 */
import type { Frame } from './frame.ts';
import type { OutboxRow } from './outbox.ts';
import { EmbeddedBroker, type RealtimeBroker, type Subscriber } from './broker.ts';
import { RelayLink, type RelayTarget } from './relay-link.ts';

/** The header that carries the outbox row's id through the broker (MESSAGE ids are then ours, not RabbitMQ's). */
const ID_HEADER = 'flowhall-id';

interface Upstream {
  /** Broker subscription id on the subscriptions link. */
  id: string;
  /** null: the topic. */
  userCode: string | null;
  /** Local subscriptions that need it. */
  count: number;
  ready: Promise<void>;
}

export class RelayBroker implements RealtimeBroker {
  readonly outboxMode = 'claim';
  private readonly local = new EmbeddedBroker();
  private readonly system: RelayLink;
  private readonly subscriptions: RelayLink;
  /** Routing key → broker subscription. */
  private readonly upstream = new Map<string, Upstream>();
  /** Broker subscription id → its entry, for incoming MESSAGEs. */
  private readonly byId = new Map<string, Upstream>();
  /** subscriber → local subscription id → routing key. */
  private readonly held = new Map<Subscriber, Map<string, string>>();
  private nextId = 0;

  constructor(
    private readonly target: RelayTarget,
    private readonly log: { warn(message: string): void },
  ) {
    const onDown = (reason: string) => this.lose(reason);
    this.system = new RelayLink(target, 'system', { onMessage: () => undefined, onUp: () => undefined, onDown }, log);
    this.subscriptions = new RelayLink(target, 'subscriptions', { onMessage: (frame) => this.receive(frame), onUp: () => undefined, onDown }, log);
  }

  async start(): Promise<void> {
    await Promise.all([this.system.start(), this.subscriptions.start()]);
  }

  available(): boolean {
    return this.system.up && this.subscriptions.up;
  }

  async subscribe(subscriber: Subscriber, subscriptionId: string, destination: 'topic' | 'user', shownDestination: string): Promise<void> {
    const userCode = destination === 'topic' ? null : subscriber.userCode;
    const key = this.routingKey(userCode);
    let up = this.upstream.get(key);
    if (!up) {
      const id = `s${(this.nextId += 1)}`;
      const ready = this.subscriptions.request('SUBSCRIBE', { id, destination: this.destination(key), ack: 'auto' });
      up = { id, userCode, count: 0, ready };
      this.upstream.set(key, up);
      this.byId.set(id, up);
      // A failed SUBSCRIBE is forgotten so the next subscriber asks again.
      ready.catch(() => this.forget(key, up!));
    }
    up.count += 1;
    let mine = this.held.get(subscriber);
    if (!mine) this.held.set(subscriber, (mine = new Map()));
    mine.set(subscriptionId, key);
    this.local.add(subscriber, subscriptionId, destination, shownDestination);
    await up.ready;
  }

  unsubscribe(subscriber: Subscriber, subscriptionId: string): void {
    const key = this.held.get(subscriber)?.get(subscriptionId);
    if (key === undefined) return;
    this.held.get(subscriber)!.delete(subscriptionId);
    this.local.unsubscribe(subscriber, subscriptionId);
    this.release(key);
  }

  drop(subscriber: Subscriber): void {
    const mine = this.held.get(subscriber);
    this.held.delete(subscriber);
    this.local.drop(subscriber);
    for (const key of mine?.values() ?? []) this.release(key);
  }

  publish(row: OutboxRow): boolean {
    return this.system.send(
      'SEND',
      { destination: this.destination(this.routingKey(row.userCode)), [ID_HEADER]: row.id, 'content-type': 'application/json;charset=utf-8' },
      row.body,
    );
  }

  size(): number {
    return this.local.size();
  }

  async close(): Promise<void> {
    await Promise.all([this.system.close(), this.subscriptions.close()]);
  }

  private receive(frame: Frame): void {
    const up = this.byId.get(frame.headers.subscription ?? '');
    if (!up) return;
    this.local.deliver(up.userCode, frame.headers[ID_HEADER] ?? frame.headers['message-id'] ?? '', frame.body);
  }

  private release(key: string): void {
    const up = this.upstream.get(key);
    if (!up) return;
    up.count -= 1;
    if (up.count > 0) return;
    this.forget(key, up);
    this.subscriptions.send('UNSUBSCRIBE', { id: up.id });
  }

  private forget(key: string, up: Upstream): void {
    if (this.upstream.get(key) === up) this.upstream.delete(key);
    this.byId.delete(up.id);
  }

  /** A relay connection was lost: its subscriptions are gone, so every local client starts over. */
  private lose(reason: string): void {
    this.upstream.clear();
    this.byId.clear();
    const subscribers = [...this.held.keys()];
    this.held.clear();
    for (const subscriber of subscribers) {
      this.local.drop(subscriber);
      subscriber.lost(`message broker unavailable (${reason}) / 消息代理不可用`);
    }
    if (subscribers.length > 0) this.log.warn(`realtime relay: ${subscribers.length} client connection(s) closed after the relay was lost`);
  }

  /** Humancodes are hex-encoded: the topic exchange must not read their dots or *, # as separators or wildcards. */
  private routingKey(userCode: string | null): string {
    return userCode === null ? `${this.target.prefix}.topic` : `${this.target.prefix}.user.${Buffer.from(userCode, 'utf8').toString('hex')}`;
  }

  private destination(key: string): string {
    return `/exchange/${this.target.exchange}/${key}`;
  }
}
