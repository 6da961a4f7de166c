import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('login', () => {
  it('logs the administrator in and hands a token in the header', async () => {
    const answer = await t.call('POST', '/user/login', { body: { username: 'admin', password: 'Admin#2026pass', uid: crypto.randomUUID() } });
    expect(answer.code).toBe('00000');
    expect(String(answer.headers.token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.info.humancode).toBe('admin');
    expect(answer.info.permissions).toContain('*:*:*');
  });
});
