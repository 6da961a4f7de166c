/** The menu rules: role filtering (§2.8), leaf search (§2.7), navigation targets (§2.4). */
import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  findMenuByPath,
  frameSandbox,
  isExternalPath,
  leafEntries,
  menuLabel,
  menuTarget,
  safeFrameSource,
  searchMenu,
  visibleMenu,
  type MenuNode,
} from '../../src/runtime/menu/menu-model.ts';
import { loadSpell } from '../../src/runtime/menu/spell.ts';

let seq = 0;
function node(label: string, labelEn: string, path: string | null, children: MenuNode[] = [], extra: Partial<MenuNode> = {}): MenuNode {
  seq += 1;
  return {
    id: `n${seq}`,
    parentId: null,
    type: 0,
    label,
    labelEn,
    path,
    component: null,
    icon: null,
    permission: null,
    query: null,
    isAuth: true,
    isTab: true,
    hidden: false,
    sort: seq,
    children,
    ...extra,
  };
}

const accounts = node('账号管理', 'Accounts', '/system/account');
const roles = node('角色管理', 'Roles', '/system/role', [], { roles: ['admin'] });
const audit = node('审计日志', 'Audit log', '/system/audit', [], { hidden: true });
const system = node('系统管理', 'System', null, [accounts, roles, audit]);
const welcome = node('首页', 'Home', '/wel/index');
const library = node('图书馆', 'Library', 'https://lib.example.edu/', [], { query: { from: 'menu' } });
const todo = node('待办任务', 'To do', '/bpm/task/todo', [], { query: { status: '0' } });
const tree = [welcome, system, library, todo];

const labels = (nodes: MenuNode[]) => leafEntries(nodes).map((n) => n.label);

describe('visibleMenu', () => {
  it('drops hidden entries and entries whose role list lacks the current role', () => {
    expect(labels(visibleMenu(tree, 'teacher'))).toEqual(['首页', '账号管理', '图书馆', '待办任务']);
    expect(labels(visibleMenu(tree, 'admin'))).toEqual(['首页', '账号管理', '角色管理', '图书馆', '待办任务']);
    expect(labels(visibleMenu(tree, undefined))).toEqual(['首页', '账号管理', '图书馆', '待办任务']);
  });

  it('an empty role list is no restriction', () => {
    expect(visibleMenu([node('x', 'x', '/x', [], { roles: [] })], 'student')).toHaveLength(1);
  });
});

describe('searchMenu', () => {
  it('matches leaf entries by label, case-insensitive, zh or en', () => {
    expect(searchMenu(tree, '账号').map((n) => n.path)).toEqual(['/system/account']);
    expect(searchMenu(tree, 'acc').map((n) => n.path)).toEqual(['/system/account']);
    expect(searchMenu(tree, 'ROL').map((n) => n.path)).toEqual(['/system/role']);
    expect(searchMenu(tree, '  to ').map((n) => n.path)).toEqual(['/bpm/task/todo']);
  });

  it('matches anywhere in the label, prefix matches first, and skips groups', () => {
    expect(searchMenu(tree, '管理').map((n) => n.path)).toEqual(['/system/account', '/system/role']);
    expect(searchMenu(tree, '日志').map((n) => n.path)).toEqual(['/system/audit']);
    // Library contains an "a" and is first in the menu, yet comes after the labels that start with one.
    expect(searchMenu(tree, 'a').map((n) => n.path)).toEqual(['/system/account', '/system/audit', 'https://lib.example.edu/']);
    expect(searchMenu(tree, '系统')).toEqual([]);
    expect(searchMenu(tree, 'sys')).toEqual([]);
  });

  it('matches by pinyin and pinyin initials once pinyin is loaded', async () => {
    const spell = await loadSpell();
    const start = node('发起流程', 'Start a process', '/bpm/process-instance/createlist');
    const mine = node('我的流程', 'My processes', '/bpm/process-instance/index');
    const menu = [welcome, node('流程中心', 'Processes', null, [start, mine]), system];
    for (const text of ['流程', 'liucheng', 'lc', 'faqi', 'fq', 'LiuCheng']) expect(searchMenu(menu, text, spell)).toContain(start);
    expect(searchMenu(menu, 'fqlc', spell)).toEqual([start]);
    // Without pinyin loaded, latin text matches the English label only.
    expect(searchMenu(menu, 'lc')).toEqual([]);
    expect(searchMenu(menu, 'zhanghao', spell).map((n) => n.path)).toEqual(['/system/account']);
    expect(searchMenu(menu, 'zz', spell)).toEqual([]);
  });

  it('an empty text finds nothing', () => {
    expect(searchMenu(tree, '')).toEqual([]);
    expect(searchMenu(tree, '   ')).toEqual([]);
  });
});

describe('navigation targets', () => {
  it('http, https and html paths are external', () => {
    expect(isExternalPath('https://a.example/')).toBe(true);
    expect(isExternalPath('HTTP://a.example/')).toBe(true);
    expect(isExternalPath('/static/help.html')).toBe(true);
    expect(isExternalPath('/system/account')).toBe(false);
  });

  it('an internal entry goes to its path with its query', () => {
    expect(menuTarget(todo)).toBe('/bpm/task/todo?status=0');
    expect(menuTarget(accounts)).toBe('/system/account');
  });

  it('an external entry opens embedded, with the menu fields as query', () => {
    const target = new URL(menuTarget(library, 'en'), 'http://x');
    expect(target.pathname).toBe('/myiframe/urlPath');
    expect(Object.fromEntries(target.searchParams)).toEqual({ from: 'menu', src: 'https://lib.example.edu/', name: 'Library', menuId: library.id });
  });

  it('finds the entry of a path, and its ancestors', () => {
    expect(findMenuByPath(tree, '/system/account/')?.label).toBe('账号管理');
    expect(findMenuByPath(tree, '/nope')).toBeUndefined();
    expect(ancestorIds(tree, accounts.id)).toEqual([system.id]);
    expect(ancestorIds(tree, 'missing')).toEqual([]);
  });

  it('labels follow the language, falling back to zh', () => {
    expect(menuLabel(accounts, 'en')).toBe('Accounts');
    expect(menuLabel({ label: '仅中文', labelEn: null }, 'en')).toBe('仅中文');
  });
});

describe('the embedded page', () => {
  const origin = 'https://flowhall.example.edu';

  it('loads only http(s) or same-site addresses', () => {
    expect(safeFrameSource('https://lib.example.edu/a', origin)).toBe('https://lib.example.edu/a');
    expect(safeFrameSource('/static/help.html', origin)).toBe('https://flowhall.example.edu/static/help.html');
    expect(safeFrameSource('javascript:alert(1)', origin)).toBeUndefined();
    expect(safeFrameSource('data:text/html,<script>x</script>', origin)).toBeUndefined();
    expect(safeFrameSource(null, origin)).toBeUndefined();
  });

  it('a same-origin page never gets scripts and same-origin together', () => {
    expect(frameSandbox('https://lib.example.edu/', origin)).toContain('allow-same-origin');
    expect(frameSandbox('https://flowhall.example.edu/static/help.html', origin)).not.toContain('allow-same-origin');
  });
});
