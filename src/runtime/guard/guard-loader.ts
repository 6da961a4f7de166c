/**
 * The guard's React Router wiring: the root route's loader runs on every navigation (shouldRevalidate
 * always true), turns the URL and the matched routes into a RouteTarget, asks runGuard, and carries the
 * decision out: a redirect, a full-page navigation, or a tab added before the page renders.
 */
import { matchRoutes, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import type { RouteMeta, RouteName, RouteTarget } from '../routes/meta.ts';
import { preloadRoute, type RoutePreload } from '../routes/preload.ts';
import { findMenuByPath } from '../menu/menu-model.ts';
import { addTag } from '../tabs/tab-rules.ts';
import { appStore, fetchUserInfo, loadMenus, lockAtom, menuAtom, tabsAtom, userInfoAtom } from '../session/state.ts';
import { getToken, getUid } from '../session/token.ts';
import { setCookie } from '../session/cookies.ts';
import { paramValue } from '../session/params.ts';
import { rememberAfterLogin } from '../session/after-login.ts';
import { isMobileUserAgent } from '../util/time.ts';
import { runGuard, type GuardEnv } from './route-guard.ts';

export interface RouteHandle {
  name?: RouteName;
  meta?: RouteMeta;
  /** Runtime menu route: name and meta come from the user's menu entry at this path. */
  menuRoute?: boolean;
  /** Started as soon as a navigation matches, before the guard decides (routes/preload.ts). */
  preload?: RoutePreload;
  /** The menu must grant this route: 'self' (its own path is a menu entry) or the menu paths that grant it. */
  grant?: 'self' | string[];
}

const env: GuardEnv = {
  hasToken: () => getToken() !== undefined,
  hasUserInfo: () => appStore.get(userInfoAtom) !== undefined && appStore.get(menuAtom) !== undefined,
  storedUid: getUid,
  isLocked: () => appStore.get(lockAtom).locked,
  isMobile: () => isMobileUserAgent(navigator.userAgent),
  setCookie,
  async fetchUserInfo(uid) {
    if (!appStore.get(userInfoAtom)) await fetchUserInfo(uid);
    if (!appStore.get(menuAtom)) await loadMenus();
  },
  param: paramValue,
  rememberTarget: rememberAfterLogin,
  menuHolds: (paths) => paths.some((path) => findMenuByPath(appStore.get(menuAtom) ?? [], path) !== undefined),
};

/** Deepest match wins for the name; meta merges from the root down. */
export function routeTarget(routes: RouteObject[], url: URL): RouteTarget {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  let meta: RouteMeta = {};
  let name: RouteName = {};
  let menuRoute = false;
  let grant: RouteHandle['grant'];
  const params: Record<string, string> = {};
  for (const match of matches) {
    const handle = (match.route.handle ?? {}) as RouteHandle;
    meta = { ...meta, ...handle.meta };
    if (handle.name) name = handle.name;
    menuRoute = handle.menuRoute === true;
    grant = handle.grant;
    for (const [key, value] of Object.entries(match.params)) if (value !== undefined) params[key] = value;
  }
  const query = Object.fromEntries(url.searchParams.entries());
  const target: RouteTarget = { path: url.pathname, fullPath: `${url.pathname}${url.search}`, query, params, meta, name };
  if (grant) target.grantedBy = grant === 'self' ? [url.pathname] : grant;
  if (menuRoute) {
    // Read at decision time: after a reload the menu only arrives during guard step 2.
    const entry = () => findMenuByPath(appStore.get(menuAtom) ?? [], url.pathname);
    Object.defineProperties(target, {
      name: { get: () => (entry() ? { label: entry()!.label, labelEn: entry()!.labelEn } : name) },
      meta: { get: () => (entry() ? { ...meta, isAuth: entry()!.isAuth, isTab: entry()!.isTab } : meta) },
    });
  }
  return target;
}

/** How long a navigation waits for its chunks before rendering with the loading fallback. */
const CHUNK_WAIT_MS = 1500;

export function createGuardLoader(routes: () => RouteObject[]) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    // Chunks and the page's data while the session is checked, not after (a locked screen gets no data).
    const chunks = preloadRoute(routes(), url, env.hasToken() && !env.isLocked());
    const decision = await runGuard(routeTarget(routes(), url), env);
    if (decision.kind === 'redirect') throw replace(decision.to);
    if (decision.kind === 'external') {
      window.location.assign(decision.url);
      // The page is being replaced: keep the router waiting rather than flash the old route.
      return new Promise<null>(() => {});
    }
    if (decision.tab) {
      const { list, tag } = decision.tab;
      appStore.set(tabsAtom, (tabs) => ({ ...tabs, [list]: addTag(tabs[list], tag) }));
    }
    // The route renders once its chunks are in, so its lazy pages render directly instead of through a
    // Suspense fallback (lazy-page.ts says why that matters); a slow chunk still gets the fallback.
    await Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, CHUNK_WAIT_MS))]);
    return null;
  };
}
