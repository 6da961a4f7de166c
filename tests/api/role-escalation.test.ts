/**
 * Nobody hands out more than they hold (src/server/entity/hooks/escalation.ts): a role editor who is
 * not a super administrator cannot set or change a super-admin role, grant a code they lack, or assign
 * a role carrying one, or reset the password of an account whose roles reach beyond theirs; 00004
 * with a message naming what they lack; nor set or rewrite a resource's permission code they lack, nor
 * touch the codes of base roles or of roles reaching beyond theirs, and a new account's base role is
 * assigned under the same rule. sysop is given the role, account and menu editing codes here, and
 * nothing else of those screens' buttons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { uploadFile } from '../support/multipart.ts';

let t: TestApp;
let admin: string;
let sysop: string;

const EDITOR_CODES = [
  'sys_role_view', 'sys_role_btn_add', 'sys_role_btn_edit', 'sys_role_btn_grant', 'sys_role_btn_import',
  'sys_account_btn_add', 'sys_account_btn_edit', 'sys_account_btn_reset', 'sys_account_btn_import',
  'sys_menu_btn_add', 'sys_menu_btn_edit', 'sys_menu_btn_import',
];

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

/** An .xlsx whose header row names the field keys, one row per record. */
async function importFile(entity: string, token: string, rows: Record<string, unknown>[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  const keys = Object.keys(rows[0]!);
  sheet.addRow(keys);
  for (const row of rows) sheet.addRow(keys.map((key) => row[key]));
  return uploadFile(t, `/${entity}/import`, token, { filename: 'import.xlsx', data: Buffer.from(await workbook.xlsx.writeBuffer()) });
}

const permissionOf = async (id: string) => (await one<{ permission: string | null }>('select permission from syt_permission_resources where id = $1', [id])).permission;
const editResource = (token: string, body: Record<string, unknown>, lang?: string) =>
  t.call('POST', '/sytPermissionResources/edit', { token, body, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

describe('/sytPermissionResources: permission codes', () => {
  it('cannot rewrite the code of a resource already granted (to the editor’s own role) to one the editor lacks', async () => {
    // sysop's role is granted the sys_role_view resource; the grant check never sees an edit of it.
    const own = await resourceId('sys_role_view');
    const rewritten = await editResource(sysop, { id: own, permission: 'sys_param_btn_del' });
    expect([rewritten.status, rewritten.code, rewritten.info]).toEqual([403, '00004', '不能设置或修改您自己没有的权限编码：sys_param_btn_del']);
    expect(await permissionOf(own)).toBe('sys_role_view');
    t.app.ctx.sessions.permissions.invalidate();
    expect((await t.call('POST', '/sytSysParam/delete', { token: sysop, body: { ids: ['nope'] } })).code).toBe('00004');
  });

  it('cannot change a code away from one the editor lacks, nor create or import a resource carrying it', async () => {
    const theirs = await resourceId('sys_param_btn_del');
    const away = await editResource(sysop, { id: theirs, permission: 'sys_role_view' }, 'en');
    expect([away.code, away.info]).toEqual(['00004', 'You cannot set or change a permission code you do not hold: sys_param_btn_del']);
    expect((await editResource(sysop, { id: theirs, permission: null })).code).toBe('00004');
    expect(await permissionOf(theirs)).toBe('sys_param_btn_del');
    const created = await editResource(sysop, { label: '偷偷的按钮', type: 1, permission: 'sys_param_btn_del' });
    expect(created.code).toBe('00004');
    const imported = await importFile('sytPermissionResources', sysop, [{ label: '导入的按钮', type: 1, permission: 'sys_param_btn_del' }]);
    expect(imported.code).toBe('00005');
    expect(imported.errors?.[0]?.message).toContain('sys_param_btn_del');
    expect((await t.database.query("select 1 from syt_permission_resources where label in ('偷偷的按钮', '导入的按钮')")).length).toBe(0);
  });

  it('sets and changes codes the editor holds; a super administrator sets any', async () => {
    const made = await editResource(sysop, { label: '角色查看副本', type: 1, permission: 'sys_role_view' });
    expect(made.code).toBe('00000');
    expect((await editResource(sysop, { id: made.info.id, permission: 'sys_role_btn_add' })).code).toBe('00000');
    expect((await editResource(sysop, { id: made.info.id, label: '改名' })).code).toBe('00000');
    expect((await editResource(admin, { id: made.info.id, permission: 'sys_param_btn_del' })).code).toBe('00000');
    expect(await permissionOf(made.info.id)).toBe('sys_param_btn_del');
  });
});

const editRole = (token: string, body: Record<string, unknown>, lang?: string) =>
  t.call('POST', '/sytPermissionRole/edit', { token, body, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

describe('role codes: the base roles and roles reaching beyond the editor', () => {
  it('a non-super editor cannot rename a base role, nor a role holding codes they lack; other renames pass', async () => {
    const base = await editRole(sysop, { id: await roleId('teacher'), rolecode: 'teacher_old' });
    expect([base.status, base.code, base.info]).toEqual([403, '00004', '只有超级管理员可以设置或修改基础角色的编码：teacher']);
    const beyond = await editRole(sysop, { id: await roleId('paramremover'), rolecode: 'teacher2' }, 'en');
    expect([beyond.code, beyond.info]).toEqual(['00004', 'You cannot change the code of a role holding permissions you do not hold: paramremover (sys_param_btn_del)']);
    expect((await one<{ n: number }>("select count(*)::int as n from syt_permission_role where rolecode in ('teacher', 'paramremover')")).n).toBe(2);
    expect((await editRole(sysop, { id: await roleId('paramreader'), rolecode: 'paramreader2' })).code).toBe('00000');
    expect((await editRole(sysop, { id: await roleId('paramreader2'), rolecode: 'paramreader' })).code).toBe('00000');
  });

  it('a new account gets its base role only when the editor could assign it (the reviewer’s code swap)', async () => {
    // A super administrator may swap codes; then "teacher" names a role holding sys_param_btn_del.
    const [teacher, student, remover] = await Promise.all([roleId('teacher'), roleId('student'), roleId('paramremover')]);
    try {
      for (const [id, rolecode] of [[teacher, 'teacher_old'], [student, 'student_old'], [remover, 'teacher']] as const) {
        expect((await editRole(admin, { id, rolecode })).code).toBe('00000');
      }
      // Giving a role a base code, by edit or by import, is a super administrator's call too.
      expect((await editRole(sysop, { id: await roleId('paramreader'), rolecode: 'student' })).code).toBe('00004');
      const rolesImported = await importFile('sytPermissionRole', sysop, [{ rolecode: 'student', rolename: '学生' }]);
      expect([rolesImported.code, rolesImported.errors?.[0]?.message]).toEqual(['00005', '第 2 行：只有超级管理员可以设置或修改基础角色的编码：student']);
      const created = await t.call('POST', '/sytPermissionAccount/edit', { token: sysop, body: { humancode: 'evil1', humanname: 'Evil', identity: 'teacher', validflag: true } });
      expect([created.status, created.code, created.info]).toEqual([403, '00004', '不能分配包含您自己没有的权限的角色：paramremover（sys_param_btn_del）']);
      const imported = await importFile('sytPermissionAccount', sysop, [{ humancode: 'evil2', humanname: 'Evil', identity: 'teacher' }]);
      expect(imported.code).toBe('00005');
      expect(imported.errors?.[0]?.message).toContain('sys_param_btn_del');
      expect((await t.database.query("select 1 from syt_permission_account where humancode in ('evil1', 'evil2')")).length).toBe(0);
      // A super administrator may still create such an account.
      expect((await t.call('POST', '/sytPermissionAccount/edit', { token: admin, body: { humancode: 'swapped1', humanname: 'Swapped', identity: 'teacher' } })).code).toBe('00000');
    } finally {
      for (const [id, rolecode] of [[remover, 'paramremover'], [teacher, 'teacher'], [student, 'student']] as const) await editRole(admin, { id, rolecode });
    }
    // With the codes back, sysop creates a teacher account as before.
    expect((await t.call('POST', '/sytPermissionAccount/edit', { token: sysop, body: { humancode: 'plain1', humanname: 'Plain', identity: 'teacher' } })).code).toBe('00000');
  });
});
