/**
 * A lazy tree (`tree.lazy`) is read one level at a time: the organisations' lazy call
 * /sytSysOrganization/lzayTreeList with `{queryParam: {parentId}}` answers the children of that node
 * (the roots for null), each with `hasChildren`, and level by level gives the same tree as treeList.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Node = { id: string; name: string; parentId: string | null; hasChildren?: boolean; children?: Node[] };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const level = async (parentId: string | null, token = admin) => {
  const answer = await t.call('POST', '/sytSysOrganization/lzayTreeList', { token, body: { queryParam: { parentId } } });
  expect(answer.code, `${answer.raw}`).toBe('00000');
  return answer.info as Node[];
};

describe('lazy organisation tree', () => {
  it('answers each level with hasChildren, and the levels add up to treeList', async () => {
    const full = await t.call('POST', '/sytSysOrganization/treeList', { token: admin, body: {} });
    expect(full.code).toBe('00000');
    let nodes = 0;
    const walk = async (parentId: string | null, expected: Node[]) => {
      const rows = await level(parentId);
      expect(rows.map((r) => r.id).sort()).toEqual(expected.map((n) => n.id).sort());
      for (const row of rows) {
        nodes += 1;
        const node = expected.find((n) => n.id === row.id)!;
        expect({ name: row.name, hasChildren: row.hasChildren }).toEqual({ name: row.name, hasChildren: (node.children ?? []).length > 0 });
        expect(row.parentId).toBe(parentId);
        if (row.hasChildren) await walk(row.id, node.children!);
      }
    };
    await walk(null, full.info as Node[]);
    expect(nodes).toBeGreaterThanOrEqual(9);
  });

  it('knows a new leaf, and its parent then has children', async () => {
    const [root] = await level(null);
    const [school] = (await level(root!.id)).filter((n) => !n.hasChildren);
    expect(school, 'a node without children under the root').toBeDefined();
    const created = await t.call('POST', '/sytSysOrganization/edit', {
      token: admin,
      body: { parentId: school!.id, code: 'lazy-leaf', name: '懒加载叶子', orgType: 'department' },
    });
    expect(created.code, `${created.raw}`).toBe('00000');
    expect((await level(root!.id)).find((n) => n.id === school!.id)?.hasChildren).toBe(true);
    const [leaf] = await level(school!.id);
    expect(leaf).toMatchObject({ name: '懒加载叶子', hasChildren: false });
  });

  it('is open to every signed-in user (widgets pick departments), plain lists carry no hasChildren', async () => {
    const student = await t.login('student1');
    expect((await level(null, student)).length).toBeGreaterThan(0);
    const page = await t.call('POST', '/sytSysOrganization/queryPage', { token: admin, body: { page: 1, pageSize: 5 } });
    expect(page.info.records[0]).not.toHaveProperty('hasChildren');
  });
});
