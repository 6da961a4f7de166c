/**
 * The real-time protocol suite (stomp-suite.ts) through the broker relay: the servers relay to RabbitMQ's
 * STOMP plugin (STOMP_RELAY_URL), so subscriptions and deliveries — also from node A to a client of node B
 * on PostgreSQL — go through RabbitMQ. Then what only a relay has: losing the broker connection closes
 * clients with an ERROR, CONNECTs are refused until it is back, and afterwards pushes flow again.
 *
 * Needs TEST_STOMP_RELAY_URL (.ci/run sets stomp://guest:guest@127.0.0.1:61613 after enabling the plugin);
 * skipped, saying why, when it is unset or nothing answers STOMP there. Each run routes under its own
 * prefix, so the PGlite and PostgreSQL runs of this file do not see each other's messages.
 */
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/server/bpm/listeners/notify.ts';
import { parseRelayUrl, RelayLink } from '../../src/server/realtime/relay-link.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { RawStomp } from '../support/stomp-client.ts';
import { stompSuite } from './stomp-suite.ts';

const configured = process.env.TEST_STOMP_RELAY_URL;

/** Answers why the relay tests cannot run here, or undefined when RabbitMQ's STOMP answers. */
async function unavailable(): Promise<string | undefined> {
  if (!configured) return 'TEST_STOMP_RELAY_URL is not set (.ci/run sets it after enabling rabbitmq_stomp)';
  const link = new RelayLink(parseRelayUrl(configured), 'probe', { onMessage: () => undefined, onUp: () => undefined, onDown: () => undefined }, { warn: () => undefined });
  await link.start();
  const up = link.up;
  await link.close();
  return up ? undefined : `no STOMP broker answered at ${new URL(configured).host} (rabbitmq-plugins enable rabbitmq_stomp)`;
}

const skipReason = await unavailable();

/** The configured relay under a routing prefix of this run's own. */
function relayUrl(target = configured ?? 'stomp://unset'): string {
  const url = new URL(target);
  url.searchParams.set('prefix', `flowhall-test-${randomBytes(6).toString('hex')}`);
  return url.toString();
}

/** The reason shows in the skipped suite's name. */
const skipped = skipReason ? ` (skipped: ${skipReason})` : '';

describe.skipIf(skipReason !== undefined)(`broker relay (RabbitMQ STOMP)${skipped}`, () => {
  describe('the protocol suite', () => {
    stompSuite({ relayUrl: relayUrl() });
  });
  describe('losing the broker', () => {
    relayLoss();
  });
});

/** A TCP proxy in front of RabbitMQ that the test can cut and restore. */
class Cuttable {
  private sockets = new Set<Socket>();
  private server: Server | undefined;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async listen(port = 0): Promise<void> {
    this.server = createServer((client) => {
      const broker = connect(this.upstream);
      for (const socket of [client, broker]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(broker).pipe(client);
      client.on('close', () => broker.destroy());
      broker.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  /** Stops listening and drops every piped connection. */
  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

function relayLoss(): void {
  let t: TestApp;
  let url: string;
  let proxy: Cuttable;
  const clients: RawStomp[] = [];

  beforeAll(async () => {
    const target = new URL(configured!);
    proxy = new Cuttable({ host: target.hostname, port: Number(target.port || 61613) });
    await proxy.listen();
    target.port = String(proxy.port);
    t = await createTestApp({ stompRelayUrl: relayUrl(target.toString()) }, { realtime: { connectTimeoutMs: 1500, revalidateMs: 60_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/portal/ws`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
    await proxy?.cut();
  });

  async function subscribed(username: string): Promise<RawStomp> {
    const client = await RawStomp.open(url);
    clients.push(client);
    expect((await client.connect(await t.login(username))).command).toBe('CONNECTED');
    client.send('SUBSCRIBE', { id: 'q', destination: `/user/${username}/queue/subscribe`, receipt: 'r-q' });
    await client.next((f) => f.headers['receipt-id'] === 'r-q');
    return client;
  }

  const send = (receiver: string, title: string) =>
    t.database.db.transaction(async (tx) => notify(tx, { type: 'notice', receivers: [receiver], title, processInstanceId: 'pi-relay' }));

  it('closes clients with an ERROR when the broker goes, refuses CONNECT meanwhile, and delivers again once it is back', async () => {
    const before = await subscribed('student1');
    await send('student1', 'before the cut');
    await before.next((f) => f.command === 'MESSAGE');

    const port = proxy.port;
    await proxy.cut();
    const error = await before.next((f) => f.command === 'ERROR');
    expect(error.headers.message).toMatch(/broker unavailable/);
    await before.waitClosed();

    const meanwhile = await RawStomp.open(url);
    clients.push(meanwhile);
    const refused = await meanwhile.connect(await t.login('student1'));
    expect(refused.command).toBe('ERROR');
    expect(refused.headers.message).toMatch(/broker unavailable/);

    // Back on the same port: the relay reconnects by itself (back-off from 250 ms).
    await proxy.listen(port);
    const deadline = Date.now() + 10_000;
    while (!t.app.realtime.broker.available()) {
      if (Date.now() > deadline) throw new Error('the relay did not reconnect within 10 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const after = await subscribed('student1');
    await send('student1', 'after the return');
    const frame = await after.next((f) => f.command === 'MESSAGE', 1000);
    expect(JSON.parse(frame.body)).toMatchObject({ title: 'after the return' });
  });
}
