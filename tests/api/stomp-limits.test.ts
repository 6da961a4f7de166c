/**
 * Resource bounds of the real-time channel: subscriptions per connection and connected sockets per
 * account, so one signed-in user cannot multiply pushes or hold unbounded sockets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { RawStomp } from '../support/stomp-client.ts';
import { MAX_SUBSCRIPTIONS } from '../../src/server/realtime/stomp-connection.ts';

let t: TestApp;
let url: string;
const clients: RawStomp[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { realtime: { connectTimeoutMs: 1500, revalidateMs: 60_000, maxConnectionsPerAccount: 2 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/portal/ws`;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

async function open(): Promise<RawStomp> {
  const client = await RawStomp.open(url);
  clients.push(client);
  return client;
}

describe('subscriptions per connection', () => {
  it(`accepts ${MAX_SUBSCRIPTIONS} subscriptions and refuses one more with an ERROR and a close`, async () => {
    const token = await t.login('student1');
    const client = await open();
    expect((await client.connect(token)).command).toBe('CONNECTED');
    for (let i = 0; i < MAX_SUBSCRIPTIONS; i += 1) client.send('SUBSCRIBE', { id: `s${i}`, destination: '/topic/subscribe', receipt: `r${i}` });
    await client.next((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === `r${MAX_SUBSCRIPTIONS - 1}`);
    client.send('SUBSCRIBE', { id: 'one-more', destination: '/topic/subscribe', receipt: 'r-more' });
    const error = await client.next((f) => f.command === 'ERROR');
    expect(error.headers.message).toMatch(/too many subscriptions/);
    expect(client.frames.some((f) => f.headers['receipt-id'] === 'r-more')).toBe(false);
    await client.waitClosed();
    expect(t.app.realtime.broker.size()).toBe(0);
  });
});

describe('connections per account', () => {
  it('refuses a connection beyond the account limit, whichever token it uses, and admits again after one closes', async () => {
    const first = await open();
    expect((await first.connect(await t.login('admin'))).command).toBe('CONNECTED');
    const second = await open();
    expect((await second.connect(await t.login('admin'))).command).toBe('CONNECTED');

    const third = await open();
    const refused = await third.connect(await t.login('admin'));
    expect(refused.command).toBe('ERROR');
    expect(refused.headers.message).toMatch(/too many connections/);
    await third.waitClosed();

    // Another account is not affected by admin's connections.
    const other = await open();
    expect((await other.connect(await t.login('student1'))).command).toBe('CONNECTED');

    first.close();
    await first.waitClosed();
    for (let i = 0; i < 50 && t.app.realtime.connections() > 2; i += 1) await new Promise((r) => setTimeout(r, 20));
    const again = await open();
    expect((await again.connect(await t.login('admin'))).command).toBe('CONNECTED');
  });
});
