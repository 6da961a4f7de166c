/**
 * The information portal's reads (src/server/modules/portal-routes.ts) and the desktop template publish
 * (src/server/modules/desktop-routes.ts): public and published-only, the caller's own statistics, and a
 * role's template that only a desktop administrator may publish.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type News = { id: string; title: string; category: string; pinned: boolean; enabled: boolean; content?: string; publishedAt: string };

let t: TestApp;
let admin: string;
let student1: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, student1, teacher] = await Promise.all([t.login('admin'), t.login('student1'), t.login('teacher1')]);
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string | undefined, url: string, body: unknown) => t.call('POST', url, { ...(token ? { token } : {}), body });

describe('/sytPortal/common', () => {
  it('answers an anonymous visitor the published banners, news, notices, services and the public desktop', async () => {
    const answer = await post(undefined, '/sytPortal/common', {});
    expect(answer.code, `${answer.raw}`).toBe('00000');
    const { banners, news, notices, services, desktop } = answer.info;
    expect(banners.map((b: { title: string }) => b.title)).toEqual(['新学期开学典礼', '网上办事大厅上线']);
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((n: News) => n.category === 'news' && n.enabled && n.content === undefined)).toBe(true);
    expect(news.map((n: News) => n.title)).not.toContain('（草稿）校园开放日活动预告');
    // Pinned first, then newest first.
    expect(notices[0]).toMatchObject({ title: '关于2026年秋季学期开学工作安排的通知', pinned: true });
    const rest = notices.slice(1).map((n: News) => n.publishedAt);
    expect(rest).toEqual(rest.toSorted().toReversed());
    expect(services.map((s: { name: string }) => s.name)).not.toContain('报销审批');
    expect(desktop).toMatchObject({ name: '公共桌面' });
    expect(desktop.layout.length).toBeGreaterThan(0);
  });

  it('answers only the parts asked for, limited, and refuses unknown parts or keys', async () => {
    const answer = await post(undefined, '/sytPortal/common', { parts: ['news'], limit: 1 });
    expect(Object.keys(answer.info)).toEqual(['news']);
    expect(answer.info.news).toHaveLength(1);
    expect((await post(undefined, '/sytPortal/common', { parts: ['accounts'] })).code).toBe('00005');
    expect((await post(undefined, '/sytPortal/common', { limit: 1, admin: true })).code).toBe('00005');
  });
});

describe('/sytPortal/newsPage and newsInfo', () => {
  it('pages the published news by section and keyword', async () => {
    const notices = await post(undefined, '/sytPortal/newsPage', { page: 1, pageSize: 2, category: 'notice' });
    expect(notices.code, `${notices.raw}`).toBe('00000');
    expect(notices.info.total).toBe(3);
    expect(notices.info.records).toHaveLength(2);
    const found = await post(undefined, '/sytPortal/newsPage', { page: 1, pageSize: 10, keyword: '数学建模' });
    expect(found.info.records.map((n: News) => n.title)).toEqual(['我校学子在全国大学生数学建模竞赛中获佳绩']);
    const all = await post(undefined, '/sytPortal/newsPage', { page: 1, pageSize: 50 });
    expect(all.info.total).toBe(6);
  });

  it('opens a published item with its text, and answers a draft like an unknown id', async () => {
    const list = await post(admin, '/sytNews/queryList', { queryParam: {} });
    expect(list.code, `${list.raw}`).toBe('00000');
    const draft = (list.info as News[]).find((n) => !n.enabled)!;
    const published = (list.info as News[]).find((n) => n.enabled)!;
    const open = await post(undefined, '/sytPortal/newsInfo', { id: published.id });
    expect(open.info).toMatchObject({ id: published.id, title: published.title });
    expect(typeof open.info.content).toBe('string');
    expect((await post(undefined, '/sytPortal/newsInfo', { id: draft.id })).code).toBe('00006');
    expect((await post(undefined, '/sytPortal/newsInfo', { id: 'nope' })).code).toBe('00006');
  });
});

describe('/sytPortal/myStats', () => {
  it('needs a token and counts only the caller’s own processes over six months', async () => {
    expect((await post(undefined, '/sytPortal/myStats', {})).code).toBe('00002');
    const answer = await post(student1, '/sytPortal/myStats', {});
    expect(answer.code, `${answer.raw}`).toBe('00000');
    expect(answer.info.byMonth).toHaveLength(6);
    expect(answer.info.total).toBe(answer.info.byResult.reduce((sum: number, r: { count: number }) => sum + r.count, 0));
    expect(answer.info.byMonth.at(-1).month).toBe(new Date().toISOString().slice(0, 7));
  });
});

describe('/sytDesktop/publish', () => {
  const LAYOUT = [{ key: 'todo', kind: 'todo', x: 0, y: 0, w: 6, h: 5, xs: { x: 0, y: 0, w: 1, h: 6 } }];

  it("publishes an administrator's arrangement as a role's template; people without a copy see it", async () => {
    const own = await post(admin, '/sytDesktop/frontEdit', { name: '教师模板', layout: LAYOUT });
    expect(own.code, `${own.raw}`).toBe('00000');
    const published = await post(admin, '/sytDesktop/publish', { id: own.info.id, roleCode: 'teacher' });
    expect(published.code, `${published.raw}`).toBe('00000');
    expect(published.info).toMatchObject({ roleCode: 'teacher', ownerHumancode: null, layout: LAYOUT });
    const list = await post(teacher, '/sytDesktop/listByUser', { type: 'pc端' });
    expect(list.info[0]).toMatchObject({ id: published.info.id, layout: LAYOUT, own: false });
    // Publishing again updates the same shared desktop.
    const again = await post(admin, '/sytDesktop/publish', { id: own.info.id, roleCode: 'teacher' });
    expect(again.info.id).toBe(published.info.id);
  });

  it('offers the publish dialog its role list (/sytPermissionRole/list with an empty body)', async () => {
    const roles = await post(admin, '/sytPermissionRole/list', {});
    expect(roles.code, `${roles.raw}`).toBe('00000');
    expect((roles.info as { rolecode: string }[]).map((r) => r.rolecode)).toEqual(expect.arrayContaining(['teacher', 'student']));
  });

  it('refuses people without the desktop edit code, unknown roles and unseen desktops', async () => {
    const own = await post(student1, '/sytDesktop/frontEdit', { name: '我的', layout: LAYOUT });
    expect((await post(student1, '/sytDesktop/publish', { id: own.info.id, roleCode: 'student' })).code).toBe('00004');
    const adminOwn = await post(admin, '/sytDesktop/frontEdit', { name: 'x', layout: LAYOUT });
    expect((await post(admin, '/sytDesktop/publish', { id: adminOwn.info.id, roleCode: 'no-such-role' })).code).toBe('00006');
    expect((await post(admin, '/sytDesktop/publish', { id: own.info.id, roleCode: 'student' })).code).toBe('00006');
    expect((await post(admin, '/sytDesktop/publish', { id: adminOwn.info.id, ownerHumancode: 'admin' })).code).toBe('00005');
  });

  it('keeps per-breakpoint places and refuses unknown keys in them', async () => {
    const bad = await post(teacher, '/sytDesktop/frontEdit', { name: 'x', layout: [{ key: 'a', kind: 'todo', xs: { x: 0, y: 0, w: 1, h: 1, z: 1 } }] });
    expect(bad.code).toBe('00005');
  });
});
