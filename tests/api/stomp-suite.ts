/**
 * The real-time channel's protocol suite (spec §4, §7.6, issue 15): STOMP 1.2 at /portal/ws with the session
 * token, own-queue subscriptions only, heart-beats, receipts, outbox delivery after commit, and (on
 * PostgreSQL) a message committed on one server process reaching a client of another. It runs once per
 * broker: embedded (stomp.test.ts: fan-out over LISTEN/NOTIFY) and relayed through RabbitMQ's STOMP plugin
 * (stomp-relay.test.ts), so both answer the same protocol.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { notify } from '../../src/server/bpm/listeners/notify.ts';
import { createTestApp, usingPostgres, type TestApp } from '../support/test-app.ts';
import { SAMPLE_PROCESS_KEY } from '../../src/server/bpm/definitions/sample.ts';
import { leaveForm } from './demo-leave.ts';
import { RawStomp } from '../support/stomp-client.ts';
import { WebSocket as NodeWebSocket } from 'ws';
import { openChannel, type Channel, type RealtimePush } from '../../src/runtime/realtime/channel.ts';

export interface SuiteOptions {
  /** STOMP_RELAY_URL of the servers under test; absent: the embedded broker. */
  relayUrl?: string;
}

const wait = async (test: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const bodyOf = (frame: { body: string }) => JSON.parse(frame.body) as Record<string, unknown>;

async function subscribeOwn(client: RawStomp, userId: string, id = 'sub-0'): Promise<void> {
  client.send('SUBSCRIBE', { id, destination: `/user/${userId}/queue/subscribe`, receipt: `r-${id}` });
  await client.next((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === `r-${id}`);
}

export function stompSuite(options: SuiteOptions): void {
  let t: TestApp;
  let url: string;
  const clients: RawStomp[] = [];

  beforeAll(async () => {
    t = await createTestApp({ stompRelayUrl: options.relayUrl }, { realtime: { heartBeat: { send: 200, receive: 200 }, connectTimeoutMs: 1500, revalidateMs: 60_000 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/portal/ws`;
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  async function open(target = url): Promise<RawStomp> {
    const client = await RawStomp.open(target);
    clients.push(client);
    return client;
  }

  async function connected(username: string, target = url): Promise<{ client: RawStomp; token: string }> {
    const token = await t.login(username);
    const client = await open(target);
    const frame = await client.connect(token);
    expect(frame.command).toBe('CONNECTED');
    return { client, token };
  }

  /** A message written the way process listeners write them: a row in the caller's transaction. */
  async function sendMessage(receiver: string, title: string): Promise<void> {
    await t.database.db.transaction(async (tx) => {
      await notify(tx, { type: 'notice', receivers: [receiver], title, processInstanceId: 'pi-test' });
    });
  }

  describe('CONNECT', () => {
    it('refuses a CONNECT without a token with an ERROR frame and closes', async () => {
      const client = await open();
      const frame = await client.connect(undefined);
      expect(frame.command).toBe('ERROR');
      expect(frame.headers.message).toMatch(/token/);
      await client.waitClosed();
    });

    it('refuses an invalid token, and an expired one with code 00003', async () => {
      const bad = await open();
      expect((await bad.connect('not-a-token')).command).toBe('ERROR');
      await bad.waitClosed();

      const token = await t.login('student1');
      await t.app.ctx.sessions.expire(hashToken(token));
      const late = await open();
      const frame = await late.connect(token);
      expect(frame.command).toBe('ERROR');
      expect(frame.headers.code).toBe('00003');
      await late.waitClosed();
    });

    it('accepts the token as passcode too, answers STOMP 1.2 with heart-beats', async () => {
      const token = await t.login('student1');
      const client = await open();
      client.send('CONNECT', { 'accept-version': '1.1,1.2', host: 'flowhall', passcode: token, 'heart-beat': '200,200' });
      const frame = await client.next((f) => f.command === 'CONNECTED');
      expect(frame.headers).toMatchObject({ version: '1.2', 'user-name': 'student1' });
      // The server beats every 200 ms as agreed.
      for (let i = 0; i < 6; i += 1) client.socket.send('\n');
      await new Promise((r) => setTimeout(r, 700));
      expect(client.heartbeats).toBeGreaterThanOrEqual(2);
    });

    it('closes a client that stops beating, and a socket that never sends CONNECT', async () => {
      const { client } = await connected('student1');
      // CONNECT above sent no heart-beat header, so silence is fine; this one promises beats and goes quiet.
      const quiet = await open();
      const token = await t.login('student1');
      quiet.send('CONNECT', { 'accept-version': '1.2', token, 'heart-beat': '200,0' });
      await quiet.next((f) => f.command === 'CONNECTED');
      await quiet.waitClosed(2000);
      expect(client.closed).toBe(false);

      const mute = await open();
      await mute.waitClosed(3000);
    });

    it('refuses frames before CONNECT and an unsupported version', async () => {
      const early = await open();
      early.send('SUBSCRIBE', { id: '1', destination: '/topic/subscribe' });
      expect((await early.next((f) => f.command === 'ERROR')).headers.message).toMatch(/CONNECT/);
      await early.waitClosed();

      const old = await open();
      old.send('CONNECT', { 'accept-version': '1.0', token: await t.login('student1') });
      expect((await old.next((f) => f.command === 'ERROR')).headers.message).toMatch(/1\.2/);
    });
  });

  describe('SUBSCRIBE', () => {
    it("answers an ERROR for another user's queue and closes", async () => {
      const { client } = await connected('student1');
      client.send('SUBSCRIBE', { id: 's1', destination: '/user/admin/queue/subscribe' });
      const frame = await client.next((f) => f.command === 'ERROR');
      expect(frame.headers.message).toMatch(/not your queue/);
      await client.waitClosed();
    });

    it('takes the own queue by humancode or account id, the topic, and answers receipts', async () => {
      const { client, token } = await connected('student1');
      const info = await t.call('GET', '/user/getUserInfo', { token });
      const accountId = String(info.info.user.id);
      await subscribeOwn(client, 'student1', 'a');
      await subscribeOwn(client, accountId, 'b');
      client.send('SUBSCRIBE', { id: 'c', destination: '/topic/subscribe', receipt: 'r-c' });
      await client.next((f) => f.headers['receipt-id'] === 'r-c');
      client.send('SUBSCRIBE', { id: 'c', destination: '/topic/subscribe' });
      expect((await client.next((f) => f.command === 'ERROR')).headers.message).toMatch(/duplicate/);
    });

    it('refuses SEND (clients only listen) and unknown destinations', async () => {
      const { client } = await connected('student1');
      client.send('SEND', { destination: '/topic/subscribe' }, 'hi');
      expect((await client.next((f) => f.command === 'ERROR')).headers.message).toMatch(/cannot send/);
      const other = (await connected('student1')).client;
      other.send('SUBSCRIBE', { id: 'x', destination: '/queue/everything' });
      expect((await other.next((f) => f.command === 'ERROR')).headers.message).toMatch(/unknown destination/);
    });
  });

  describe('delivery', () => {
    it('delivers a created message to its receiver within 1 s, and to no one else', async () => {
      const { client } = await connected('student1');
      const { client: admin } = await connected('admin');
      await subscribeOwn(client, 'student1');
      await subscribeOwn(admin, 'admin');
      const started = Date.now();
      await sendMessage('student1', 'arrives quickly');
      const frame = await client.next((f) => f.command === 'MESSAGE', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(frame.headers.destination).toBe('/user/student1/queue/subscribe');
      expect(bodyOf(frame)).toMatchObject({ kind: 'message', type: 'notice', title: 'arrives quickly', processInstanceId: 'pi-test' });
      await new Promise((r) => setTimeout(r, 200));
      expect(admin.messages()).toHaveLength(0);
    });

    it("pushes the todo the process engine's flush writes when a process starts", async () => {
      const { client } = await connected('zhangwei');
      await subscribeOwn(client, 'zhangwei');
      const student = await t.login('student1');
      const created = await t.call('POST', '/bpmProcessInstance/create', {
        token: student,
        body: { processDefinitionKey: SAMPLE_PROCESS_KEY, formData: leaveForm(), nextUsers: ['zhangwei'] },
      });
      expect(created.code).toBe('00000');
      // Within 1 s of the committed start's answer.
      const frame = await client.next((f) => f.command === 'MESSAGE' && bodyOf(f).type === 'todo', 1000);
      expect(bodyOf(frame)).toMatchObject({ kind: 'message', title: expect.stringContaining('待您处理') });
      expect(typeof bodyOf(frame).processInstanceId).toBe('string');
    });

    it('delivers a statement too large for its notification (read back from the outbox) in order, once, between small ones', async () => {
      const { client } = await connected('student1');
      await subscribeOwn(client, 'student1');
      await sendMessage('student1', 'small before');
      // One statement writing 40 messages: their rows (~8 KB) do not fit in one notification.
      await t.database.query(
        `insert into syt_message_send (id, receiver_humancode, type, title, process_instance_id, status, created_at, updated_at)
         select gen_random_uuid()::text, 'student1', 'notice', 'bulk ' || lpad(n::text, 2, '0') || ' ' || repeat('x', 120), 'pi-bulk', 0, now(), now()
         from generate_series(1, 40) as n`,
      );
      await sendMessage('student1', 'small after');
      await wait(() => client.messages().some((f) => bodyOf(f).title === 'small after'));
      const titles = client.messages().map((f) => String(bodyOf(f).title).slice(0, 7));
      expect(titles).toEqual(['small b', ...Array.from({ length: 40 }, (_, i) => `bulk ${String(i + 1).padStart(2, '0')}`), 'small a']);
    });

    it('delivers nothing for a rolled-back transaction', async () => {
      const { client } = await connected('student1');
      await subscribeOwn(client, 'student1');
      await t.database.db
        .transaction(async (tx) => {
          await notify(tx, { type: 'notice', receivers: ['student1'], title: 'never', processInstanceId: 'pi-x' });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await sendMessage('student1', 'after the rollback');
      const frame = await client.next((f) => f.command === 'MESSAGE');
      expect(bodyOf(frame).title).toBe('after the rollback');
      expect(client.messages().map((m) => bodyOf(m).title)).not.toContain('never');
    });

    it("pushes a message the administrator sends through 消息管理, and a 'sync' when it is read", async () => {
      const { client, token } = await connected('student1');
      await subscribeOwn(client, 'student1');
      const admin = await t.login('admin');
      const sent = await t.call('POST', '/sytMessageSend/edit', {
        token: admin,
        body: { receiverHumancode: 'student1', senderHumancode: 'admin', type: 'notice', title: 'from the office', status: 0 },
      });
      expect(sent.code).toBe('00000');
      const frame = await client.next((f) => f.command === 'MESSAGE' && bodyOf(f).title === 'from the office');
      const read = await t.call('POST', '/sytMessageSend/read', { token, body: { ids: [String(bodyOf(frame).id)] } });
      expect(read.info.updated).toBe(1);
      await client.next((f) => f.command === 'MESSAGE' && bodyOf(f).kind === 'sync');
    });

    it('after a disconnect and reconnect nothing is lost: the count holds the message pushed in between, later ones arrive', async () => {
      const { client, token } = await connected('student1');
      await subscribeOwn(client, 'student1');
      // Another tab of the same person stays connected: once it has the push, the push is over (through a
      // relay it travels via the broker and could otherwise still be under way when the first tab returns).
      const { client: witness } = await connected('student1');
      await subscribeOwn(witness, 'student1', 'witness');
      const before = await t.call('POST', '/sytMessageSend/countByUser', { token, body: {} });
      client.send('DISCONNECT', { receipt: 'bye' });
      await client.next((f) => f.headers['receipt-id'] === 'bye');
      await client.waitClosed();

      await sendMessage('student1', 'while away');
      await witness.next((f) => f.command === 'MESSAGE' && bodyOf(f).title === 'while away', 1000);
      const again = await open();
      expect((await again.connect(token)).command).toBe('CONNECTED');
      await subscribeOwn(again, 'student1');
      // The client re-reads the count after reconnecting (runtime/realtime): the message is in it, once.
      const after = await t.call('POST', '/sytMessageSend/countByUser', { token, body: {} });
      expect(after.info.total).toBe(before.info.total + 1);
      await sendMessage('student1', 'after return');
      const frame = await again.next((f) => f.command === 'MESSAGE');
      expect(bodyOf(frame).title).toBe('after return');
      // Nothing of the time away is pushed again to the returning tab (its re-read already counted it).
      await wait(() => witness.messages().some((f) => bodyOf(f).title === 'after return'));
      expect(again.messages().map((f) => bodyOf(f).title)).toEqual(['after return']);
    });

    it('closes an open connection when its session is revoked (logout)', async () => {
      const { client, token } = await connected('student1');
      await subscribeOwn(client, 'student1');
      expect((await t.call('POST', '/user/logout', { token, body: {} })).code).toBe('00000');
      await t.app.realtime.revalidate();
      const frame = await client.next((f) => f.command === 'ERROR');
      expect(frame.headers.message).toMatch(/session ended/);
      await client.waitClosed();
    });
  });

  describe('the web client channel (runtime/realtime, @stomp/stompjs)', () => {


    it('re-reads after each (re)connect, takes pushes, and loses nothing across a dropped socket', async () => {
      const token = await t.login('student1');
      const info = await t.call('GET', '/user/getUserInfo', { token });
      const pushes: Extract<RealtimePush, { kind: 'message' }>[] = [];
      const resyncs: string[] = [];
      const logged: string[] = [];
      let channel: Channel | undefined;
      try {
        channel = await openChannel(
          { url, token: () => token, userId: String(info.info.user.id), webSocketFactory: () => new NodeWebSocket(url), reconnectDelay: 100, maxReconnectDelay: 400, log: (m) => logged.push(m) },
          { onMessage: (m) => pushes.push(m), onResync: (reason) => resyncs.push(reason) },
        );
        await wait(() => resyncs.includes('connected'));
        await sendMessage('student1', 'live one');
        await wait(() => pushes.some((p) => p.title === 'live one'));

        // The socket drops; a message is written while it is down; the client comes back by itself.
        const before = (await t.call('POST', '/sytMessageSend/countByUser', { token, body: {} })).info.total as number;
        channel.client.forceDisconnect();
        await wait(() => !channel!.connected());
        await sendMessage('student1', 'while down');
        await wait(() => channel!.connected() && resyncs.filter((r) => r === 'connected').length === 2);
        // What the client re-reads on reconnect holds the message it could not be pushed, exactly once.
        const after = (await t.call('POST', '/sytMessageSend/countByUser', { token, body: {} })).info.total as number;
        expect(after).toBe(before + 1);
        await sendMessage('student1', 'after reconnect');
        await wait(() => pushes.some((p) => p.title === 'after reconnect'));
        expect(pushes.filter((p) => p.title === 'live one')).toHaveLength(1);
      } finally {
        await channel?.close();
      }
    });

    it('falls back to polling where no connection can be made, and only logs the failure', async () => {
      const resyncs: string[] = [];
      const logged: string[] = [];
      const dead = 'ws://127.0.0.1:9/portal/ws';
      const channel = await openChannel(
        { url: dead, token: () => 'x', userId: 'u', webSocketFactory: () => new NodeWebSocket(dead), reconnectDelay: 100, maxReconnectDelay: 200, pollMs: 150, log: (m) => logged.push(m) },
        { onMessage: () => undefined, onResync: (reason) => resyncs.push(reason) },
      );
      try {
        await wait(() => resyncs.filter((r) => r === 'poll').length >= 2);
        expect(resyncs).not.toContain('connected');
        expect(logged.some((m) => /connection failed/.test(m))).toBe(true);
      } finally {
        await channel.close();
      }
    });

    it('stops reconnecting once the server refuses the token', async () => {
      const token = await t.login('student1');
      await t.app.ctx.sessions.revoke(hashToken(token));
      const logged: string[] = [];
      const channel = await openChannel(
        { url, token: () => token, userId: 'student1', webSocketFactory: () => new NodeWebSocket(url), reconnectDelay: 50, maxReconnectDelay: 100, log: (m) => logged.push(m) },
        { onMessage: () => undefined, onResync: () => undefined },
      );
      try {
        await wait(() => logged.some((m) => /refused/.test(m)));
        await new Promise((r) => setTimeout(r, 400));
        expect(logged.filter((m) => /refused/.test(m))).toHaveLength(1);
        expect(channel.client.active).toBe(false);
      } finally {
        await channel.close();
      }
    });
  });

  describe.runIf(usingPostgres())('two server processes on one PostgreSQL', () => {
    it('a message created on node A reaches a client of node B within 1 s', async () => {
      const [row] = await t.database.query<{ name: string }>('select current_database() as name');
      const name = row!.name;
      const base = new URL(process.env.TEST_DATABASE_URL!);
      base.pathname = `/${name}`;
      const database = await openDatabase({ url: base.toString(), poolSize: 4 });
      const nodeB = await buildApp(t.config, database);
      try {
        await nodeB.listen({ port: 0, host: '127.0.0.1' });
        const address = nodeB.server.address();
        const urlB = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/portal/ws`;
        const { client } = await connected('student1', urlB);
        await subscribeOwn(client, 'student1');
        const started = Date.now();
        await sendMessage('student1', 'from node A');
        const frame = await client.next((f) => f.command === 'MESSAGE', 1000);
        expect(Date.now() - started).toBeLessThan(1000);
        expect(bodyOf(frame).title).toBe('from node A');
        // Exactly once, though both nodes heard the notification.
        await new Promise((r) => setTimeout(r, 300));
        expect(client.messages()).toHaveLength(1);
      } finally {
        await nodeB.close();
        await database.close();
      }
    });
  });
}
