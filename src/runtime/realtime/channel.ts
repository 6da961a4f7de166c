/**
 * The browser's end of the real-time channel (spec §4): STOMP over /portal/ws with the session token,
 * both destinations, 15 s connection timeout, reconnect with growing back-off, failures only logged.
 *
 * The channel never counts: every push and every (re)connect tells the caller to read the count and
 * lists again from the server, so nothing pushed while disconnected is missed and nothing is counted
 * twice. Where no connection can be made, the caller is asked to re-read every 60 s instead.
 * No React here, so the same module runs under the API tests against a real server.
 */
import type { Client, IMessage } from '@stomp/stompjs';

export const REALTIME_PATH = '/portal/ws';
export const CONNECT_TIMEOUT_MS = 15_000;
export const POLL_FALLBACK_MS = 60_000;
const HEART_BEAT_MS = 10_000;

/** What the server pushes (syt_realtime_outbox bodies). */
export type RealtimePush =
  | {
      kind: 'message';
      id: string;
      type: string | null;
      title: string;
      processInstanceId?: string | null;
      taskId?: string | null;
      createdAt?: string | null;
    }
  | { kind: 'sync' };

export interface ChannelHandlers {
  /** A new message for this user (already committed on the server). */
  onMessage(message: Extract<RealtimePush, { kind: 'message' }>): void;
  /** Read the unread count and lists again: after each (re)connect, a read/delete elsewhere, or a poll. */
  onResync(reason: 'connected' | 'sync' | 'poll'): void;
}

export interface ChannelOptions {
  url: string;
  /** Read at each connect attempt, so a renewed token is used on reconnect. */
  token: () => string | undefined;
  /** The account whose queue to subscribe to (its id; the server also accepts the humancode). */
  userId: string;
  /** Node has no global WebSocket before v22; tests pass ws's. */
  webSocketFactory?: () => unknown;
  log?: (message: string) => void;
  /** Back-off bounds (ms); tests shorten them. */
  reconnectDelay?: number;
  maxReconnectDelay?: number;
  pollMs?: number;
}

export interface Channel {
  /** True while a STOMP session is up. */
  connected(): boolean;
  close(): Promise<void>;
  /** The underlying client, for tests that cut the socket. */
  readonly client: Client;
}

export function realtimeUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}

/** Token problems end the channel: reconnecting with the same token cannot succeed. */
const TOKEN_CODES = new Set(['00002', '00003']);

export async function openChannel(options: ChannelOptions, handlers: ChannelHandlers): Promise<Channel> {
  const { Client, ReconnectionTimeMode } = await import('@stomp/stompjs');
  const log = options.log ?? ((message: string) => console.warn(`[realtime] ${message}`));
  const client = new Client({
    ...(options.webSocketFactory ? { webSocketFactory: options.webSocketFactory as () => WebSocket } : { brokerURL: options.url }),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    heartbeatIncoming: HEART_BEAT_MS,
    heartbeatOutgoing: HEART_BEAT_MS,
    reconnectDelay: options.reconnectDelay ?? 1000,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: options.maxReconnectDelay ?? 60_000,
    debug: () => undefined,
  });
  let up = false;

  client.beforeConnect = () => {
    client.connectHeaders = { token: options.token() ?? '' };
  };
  client.onConnect = () => {
    up = true;
    const onFrame = (frame: IMessage) => {
      let push: RealtimePush;
      try {
        push = JSON.parse(frame.body) as RealtimePush;
      } catch {
        log('unreadable push ignored');
        return;
      }
      if (push.kind === 'message') handlers.onMessage(push);
      else handlers.onResync('sync');
    };
    client.subscribe(`/user/${encodeURIComponent(options.userId)}/queue/subscribe`, onFrame);
    client.subscribe('/topic/subscribe', onFrame);
    // Whatever arrived while this tab was not connected is in the server's count, not in a push.
    handlers.onResync('connected');
  };
  client.onWebSocketClose = () => {
    up = false;
  };
  client.onWebSocketError = () => log('connection failed; retrying with back-off');
  client.onStompError = (frame) => {
    log(`server refused: ${frame.headers.message ?? ''}`);
    if (TOKEN_CODES.has(frame.headers.code ?? '')) void client.deactivate();
  };

  // Fallback where WebSocket is blocked or down: the count is re-read every minute until a session is up.
  const poll = setInterval(() => {
    if (!up) handlers.onResync('poll');
  }, options.pollMs ?? POLL_FALLBACK_MS);

  client.activate();
  return {
    client,
    connected: () => up,
    async close() {
      clearInterval(poll);
      up = false;
      await client.deactivate();
    },
  };
}
