import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PersonView } from '../../../src/widgets/person/view.tsx';
import { ROLE_LIST_PATH, USER_PAGE_PATH } from '../../../src/widgets/person/users.ts';
import { ORG_TREE_PATH, forgetOrgTree } from '../../../src/widgets/deptcheck/org-tree.ts';
import { mount, setupI18n, widgetOf } from './support.tsx';

const callMock = vi.hoisted(() => vi.fn<(path: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../../src/runtime/api/client.ts', () => ({ call: callMock }));

const tree = [{ id: 'o1', name: '运城学院', children: [{ id: 'o2', name: '计算机系', children: [] }, { id: 'o3', name: '财务处', children: [] }] }];
const accounts = Array.from({ length: 25 }, (_, i) => ({ id: `u${i + 1}`, humancode: `t${i + 1}`, humanname: `教师${i + 1}`, $labels: { organizationId: '计算机系' } }));

function userBodies() {
  return callMock.mock.calls.filter(([path]) => path === USER_PAGE_PATH).map(([, options]) => options?.body as { page: number; pageSize: number; queryParam: Record<string, string> });
}

beforeAll(() => setupI18n());
beforeEach(() => {
  forgetOrgTree();
  callMock.mockReset();
  callMock.mockImplementation(async (path, options) => {
    if (path === ORG_TREE_PATH) return tree;
    if (path === ROLE_LIST_PATH) return [{ id: 'r1', rolecode: 'teacher', rolename: '教师角色' }, { id: 'r2', rolecode: 'student', rolename: '学生角色' }];
    if (path === USER_PAGE_PATH) {
      const { page, pageSize } = (options?.body ?? { page: 1, pageSize: 10 }) as { page: number; pageSize: number };
      return { records: accounts.slice((page - 1) * pageSize, page * pageSize), total: accounts.length, page, pageSize };
    }
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(cleanup);

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: /选择人员/ }));
  await screen.findByText('教师1');
  return document.querySelector<HTMLElement>('.ant-modal')!;
}

function rowOf(dialog: HTMLElement, name: string) {
  return within(dialog).getByText(name).closest('tr')!;
}

// antd's table and tree are slow to render in happy-dom on a shared machine.
describe('person', { timeout: 30_000 }, () => {
  it('says 请选择用户 when confirming with nobody chosen, and keeps the dialog open', async () => {
    const host = mount(PersonView, widgetOf('person'));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择用户')).toBeTruthy();
    expect(host.changes).toEqual([]);
    expect(screen.getByText('选择用户')).toBeTruthy();
  });

  it('shows the organisation tree, 10 users a page, and reports the chosen users', async () => {
    const host = mount(PersonView, widgetOf('person', { multiple: true }));
    const dialog = await openDialog();
    expect(within(dialog).getByText('运城学院')).toBeTruthy();
    expect(userBodies()[0]).toEqual({ page: 1, pageSize: 10, queryParam: {} });
    expect(dialog.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    fireEvent.click(within(rowOf(dialog, '教师2')).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByTitle('2'));
    await within(dialog).findByText('教师11');
    expect(userBodies().at(-1)).toMatchObject({ page: 2, pageSize: 10 });
    fireEvent.click(within(rowOf(dialog, '教师12')).getByRole('checkbox'));
    expect(within(screen.getByTestId('person-chosen')).getByText('教师2')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(host.changes).toEqual([
      [
        { id: 'u2', humancode: 't2', humanname: '教师2' },
        { id: 'u12', humancode: 't12', humanname: '教师12' },
      ],
    ]);
    expect(screen.getByText('教师12')).toBeTruthy();
  });

  it('keeps one user with multiple off', async () => {
    const host = mount(PersonView, widgetOf('person', { multiple: false }));
    const dialog = await openDialog();
    fireEvent.click(within(rowOf(dialog, '教师1')).getByRole('radio'));
    fireEvent.click(within(rowOf(dialog, '教师3')).getByRole('radio'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(host.changes).toEqual([[{ id: 'u3', humancode: 't3', humanname: '教师3' }]]);
  });

  it('filters by name and by the organisation picked in the searchable tree', async () => {
    mount(PersonView, widgetOf('person'));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByPlaceholderText('搜索机构'), { target: { value: '财务' } });
    const orgTree = dialog.querySelector<HTMLElement>('.ant-tree')!;
    expect(within(orgTree).queryByText('计算机系')).toBeNull();
    fireEvent.click(within(orgTree).getByText('财务处'));
    await waitFor(() => expect(userBodies().at(-1)?.queryParam).toEqual({ organizationId: 'o3' }));
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '教师5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(userBodies().at(-1)?.queryParam).toEqual({ organizationId: 'o3', name: '教师5' }));
  });

  it('filters by role, from the roles the picker offers', async () => {
    mount(PersonView, widgetOf('person'));
    const dialog = await openDialog();
    fireEvent.mouseDown(await within(dialog).findByLabelText('角色'));
    fireEvent.click(await screen.findByText('学生角色', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(userBodies().at(-1)?.queryParam).toEqual({ roleId: 'r2' }));
    expect(userBodies().at(-1)?.page).toBe(1);
  });

  it('offers no selector when disabled or read-only, and shows the chosen users', () => {
    mount(PersonView, widgetOf('person'), { disabled: true, value: [{ id: 'u1', humancode: 't1', humanname: '教师1' }] });
    expect(screen.queryByRole('button', { name: /选择人员/ })).toBeNull();
    expect(screen.getByText('教师1')).toBeTruthy();
    cleanup();
    mount(PersonView, widgetOf('person'), { readOnly: true });
    expect(screen.queryByRole('button', { name: /选择人员/ })).toBeNull();
  });
});
