/**
 * The named hooks beside the account and role schemas: initial and reset passwords that log in,
 * sessions ended by a reset, a disable or a delete, role assignment; role grants that take effect at
 * once, and roles that cannot be deleted while accounts hold them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
const roleIds: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  for (const row of await t.database.query<{ id: string; rolecode: string }>('select id, rolecode from syt_permission_role')) roleIds[row.rolecode] = row.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
const whoAmI = (token: string) => t.call('GET', '/user/getUserInfo', { token });
const tryLogin = (username: string, password: string) => t.call('POST', '/user/login', { body: { username, password, uid: crypto.randomUUID() } });

const paramBody = () => ({ name: `granted${crypto.randomUUID().slice(0, 8)}`, value: '1' });

async function createAccount(humancode: string, extra: Record<string, unknown> = {}): Promise<{ id: string; password: string }> {
  const created = await post('/sytPermissionAccount/edit', { humancode, humanname: `Hook ${humancode}`, identity: 'teacher', ...extra });
  expect(created.code, `${created.raw}`).toBe('00000');
  return { id: created.info.id, password: created.info.initialPassword };
}

describe('account hooks', () => {
  it('a new account answers an initial password (once) that logs in, and starts with its base role', async () => {
    const created = await post('/sytPermissionAccount/edit', { humancode: 'hook1', humanname: 'Hook One', identity: 'teacher' });
    expect(created.code, `${created.raw}`).toBe('00000');
    expect(typeof created.info.initialPassword).toBe('string');
    expect(created.info.initialPassword.length).toBeGreaterThanOrEqual(8);
    expect(created.info).not.toHaveProperty('passwordHash');
    const token = await t.login('hook1', created.info.initialPassword);
    const me = await whoAmI(token);
    expect(me.code).toBe('00000');
    expect(JSON.stringify(me.info)).toContain('hook1');
    expect(await t.database.query('select r.rolecode from syt_permission_account_role ar join syt_permission_role r on r.id = ar.role_id where ar.account_id = $1', [created.info.id])).toEqual([
      { rolecode: 'teacher' },
    ]);
    // An update answers no password, and does not change it.
    const updated = await post('/sytPermissionAccount/edit', { id: created.info.id, humanname: 'Hook One!' });
    expect(updated.code).toBe('00000');
    expect(updated.info).not.toHaveProperty('initialPassword');
    expect((await tryLogin('hook1', created.info.initialPassword)).code).toBe('00000');
    // The password hash cannot be written through edit.
    const sneaky = await post('/sytPermissionAccount/edit', { id: created.info.id, passwordHash: 'x' });
    expect(sneaky.code).toBe('00005');
    expect(sneaky.errors).toEqual([expect.objectContaining({ path: '/passwordHash' })]);
  });

  it('restPasswd {humancode} answers a new password that logs in; the old password and the old sessions stop working', async () => {
    const { password } = await createAccount('hook2');
    const oldToken = await t.login('hook2', password);
    const otherOld = await t.login('hook2', password);
    expect((await whoAmI(oldToken)).code).toBe('00000');

    const reset = await post('/sytPermissionAccount/restPasswd', { humancode: 'hook2' });
    expect(reset.code, `${reset.raw}`).toBe('00000');
    expect(reset.info.humancode).toBe('hook2');
    expect(reset.info.password).not.toBe(password);

    for (const token of [oldToken, otherOld]) expect((await whoAmI(token)).code).toBe('00002');
    expect((await tryLogin('hook2', password)).code).not.toBe('00000');
    const fresh = await t.login('hook2', reset.info.password);
    expect((await whoAmI(fresh)).code).toBe('00000');
    // The administrator's own session is untouched.
    expect((await whoAmI(admin)).code).toBe('00000');
  });

  it('restPasswd refuses an unknown account, an empty body, and a caller without sys_account_btn_reset', async () => {
    expect((await post('/sytPermissionAccount/restPasswd', { humancode: 'nobody-here' })).code).toBe('00006');
    expect((await post('/sytPermissionAccount/restPasswd', {})).code).toBe('00005');
    expect((await post('/sytPermissionAccount/restPasswd', { humancode: 'hook2', extra: 1 })).code).toBe('00005');
    for (const user of ['sysop', 'student1']) {
      expect((await post('/sytPermissionAccount/restPasswd', { humancode: 'admin' }, await t.login(user))).code, `${user}`).toBe('00004');
    }
  });

  it('disabling an account (validflag false) ends its sessions and refuses its logins until enabled again', async () => {
    const { id, password } = await createAccount('hook3');
    const token = await t.login('hook3', password);
    const disabled = await post('/sytPermissionAccount/edit', { id, validflag: false });
    expect(disabled.code, `${disabled.raw}`).toBe('00000');
    expect((await whoAmI(token)).code).toBe('00002');
    const refused = await tryLogin('hook3', password);
    expect(refused.code).toBe('00001');
    expect(refused.info).toBe('账号已停用，请联系管理员');
    // An unrelated update of a disabled account changes nothing about that.
    expect((await post('/sytPermissionAccount/edit', { id, humanname: 'Still disabled' })).code).toBe('00000');
    expect((await tryLogin('hook3', password)).code).toBe('00001');
    expect((await post('/sytPermissionAccount/edit', { id, validflag: true })).code).toBe('00000');
    expect((await tryLogin('hook3', password)).code).toBe('00000');
    // Counted by queryState on the state field.
    const state = await post('/sytPermissionAccount/queryState', { queryParam: { humancode: 'hook3' } });
    expect(state.info).toEqual([{ value: true, count: 1 }]);
  });

  it('deleting an account (deleteYzj) ends its sessions; the administrator cannot delete himself', async () => {
    const { id, password } = await createAccount('hook4');
    const token = await t.login('hook4', password);
    expect((await post('/sytPermissionAccount/deleteYzj', { id })).code).toBe('00000');
    expect((await whoAmI(token)).code).toBe('00002');
    expect((await tryLogin('hook4', password)).code).not.toBe('00000');
    const self = (await t.database.query<{ id: string }>(`select id from syt_permission_account where humancode = 'admin'`))[0]!.id;
    const refused = await post('/sytPermissionAccount/deleteYzj', { id: self });
    expect(refused.code).toBe('00001');
    expect(refused.info).toBe('不能删除当前登录的账号');
    expect((await whoAmI(admin)).code).toBe('00000');
  });

  it('the roles action answers and replaces the roles; the account then works under the new role', async () => {
    const { id, password } = await createAccount('hook5');
    const before = await post('/sytPermissionAccount/roles', { id });
    expect(before.code, `${before.raw}`).toBe('00000');
    expect(before.info.map((r: { rolecode: string }) => r.rolecode)).toEqual(['teacher']);
    const oldToken = await t.login('hook5', password);
    expect((await post('/sytSysParam/queryPage', {}, oldToken)).code).toBe('00004');

    const assigned = await post('/sytPermissionAccount/roles', { id, roleIds: [roleIds.sysop, roleIds.teacher] });
    expect(assigned.code, `${assigned.raw}`).toBe('00000');
    expect(assigned.info.map((r: { rolecode: string; isDefault: boolean }) => [r.rolecode, r.isDefault]).sort()).toEqual([
      ['sysop', true],
      ['teacher', false],
    ]);
    // Sessions under the old roles end; a new login starts in the default role (sysop).
    expect((await whoAmI(oldToken)).code).toBe('00002');
    const token = await t.login('hook5', password);
    expect((await post('/sytSysParam/queryPage', {}, token)).code).toBe('00000');
    expect((await post('/sytSysParam/edit', { name: 'hook5param' }, token)).code).toBe('00004');

    expect((await post('/sytPermissionAccount/roles', { id, roleIds: ['no-such-role'] })).code).toBe('00005');
    expect((await post('/sytPermissionAccount/roles', { id: 'no-such-account', roleIds: [] })).code).toBe('00006');
    expect((await post('/sytPermissionAccount/roles', { id, roleIds: [roleIds.teacher] }, await t.login('student1'))).code).toBe('00004');
  });

  it('updateDisplayorder reorders accounts', async () => {
    const { id } = await createAccount('hook6');
    const answer = await post('/sytPermissionAccount/updateDisplayorder', { items: [{ id, displayorder: 42 }] });
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(answer.info).toEqual({ updated: 1 });
    expect((await post('/sytPermissionAccount/queryInfo', { id })).info.displayorder).toBe(42);
    expect((await post('/sytPermissionAccount/updateDisplayorder', { items: [{ id, displayorder: -1 }] })).code).toBe('00005');
  });
});

describe('role hooks', () => {
  it('grant replaces the resources of a role and the permission change takes effect at once', async () => {
    const sysop = await t.login('sysop');
    expect((await post('/sytSysParam/edit', paramBody(), sysop)).code).toBe('00004');

    const current = await post('/sytPermissionRole/resources', { id: roleIds.sysop });
    expect(current.code, `${current.raw}`).toBe('00000');
    const original: string[] = current.info;
    expect(original.length).toBeGreaterThan(0);
    const addButton = (await t.database.query<{ id: string }>(`select id from syt_permission_resources where permission = 'sys_param_btn_add'`))[0]!.id;

    const granted = await post('/sytPermissionRole/grant', { id: roleIds.sysop, resourceIds: [...original, addButton] });
    expect(granted.code, `${granted.raw}`).toBe('00000');
    expect(granted.info).toEqual({ granted: original.length + 1 });
    // The same session, without logging in again, may now create a parameter.
    const created = await post('/sytSysParam/edit', paramBody(), sysop);
    expect(created.code, `${created.raw}`).toBe('00000');
    // Still not edit or delete: only the granted code.
    expect((await post('/sytSysParam/edit', { id: created.info.id, value: '2' }, sysop)).code).toBe('00004');
    expect((await post('/sytSysParam/delete', { id: created.info.id }, sysop)).code).toBe('00004');
    expect((await whoAmI(sysop)).info.permissions).toContain('sys_param_btn_add');

    // Granting the original set again takes the code away at once.
    expect((await post('/sytPermissionRole/grant', { id: roleIds.sysop, resourceIds: original })).code).toBe('00000');
    expect((await post('/sytSysParam/edit', paramBody(), sysop)).code).toBe('00004');
    expect((await post('/sytPermissionRole/resources', { id: roleIds.sysop })).info.sort()).toEqual([...original].sort());

    // Granting nothing leaves the role without any resource.
    const role = await post('/sytPermissionRole/edit', { rolecode: 'hook_empty', rolename: 'Empty role' });
    expect((await post('/sytPermissionRole/grant', { id: role.info.id, resourceIds: [] })).info).toEqual({ granted: 0 });
    expect((await post('/sytPermissionRole/resources', { id: role.info.id })).info).toEqual([]);
  });

  it('grant refuses unknown resources and roles, and callers without sys_role_btn_grant', async () => {
    expect((await post('/sytPermissionRole/grant', { id: roleIds.sysop, resourceIds: ['no-such-resource'] })).code).toBe('00005');
    expect((await post('/sytPermissionRole/grant', { id: 'no-such-role', resourceIds: [] })).code).toBe('00006');
    expect((await post('/sytPermissionRole/grant', { id: roleIds.sysop })).code).toBe('00005');
    const sysop = await t.login('sysop');
    expect((await post('/sytPermissionRole/grant', { id: roleIds.sysop, resourceIds: [] }, sysop)).code).toBe('00004');
  });

  it('a role held by accounts cannot be deleted (00007); the administrator role never; an unused role can', async () => {
    const held = await post('/sytPermissionRole/delete', { id: roleIds.sysop });
    expect(held.code).toBe('00007');
    expect(held.info).toMatch(/^该角色已分配给 \d+ 个账号，无法删除$/);
    const en = await t.call('POST', '/sytPermissionRole/delete', { token: admin, body: { id: roleIds.sysop }, headers: { 'accept-language': 'en' } });
    expect(en.info).toMatch(/^The role is held by \d+ account\(s\) and cannot be deleted$/);
    expect((await post('/sytPermissionRole/delete', { id: roleIds.admin })).code).toBe('00007');
    expect(await t.database.query('select count(*)::int as n from syt_permission_role where id = $1', [roleIds.sysop])).toEqual([{ n: 1 }]);

    const unused = await post('/sytPermissionRole/edit', { rolecode: 'hook_unused', rolename: 'Unused' });
    expect((await post('/sytPermissionRole/delete', { id: unused.info.id })).code).toBe('00000');
  });

  it('editing a role takes effect for its sessions at once (superAdmin)', async () => {
    const sysop = await t.login('sysop');
    expect((await post('/sytDesktop/queryPage', {}, sysop)).code).toBe('00004');
    expect((await post('/sytPermissionRole/edit', { id: roleIds.sysop, superAdmin: true })).code).toBe('00000');
    expect((await post('/sytDesktop/queryPage', {}, sysop)).code).toBe('00000');
    expect((await post('/sytPermissionRole/edit', { id: roleIds.sysop, superAdmin: false })).code).toBe('00000');
    expect((await post('/sytDesktop/queryPage', {}, sysop)).code).toBe('00004');
  });
});
