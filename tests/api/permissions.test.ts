/** The server enforces permission codes declared on routes: 00004 for a role without the code. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCase } from '../support/api-asserts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'sysop', 'student1', 'designer']) tokens[user] = await t.login(user);
});
afterAll(async () => {
  await t?.close();
});

const treeList = (token: string, body: unknown = {}, lang?: string) =>
  t.call('POST', '/sytPermissionResources/treeList', { token, body, ...(lang ? { headers: { 'accept-language': lang } } : {}) });

async function grant(rolecode: string, permission: string) {
  await t.database.query(
    `insert into syt_permission_role_resource (role_id, resource_id)
       select r.id, s.id from syt_permission_role r, syt_permission_resources s where r.rolecode = $1 and s.permission = $2`,
    [rolecode, permission],
  );
  t.app.ctx.sessions.permissions.invalidate();
}
async function revoke(rolecode: string, permission: string) {
  await t.database.query(
    `delete from syt_permission_role_resource where role_id = (select id from syt_permission_role where rolecode = $1)
       and resource_id in (select id from syt_permission_resources where permission = $2)`,
    [rolecode, permission],
  );
  t.app.ctx.sessions.permissions.invalidate();
}

describe('/sytPermissionResources/treeList (needs sys_menu_view or sys_role_view)', () => {
  it('refuses sysop and student with 00004', async () => {
    for (const user of ['sysop', 'student1', 'designer']) {
      const answer = await treeList(tokens[user]!);
      expectCase(user, { status: answer.status, code: answer.code, info: answer.info }, { status: 403, code: '00004', info: '没有权限执行此操作' });
    }
    const en = await treeList(tokens.student1!, {}, 'en');
    expect(en.info).toBe('You do not have permission for this operation');
  });

  it('answers the whole tree to the administrator (wildcard)', async () => {
    const answer = await treeList(tokens.admin!);
    expect(answer.code).toBe('00000');
    expect(answer.info.map((n: { label: string }) => n.label)).toEqual(
      expect.arrayContaining(['信息门户', '管理后台', '首页', '流程中心', '流程设计', '系统管理']),
    );
  });

  it('checks the permission before the payload, so a refused caller learns nothing about it', async () => {
    const answer = await treeList(tokens.student1!, { type: 'not-a-number', extra: true });
    expect(answer.code).toBe('00004');
    expect(answer.errors).toBeUndefined();
    const admin = await treeList(tokens.admin!, { type: 'not-a-number' });
    expect(admin.code).toBe('00005');
  });

  it('lets a role in as soon as it holds one of the exact codes, and out again when revoked', async () => {
    await grant('sysop', 'sys_role_view');
    const allowed = await treeList(tokens.sysop!);
    expect(allowed.code).toBe('00000');
    expect(allowed.info.length).toBeGreaterThan(0);
    const info = await t.call('GET', '/user/getUserInfo', { token: tokens.sysop! });
    expect(info.info.permissions).toContain('sys_role_view');

    await revoke('sysop', 'sys_role_view');
    expect((await treeList(tokens.sysop!)).code).toBe('00004');

    await grant('student', 'sys_menu_view');
    expect((await treeList(tokens.student1!)).code).toBe('00000');
    await revoke('student', 'sys_menu_view');
    expect((await treeList(tokens.student1!)).code).toBe('00004');
  });

  it('follows the active role, not the account: the administrator switched to teacher is refused', async () => {
    const switched = await t.call('POST', '/user/switchRole', { token: await t.login('admin'), body: { role: 'teacher' } });
    expect(switched.code).toBe('00000');
    expect((await treeList(String(switched.headers.token))).code).toBe('00004');
  });
});

describe('every route that declares a permission', () => {
  it('is refused to a student, and passes the administrator through the guard', async () => {
    const declared = t.app.routeTable.filter((route) => route.permission !== undefined);
    expect(declared.map((r) => `${r.method} ${r.url}`)).toContain('POST /sytPermissionResources/treeList');
    const studentCodes = new Set<string>((await t.call('GET', '/user/getUserInfo', { token: tokens.student1! })).info.permissions);
    for (const route of declared) {
      const label = `${route.method} ${route.url}`;
      const options = route.method === 'POST' ? { body: {} } : {};
      // A route whose code students do hold is not part of the refusal check.
      const studentHolds = [route.permission].flat().some((code) => studentCodes.has(code as string));
      const student = await t.call(route.method as 'GET' | 'POST', route.url, { token: tokens.student1!, ...options });
      const admin = await t.call(route.method as 'GET' | 'POST', route.url, { token: tokens.admin!, ...options });
      // The administrator passes the guard; a handler may still refuse a specific action (e.g. an entity
      // without an "add" code refuses creation to everyone), so only token failures are ruled out here.
      // A file answer (export, template) has no code: its status stands in.
      expectCase(
        label,
        { public: route.public, student: student.code, admin: admin.code ?? `HTTP ${admin.status}` },
        { public: false, student: studentHolds ? student.code : '00004', admin: expect.not.toBeOneOf(['00002', '00003']) },
      );
    }
  });

  it('answers permissions in getUserInfo that match the role', async () => {
    const student = await t.call('GET', '/user/getUserInfo', { token: tokens.student1! });
    expect(student.info.permissions).not.toContain('*:*:*');
    expect(student.info.permissions.some((code: string) => code.startsWith('sys_'))).toBe(false);
    const sysop = await t.call('GET', '/user/getUserInfo', { token: tokens.sysop! });
    expect(sysop.info.permissions).toEqual(
      expect.arrayContaining(['sys_account_view', 'sys_account_btn_export', 'sys_audit_view', 'sys_param_view']),
    );
    expect(sysop.info.permissions).not.toContain('sys_account_btn_add');
    expect(sysop.info.permissions).not.toContain('sys_menu_view');
    expect(sysop.info.permissions).not.toContain('sys_role_view');
  });
});
