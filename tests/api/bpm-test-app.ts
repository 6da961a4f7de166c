/**
 * The setup the demo-process, resubmit and definitions-page api tests shared: one test app per file
 * (created before, closed after), cached logins per user, a call as a user, a call that must succeed,
 * and a model saved and deployed through the designer's own calls.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { call, expectOk, tokens, type Login } from './bpm-approval-support.ts';

export interface BpmTestApp {
  readonly t: TestApp;
  readonly as: Login;
  /** POST as `user`; answers the envelope (code, info, errors, raw). */
  call: (user: string, path: string, body: unknown) => ReturnType<typeof call>;
  /** POST as `user`, failing the test with the whole answer unless it succeeded; answers info. */
  // oxlint-disable-next-line typescript/no-explicit-any -- answers are read as the test needs them
  ok: (user: string, path: string, body: unknown) => Promise<any>;
  /** /bpmModel/edit then /bpmModel/deploy as admin (a new version when `id` names the model); answers the model id. */
  deployModel: (key: string, xml: string, id?: string) => Promise<string>;
}

export function useBpmTestApp(overrides: Parameters<typeof createTestApp>[0] = {}, timeoutMs = 600_000): BpmTestApp {
  let app: TestApp | undefined;
  let logins: Login | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
    logins = tokens(app);
  }, timeoutMs);
  afterAll(async () => app?.close());
  const self: BpmTestApp = {
    get t() {
      if (!app) throw new Error('the test app exists inside tests only');
      return app;
    },
    get as() {
      if (!logins) throw new Error('the test app exists inside tests only');
      return logins;
    },
    call: (user, path, body) => call(self.t, self.as, user, path, body),
    ok: async (user, path, body) => {
      const answer = await self.call(user, path, body);
      expectOk(answer);
      return answer.info;
    },
    deployModel: async (key, xml, id) => {
      const saved = await self.call('admin', '/bpmModel/edit', { ...(id ? { id } : {}), key, name: key, xml });
      expect(saved.code).toBe('00000');
      const deployed = await self.call('admin', '/bpmModel/deploy', { id: saved.info.id });
      expect(deployed.code).toBe('00000');
      return saved.info.id as string;
    },
  };
  return self;
}
