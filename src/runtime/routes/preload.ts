/**
 * What a navigation can start before the guard has decided: the chunks of the matched routes (the shell
 * and the page) and, with a session, the page's first data calls (prefetch.ts). The guard loader calls
 * this first, so both run while the session check (getUserInfo) is in flight instead of one after the
 * other: session → shell chunk → shell render → page chunk → page render → page data.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

export interface RoutePreload {
  /** Starts loading the route's code (lazy-page.ts `preload`); settles when it is in (never rejects). */
  chunks?: () => Promise<unknown> | void;
  /** Sends the page's first calls for this URL (prefetch.ts `prefetchCall`). */
  data?: (url: URL) => void;
}

/** The URL whose data was last asked for: a navigation to the page already shown does not remount it. */
let lastDataUrl: string | undefined;

/** Starts the matched routes' chunks and data; the answer settles when their chunks are in. */
export function preloadRoute(routes: RouteObject[], url: URL, signedIn: boolean): Promise<void> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const here = `${url.pathname}${url.search}`;
  const fresh = here !== lastDataUrl;
  if (signedIn) lastDataUrl = here;
  const chunks: unknown[] = [];
  for (const match of matches) {
    const preload = (match.route.handle as { preload?: RoutePreload } | undefined)?.preload;
    chunks.push(preload?.chunks?.());
    if (signedIn && fresh) preload?.data?.(url);
  }
  return Promise.all(chunks).then(() => undefined, () => undefined);
}
