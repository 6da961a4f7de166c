/** The signed-in person's own profile: personalInfo, updateInfo, changePasswd. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorPaths, expectCase } from '../support/api-asserts.ts';
import { DEMO_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const personal = (token: string) => t.call('POST', '/user/personalInfo', { token });
const update = (token: string, body: unknown) => t.call('POST', '/sytPermissionAccount/updateInfo', { token, body });
const change = (token: string, body: unknown) => t.call('POST', '/sytPermissionAccount/changePasswd', { token, body });

describe('POST /user/personalInfo', () => {
  it('answers the profile of the signed-in account, without secrets', async () => {
    const answer = await personal(await t.login('student1'));
    expect(answer.code).toBe('00000');
    expect(answer.info).toMatchObject({
      humancode: 'student1',
      humanname: '马小明',
      sex: '男',
      mobile: '15000000001',
      email: 'student1@flowhall.example',
      identity: 'student',
      organizationName: '软件工程系',
      passwordChangedAt: null,
    });
    expect(answer.info.lastLoginAt).not.toBeNull();
    expect(answer.raw).not.toMatch(/scrypt|password_?hash/i);
  });

  it('refuses a payload with fields', async () => {
    const answer = await t.call('POST', '/user/personalInfo', { token: await t.login('student1'), body: { humancode: 'admin' } });
    expect(answer.code).toBe('00005');
  });
});

describe('POST /sytPermissionAccount/updateInfo', () => {
  it('updates the own profile and answers it', async () => {
    const token = await t.login('student2');
    const answer = await update(token, { humanname: '杨红', mobile: '13912345678', email: 'yang@example.org', telephone: '010-1234', sex: null });
    expect(answer.code).toBe('00000');
    expect(answer.info).toMatchObject({ humancode: 'student2', humanname: '杨红', mobile: '13912345678', email: 'yang@example.org', telephone: '010-1234', sex: null });
    expect((await personal(token)).info.humanname).toBe('杨红');
    expect((await t.call('GET', '/user/getUserInfo', { token })).info.realname).toBe('杨红');
    // An empty payload changes nothing.
    expect((await update(token, {})).info.humanname).toBe('杨红');
  });

  it('validates each field with its path', async () => {
    const token = await t.login('student3');
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: '12345678901' }, '/mobile'],
      [{ mobile: '1391234567a' }, '/mobile'],
      [{ email: 'not-an-email' }, '/email'],
      [{ humanname: '' }, '/humanname'],
      [{ humanname: null }, '/humanname'],
      [{ humanname: 'x'.repeat(65) }, '/humanname'],
      [{ telephone: 12345 }, '/telephone'],
    ];
    for (const [body, path] of cases) {
      const answer = await update(token, body);
      expectCase(JSON.stringify(body), { code: answer.code, paths: errorPaths(answer) }, { code: '00005', paths: expect.arrayContaining([path]) });
    }
    expect((await personal(token)).info).toMatchObject({ humanname: '许文', mobile: null });
  });

  it('refuses fields a person may not set on themselves', async () => {
    const token = await t.login('student3');
    for (const field of ['humancode', 'passwordHash', 'validflag', 'identity', 'organizationId', 'id']) {
      const answer = await update(token, { [field]: field === 'validflag' ? false : 'admin' });
      expectCase(field, { code: answer.code, paths: errorPaths(answer) }, { code: '00005', paths: [`/${field}`] });
    }
    expect((await personal(token)).info).toMatchObject({ humancode: 'student3', identity: 'student' });
  });

  it('stores SQL and script text verbatim, as data', async () => {
    const token = await t.login('student4');
    const [before] = await t.database.query<{ n: number }>('select count(*)::int as n from syt_permission_account');
    const hostile = { humanname: `Robert'); DROP TABLE syt_permission_account;--`, telephone: `<img src=x onerror=alert(1)>` };
    const answer = await update(token, hostile);
    expect(answer.code).toBe('00000');
    expect((await personal(token)).info).toMatchObject(hostile);
    const [after] = await t.database.query<{ n: number }>('select count(*)::int as n from syt_permission_account');
    expect(after!.n).toBe(before!.n);
  });
});

describe('POST /sytPermissionAccount/changePasswd', () => {
  it('refuses a wrong current password and leaves the password as it was', async () => {
    const token = await t.login('student5');
    const answer = await change(token, { oldPassword: 'not-the-one-1', newPassword: 'BrandNew2026x' });
    expect(answer.code).toBe('00001');
    expect(answer.info).toBe('原密码不正确');
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00000');
    expect(await t.login('student5', DEMO_PASSWORD)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('enforces the password rules', async () => {
    const token = await t.login('student5');
    const cases: [Record<string, unknown>, string][] = [
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'short1' }, '/newPassword'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: 'onlyletters' }, '/newPassword'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: '1234567890' }, '/newPassword'],
      [{ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD }, '/newPassword'],
      [{ oldPassword: DEMO_PASSWORD }, '/newPassword'],
      [{ newPassword: 'BrandNew2026x' }, '/oldPassword'],
    ];
    for (const [body, path] of cases) {
      const answer = await change(token, body);
      expectCase(JSON.stringify(body), { code: answer.code, paths: errorPaths(answer) }, { code: '00005', paths: expect.arrayContaining([path]) });
    }
    const en = await t.call('POST', '/sytPermissionAccount/changePasswd', {
      token,
      body: { oldPassword: DEMO_PASSWORD, newPassword: 'onlyletters' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.info).toBe('The new password must contain letters and digits');
  });

  it('changes the password, revokes every other session and continues on a new token', async () => {
    const current = await t.login('student6');
    const elsewhere = await t.login('student6');
    const newPassword = 'Changed#2026pw';
    const answer = await change(current, { oldPassword: DEMO_PASSWORD, newPassword });
    expect(answer.code).toBe('00000');
    const fresh = String(answer.headers.token);
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(current);

    expect((await t.call('GET', '/user/getUserInfo', { token: current })).code).toBe('00002');
    expect((await t.call('GET', '/user/getUserInfo', { token: elsewhere })).code).toBe('00002');
    const continued = await t.call('GET', '/user/getUserInfo', { token: fresh });
    expect(continued.code).toBe('00000');
    expect(continued.info.humancode).toBe('student6');
    expect((await personal(fresh)).info.passwordChangedAt).not.toBeNull();

    const old = await t.call('POST', '/user/login', { body: { username: 'student6', password: DEMO_PASSWORD } });
    expect(old.code).toBe('00001');
    const renewed = await t.call('POST', '/user/login', { body: { username: 'student6', password: newPassword } });
    expect(renewed.code).toBe('00000');
    // Other accounts keep their sessions.
    expect(await t.login('student1')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
