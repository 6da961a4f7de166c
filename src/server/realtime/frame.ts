/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): parse one WebSocket message
 * into frames and serialise frames back. Pure: no socket, no Node API, so it is tested on its own.
 *
 * Over WebSocket a message may carry one frame, several, or bare EOLs (heart-beats); the parser
 * answers them in order and refuses anything malformed instead of guessing.
 */

export interface Frame {
  command: string;
  /** Header names as sent; a repeated header keeps its first value (spec §"Repeated Header Entries"). */
  headers: Record<string, string>;
  body: string;
}

export type Parsed = { kind: 'frame'; frame: Frame } | { kind: 'heartbeat' };

/** Frame limits: a client sends only small control frames here. */
export const MAX_FRAME_CHARS = 64 * 1024;
const MAX_HEADERS = 64;

const CLIENT_COMMANDS = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);
/** What a broker answers: the relay (relay-link.ts) reads these from RabbitMQ. */
export const SERVER_COMMANDS = new Set(['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR']);

export class FrameError extends Error {}

const UNESCAPE: Record<string, string> = { '\\r': '\r', '\\n': '\n', '\\c': ':', '\\\\': '\\' };

/** Header value/name escaping (§"Value Encoding"); CONNECT and CONNECTED frames are not escaped. */
function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/g, (match) => {
    const out = UNESCAPE[match];
    if (out === undefined) throw new FrameError(`undefined escape sequence ${JSON.stringify(match)}`);
    return out;
  });
}

function escapeHeader(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');
}

/** Splits one WebSocket text message into heart-beats and frames. */
export function parseMessage(data: string): Parsed[] {
  if (data.length > MAX_FRAME_CHARS) throw new FrameError('frame too large');
  const out: Parsed[] = [];
  let at = 0;
  while (at < data.length) {
    // EOLs between frames are heart-beats.
    if (data[at] === '\n') {
      out.push({ kind: 'heartbeat' });
      at += 1;
      continue;
    }
    if (data.startsWith('\r\n', at)) {
      out.push({ kind: 'heartbeat' });
      at += 2;
      continue;
    }
    const end = data.indexOf('\0', at);
    if (end < 0) throw new FrameError('frame without NULL terminator');
    out.push({ kind: 'frame', frame: parseFrame(data.slice(at, end), CLIENT_COMMANDS) });
    at = end + 1;
  }
  return out;
}

/** One frame's text without its NULL terminator; `commands` are the ones this side may receive. */
export function parseFrame(text: string, commands: ReadonlySet<string>): Frame {
  const headerEnd = text.search(/\r?\n\r?\n/);
  const head = headerEnd < 0 ? text : text.slice(0, headerEnd);
  const bodyStart = headerEnd < 0 ? text.length : headerEnd + (text.slice(headerEnd).match(/^\r?\n\r?\n/)?.[0].length ?? 2);
  const lines = head.split(/\r?\n/);
  const command = lines.shift() ?? '';
  if (!commands.has(command)) throw new FrameError(`unknown command ${JSON.stringify(command.slice(0, 20))}`);
  if (lines.length > MAX_HEADERS) throw new FrameError('too many headers');
  const raw = command === 'CONNECT' || command === 'STOMP' || command === 'CONNECTED';
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError('malformed header line');
    const name = raw ? line.slice(0, colon) : unescapeHeader(line.slice(0, colon));
    const value = raw ? line.slice(colon + 1) : unescapeHeader(line.slice(colon + 1));
    if (!(name in headers)) headers[name] = value;
  }
  let body = text.slice(bodyStart);
  const length = headers['content-length'];
  if (length !== undefined) {
    const n = Number(length);
    if (!Number.isInteger(n) || n < 0) throw new FrameError('bad content-length');
    // content-length counts octets; the WebSocket message was decoded as UTF-8 already.
    body = new TextDecoder().decode(new TextEncoder().encode(body).slice(0, n));
  }
  return { command, headers, body };
}

/**
 * Serialises a frame with content-length for bodies: the server's frames to its clients (CONNECTED,
 * MESSAGE, RECEIPT, ERROR) and the relay's frames to the broker (CONNECT, SUBSCRIBE, SEND, ...).
 */
export function serializeFrame(command: string, headers: Record<string, string>, body = ''): string {
  const escape = command === 'CONNECTED' || command === 'CONNECT' || command === 'STOMP' ? (s: string) => s : escapeHeader;
  const all = body ? { ...headers, 'content-length': String(new TextEncoder().encode(body).length) } : headers;
  const lines = Object.entries(all).map(([name, value]) => `${escape(name)}:${escape(value)}`);
  return `${command}\n${lines.join('\n')}${lines.length ? '\n' : ''}\n${body}\0`;
}

/**
 * Heart-beat negotiation (§"Heart-beating"): the client's "cx,cy" against the server's "sx,sy".
 * Answers how often the server sends (ms, 0 = never) and how long it waits for the client before
 * calling the connection dead.
 */
export function negotiateHeartBeat(clientHeader: string | undefined, server: { send: number; receive: number }): { sendEvery: number; expectEvery: number } {
  const [cx, cy] = (clientHeader ?? '0,0').split(',').map((v) => Number(v.trim()));
  const clientSends = Number.isFinite(cx) && cx! > 0 ? cx! : 0;
  const clientWants = Number.isFinite(cy) && cy! > 0 ? cy! : 0;
  return {
    sendEvery: server.send > 0 && clientWants > 0 ? Math.max(server.send, clientWants) : 0,
    expectEvery: server.receive > 0 && clientSends > 0 ? Math.max(server.receive, clientSends) : 0,
  };
}
