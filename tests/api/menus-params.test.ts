/** Resource trees by role, top menus, the public tree, and system parameters (spec §7.1, §7.2). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkTree } from '../../src/schemas/tree.ts';
import { errorPaths, expectCase } from '../support/api-asserts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Node {
  label: string;
  type: number;
  permission: string | null;
  isAuth: boolean;
  children: Node[];
}

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const user of ['admin', 'sysop', 'student1', 'designer']) tokens[user] = await t.login(user);
});
afterAll(async () => {
  await t?.close();
});

const byUser = async (user: string, body?: unknown): Promise<Node[]> => {
  const answer = await t.call('POST', '/sytPermissionResources/treeListByUser', { token: tokens[user]!, ...(body ? { body } : {}) });
  expectCase(`${user} ${JSON.stringify(body)}`, { code: answer.code }, { code: '00000' });
  return answer.info;
};
const labels = (nodes: Node[]) => nodes.map((n) => n.label);
const top = async (user: string) => labels((await t.call('GET', '/user/getTopMenu', { token: tokens[user]! })).info);
const get = (idOrNameOrType: unknown, token?: string) =>
  t.call('POST', '/sytSysParam/get', { body: { idOrNameOrType }, ...(token ? { token } : {}) });
const getNoLogin = (idOrNameOrType: unknown) => t.call('POST', '/sytSysParam/getNoLogin', { body: { idOrNameOrType } });
const child = (nodes: Node[], label: string) => nodes.find((n) => n.label === label)?.children ?? [];

describe('POST /sytPermissionResources/treeListByUser', () => {
  it('answers the menu tree of the active role, which differs by role', async () => {
    const student = await byUser('student1');
    expect(labels(student)).toEqual(['首页', '流程中心']);
    expect(labels(child(student, '流程中心'))).toEqual(['发起流程', '我的流程', '待办任务', '已办任务', '抄送我的']);

    const sysop = await byUser('sysop');
    expect(labels(sysop)).toEqual(['首页', '系统管理']);
    expect(labels(child(sysop, '系统管理'))).toEqual(['账号管理', '组织机构', '系统参数', '消息管理', '审计日志']);

    const designer = await byUser('designer');
    expect(labels(designer)).toEqual(['首页', '流程中心', '流程设计']);
    expect(labels(child(designer, '流程设计'))).toContain('表单管理');

    const admin = await byUser('admin');
    expect(labels(admin)).toEqual(['首页', '流程中心', '流程设计', '资源预约', '数据采集', '幸运抽奖', '系统管理']);
    expect(labels(child(admin, '系统管理'))).toContain('角色管理');
  });

  it('defaults to type 0: menus only, no buttons or top menus', async () => {
    const implicit = await byUser('admin');
    expect(await byUser('admin', { type: 0 })).toEqual(implicit);
    expect([...walkTree(implicit)].every((node) => node.type === 0)).toBe(true);
  });

  it('answers the buttons (type 1) a role holds', async () => {
    const buttons = [...walkTree(await byUser('sysop', { type: 1 }))];
    expect(buttons.map((b) => b.permission).sort()).toEqual(
      ['sys_account_btn_export', 'sys_message_btn_export', 'sys_organization_btn_export', 'sys_param_btn_export'],
    );
    expect(await byUser('student1', { type: 1 })).toEqual([]);
  });

  it('refuses an unknown type', async () => {
    for (const type of [3, -1, '0', 1.5, null]) {
      const answer = await t.call('POST', '/sytPermissionResources/treeListByUser', { token: tokens.admin!, body: { type } });
      expectCase(String(type), { code: answer.code, paths: errorPaths(answer) }, { code: '00005', paths: expect.arrayContaining(['/type']) });
    }
  });
});

describe('GET /user/getTopMenu', () => {
  it('answers the top menus of the active role', async () => {
    expect(await top('admin')).toEqual(['信息门户', '服务大厅', '管理后台']);
    expect(await top('student1')).toEqual(['信息门户', '服务大厅']);
    expect(await top('sysop')).toEqual(['信息门户', '管理后台']);
  });
});

describe('POST /sytPermissionResources/treeList', () => {
  it('answers every resource, or those of one type', async () => {
    const all = [...walkTree((await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.admin! })).info as Node[])];
    expect(new Set(all.map((n) => n.type))).toEqual(new Set([0, 1, 2]));
    const buttons = (await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.admin!, body: { type: 1 } })).info as Node[];
    expect([...walkTree(buttons)].every((n) => n.type === 1)).toBe(true);
    expect([...walkTree(buttons)].map((n) => n.permission)).toContain('sys_role_btn_grant');
  });
});

describe('POST /sytPermissionResources/treeList from the 菜单资源 screen', () => {
  it('answers the entity page\'s {queryParam, sort} body (the tree, filtered), not a refusal of queryParam', async () => {
    const whole = await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.admin!, body: { queryParam: {} } });
    expect(whole.code).toBe('00000');
    expect(labels(whole.info)).toEqual(expect.arrayContaining(['系统管理', '流程中心']));
    const found = await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.admin!, body: { queryParam: { label: '账号' } } });
    expect([...walkTree(found.info as Node[])].map((n) => n.label)).toEqual(['账号管理']);
    const buttons = await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.admin!, body: { queryParam: {}, type: 1 } });
    expect([...walkTree(buttons.info as Node[])].every((n) => n.type === 1)).toBe(true);
    // The entity runtime still checks the page body in full.
    const unknown = await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.admin!, body: { queryParam: { nope: 1 } } });
    expect(unknown.code).toBe('00005');
    const student = await t.call('POST', '/sytPermissionResources/treeList', { token: tokens.student1!, body: { queryParam: {} } });
    expect(student.code).toBe('00004');
  });
});

describe('POST /sytPermissionResources/treeListNologin', () => {
  it('answers only resources marked isAuth = false, menus and top menus, without a token', async () => {
    expect((await t.call('POST', '/sytPermissionResources/treeListNologin')).info).toEqual([]);
    await t.database.query(
      `insert into syt_permission_resources (id, type, label, path, is_auth, sort) values
         ('pub-menu', 0, '公开页面', '/public/page', false, 99),
         ('pub-button', 1, '公开按钮', null, false, 99),
         ('pub-top', 2, '公开入口', '/public', false, 99)`,
    );
    const answer = await t.call('POST', '/sytPermissionResources/treeListNologin', { body: {} });
    expect(answer.code).toBe('00000');
    expect(labels(answer.info).sort()).toEqual(['公开入口', '公开页面'].sort());
    const body = await t.call('POST', '/sytPermissionResources/treeListNologin', { body: { type: 1 } });
    expect(body.code).toBe('00005');
  });
});

describe('system parameters', () => {
  beforeAll(async () => {
    await t.database.query(
      `insert into syt_sys_param (id, name, value, type, platform, is_public) values
         ('p-secret', 'oauthSecret', 's3cr3t-value', 'oauth', 'oauthServer', false)`,
    );
  });

  it('looks a parameter up by name, id or type', async () => {
    const logo = await get('stylogo', tokens.student1);
    expect(logo.code).toBe('00000');
    expect(logo.info).toMatchObject({ name: 'stylogo', value: 'Flowhall', type: 'site' });
    expect(JSON.parse(logo.info.img)[0].url).toBe('/logo.svg');
    expect((await get(logo.info.id, tokens.student1)).info.name).toBe('stylogo');
    expect((await get('oauth', tokens.admin)).info).toMatchObject({ name: 'oauthSecret', value: 's3cr3t-value' });
    expect((await get('no-such-param', tokens.admin)).info).toBeNull();
    expect((await get('stylogo')).code).toBe('00002');
  });

  it('answers only public parameters without a token', async () => {
    for (const name of ['indexUrl', 'isVisitor', 'mobileHome', 'stylogo', 'protalLogin', 'isgrey']) {
      const answer = await getNoLogin(name);
      expectCase(name, { code: answer.code, name: answer.info?.name }, { code: '00000', name });
    }
    expect((await getNoLogin('isVisitor')).info.value).toBe('否');
    for (const key of ['oauthSecret', 'p-secret', 'oauth']) {
      const answer = await getNoLogin(key);
      expectCase(key, { code: answer.code, info: answer.info }, { code: '00000', info: null });
    }
    // Signed in, a parameter not marked public still needs the parameter-view code (param-secrets.test.ts).
    expect((await get('oauthSecret', tokens.student1)).info).toBeNull();
    expect((await get('oauthSecret', tokens.sysop)).info.value).toBe('s3cr3t-value');
  });

  it('treats SQL and pattern characters as plain text', async () => {
    expect((await getNoLogin('stylogo')).info.name).toBe('stylogo');
    for (const key of ["' OR 1=1 --", "oauthSecret' OR 'a'='a", '%', '_', 'stylogo%']) {
      const [anonymous, signedIn] = [(await getNoLogin(key)).info, (await get(key, tokens.admin)).info];
      expectCase(key, { anonymous, signedIn }, { anonymous: null, signedIn: null });
    }
  });

  it('validates the key', async () => {
    for (const body of [{}, { idOrNameOrType: '' }, { idOrNameOrType: 1 }, { idOrNameOrType: 'x'.repeat(101) }]) {
      const answer = await t.call('POST', '/sytSysParam/getNoLogin', { body });
      expectCase(JSON.stringify(body).slice(0, 40), { code: answer.code, paths: errorPaths(answer) }, {
        code: '00005',
        paths: expect.arrayContaining(['/idOrNameOrType']),
      });
    }
  });
});
