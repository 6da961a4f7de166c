/**
 * STOMP over a TCP byte stream (the relay's connection to RabbitMQ): frames arrive split across chunks
 * or several to a chunk, so bytes are buffered until a whole frame is there. A frame with content-length
 * ends that many octets after its headers (its body may hold NULs); one without ends at the first NUL.
 * The frame itself is parsed by frame.ts, the same codec the WebSocket side uses.
 */
import { FrameError, parseFrame, SERVER_COMMANDS, type Parsed } from './frame.ts';

/** A broker's frame may be larger than a client's control frame, but not without bound. */
export const MAX_STREAM_FRAME_BYTES = 1024 * 1024;

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;

export class FrameStreamDecoder {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly commands: ReadonlySet<string> = SERVER_COMMANDS) {}

  /** Adds a chunk; answers the heart-beats and whole frames it completes, in order. */
  push(chunk: Buffer): Parsed[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const out: Parsed[] = [];
    let at = 0;
    for (;;) {
      // EOLs between frames are heart-beats.
      if (this.buffer[at] === LF) {
        out.push({ kind: 'heartbeat' });
        at += 1;
        continue;
      }
      if (this.buffer[at] === CR && this.buffer[at + 1] === LF) {
        out.push({ kind: 'heartbeat' });
        at += 2;
        continue;
      }
      const end = this.frameEnd(at);
      if (end < 0) break;
      out.push({ kind: 'frame', frame: parseFrame(this.buffer.toString('utf8', at, end), this.commands) });
      at = end + 1;
    }
    this.buffer = this.buffer.subarray(at);
    if (this.buffer.length > MAX_STREAM_FRAME_BYTES) throw new FrameError('frame too large');
    return out;
  }

  /** Index of the NUL that ends the frame starting at `at`, or -1 while it is incomplete. */
  private frameEnd(at: number): number {
    const buffer = this.buffer;
    if (at >= buffer.length) return -1;
    const headerEnd = findHeaderEnd(buffer, at);
    if (headerEnd === -1) return -1;
    const length = contentLength(buffer.toString('utf8', at, headerEnd.start));
    if (length === undefined) return buffer.indexOf(NUL, headerEnd.bodyStart);
    const end = headerEnd.bodyStart + length;
    if (end >= buffer.length) return -1;
    if (buffer[end] !== NUL) throw new FrameError('frame body longer than its content-length');
    return end;
  }
}

/** Where the headers end (the blank line) and the body starts. */
function findHeaderEnd(buffer: Buffer, from: number): { start: number; bodyStart: number } | -1 {
  for (let i = buffer.indexOf(LF, from); i >= 0; i = buffer.indexOf(LF, i + 1)) {
    if (buffer[i + 1] === LF) return { start: i, bodyStart: i + 2 };
    if (buffer[i + 1] === CR && buffer[i + 2] === LF) return { start: i, bodyStart: i + 3 };
    if (i + 2 >= buffer.length) return -1;
  }
  return -1;
}

function contentLength(head: string): number | undefined {
  const match = /\ncontent-length:([^\r\n]*)/.exec(head);
  if (!match) return undefined;
  const n = Number(match[1]);
  if (!Number.isInteger(n) || n < 0) throw new FrameError('bad content-length');
  return n;
}
