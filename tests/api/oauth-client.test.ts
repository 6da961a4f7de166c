import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /oauthClient', () => {
  it('answers the enabled client the portal hands over to, with a fresh uid and no secret', async () => {
    const first = await t.call('POST', '/oauthClient', { body: {} });
    const second = await t.call('POST', '/oauthClient', { body: { clientId: 'library' } });
    expect(first.code).toBe('00000');
    expect(first.info).toEqual({ clientId: 'library', clientName: '图书馆系统', url: '', uid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(second.info.clientId).toBe('library');
    expect(second.info.uid).not.toBe(first.info.uid);
    expect(JSON.stringify(first.info)).not.toMatch(/secret/i);
    const portal = await t.call('POST', '/oauthClient', { body: { clientId: 'portal' } });
    expect(portal.info.url).toBe('http://localhost:8080/login');
  });

  it('answers 00006 for an unknown or disabled client, and 00005 for unknown fields', async () => {
    expect((await t.call('POST', '/oauthClient', { body: { clientId: 'nope' } })).code).toBe('00006');
    expect((await t.call('POST', '/oauthClient', { body: { clientSecret: 'x' } })).code).toBe('00005');
  });
});
