/** Spec §2.5: the route guard's seven steps, each as its own case, on a fake environment. */
import { describe, expect, it } from 'vitest';
import { logoFromStylogo, pageTitle, runGuard, type GuardEnv, type GuardParam } from '../../src/runtime/guard/route-guard.ts';
import type { RouteTarget } from '../../src/runtime/routes/meta.ts';

interface FakeState {
  token?: string;
  userInfo?: boolean;
  uid?: string;
  locked?: boolean;
  mobile?: boolean;
  params?: Partial<Record<GuardParam, string>>;
  /** fetchUserInfo fails like a dead token: the invalid-token flow clears the token. */
  deadToken?: boolean;
}

function fakeEnv(state: FakeState) {
  const calls = { cookies: [] as [string, string, number][], fetched: [] as (string | undefined)[], params: [] as GuardParam[] };
  const env: GuardEnv = {
    hasToken: () => state.token !== undefined,
    hasUserInfo: () => state.userInfo === true,
    storedUid: () => state.uid,
    isLocked: () => state.locked === true,
    isMobile: () => state.mobile === true,
    setCookie: (name, value, ms) => {
      calls.cookies.push([name, value, ms]);
      if (name === 'token') state.token = value;
      if (name === 'uid') state.uid = value;
    },
    fetchUserInfo: async (uid) => {
      calls.fetched.push(uid);
      if (state.deadToken) {
        delete state.token;
        throw new Error('00002');
      }
      state.userInfo = true;
    },
    param: async (name) => {
      calls.params.push(name);
      return state.params?.[name] ?? '';
    },
  };
  return { env, calls, state };
}

function target(fullPath: string, extra: Partial<RouteTarget> = {}): RouteTarget {
  const url = new URL(fullPath, 'http://x');
  return {
    path: url.pathname,
    fullPath: `${url.pathname}${url.search}`,
    query: Object.fromEntries(url.searchParams.entries()),
    params: {},
    meta: {},
    name: { labelKey: 'route.home' },
    ...extra,
  };
}

describe('step 1: single sign-on hand-over in the query', () => {
  it('stores uid and token in cookies that last 2 hours', async () => {
    const { env, calls } = fakeEnv({});
    await runGuard(target('/wel/index?uid=u-1&token=t-1'), env);
    expect(calls.cookies).toEqual([
      ['uid', 'u-1', 7_200_000],
      ['token', 't-1', 7_200_000],
    ]);
  });

  it('needs both: uid alone stores nothing', async () => {
    const { env, calls } = fakeEnv({});
    await runGuard(target('/wel/index?uid=u-1'), env);
    expect(calls.cookies).toEqual([]);
  });

  it('then drops the hand-over fields from the address, keeping the rest of the query', async () => {
    const { env } = fakeEnv({});
    const decision = await runGuard(target('/wel/index?uid=u-1&token=t-1&tab=2'), env);
    expect(decision).toEqual({ kind: 'redirect', to: '/wel/index?tab=2' });
  });
});

describe('step 2: the user info of a stored session', () => {
  it('is fetched (with the stored uid) when not cached', async () => {
    const { env, calls } = fakeEnv({ token: 't', uid: 'u-9' });
    const decision = await runGuard(target('/wel/index'), env);
    expect(calls.fetched).toEqual(['u-9']);
    expect(decision.kind).toBe('allow');
  });

  it('is not fetched again once cached', async () => {
    const { env, calls } = fakeEnv({ token: 't', userInfo: true });
    await runGuard(target('/wel/index'), env);
    expect(calls.fetched).toEqual([]);
  });

  it('is not fetched without a session', async () => {
    const { env, calls } = fakeEnv({});
    await runGuard(target('/wel/index'), env);
    expect(calls.fetched).toEqual([]);
  });

  it('a dead token continues as an anonymous visit', async () => {
    const { env } = fakeEnv({ token: 't', deadToken: true });
    expect(await runGuard(target('/wel/index'), env)).toEqual({ kind: 'redirect', to: '/portal' });
  });
});

describe('step 3: a signed-in visit to /login or /home', () => {
  it('goes to /portal', async () => {
    for (const path of ['/login', '/home']) {
      const { env } = fakeEnv({ token: 't', userInfo: true });
      expect(await runGuard(target(path), env)).toEqual({ kind: 'redirect', to: '/portal' });
    }
  });

  it('on a mobile device goes to mobileHome when it is configured', async () => {
    const { env, calls } = fakeEnv({ token: 't', userInfo: true, mobile: true, params: { mobileHome: 'https://m.example.edu/' } });
    expect(await runGuard(target('/login'), env)).toEqual({ kind: 'external', url: 'https://m.example.edu/' });
    expect(calls.params).toEqual(['mobileHome']);
  });

  it('on a mobile device without mobileHome goes to /portal; a desktop never asks', async () => {
    const mobile = fakeEnv({ token: 't', userInfo: true, mobile: true });
    expect(await runGuard(target('/home'), mobile.env)).toEqual({ kind: 'redirect', to: '/portal' });
    const desktop = fakeEnv({ token: 't', userInfo: true, params: { mobileHome: 'https://m.example.edu/' } });
    expect(await runGuard(target('/home'), desktop.env)).toEqual({ kind: 'redirect', to: '/portal' });
    expect(desktop.calls.params).toEqual([]);
  });

  it('a locked screen keeps every other route on /lock', async () => {
    const { env } = fakeEnv({ token: 't', userInfo: true, locked: true });
    expect(await runGuard(target('/wel/index'), env)).toEqual({ kind: 'redirect', to: '/lock' });
    expect((await runGuard(target('/lock', { meta: { isTab: false } }), env)).kind).toBe('allow');
  });
});

const withMenu = (paths: string[]) => ({ ...fakeEnv({ token: 't', userInfo: true }).env, menuHolds: (wanted: string[]) => wanted.some((p) => paths.includes(p)) });

describe('step 3: a screen the menu does not grant', () => {
  it('goes to /403 when no granting menu path is in the user\'s menu, whatever the route', async () => {
    const student = withMenu(['/wel/index', '/bpm/task/todo']);
    for (const [path, grantedBy] of [
      ['/system/account', ['/system/account']],
      ['/bpm/form/index', ['/bpm/form/index']],
      ['/bpm/form/formEdit', ['/bpm/form/index']],
    ] as const) {
      expect(await runGuard(target(path, { grantedBy: [...grantedBy] }), student)).toEqual({ kind: 'redirect', to: '/403' });
    }
  });

  it('opens when one granting path is in the menu, and routes without grantedBy need none', async () => {
    const designer = withMenu(['/bpm/form/index']);
    expect((await runGuard(target('/bpm/form/formEdit', { grantedBy: ['/bpm/form/index'] }), designer)).kind).toBe('allow');
    expect((await runGuard(target('/bpm/task/todo'), withMenu([]))).kind).toBe('allow');
  });

  it('a signed-out visitor is not told 403: the page is remembered and the portal follows', async () => {
    const remembered: string[] = [];
    const { env } = fakeEnv({});
    const decision = await runGuard(target('/system/account?x=1', { grantedBy: ['/system/account'] }), { ...env, menuHolds: () => false, rememberTarget: (p) => remembered.push(p) });
    expect(decision).toEqual({ kind: 'redirect', to: '/portal' });
    expect(remembered).toEqual(['/system/account?x=1']);
  });
});

const signedIn = () => fakeEnv({ token: 't', userInfo: true }).env;
const translate = (key: string) => ({ 'route.home': '首页', 'app.title': 'Flowhall' })[key] ?? key;

describe('step 4: tabs', () => {
  it('a route becomes a tab of the main list, named by the route and keyed by the full path', async () => {
    const decision = await runGuard(target('/system/account?x=1', { name: { label: '账号管理', labelEn: 'Accounts' } }), signedIn());
    expect(decision).toMatchObject({
      kind: 'allow',
      tab: { list: 'main', tag: { label: '账号管理', labelEn: 'Accounts', value: '/system/account?x=1', query: { x: '1' } } },
    });
  });

  it('the query name labels it and the query src keys it', async () => {
    const decision = await runGuard(target('/myiframe/urlPath?src=https%3A%2F%2Fa.example%2F&name=Library'), signedIn());
    expect(decision).toMatchObject({ kind: 'allow', tab: { list: 'main', tag: { label: 'Library', value: 'https://a.example/' } } });
  });

  it('isTab = false makes no tab; isTab2 makes a tab of the second list (even with isTab = false)', async () => {
    expect(await runGuard(target('/lock', { meta: { isTab: false } }), signedIn())).toEqual({ kind: 'allow' });
    const second = await runGuard(target('/service/index/detail', { meta: { isTab2: true, isTab: false }, name: { labelKey: 'route.serviceHall' } }), signedIn());
    expect(second).toMatchObject({ kind: 'allow', tab: { list: 'second', tag: { labelKey: 'route.serviceHall', value: '/service/index/detail' } } });
  });

  it('a route without any name makes no tab', async () => {
    expect(await runGuard(target('/nowhere', { name: {} }), signedIn())).toEqual({ kind: 'allow' });
  });
});

describe('step 5: anonymous visits', () => {
  it('/login is always allowed, without asking the server anything', async () => {
    const { env, calls } = fakeEnv({ params: { indexUrl: 'https://www.example.edu/' } });
    expect(await runGuard(target('/login', { meta: { isAuth: false } }), env)).toEqual({ kind: 'allow' });
    expect(calls.params).toEqual([]);
  });

  it('isAuth = false goes to indexUrl when it is set', async () => {
    const { env, calls } = fakeEnv({ params: { indexUrl: 'https://www.example.edu/' } });
    expect(await runGuard(target('/portal/index/common', { meta: { isAuth: false } }), env)).toEqual({ kind: 'external', url: 'https://www.example.edu/' });
    expect(calls.params).toEqual(['indexUrl']);
  });

  it('isAuth = false is allowed when indexUrl is empty, or points back at the page itself', async () => {
    expect((await runGuard(target('/404', { meta: { isAuth: false } }), fakeEnv({}).env)).kind).toBe('allow');
    const loop = fakeEnv({ params: { indexUrl: '/portal/index/common' } });
    expect((await runGuard(target('/portal/index/common', { meta: { isAuth: false } }), loop.env)).kind).toBe('allow');
  });

  it('other routes are allowed when isVisitor is 是', async () => {
    const { env, calls } = fakeEnv({ params: { isVisitor: '是' } });
    expect((await runGuard(target('/wel/index'), env)).kind).toBe('allow');
    expect(calls.params).toEqual(['isVisitor']);
  });

  it('other routes go to /portal when isVisitor is 否, or anything but 是', async () => {
    for (const isVisitor of ['否', '', 'yes']) {
      const { env } = fakeEnv({ params: { isVisitor } });
      expect(await runGuard(target('/wel/index'), env)).toEqual({ kind: 'redirect', to: '/portal' });
    }
  });
});

describe('step 6: the page title', () => {
  it('is the active tab label in the current language', () => {
    expect(pageTitle({ label: '账号管理', labelEn: 'Accounts' }, 'zh', translate)).toBe('账号管理');
    expect(pageTitle({ label: '账号管理', labelEn: 'Accounts' }, 'en', translate)).toBe('Accounts');
    expect(pageTitle({ labelKey: 'route.home' }, 'zh', translate)).toBe('首页');
  });

  it('falls back to the site title', () => {
    expect(pageTitle(undefined, 'zh', translate)).toBe('Flowhall');
  });
});

describe('step 7: favicon and logo from stylogo', () => {
  it('is the first image url of the JSON list', () => {
    expect(logoFromStylogo(JSON.stringify([{ name: 'logo', url: '/files/logo.png' }, { url: '/b.png' }]))).toBe('/files/logo.png');
  });

  it('is absent for an empty, damaged or url-less value', () => {
    for (const img of [null, '', '[]', 'not json', '[{"name":"x"}]', '{"url":"/a.png"}']) expect(logoFromStylogo(img)).toBeUndefined();
  });
});
