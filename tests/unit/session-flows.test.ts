/** Spec §4 invalid-token flow and §2.6 single sign-on helper, on fake environments. */
import { describe, expect, it } from 'vitest';
import { createInvalidTokenFlow, type InvalidTokenEnv } from '../../src/runtime/session/invalid-token.ts';
import { singleSignOn, type SsoEnv } from '../../src/runtime/session/sso.ts';
import { parseCookies } from '../../src/runtime/session/cookies.ts';

function tokenEnv(options: { token?: boolean; indexUrl?: string }) {
  const log: string[] = [];
  let token = options.token ?? true;
  let confirm: (() => void) | undefined;
  const env: InvalidTokenEnv = {
    hasToken: () => token,
    clearToken: () => {
      token = false;
      log.push('clearToken');
    },
    indexUrl: async () => options.indexUrl ?? '',
    assign: (url) => log.push(`assign ${url}`),
    confirmRelogin: () =>
      new Promise<void>((resolve) => {
        log.push('modal 请重新登录 / 知道了');
        confirm = resolve;
      }),
    logout: async () => void log.push('logout'),
    resetRouter: () => log.push('resetRouter'),
    clearUserCache: () => log.push('clearUserCache'),
    goPortal: () => log.push('goPortal'),
  };
  return { env, log, confirm: () => confirm?.() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('invalid token (00002 / 00003)', () => {
  it('clears the token and goes to indexUrl when it is set', async () => {
    const { env, log } = tokenEnv({ indexUrl: 'https://www.example.edu/' });
    expect(await createInvalidTokenFlow(env).handle()).toBe('index-url');
    expect(log).toEqual(['clearToken', 'assign https://www.example.edu/']);
  });

  it('otherwise shows 请重新登录; confirming logs out, resets the router, clears the cache and goes to /portal', async () => {
    const { env, log, confirm } = tokenEnv({});
    const done = createInvalidTokenFlow(env).handle();
    await tick();
    expect(log).toEqual(['clearToken', 'modal 请重新登录 / 知道了']);
    confirm();
    expect(await done).toBe('relogin');
    expect(log).toEqual(['clearToken', 'modal 请重新登录 / 知道了', 'logout', 'resetRouter', 'clearUserCache', 'goPortal']);
  });

  it('runs once however many calls fail together', async () => {
    const { env, log, confirm } = tokenEnv({});
    const flow = createInvalidTokenFlow(env);
    const first = flow.handle();
    expect(await flow.handle()).toBe('ignored');
    expect(await flow.handle()).toBe('ignored');
    await tick();
    confirm();
    await first;
    expect(log.filter((entry) => entry.startsWith('modal'))).toHaveLength(1);
  });

  it('does nothing without a token', async () => {
    const { env, log } = tokenEnv({ token: false });
    expect(await createInvalidTokenFlow(env).handle()).toBe('ignored');
    expect(log).toEqual([]);
  });
});

function ssoEnv(options: { loggedIn?: boolean; answer?: { code: string; info: unknown }; protalLogin?: string }) {
  const log: string[] = [];
  const env: SsoEnv = {
    isLoggedIn: () => options.loggedIn === true,
    fetchOauthClient: async () => {
      log.push('fetch');
      return options.answer ?? { code: '00000', info: { uid: 'client-1', url: 'https://sso.example.edu/authorize' } };
    },
    storeUid: (uid) => log.push(`uid ${uid}`),
    protalLogin: async () => options.protalLogin ?? '',
    assign: (url) => log.push(`assign ${url}`),
    showError: (text) => log.push(`error ${text}`),
  };
  return { env, log };
}

describe('single sign-on', () => {
  it('does nothing when already logged in', async () => {
    const { env, log } = ssoEnv({ loggedIn: true });
    expect(await singleSignOn(env, 'failed')).toBe('already-logged-in');
    expect(log).toEqual([]);
  });

  it('stores the client uid and goes to protalLogin when set', async () => {
    const { env, log } = ssoEnv({ protalLogin: 'https://portal.example.edu/login' });
    expect(await singleSignOn(env, 'failed')).toBe('redirected');
    expect(log).toEqual(['fetch', 'uid client-1', 'assign https://portal.example.edu/login']);
  });

  it('goes to the OAuth client url when protalLogin is empty', async () => {
    const { env, log } = ssoEnv({});
    await singleSignOn(env, 'failed');
    expect(log.at(-1)).toBe('assign https://sso.example.edu/authorize');
  });

  it('shows the info text when the code is not 00000', async () => {
    const { env, log } = ssoEnv({ answer: { code: '00006', info: '请求的资源不存在' } });
    expect(await singleSignOn(env, 'failed')).toBe('failed');
    expect(log).toEqual(['fetch', 'error 请求的资源不存在']);
  });
});

describe('hand-over cookies', () => {
  it('parses a cookie header, decoding values', () => {
    expect(parseCookies('uid=u%2D1; token=abc; broken; =x; empty=')).toEqual({ uid: 'u-1', token: 'abc', empty: '' });
  });
});
