/**
 * The portal's desktop calls (platform-shell §7.3, designed in src/server/modules/desktop-routes.ts):
 * a person's desktops (own, their role's, the public defaults), editing their own layout (copy on write
 * of a shared desktop), never someone else's, the desktop's block data and its settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Desktop = { id: string; name: string; type: string; roleCode: string | null; ownerHumancode: string | null; baseId: string | null; own: boolean; layout: unknown; settings: unknown };

let t: TestApp;
let admin: string;
let student1: string;
let student2: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student1, student2, teacher] = await Promise.all([t.login('admin'), t.login('student1'), t.login('student2'), t.login('teacher1')]);
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string, url: string, body: unknown) => t.call('POST', url, { token, body });
const listOf = async (token: string, type = 'pc端') => {
  const answer = await post(token, '/sytDesktop/listByUser', { type });
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info as Desktop[];
};

const LAYOUT = [
  { key: 'b1', kind: 'banners', x: 0, y: 0, w: 12, h: 3 },
  { key: 's1', kind: 'services', x: 0, y: 3, w: 6, h: 4 },
  { key: 'm1', kind: 'messages', x: 6, y: 3, w: 6, h: 4 },
  { key: 'c1', kind: 'clock', x: 0, y: 7, w: 3, h: 2 },
];

describe('listByUser', () => {
  it("answers the public default first to a role without desktops of its own: info[0].id (type 'pc端')", async () => {
    const list = await listOf(admin);
    expect(list[0]).toMatchObject({ name: '公共桌面', roleCode: null, own: false });
    expect(typeof list[0]!.id).toBe('string');
  });

  it("puts the role's desktop before the public default, and filters by type", async () => {
    expect((await listOf(student1)).map((d) => d.name)).toEqual(['学生桌面', '公共桌面']);
    expect(await listOf(student1, '移动端')).toEqual([]);
  });
});

describe('frontEdit and frontDelete', () => {
  it('creates an own desktop that comes first, and edits it', async () => {
    const created = await post(teacher, '/sytDesktop/frontEdit', { name: '我的工作台', layout: LAYOUT });
    expect(created.code, `${created.raw}`).toBe('00000');
    expect(created.info).toMatchObject({ name: '我的工作台', ownerHumancode: 'teacher1', type: 'pc端', baseId: null });
    const [first] = await listOf(teacher);
    expect(first).toMatchObject({ id: created.info.id, own: true });
    const renamed = await post(teacher, '/sytDesktop/frontEdit', { id: created.info.id, name: '工作台' });
    expect(renamed.info).toMatchObject({ id: created.info.id, name: '工作台', layout: LAYOUT });
  });

  it('edits a shared desktop as a personal copy, leaving everyone else’s unchanged; deleting the copy restores it', async () => {
    const shared = (await listOf(student1)).find((d) => d.name === '学生桌面')!;
    const edited = await post(student1, '/sytDesktop/frontEdit', { id: shared.id, layout: LAYOUT });
    expect(edited.code, `${edited.raw}`).toBe('00000');
    expect(edited.info).toMatchObject({ ownerHumancode: 'student1', baseId: shared.id, name: '学生桌面', layout: LAYOUT });
    expect(edited.info.id).not.toBe(shared.id);
    // Editing the shared desktop again updates the same copy.
    const again = await post(student1, '/sytDesktop/frontEdit', { id: shared.id, name: '我的学生桌面' });
    expect(again.info.id).toBe(edited.info.id);

    const mine = await listOf(student1);
    expect(mine.map((d) => d.name)).toEqual(['我的学生桌面', '公共桌面']);
    const others = await listOf(student2);
    expect(others.find((d) => d.id === shared.id)).toMatchObject({ name: '学生桌面' });
    expect(others.find((d) => d.id === shared.id)!.layout).not.toEqual(LAYOUT);

    const removed = await post(student1, '/sytDesktop/frontDelete', { id: edited.info.id });
    expect(removed.code).toBe('00000');
    expect((await listOf(student1)).map((d) => d.id)).toContain(shared.id);
  });

  it("refuses to edit or delete another person's desktop, or to delete a shared one", async () => {
    const own = await post(student1, '/sytDesktop/frontEdit', { name: '小明的桌面' });
    const id = own.info.id as string;
    const edit = await post(student2, '/sytDesktop/frontEdit', { id, name: '改掉' });
    expect([edit.code, edit.status]).toEqual(['00004', 403]);
    const setting = await post(student2, '/sytDesktop/dataSetting', { id, settings: { s1: { limit: 1 } } });
    expect(setting.code).toBe('00004');
    const remove = await post(student2, '/sytDesktop/frontDelete', { id });
    expect(remove.code).toBe('00004');
    // Not readable either, and not in their list.
    expect((await post(student2, '/sytDesktop/data', { id })).code).toBe('00006');
    expect((await listOf(student2)).map((d) => d.id)).not.toContain(id);
    // Even an administrator's portal calls keep to their own desktops (the entity screen manages the rest).
    expect((await post(admin, '/sytDesktop/frontEdit', { id, name: '改掉' })).code).toBe('00004');
    const shared = (await listOf(student1)).find((d) => d.name === '公共桌面')!;
    expect((await post(student1, '/sytDesktop/frontDelete', { id: shared.id })).code).toBe('00004');
    // A role's shared desktop that the caller does not see is refused as well.
    const studentDesk = (await listOf(student1)).find((d) => d.name === '学生桌面')!;
    expect((await post(teacher, '/sytDesktop/frontEdit', { id: studentDesk.id, name: 'x' })).code).toBe('00004');
    const unchanged = await post(student1, '/sytDesktop/data', { id });
    expect(unchanged.info.desktop.name).toBe('小明的桌面');
  });

  it('validates the layout', async () => {
    const answer = await post(teacher, '/sytDesktop/frontEdit', { name: 'x', layout: [{ key: 'a', kind: 'banners', script: 'alert(1)' }] });
    expect(answer.code).toBe('00005');
    const wrongType = await post(teacher, '/sytDesktop/frontEdit', { name: 'x', type: 'tv' });
    expect(wrongType.code).toBe('00005');
  });

  it('writes audit records', async () => {
    const created = await post(teacher, '/sytDesktop/frontEdit', { name: '审计用桌面' });
    const audit = await post(admin, '/sytAuditLog/queryPage', { page: 1, pageSize: 50, queryParam: { entity: 'sytDesktop' } });
    expect(audit.code, `${audit.raw}`).toBe('00000');
    expect((audit.info.records as { recordId: string; action: string }[]).some((r) => r.recordId === created.info.id && r.action === 'create')).toBe(true);
  });
});

describe('data and dataSetting', () => {
  it("answers each block's data by kind, limited by the desktop's settings", async () => {
    const own = await post(admin, '/sytDesktop/frontEdit', { name: '管理员桌面', layout: LAYOUT });
    const id = own.info.id as string;
    const data = await post(admin, '/sytDesktop/data', { id });
    expect(data.code, `${data.raw}`).toBe('00000');
    const byKey = Object.fromEntries((data.info.blocks as { key: string; kind: string; data: any }[]).map((b) => [b.key, b]));
    expect(data.info.desktop).toMatchObject({ id, name: '管理员桌面' });
    expect(byKey.b1!.data.length).toBeGreaterThan(0);
    expect(byKey.b1!.data.every((b: { enabled: boolean }) => b.enabled)).toBe(true);
    expect(byKey.s1!.data.length).toBeGreaterThan(1);
    expect(byKey.m1!.data.unread).toBe(2);
    expect(byKey.m1!.data.latest.map((m: { receiverHumancode: string }) => m.receiverHumancode)).toEqual(['admin', 'admin']);
    expect(byKey.c1!.data).toBeNull();

    expect((await post(admin, '/sytDesktop/dataSetting', { id })).info).toEqual({ id, settings: {} });
    const saved = await post(admin, '/sytDesktop/dataSetting', { id, settings: { s1: { limit: 1 } } });
    expect(saved.info).toEqual({ id, settings: { s1: { limit: 1 } } });
    const limited = await post(admin, '/sytDesktop/data', { id });
    expect(limited.info.blocks.find((b: { key: string }) => b.key === 's1').data).toHaveLength(1);
  });

  it('filters a block by its category: the message type of a messages block, the service category of a services block', async () => {
    const own = await post(admin, '/sytDesktop/frontEdit', { name: '分类桌面', layout: LAYOUT });
    const id = own.info.id as string;
    const plain = await post(admin, '/sytDesktop/data', { id });
    const byKey = (answer: typeof plain, key: string) => (answer.info.blocks as { key: string; data: any }[]).find((b) => b.key === key)!.data;
    const type = byKey(plain, 'm1').latest[0].type as string;
    const category = byKey(plain, 's1')[0].category as string;
    const saved = await post(admin, '/sytDesktop/dataSetting', { id, settings: { m1: { category: type }, s1: { category, limit: 20 } } });
    expect(saved.code, `${saved.raw}`).toBe('00000');
    const filtered = await post(admin, '/sytDesktop/data', { id });
    expect(byKey(filtered, 'm1').latest.every((m: { type: string }) => m.type === type)).toBe(true);
    expect(byKey(filtered, 's1').length).toBeGreaterThan(0);
    expect(byKey(filtered, 's1').every((s: { category: string }) => s.category === category)).toBe(true);
    await post(admin, '/sytDesktop/dataSetting', { id, settings: { m1: { category: 'no-such-type' } } });
    expect(byKey(await post(admin, '/sytDesktop/data', { id }), 'm1').unread).toBe(0);
  });

  it('saves settings with the layout (frontEdit, copy on write included) and refuses what the widgets do not read', async () => {
    const shared = (await listOf(teacher)).find((d) => !d.own)!;
    const layout = [{ key: 'todo', kind: 'todo', x: 0, y: 0, w: 6, h: 6 }, { key: 'news', kind: 'news', x: 6, y: 0, w: 6, h: 7 }];
    const copy = await post(teacher, '/sytDesktop/frontEdit', { id: shared.id, layout, settings: { todo: { limit: 3 }, news: { category: 'notice' } } });
    expect(copy.code, `${copy.raw}`).toBe('00000');
    expect(copy.info).toMatchObject({ baseId: shared.id, settings: { todo: { limit: 3 }, news: { category: 'notice' } } });
    expect((await post(teacher, '/sytDesktop/dataSetting', { id: copy.info.id })).info.settings).toEqual({ todo: { limit: 3 }, news: { category: 'notice' } });

    const refused = async (body: Record<string, unknown>, path: string) => {
      const answer = await post(teacher, '/sytDesktop/dataSetting', { id: copy.info.id, ...body });
      expect(answer.code, `${answer.raw}`).toBe('00005');
      expect(JSON.stringify(answer.errors ?? answer.raw)).toContain(path);
    };
    await refused({ settings: { todo: { limit: 0 } } }, '/settings/todo/limit');
    await refused({ settings: { todo: { limit: 21 } } }, '/settings/todo/limit');
    await refused({ settings: { todo: { script: 'alert(1)' } } }, '/settings/todo');
    await refused({ settings: { todo: { category: '' } } }, '/settings/todo/category');
    // Options of a block that is not on the desktop (removed, or never there).
    await refused({ settings: { gone: { limit: 2 } } }, '/settings/gone');
    const removed = await post(teacher, '/sytDesktop/frontEdit', { id: copy.info.id, layout: [layout[0]], settings: { news: { limit: 2 } } });
    expect(removed.code).toBe('00005');
    // Nothing of the refused calls was kept.
    expect((await post(teacher, '/sytDesktop/dataSetting', { id: copy.info.id })).info.settings).toEqual({ todo: { limit: 3 }, news: { category: 'notice' } });
  });

  it("a person's messages block shows only their own messages", async () => {
    const own = await post(student1, '/sytDesktop/frontEdit', { name: 'm', layout: [{ key: 'm', kind: 'messages' }] });
    const data = await post(student1, '/sytDesktop/data', { id: own.info.id });
    expect(data.info.blocks[0].data.unread).toBe(1);
    expect(data.info.blocks[0].data.latest[0].receiverHumancode).toBe('student1');
  });
});
