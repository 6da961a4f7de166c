/** Deep links survive login: the guard remembers a protected page a signed-out visitor was sent away from; the login takes it once. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runGuard, type GuardEnv } from '../../src/runtime/guard/route-guard.ts';
import { isReturnPath, rememberAfterLogin, takeAfterLogin } from '../../src/runtime/session/after-login.ts';
import type { RouteTarget } from '../../src/runtime/routes/meta.ts';

const store = new Map<string, string>();
const fakeStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
} as unknown as Storage;
const had = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');

beforeEach(() => {
  store.clear();
  Object.defineProperty(globalThis, 'sessionStorage', { value: fakeStorage, configurable: true });
});
afterEach(() => {
  if (had) Object.defineProperty(globalThis, 'sessionStorage', had);
  else delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

const target = (fullPath: string, meta: RouteTarget['meta'] = {}): RouteTarget => {
  const url = new URL(fullPath, 'http://x');
  return { path: url.pathname, fullPath: `${url.pathname}${url.search}`, query: Object.fromEntries(url.searchParams), params: {}, meta, name: {} };
};

function env(remembered: string[], params: Record<string, string> = {}): GuardEnv {
  return {
    hasToken: () => false,
    hasUserInfo: () => false,
    storedUid: () => undefined,
    isLocked: () => false,
    isMobile: () => false,
    setCookie: () => undefined,
    fetchUserInfo: async () => undefined,
    param: async (name) => params[name] ?? '',
    rememberTarget: (path) => remembered.push(path),
  };
}

describe('the guard remembers the page it turns a signed-out visitor away from', () => {
  it('an approve link goes to the portal and is remembered with its query', async () => {
    const remembered: string[] = [];
    const link = '/bpm/task/approve?id=i1&taskId=t1';
    expect(await runGuard(target(link), env(remembered))).toEqual({ kind: 'redirect', to: '/portal' });
    expect(remembered).toEqual([link]);
  });

  it('an open page or a visitor-allowed one is not remembered (nothing to come back to)', async () => {
    const remembered: string[] = [];
    await runGuard(target('/portal/news', { isAuth: false }), env(remembered));
    await runGuard(target('/bpm/task/todo'), env(remembered, { isVisitor: '是' }));
    expect(remembered).toEqual([]);
  });
});

describe('the login takes the remembered page once', () => {
  it('answers it once, then nothing', () => {
    rememberAfterLogin('/bpm/task/approve?id=i1&taskId=t1', 1000);
    expect(takeAfterLogin(2000)).toBe('/bpm/task/approve?id=i1&taskId=t1');
    expect(takeAfterLogin(2000)).toBeUndefined();
  });

  it('forgets a stale one (after 30 minutes)', () => {
    rememberAfterLogin('/bpm/task/todo', 0);
    expect(takeAfterLogin(31 * 60 * 1000)).toBeUndefined();
  });

  it('keeps only the app’s own paths worth landing on', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil', '/login', '/logout?x=1', '/portal', '/lock']) expect([bad, isReturnPath(bad)]).toEqual([bad, false]);
    rememberAfterLogin('//evil.example/x', 0);
    expect(takeAfterLogin(1)).toBeUndefined();
    store.set('fh-after-login', JSON.stringify({ path: 'https://evil.example', at: 0 }));
    expect(takeAfterLogin(1)).toBeUndefined();
    expect(isReturnPath('/bpm/process-instance/detail?id=1')).toBe(true);
  });
});
