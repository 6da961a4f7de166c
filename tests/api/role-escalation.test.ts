/**
 * Nobody hands out more than they hold (src/server/entity/hooks/escalation.ts): a role editor who is
 * not a super administrator cannot set or change a super-admin role, grant a code they lack, or assign
 * a role carrying one, or reset the password of an account whose roles reach beyond theirs; 00004
 * with a message naming what they lack. sysop is given the role and account
 * editing codes here, and nothing else of the role screen's buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let sysop: string;

const EDITOR_CODES = ['sys_role_view', 'sys_role_btn_add', 'sys_role_btn_edit', 'sys_role_btn_grant', 'sys_account_btn_edit', 'sys_account_btn_reset'];

const one = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T & Record<string, unknown>>(sql, params))[0]!;
const roleId = async (code: string) => (await one<{ id: string }>('select id from syt_permission_role where rolecode = $1', [code])).id;
const resourceId = async (permission: string) => (await one<{ id: string }>('select id from syt_permission_resources where permission = $1', [permission])).id;
const accountId = async (code: string) => (await one<{ id: string }>('select id from syt_permission_account where humancode = $1', [code])).id;
const granted = async (role: string) => (await t.call('POST', '/sytPermissionRole/resources', { token: admin, body: { id: await roleId(role) } })).info as string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.query(
    `insert into syt_permission_role_resource (role_id, resource_id)
       select r.id, s.id from syt_permission_role r, syt_permission_resources s where r.rolecode = 'sysop' and s.permission = any($1)
       on conflict do nothing`,
    [EDITOR_CODES],
  );
  t.app.ctx.sessions.permissions.invalidate();
  [admin, sysop] = await Promise.all([t.login('admin'), t.login('sysop')]);
  // A role holding only what sysop holds too, and one holding a code sysop lacks.
  for (const [code, permission] of [['paramreader', 'sys_param_view'], ['paramremover', 'sys_param_btn_del']] as const) {
    const made = await t.call('POST', '/sytPermissionRole/edit', { token: admin, body: { rolecode: code, rolename: code, superAdmin: false } });
    const grant = await t.call('POST', '/sytPermissionRole/grant', { token: admin, body: { id: made.info.id, resourceIds: [await resourceId(permission)] } });
    if (grant.code !== '00000') throw new Error(`setting up role ${code}: ${made.raw} ${grant.raw}`);
  }
});
afterAll(async () => {
  await t?.close();
});

describe('/sytPermissionRole/edit by an editor who is not a super administrator', () => {
  it('cannot create a super-admin role, nor make an existing role one (00004)', async () => {
    const created = await t.call('POST', '/sytPermissionRole/edit', { token: sysop, body: { rolecode: 'sneaky', rolename: '偷偷的', superAdmin: true } });
    expect([created.status, created.code, created.info]).toEqual([403, '00004', '只有超级管理员可以设置或修改超级管理员角色']);
    expect((await t.database.query("select 1 from syt_permission_role where rolecode = 'sneaky'")).length).toBe(0);
    const raised = await t.call('POST', '/sytPermissionRole/edit', { token: sysop, body: { id: await roleId('paramreader'), superAdmin: true }, headers: { 'accept-language': 'en' } });
    expect([raised.code, raised.info]).toEqual(['00004', 'Only a super administrator may set or change a super-administrator role']);
    expect((await one<{ super_admin: boolean }>("select super_admin from syt_permission_role where rolecode = 'paramreader'")).super_admin).toBe(false);
  });

  it('cannot change the super-admin role itself, while an ordinary role edits fine', async () => {
    const renamed = await t.call('POST', '/sytPermissionRole/edit', { token: sysop, body: { id: await roleId('admin'), rolename: '改名' } });
    expect(renamed.code).toBe('00004');
    const plain = await t.call('POST', '/sytPermissionRole/edit', { token: sysop, body: { id: await roleId('paramreader'), rolename: '参数读者' } });
    expect(plain.code).toBe('00000');
  });

  it('a super administrator may do both', async () => {
    const made = await t.call('POST', '/sytPermissionRole/edit', { token: admin, body: { rolecode: 'deputy', rolename: '副管理员', superAdmin: true } });
    expect(made.code).toBe('00000');
  });
});

describe('/sytPermissionRole/grant', () => {
  it('refuses a code the editor does not hold, naming it, and changes nothing', async () => {
    const target = await roleId('paramreader');
    const before = await granted('paramreader');
    const answer = await t.call('POST', '/sytPermissionRole/grant', { token: sysop, body: { id: target, resourceIds: [...before, await resourceId('sys_role_btn_del')] } });
    expect([answer.status, answer.code, answer.info]).toEqual([403, '00004', '不能授予您自己没有的权限：sys_role_btn_del']);
    expect(await granted('paramreader')).toEqual(before);
  });

  it('grants codes the editor holds, and keeps codes the role already had', async () => {
    // paramremover already holds sys_param_btn_del (which sysop lacks): re-sending it is no escalation.
    const target = await roleId('paramremover');
    const answer = await t.call('POST', '/sytPermissionRole/grant', { token: sysop, body: { id: target, resourceIds: [...(await granted('paramremover')), await resourceId('sys_param_view')] } });
    expect(answer.code).toBe('00000');
    expect(answer.info).toEqual({ granted: 2 });
  });

  it('refuses any grant on a super-admin role', async () => {
    const answer = await t.call('POST', '/sytPermissionRole/grant', { token: sysop, body: { id: await roleId('admin'), resourceIds: [] } });
    expect(answer.code).toBe('00004');
  });
});

const assign = async (token: string, account: string, roles: string[], lang?: string) =>
  t.call('POST', '/sytPermissionAccount/roles', {
    token,
    body: { id: await accountId(account), roleIds: await Promise.all(roles.map(roleId)) },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

describe('/sytPermissionAccount/roles', () => {
  it('refuses a super-admin role and a role holding codes the editor lacks (00004), assigning nothing', async () => {
    expect((await assign(sysop, 'student1', ['student', 'admin'])).code).toBe('00004');
    const lacking = await assign(sysop, 'student1', ['student', 'paramremover'], 'en');
    expect([lacking.status, lacking.code, lacking.info]).toEqual([403, '00004', 'You cannot assign roles holding permissions you do not hold: paramremover (sys_param_btn_del)']);
    const roles = await t.call('POST', '/sytPermissionAccount/roles', { token: admin, body: { id: await accountId('student1') } });
    expect(roles.info.map((r: { rolecode: string }) => r.rolecode)).toEqual(['student']);
  });

  it('assigns roles within the editor’s codes; a super administrator assigns any', async () => {
    expect((await assign(sysop, 'student1', ['student', 'paramreader'])).code).toBe('00000');
    expect((await assign(admin, 'student2', ['student', 'paramremover'])).code).toBe('00000');
  });

  it('cannot take a super-admin role away from its holder', async () => {
    expect((await assign(sysop, 'admin', ['teacher'])).code).toBe('00004');
  });
});

const reset = async (token: string, account: string) => t.call('POST', '/sytPermissionAccount/restPasswd', { token, body: { id: await accountId(account) } });

describe('/sytPermissionAccount/restPasswd', () => {
  it('refuses the password of an account whose roles reach beyond the editor (the new password would be theirs)', async () => {
    const superAccount = await reset(sysop, 'admin');
    expect([superAccount.status, superAccount.code, superAccount.info]).toEqual([403, '00004', '不能重置权限超出您自己的账号的密码：超级管理员']);
    expect((await reset(sysop, 'student2')).code).toBe('00004');
    // admin can still log in with the password it had.
    expect(await t.login('admin')).toBeTruthy();
  });

  it('resets an account within the editor’s codes; a super administrator resets any', async () => {
    const plain = await reset(sysop, 'student1');
    expect(plain.code).toBe('00000');
    expect((await reset(admin, 'student2')).code).toBe('00000');
  });
});
