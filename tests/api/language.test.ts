/** Messages follow Accept-Language: English for en*, Chinese otherwise (the product default). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCase } from '../support/api-asserts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const en = { 'accept-language': 'en-GB,en;q=0.9' };

describe('Accept-Language', () => {
  it('answers token failures in English or Chinese', async () => {
    expect((await t.call('GET', '/user/getUserInfo', { headers: en })).info).toBe('Invalid token, please log in again');
    expect((await t.call('GET', '/user/getUserInfo')).info).toBe('登录凭证无效，请重新登录');
    const zhFirst = await t.call('GET', '/user/getUserInfo', { headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } });
    expect(zhFirst.info).toBe('登录凭证无效，请重新登录');
    const other = await t.call('GET', '/user/getUserInfo', { headers: { 'accept-language': 'fr-FR' } });
    expect(other.info).toBe('登录凭证无效，请重新登录');
  });

  it('answers a failed login in English', async () => {
    const answer = await t.call('POST', '/user/login', { body: { username: 'teacher1', password: 'wrong-pass-1' }, headers: en });
    expect(answer.code).toBe('00001');
    expect(answer.info).toBe('Incorrect username or password');
  });

  it('answers validation failures with English field messages', async () => {
    const answer = await t.call('POST', '/user/login', { body: { username: 'admin', extra: 1 }, headers: en });
    expect(answer.code).toBe('00005');
    expect(answer.info).toMatch(/^Request validation failed: /);
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { path: '/password', message: '/password is required' },
        { path: '/extra', message: '/extra is not an allowed field' },
      ]),
    );
    const zh = await t.call('POST', '/user/login', { body: { username: 'admin' } });
    expect(zh.info).toBe('请求参数校验失败: /password 缺少必填字段');

    const token = await t.login('student1');
    const nul = await t.call('POST', '/sytSysParam/get', { token, body: { idOrNameOrType: 'a\u0000b' }, headers: en });
    expect(nul.code).toBe('00005');
    expect(nul.errors).toEqual([{ path: '/idOrNameOrType', message: '/idOrNameOrType must not contain NUL characters' }]);
  });

  it('answers protocol failures in English', async () => {
    const cases: [string, Parameters<TestApp['call']>, string, string][] = [
      ['bad json', ['POST', '/user/login', { body: '{"username":', headers: en }], '00010', 'Malformed request'],
      ['too large', ['POST', '/user/login', { body: { username: 'x'.repeat(1_100_000) }, headers: en }], '00009', 'Request body is too large'],
      ['form body', ['POST', '/user/login', { body: 'a=1', headers: { ...en, 'content-type': 'application/x-www-form-urlencoded' } }], '00011', 'Unsupported content type'],
      ['no route', ['POST', '/no/such/call', { headers: en }], '00006', 'The requested resource does not exist'],
      ['bad path', ['GET', '/%E0%A4%A', { headers: en }], '00010', 'Malformed request'],
    ];
    for (const [label, args, code, info] of cases) {
      const answer = await t.call(...args);
      expectCase(label, { code: answer.code, info: answer.info }, { code, info });
    }
    const zh = await t.call('GET', '/%E0%A4%A');
    expect(zh.info).toBe('请求格式错误');
    expect(zh.status).toBe(400);
  });
});

describe('one answer, one language', () => {
  const HAN = /\p{Script=Han}/u;
  const ENGLISH = /\b(?:must|match|schema|is|not|or|absent)\b/i;

  it('words every validation keyword in the caller\'s language (anyOf had only ajv\'s English)', async () => {
    const admin = await t.login();
    const zh = await t.call('POST', '/bpmForm/get', { token: admin, body: {} });
    expect(zh.code).toBe('00005');
    expect((zh.errors as { message: string }[]).length).toBeGreaterThan(0);
    for (const { message } of zh.errors as { message: string }[]) expect(message).not.toMatch(ENGLISH);
    expect(zh.info).not.toMatch(ENGLISH);
    const english = await t.call('POST', '/bpmForm/get', { token: admin, body: {}, headers: en });
    for (const { message } of english.errors as { message: string }[]) expect(message).not.toMatch(HAN);
  });

  it('words the field errors a handler raises in the caller\'s language', async () => {
    const admin = await t.login();
    const zh = await t.call('POST', '/sytMessageSend/queryPage', { token: admin, body: { scope: 'mine' } });
    expect(zh.errors).toEqual([{ path: '/scope', message: '/scope 只能是 "all" 或不填' }]);
    const english = await t.call('POST', '/sytMessageSend/queryPage', { token: admin, body: { scope: 'mine' }, headers: en });
    expect(english.errors).toEqual([{ path: '/scope', message: '/scope must be "all" or absent' }]);
  });
});
