/**
 * The route guard of spec §2.5, as one function of the navigation and an environment of injected reads
 * and effects, so every step is a unit test and the React wiring (guard-loader.ts) only translates.
 *
 *  1. uid + token in the query → two cookies of 2 hours (single sign-on hand-over).
 *  2. a stored session and no cached user info → fetch it (the client renews the token from the header).
 *  3. logged in at /login or /home → /portal (mobile: mobileHome when configured); a locked screen → /lock.
 *     A route that needs a menu grant (grantedBy) the user's menu lacks → /403.
 *  4. the navigation becomes a tab (isTab2, or not isTab = false).
 *  5. not logged in: /login allowed; isAuth = false → indexUrl when set, else allowed; else isVisitor = 是
 *     allows, otherwise → /portal (the page is remembered: the login lands on it).
 *  6. the title follows the active tab (pageTitle), 7. favicon and logo from stylogo (logoFromStylogo):
 *     both run after the navigation, see RootFrame.
 */
import type { RouteName, RouteTarget } from '../routes/meta.ts';
import { site } from '../site.ts';
import { tagFromRoute, tagLabel, type TabListId, type Tag } from '../tabs/tab-rules.ts';

export type GuardParam = 'indexUrl' | 'isVisitor' | 'mobileHome';

export interface GuardEnv {
  hasToken(): boolean;
  hasUserInfo(): boolean;
  storedUid(): string | undefined;
  isLocked(): boolean;
  isMobile(): boolean;
  setCookie(name: 'uid' | 'token', value: string, lifetimeMs: number): void;
  /** Fetches and caches the user info; rejects when the session is gone. */
  fetchUserInfo(uid: string | undefined): Promise<void>;
  /** A system parameter's value ('' when absent or unreadable). */
  param(name: GuardParam): Promise<string>;
  /** Remembers the page a signed-out visitor was sent away from, for the login to land on. */
  rememberTarget?(fullPath: string): void;
  /** Whether the signed-in user's menu holds one of these paths (route.grantedBy). */
  menuHolds?(paths: string[]): boolean;
}

export type GuardDecision =
  | { kind: 'allow'; tab?: { list: TabListId; tag: Tag } }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string };

const HAND_OVER_KEYS = ['uid', 'token'];

/** The full path without the single sign-on hand-over fields. */
function withoutHandOver(route: RouteTarget): string {
  const search = new URLSearchParams(Object.entries(route.query).filter(([key]) => !HAND_OVER_KEYS.includes(key)));
  const text = search.toString();
  return text ? `${route.path}?${text}` : route.path;
}

/** A configured URL that points back at the page being opened must not send the browser in circles. */
function isSamePlace(url: string, route: RouteTarget): boolean {
  return url === route.path || url === route.fullPath;
}

export async function runGuard(route: RouteTarget, env: GuardEnv): Promise<GuardDecision> {
  // Step 1.
  const handOver = Boolean(route.query.uid && route.query.token);
  if (handOver) {
    env.setCookie('uid', route.query.uid!, site.cookieLifetimeMs);
    env.setCookie('token', route.query.token!, site.cookieLifetimeMs);
  }

  // Step 2. A failure here is a dead session: the invalid-token flow (api client) takes it from there.
  if (env.hasToken() && !env.hasUserInfo()) {
    try {
      await env.fetchUserInfo(env.storedUid());
    } catch {
      // Continue with whatever the failure left: usually no token, so step 5 decides.
    }
  }

  if (env.hasToken()) {
    // Step 3.
    if (route.path === site.loginPath || route.path === '/home') {
      if (env.isMobile()) {
        const mobileHome = await env.param('mobileHome');
        if (mobileHome && !isSamePlace(mobileHome, route)) return { kind: 'external', url: mobileHome };
      }
      return { kind: 'redirect', to: site.portalPath };
    }
    if (env.isLocked() && route.path !== site.lockPath) return { kind: 'redirect', to: site.lockPath };
    // Keep the hand-over token out of the address bar, history, tabs and Referer headers.
    if (handOver) return { kind: 'redirect', to: withoutHandOver(route) };
    // A screen the user's menu does not grant is forbidden, by any route to it (the server refuses its calls too).
    if (route.grantedBy && env.menuHolds && !env.menuHolds(route.grantedBy)) return { kind: 'redirect', to: site.forbiddenPath };
    // Step 4.
    return allow(route);
  }

  // Step 5.
  if (route.path === site.loginPath) return { kind: 'allow' };
  if (route.meta.isAuth === false) {
    const indexUrl = await env.param('indexUrl');
    if (indexUrl && !isSamePlace(indexUrl, route)) return { kind: 'external', url: indexUrl };
    return allow(route);
  }
  const isVisitor = await env.param('isVisitor');
  if (isVisitor === site.yes) return allow(route);
  env.rememberTarget?.(route.fullPath);
  return { kind: 'redirect', to: site.portalPath };
}

function allow(route: RouteTarget): GuardDecision {
  const tab = tagFromRoute(route);
  return tab ? { kind: 'allow', tab } : { kind: 'allow' };
}

/** Step 6: the document title is the active tab's label (the site title when there is none). */
export function pageTitle(active: RouteName | undefined, lang: 'zh' | 'en', translate: (key: string) => string): string {
  const label = active ? tagLabel(active, lang, translate) : '';
  return label || translate('app.title');
}

/** Step 7: stylogo's img is a JSON list of images; the first one's url is the favicon and the logo. */
export function logoFromStylogo(img: string | null | undefined): string | undefined {
  if (!img) return undefined;
  try {
    const list = JSON.parse(img) as unknown;
    const first = Array.isArray(list) ? (list[0] as { url?: unknown } | undefined) : undefined;
    return typeof first?.url === 'string' && first.url ? first.url : undefined;
  } catch {
    return undefined;
  }
}
