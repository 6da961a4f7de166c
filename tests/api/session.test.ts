/** Spec §7.1 session calls: login, getUserInfo, refesh, logout, switchRole, role info. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/server/auth/sessions.ts';
import { ADMIN_PASSWORD, DEMO_PASSWORD, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

describe('POST /user/login', () => {
  it('logs the administrator in and hands a token in the header', async () => {
    const uid = crypto.randomUUID();
    const answer = await t.call('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD, uid } });
    expect(answer.status).toBe(200);
    expect(answer.code).toBe('00000');
    const token = String(answer.headers.token);
    expect(token).toMatch(TOKEN);
    expect(answer.info).toMatchObject({
      humancode: 'admin',
      realname: '系统管理员',
      user: { humancode: 'admin', humanname: '系统管理员', organizationName: '弗洛大学' },
      role: 'admin',
      roleName: '超级管理员',
    });
    expect(answer.info.user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.info.roles.map((r: { rolecode: string }) => r.rolecode)).toEqual(['admin', 'teacher']);
    expect(answer.info.permissions).toContain('*:*:*');
    // Nothing about the password leaves the server.
    expect(answer.raw).not.toMatch(/scrypt|password/i);

    // Stored hashed, with the uid the client sent; the raw token is nowhere in the table.
    const rows = await t.database.query<{ uid: string }>('select uid from syt_session where token_hash = $1', [hashToken(token)]);
    expect(rows).toEqual([{ uid }]);
    const raw = await t.database.query<{ n: number }>('select count(*)::int as n from syt_session where token_hash = $1', [token]);
    expect(raw[0]!.n).toBe(0);
  });

  it('gives each login its own token, and starts in the default role', async () => {
    const a = await t.login('student1');
    const b = await t.login('student1');
    expect(a).not.toBe(b);
    for (const token of [a, b]) {
      const info = await t.call('GET', '/user/getUserInfo', { token });
      expect(info.code).toBe('00000');
      expect(info.info.role).toBe('student');
      expect(info.info.realname).toBe('马小明');
    }
    const designer = await t.call('POST', '/user/login', { body: { username: 'designer', password: DEMO_PASSWORD } });
    expect(designer.code).toBe('00000');
    expect(designer.info.role).toBe('designer');
  });

  it('answers an unknown user exactly like a wrong password, without a token', async () => {
    const wrong = await t.call('POST', '/user/login', { body: { username: 'teacher1', password: 'not-it-123' }, remoteAddress: '10.1.0.1' });
    const unknown = await t.call('POST', '/user/login', { body: { username: 'nobody', password: 'not-it-123' }, remoteAddress: '10.1.0.1' });
    expect(wrong.code).toBe('00001');
    expect(wrong.info).toBe('用户名或密码错误');
    expect({ status: unknown.status, code: unknown.code, info: unknown.info, raw: unknown.raw }).toEqual({
      status: wrong.status,
      code: wrong.code,
      info: wrong.info,
      raw: wrong.raw,
    });
    expect(wrong.headers.token).toBeUndefined();
    expect(unknown.headers.token).toBeUndefined();
  });

  it('validates the payload with field paths', async () => {
    const missing = await t.call('POST', '/user/login', { body: { username: 'admin' } });
    expect(missing.code).toBe('00005');
    expect(missing.status).toBe(400);
    expect(missing.errors).toEqual([expect.objectContaining({ path: '/password' })]);
    const badUid = await t.call('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD, uid: 'not-a-uuid' } });
    expect(badUid.code).toBe('00005');
    expect(badUid.errors).toEqual([expect.objectContaining({ path: '/uid' })]);
    const extra = await t.call('POST', '/user/login', { body: { username: 'admin', password: ADMIN_PASSWORD, role: 'admin' } });
    expect(extra.code).toBe('00005');
    expect(extra.headers.token).toBeUndefined();
  });

  it('refuses a disabled account, and ends its open sessions', async () => {
    const token = await t.login('teacher2');
    await t.database.query(`update syt_permission_account set validflag = false where humancode = 'teacher2'`);
    const login = await t.call('POST', '/user/login', { body: { username: 'teacher2', password: DEMO_PASSWORD } });
    expect(login.code).toBe('00001');
    expect(login.info).toBe('账号已停用，请联系管理员');
    expect(login.headers.token).toBeUndefined();
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00002');
    await t.database.query(`update syt_permission_account set validflag = true where humancode = 'teacher2'`);
  });
});

describe('GET /user/getUserInfo', () => {
  it('answers the user info and echoes the token header', async () => {
    const token = await t.login('sysop');
    const answer = await t.call('GET', `/user/getUserInfo?uid=${crypto.randomUUID()}`, { token });
    expect(answer.code).toBe('00000');
    expect(answer.headers.token).toBe(token);
    expect(answer.info).toMatchObject({ humancode: 'sysop', realname: '郑运维', role: 'sysop', roleName: '系统运维' });
    expect(answer.info.permissions).toContain('sys_account_view');
    expect(answer.info.permissions).not.toContain('*:*:*');
    expect(answer.info.permissions).not.toContain('sys_account_btn_add');
  });

  it('refuses unknown query fields', async () => {
    const token = await t.login('sysop');
    const answer = await t.call('GET', '/user/getUserInfo?admin=1', { token });
    expect(answer.code).toBe('00005');
    expect(answer.errors).toEqual([expect.objectContaining({ path: '/admin' })]);
  });
});

describe('POST /user/refesh', () => {
  it('renews the expiry and answers the same token', async () => {
    const token = await t.login('teacher1');
    const before = Date.now();
    const answer = await t.call('POST', '/user/refesh', { token });
    expect(answer.code).toBe('00000');
    expect(answer.headers.token).toBe(token);
    expect(answer.info.token).toBe(token);
    const expiresAt = Date.parse(answer.info.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + t.config.tokenTtlMs - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + t.config.tokenTtlMs + 1000);
  });
});

describe('POST /user/logout', () => {
  it('revokes the token and answers the redirect base', async () => {
    await t.database.query(`update syt_sys_param set value = 'https://portal.example/' where name = 'indexUrl'`);
    const token = await t.login('teacher1');
    const answer = await t.call('POST', '/user/logout', { token });
    expect(answer.code).toBe('00000');
    expect(answer.info).toBe('https://portal.example/');
    expect((await t.call('GET', '/user/getUserInfo', { token })).code).toBe('00002');
    const rows = await t.database.query('select 1 from syt_session where token_hash = $1', [hashToken(token)]);
    expect(rows).toHaveLength(0);
    await t.database.query(`update syt_sys_param set value = '' where name = 'indexUrl'`);
  });

  it('succeeds without a token or with a dead one, leaving other sessions alone', async () => {
    const other = await t.login('teacher1');
    expect((await t.call('POST', '/user/logout')).code).toBe('00000');
    expect((await t.call('POST', '/user/logout', { token: 'x'.repeat(43) })).code).toBe('00000');
    expect((await t.call('GET', '/user/getUserInfo', { token: other })).code).toBe('00000');
  });
});

describe('POST /user/switchRole', () => {
  it('gives a new token for the new role and refuses the old one', async () => {
    const old = await t.login('admin');
    const answer = await t.call('POST', '/user/switchRole', { token: old, body: { role: 'teacher' } });
    expect(answer.code).toBe('00000');
    const fresh = String(answer.headers.token);
    expect(fresh).toMatch(TOKEN);
    expect(fresh).not.toBe(old);
    expect(answer.info).toMatchObject({ humancode: 'admin', role: 'teacher', roleName: '教职工' });
    expect(answer.info.permissions).not.toContain('*:*:*');

    const stale = await t.call('GET', '/user/getUserInfo', { token: old });
    expect(stale.code).toBe('00002');
    const now = await t.call('GET', '/user/getUserInfo', { token: fresh });
    expect(now.code).toBe('00000');
    expect(now.info.role).toBe('teacher');
    // The new role's permissions apply at once.
    expect((await t.call('POST', '/sytPermissionResources/treeList', { token: fresh })).code).toBe('00004');

    const back = await t.call('POST', '/user/switchRole', { token: fresh, body: { role: answer.info.roles[0].id } });
    expect(back.code).toBe('00000');
    expect(back.info.role).toBe('admin');
  });

  it('refuses a role the account does not hold, keeping the token', async () => {
    const token = await t.login('student1');
    const answer = await t.call('POST', '/user/switchRole', { token, body: { role: 'admin' } });
    expect(answer.code).toBe('00004');
    expect(answer.info).toBe('您没有该角色');
    expect(answer.headers.token).toBeUndefined();
    const info = await t.call('GET', '/user/getUserInfo', { token });
    expect(info.info.role).toBe('student');
    expect((await t.call('POST', '/user/switchRole', { token, body: {} })).code).toBe('00005');
  });
});

describe('a disabled role (停用)', () => {
  it('is neither offered nor switched to, ends the sessions held under it, and is back once enabled', async () => {
    const setTeacher = (status: number) => t.database.query("update syt_permission_role set status = $1 where rolecode = 'teacher'", [status]);
    const admin = await t.login('admin');
    const teacher = String((await t.call('POST', '/user/switchRole', { token: admin, body: { role: 'teacher' } })).headers.token);
    try {
      await setTeacher(1);
      // The session held under it is no session any more.
      expect((await t.call('GET', '/user/getUserInfo', { token: teacher })).code).toBe('00002');
      const again = await t.login('admin');
      const info = await t.call('GET', '/user/getUserInfo', { token: again });
      expect(info.info.roles.map((r: { rolecode: string }) => r.rolecode)).toEqual(['admin']);
      const refused = await t.call('POST', '/user/switchRole', { token: again, body: { role: 'teacher' } });
      expect(refused.code).toBe('00004');
      // An account whose only role is disabled cannot sign in.
      const onlyTeacher = await t.call('POST', '/user/login', { body: { username: 'teacher1', password: DEMO_PASSWORD, uid: crypto.randomUUID() } });
      expect(onlyTeacher.code).toBe('00001');
    } finally {
      await setTeacher(0);
    }
    const back = await t.login('admin');
    expect((await t.call('POST', '/user/switchRole', { token: back, body: { role: 'teacher' } })).code).toBe('00000');
  });

  it('is refused for the administrator role, which would lock every administrator out', async () => {
    const admin = await t.login('admin');
    const [role] = await t.database.query<{ id: string; rolename: string }>("select id, rolename from syt_permission_role where rolecode = 'admin'");
    const answer = await t.call('POST', '/sytPermissionRole/edit', { token: admin, body: { id: role!.id, rolecode: 'admin', rolename: role!.rolename, status: 1 } });
    expect(answer.code).toBe('00007');
    expect(answer.info).toBe('不能停用超级管理员角色');
    expect((await t.call('GET', '/user/getUserInfo', { token: admin })).code).toBe('00000');
  });
});

describe('POST /user/getRoleInfo', () => {
  it('answers roleName, humanName, humanCode and roleList of the active role', async () => {
    const token = await t.login('lihua');
    const answer = await t.call('POST', '/user/getRoleInfo', { token });
    expect(answer.code).toBe('00000');
    expect(answer.info).toMatchObject({
      roleName: 'depthead',
      roleTitle: '部门负责人',
      humanName: '李华',
      humanCode: 'lihua',
      roleList: ['depthead', 'teacher'],
    });
    expect(answer.info.roles).toHaveLength(2);
  });
});
