/**
 * The invalid-token flow of spec §4 (answers 00002/00003). It runs once however many calls fail
 * together, and only while a token is held: the token is cleared, indexUrl is read and, when set, the
 * browser goes there; otherwise the modal 请重新登录 / 知道了, whose confirmation logs out, resets the
 * router, clears the cached user info and goes to /portal.
 */

export interface InvalidTokenEnv {
  hasToken(): boolean;
  clearToken(): void;
  indexUrl(): Promise<string>;
  assign(url: string): void;
  /** Shows the modal; resolves when the user confirms it. */
  confirmRelogin(): Promise<void>;
  logout(): Promise<void>;
  resetRouter(): void;
  clearUserCache(): void;
  goPortal(): void;
}

export function createInvalidTokenFlow(env: InvalidTokenEnv) {
  let running = false;
  return {
    get running() {
      return running;
    },
    /** Resolves when the flow has finished (or at once when it does not apply). */
    async handle(): Promise<'ignored' | 'index-url' | 'relogin'> {
      if (running || !env.hasToken()) return 'ignored';
      running = true;
      try {
        env.clearToken();
        const url = await env.indexUrl().catch(() => '');
        if (url) {
          env.assign(url);
          return 'index-url';
        }
        await env.confirmRelogin();
        await env.logout();
        env.resetRouter();
        env.clearUserCache();
        env.goPortal();
        return 'relogin';
      } finally {
        running = false;
      }
    },
  };
}
