/**
 * The embedded broker of one server process: which open STOMP subscription wants which destination.
 * Deliveries come from the fan-out (outbox.ts), never from clients: STOMP clients here only listen.
 *
 * Seam for a relay (STOMP_RELAY_URL, RabbitMQ's STOMP plugin): a relay would implement the same
 * `RealtimeBroker` by forwarding subscriptions to the broker cluster instead of keeping them here.
 */

/** The two destinations of spec §4: everyone's topic and a user's own queue. */
export const TOPIC = '/topic/subscribe';
export const userQueue = (userId: string) => `/user/${userId}/queue/subscribe`;

export interface Subscriber {
  /** The account's humancode: message rows name their receiver by it. */
  readonly userCode: string;
  /** Sends one MESSAGE frame for subscription `id`. */
  send(subscriptionId: string, destination: string, messageId: string, body: string): void;
}

export interface RealtimeBroker {
  subscribe(subscriber: Subscriber, subscriptionId: string, destination: 'topic' | 'user', shownDestination: string): void;
  unsubscribe(subscriber: Subscriber, subscriptionId: string): void;
  drop(subscriber: Subscriber): void;
  /** One delivery to a user's queue subscriptions (null: to every topic subscription). */
  deliver(userCode: string | null, messageId: string, body: string): number;
}

interface Entry {
  subscriber: Subscriber;
  id: string;
  destination: string;
}

export class EmbeddedBroker implements RealtimeBroker {
  private readonly topic = new Map<Subscriber, Map<string, Entry>>();
  /** userCode → subscriber → subscription id → entry. */
  private readonly queues = new Map<string, Map<Subscriber, Map<string, Entry>>>();

  subscribe(subscriber: Subscriber, subscriptionId: string, destination: 'topic' | 'user', shownDestination: string): void {
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
