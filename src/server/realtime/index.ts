/**
 * The real-time channel (spec §4, §7.6): STOMP 1.2 over WebSocket at /portal/ws on the HTTP server's
 * own port, fed by the outbox fan-out. Sessions are checked again periodically, so a logout, a
 * revoked or expired token or a disabled account closes connections that are already open.
 * The broker behind it is the embedded one, or with STOMP_RELAY_URL the RabbitMQ relay (relay-broker.ts).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { WebSocketServer } from 'ws';
import type { ServerContext } from '../http/context.ts';
import { accounts, sessions } from '../db/schema.ts';
import { MAX_FRAME_CHARS } from './frame.ts';
import { EmbeddedBroker, type RealtimeBroker } from './broker.ts';
import { RelayBroker } from './relay-broker.ts';
import { parseRelayUrl } from './relay-link.ts';
import { StompConnection, type ConnectionOptions } from './stomp-connection.ts';
import { ensureOutboxTriggers, startFanout } from './outbox.ts';

export const REALTIME_PATH = '/portal/ws';

export interface RealtimeOptions extends Partial<Omit<ConnectionOptions, 'admit'>> {
  /** How often open connections' sessions are checked again (ms). */
  revalidateMs?: number;
  /** Connected sockets one account may hold in this process (tabs, devices); one more is refused. */
  maxConnectionsPerAccount?: number;
}

/** A person rarely has more than a few tabs and devices open; this leaves room while bounding a loop of CONNECTs. */
export const MAX_CONNECTIONS_PER_ACCOUNT = 20;

export interface Realtime {
  broker: RealtimeBroker;
  /** Open connections (connected or still in CONNECT). */
  connections(): number;
  /** Checks every open connection's session now; closes those that ended. */
  revalidate(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export async function installRealtime(app: FastifyInstance, ctx: ServerContext, options: RealtimeOptions = {}): Promise<Realtime> {
  await ensureOutboxTriggers(ctx.database);
  const connectionOptions: ConnectionOptions = {
    heartBeat: options.heartBeat ?? { send: 10_000, receive: 10_000 },
    connectTimeoutMs: options.connectTimeoutMs ?? 15_000,
    admit: (session) => {
      if (!broker.available()) return 'unavailable';
      const limit = options.maxConnectionsPerAccount ?? MAX_CONNECTIONS_PER_ACCOUNT;
      let held = 0;
      for (const connection of open) if (connection.session?.accountId === session.accountId) held += 1;
      return held < limit ? 'ok' : 'tooManyConnections';
    },
  };
  const broker = await createBroker(ctx.config.stompRelayUrl, app.log);
  const open = new Set<StompConnection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_CHARS * 4 });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      open.add(new StompConnection(ws, ctx.sessions, broker, connectionOptions, (c) => open.delete(c)));
    });
  };
  app.server.on('upgrade', onUpgrade);

  const fanout = await startFanout(ctx.database, broker, app.log);

  const revalidate = async () => {
    const byToken = new Map<string, StompConnection[]>();
    for (const connection of open) {
      const hash = connection.tokenHash;
      if (hash) byToken.set(hash, [...(byToken.get(hash) ?? []), connection]);
    }
    if (byToken.size === 0) return;
    // One query for every open connection, however many there are.
    const rows = await ctx.db
      .select({ tokenHash: sessions.tokenHash, expiresAt: sessions.expiresAt, validflag: accounts.validflag, delFlag: accounts.delFlag })
      .from(sessions)
      .innerJoin(accounts, eq(accounts.id, sessions.accountId))
      .where(inArray(sessions.tokenHash, [...byToken.keys()]));
    const live = new Map(rows.map((r) => [r.tokenHash, r]));
    const now = Date.now();
    for (const [hash, connections] of byToken) {
      const row = live.get(hash);
      const reason = !row || !row.validflag || row.delFlag ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : undefined;
      if (reason) for (const connection of connections) connection.revoke(reason);
    }
  };
  const timer = setInterval(() => void revalidate().catch((error: Error) => app.log.warn(`realtime revalidate: ${error.message}`)), options.revalidateMs ?? 15_000);
  timer.unref();

  // Before the HTTP server closes: it waits for every socket, and upgraded ones only end when told to.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    app.server.off('upgrade', onUpgrade);
    for (const connection of open) connection.close(1001);
    for (const socket of wss.clients) socket.terminate();
    wss.close();
  });
  app.addHook('onClose', async () => {
    await fanout.close();
    await broker.close();
  });

  return { broker, connections: () => open.size, revalidate };
}

/** The embedded broker, or the RabbitMQ relay when a relay URL is configured (its first connection is awaited once). */
async function createBroker(relayUrl: string | undefined, log: { warn(message: string): void }): Promise<RealtimeBroker> {
  if (!relayUrl) return new EmbeddedBroker();
  const relay = new RelayBroker(parseRelayUrl(relayUrl), log);
  await relay.start();
  return relay;
}
