/**
 * LISTEN on PostgreSQL through a connection of its own: a pooled connection would be handed to other
 * queries and its LISTEN lost. A dropped connection is opened again with back-off, and `onReconnect`
 * tells the caller that notifications may have been missed in between.
 */
import type pg from 'pg';

export interface Listener {
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  onReconnect?(): void;
}

export async function listenPostgres(pgModule: typeof pg, url: string, channel: string, handlers: ListenHandlers): Promise<Listener> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 250;
  let retry: NodeJS.Timeout | undefined;

  const open = async (first: boolean): Promise<void> => {
    const next = new pgModule.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      void next.end().catch(() => undefined);
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
    delay = 250;
    if (!first) handlers.onReconnect?.();
  };
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => {
      open(false).catch((error: Error) => {
        console.warn(`realtime listener: ${error.message}; retrying`);
        delay = Math.min(delay * 2, 10_000);
        schedule();
      });
    }, delay);
  };

  await open(true);
  return {
    async close() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}
