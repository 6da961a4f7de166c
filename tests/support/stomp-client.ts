/**
 * A bare STOMP 1.2 client over `ws` for protocol tests: sends exact frames and records every frame the
 * server answers, so a test can wait for a CONNECTED, an ERROR, a RECEIPT or a MESSAGE.
 */
import { WebSocket } from 'ws';

export interface ServerFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

export class RawStomp {
  readonly frames: ServerFrame[] = [];
  heartbeats = 0;
  closed = false;
  private waiters: (() => void)[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      for (const part of text.split('\0')) {
        const trimmed = part.replace(/^(\r?\n)+/, (eols) => {
          this.heartbeats += eols.replace(/\r/g, '').length;
          return '';
        });
        if (!trimmed) continue;
        const [head = '', ...rest] = trimmed.split('\n\n');
        const [command = '', ...lines] = head.split('\n');
        const headers: Record<string, string> = {};
        for (const line of lines) {
          const colon = line.indexOf(':');
          headers[line.slice(0, colon)] ??= line.slice(colon + 1).replace(/\\c/g, ':').replace(/\\n/g, '\n').replace(/\\\\/g, '\\');
        }
        this.frames.push({ command, headers, body: rest.join('\n\n') });
      }
      this.wake();
    });
    socket.on('close', () => {
      this.closed = true;
      this.wake();
    });
  }

  static async open(url: string): Promise<RawStomp> {
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new RawStomp(socket);
  }

  send(command: string, headers: Record<string, string> = {}, body = ''): void {
    const lines = Object.entries(headers).map(([k, v]) => `${k}:${v}`);
    this.socket.send(`${command}\n${lines.join('\n')}${lines.length ? '\n' : ''}\n${body}\0`);
  }

  async connect(token: string | undefined, extra: Record<string, string> = {}): Promise<ServerFrame> {
    this.send('CONNECT', { 'accept-version': '1.2', host: 'flowhall', ...(token ? { token } : {}), ...extra });
    return this.next((f) => f.command === 'CONNECTED' || f.command === 'ERROR');
  }

  /** Waits for the first recorded frame matching `test` (already received or still to come). */
  async next(test: (frame: ServerFrame) => boolean, timeoutMs = 3000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${this.frames.map((f) => f.command).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async waitClosed(timeoutMs = 3000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('socket still open');
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  messages(): ServerFrame[] {
    return this.frames.filter((f) => f.command === 'MESSAGE');
  }

  close(): void {
    this.socket.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
