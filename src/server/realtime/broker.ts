/**
 * The broker seam of the real-time channel. STOMP connections (stomp-connection.ts) subscribe and the
 * outbox fan-out publishes through `RealtimeBroker`, without knowing which one is in use:
 *   - `EmbeddedBroker` (here): this process keeps the subscriptions; every process reads every committed
 *     outbox transaction (LISTEN/NOTIFY) and delivers to its own clients;
 *   - `RelayBroker` (relay-broker.ts, STOMP_RELAY_URL): subscriptions and deliveries go through RabbitMQ.
 * Deliveries come from the outbox, never from clients: STOMP clients here only listen.
 */
import type { OutboxRow } from './outbox.ts';

/** The two destinations of spec §4: everyone's topic and a user's own queue. */
export const TOPIC = '/topic/subscribe';
export const userQueue = (userId: string) => `/user/${userId}/queue/subscribe`;

export interface Subscriber {
  /** The account's humancode: message rows name their receiver by it. */
  readonly userCode: string;
  /** Sends one MESSAGE frame for subscription `id`. */
  send(subscriptionId: string, destination: string, messageId: string, body: string): void;
  /** Ends the connection with an ERROR: the broker can no longer deliver to it (relay lost). */
  lost(message: string): void;
}

export interface RealtimeBroker {
  /**
   * Registers a subscription; resolves once deliveries to it are guaranteed (a relay waits for the
   * broker's RECEIPT), so a client's RECEIPT means a message committed afterwards reaches it.
   */
  subscribe(subscriber: Subscriber, subscriptionId: string, destination: 'topic' | 'user', shownDestination: string): Promise<void>;
  unsubscribe(subscriber: Subscriber, subscriptionId: string): void;
  drop(subscriber: Subscriber): void;
  /** One committed outbox row to its receiver's subscriptions (userCode null: the topic), wherever they are connected. */
  publish(row: OutboxRow): boolean;
  /** False while deliveries cannot be made (relay down): new connections are refused so clients retry and re-read. */
  available(): boolean;
  /**
   * How the outbox fan-out reads committed rows: every process reads each transaction ('read', each
   * delivers to its own clients) or one process claims it ('claim', the broker carries it to all).
   */
  readonly outboxMode: 'read' | 'claim';
  /** Subscriptions open in this process (tests and health). */
  size(): number;
  close(): Promise<void>;
}

interface Entry {
  subscriber: Subscriber;
  id: string;
  destination: string;
}

export class EmbeddedBroker implements RealtimeBroker {
  readonly outboxMode = 'read';
  private readonly topic = new Map<Subscriber, Map<string, Entry>>();
  /** userCode → subscriber → subscription id → entry. */
  private readonly queues = new Map<string, Map<Subscriber, Map<string, Entry>>>();

  async subscribe(subscriber: Subscriber, subscriptionId: string, destination: 'topic' | 'user', shownDestination: string): Promise<void> {
    this.add(subscriber, subscriptionId, destination, shownDestination);
  }

  /** The synchronous registration (the relay keeps its local subscriptions with it too). */
  add(subscriber: Subscriber, subscriptionId: string, destination: 'topic' | 'user', shownDestination: string): void {
    const entry = { subscriber, id: subscriptionId, destination: shownDestination };
    if (destination === 'topic') {
      ensure(this.topic, subscriber).set(subscriptionId, entry);
      return;
    }
    let byUser = this.queues.get(subscriber.userCode);
    if (!byUser) this.queues.set(subscriber.userCode, (byUser = new Map()));
    ensure(byUser, subscriber).set(subscriptionId, entry);
  }

  unsubscribe(subscriber: Subscriber, subscriptionId: string): void {
    this.topic.get(subscriber)?.delete(subscriptionId);
    this.queues.get(subscriber.userCode)?.get(subscriber)?.delete(subscriptionId);
  }

  drop(subscriber: Subscriber): void {
    this.topic.delete(subscriber);
    const byUser = this.queues.get(subscriber.userCode);
    byUser?.delete(subscriber);
    if (byUser?.size === 0) this.queues.delete(subscriber.userCode);
  }

  publish(row: OutboxRow): boolean {
    this.deliver(row.userCode, row.id, row.body);
    return true;
  }

  available(): boolean {
    return true;
  }

  async close(): Promise<void> {}

  /** One delivery to this process's subscriptions of a user's queue (null: of the topic); answers how many. */
  deliver(userCode: string | null, messageId: string, body: string): number {
    const targets = userCode === null ? this.topic.values() : (this.queues.get(userCode)?.values() ?? []);
    let sent = 0;
    for (const subscriptions of targets) {
      for (const entry of subscriptions.values()) {
        entry.subscriber.send(entry.id, entry.destination, messageId, body);
        sent += 1;
      }
    }
    return sent;
  }

  /** How many subscriptions are open (for tests and health). */
  size(): number {
    let n = 0;
    for (const s of this.topic.values()) n += s.size;
    for (const byUser of this.queues.values()) for (const s of byUser.values()) n += s.size;
    return n;
  }
}

function ensure<K, V>(map: Map<K, Map<string, V>>, key: K): Map<string, V> {
  let inner = map.get(key);
  if (!inner) map.set(key, (inner = new Map()));
  return inner;
}
