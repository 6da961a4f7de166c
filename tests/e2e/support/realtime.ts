import type { Page, WebSocket } from 'playwright-core';

/**
 * Opens `path` and resolves once that document's STOMP session is up (the server's CONNECTED frame on a
 * /portal/ws socket opened after the navigation began). A socket the previous page was still opening
 * (the portal after login) is ignored: it closes with its page and never says CONNECTED.
 */
export async function gotoWithChannel(page: Page, path: string, timeout = 20_000): Promise<void> {
  let navigating = false;
  let listener: ((ws: WebSocket) => void) | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no STOMP CONNECTED frame on ${path} within ${timeout} ms`)), timeout);
    listener = (ws) => {
      if (!navigating || !ws.url().endsWith('/portal/ws')) return;
      ws.on('framereceived', (frame) => {
        if (!String(frame.payload).startsWith('CONNECTED')) return;
        clearTimeout(timer);
        resolve();
      });
    };
    page.on('websocket', listener);
  });
  try {
    navigating = true;
    await page.goto(path);
    await connected;
  } finally {
    page.off('websocket', listener!);
  }
}
