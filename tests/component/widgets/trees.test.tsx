import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DeptcheckView, nextChecked } from '../../../src/widgets/deptcheck/view.tsx';
import { DepartmentView } from '../../../src/widgets/department/view.tsx';
import { TreeSelectView } from '../../../src/widgets/tree-select/view.tsx';
import { ORG_TREE_PATH, forgetOrgTree } from '../../../src/widgets/deptcheck/org-tree.ts';
import { mount, setupI18n, widgetOf } from './support.tsx';

const callMock = vi.hoisted(() => vi.fn<(path: string, options?: unknown) => Promise<unknown>>());
vi.mock('../../../src/runtime/api/client.ts', () => ({ call: callMock }));

const tree = [{ id: 'o1', name: '运城学院', children: [{ id: 'o2', name: '计算机系', children: [] }, { id: 'o3', name: '财务处', children: [] }] }];

beforeAll(() => setupI18n());
beforeEach(() => {
  forgetOrgTree();
  callMock.mockReset();
  callMock.mockImplementation(async (path) => {
    if (path === ORG_TREE_PATH) return tree;
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(cleanup);

function openTree(label: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
}

async function check(name: string) {
  const node = (await screen.findByTitle(name)).closest('.ant-select-tree-treenode')!;
  fireEvent.click(node.querySelector('.ant-select-tree-checkbox')!);
}

// antd's tree dropdowns render slowly in happy-dom on a shared machine.
describe('deptcheck', { timeout: 30_000 }, () => {
  it('replaces the checked node when multiple is off', () => {
    expect(nextChecked(['o2'], ['o2', 'o3'], false)).toEqual(['o3']);
    expect(nextChecked(['o2'], ['o2', 'o3'], true)).toEqual(['o2', 'o3']);
    expect(nextChecked(['o2'], [], false)).toEqual([]);
  });

  it('checks organisations from the tree into a list of ids', async () => {
    const host = mount(DeptcheckView, widgetOf('deptcheck', { label: '部门' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(ORG_TREE_PATH, expect.anything()));
    openTree('部门');
    await check('计算机系');
    expect(host.changes.at(-1)).toEqual(['o2']);
    await check('财务处');
    expect(host.changes.at(-1)).toEqual(['o2', 'o3']);
  });

  it('with multiple off, checking another node replaces the first', async () => {
    const host = mount(DeptcheckView, widgetOf('deptcheck', { label: '部门', multiple: false }));
    openTree('部门');
    await check('计算机系');
    await check('财务处');
    expect(host.changes).toEqual([['o2'], ['o3']]);
  });

  it('stays closed when disabled', async () => {
    mount(DeptcheckView, widgetOf('deptcheck', { label: 'off' }), { disabled: true, value: ['o2'] });
    openTree('off');
    expect(screen.queryByTitle('财务处')).toBeNull();
  });
});

describe('department (corpus)', { timeout: 30_000 }, () => {
  it('reads like deptcheck: a list of organisation ids', async () => {
    const host = mount(DepartmentView, widgetOf('department', { label: 'dep', reqUrl: 'http://localhost:3000/tree' }));
    openTree('dep');
    await check('财务处');
    expect(host.changes).toEqual([['o3']]);
    expect(callMock.mock.calls.every(([path]) => path === ORG_TREE_PATH)).toBe(true);
  });
});

describe('tree-select', { timeout: 30_000 }, () => {
  it('uses its own options when it has some, at width 250 and size small', async () => {
    const host = mount(TreeSelectView, widgetOf('tree-select', { label: 'ts', width: '250px', size: 'small', optionItems: [{ label: 'A', value: 'a', children: [{ label: 'A1', value: 'a1' }] }] }));
    expect(callMock).not.toHaveBeenCalled();
    const select = screen.getByLabelText('ts').closest<HTMLElement>('.ant-select')!;
    expect(select.style.width).toBe('250px');
    expect(select.className).toContain('ant-select-sm');
    openTree('ts');
    fireEvent.click(await screen.findByTitle('A'));
    expect(host.changes).toEqual(['a']);
  });

  it('falls back to the organisation tree', async () => {
    const host = mount(TreeSelectView, widgetOf('tree-select', { label: 'org' }));
    await waitFor(() => expect(callMock).toHaveBeenCalledWith(ORG_TREE_PATH, expect.anything()));
    openTree('org');
    fireEvent.click(await screen.findByTitle('运城学院'));
    expect(host.changes).toEqual(['o1']);
  });

  it('reports a list with multiple', async () => {
    const host = mount(TreeSelectView, widgetOf('tree-select', { label: 'many', multiple: true, optionItems: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] }));
    openTree('many');
    fireEvent.click(await screen.findByTitle('B'));
    expect(host.changes).toEqual([['b']]);
  });
});
