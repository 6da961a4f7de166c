/**
 * The approver pickers (issue 14, process-designer §2, §4, §5, §6): the organisation-relation selector
 * (tree plus table, built from the user selector's parts) filters by the organisation clicked and by
 * text, pages 10 at a time keeping the choice, shows a relation whose holder is disabled but does not
 * let it be chosen, says 请选择组织关系 on an empty confirm and hands back the chosen relations by name;
 * for 发起人组织关系 it lists attributes without the tree. In the approver group, ATTRS / INITATTR open
 * it and write candidateAttr and text as one command; 部门负责人 disables departments without a head,
 * and the role list disables roles with status 1.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { ENGINE_DESCRIPTOR } from '../../src/schemas/bpmn/index.ts';
import { ORG_TREE_PATH, forgetOrgTree } from '../../src/widgets/deptcheck/org-tree.ts';
import { ROLE_LIST_PATH } from '../../src/widgets/person/users.ts';
import { OrgRelationDialog, type RelationPick } from '../../src/widgets/person/org-relation-dialog.tsx';
import { openPanelGroup } from '../../src/designers/process/panel/PanelGroup.tsx';
import { ApproverGroup } from '../../src/designers/process/panel/ApproverGroup.tsx';
import type { BpmnElement, BusinessObject, Services } from '../../src/designers/process/modeler.ts';
import { setupI18n } from './form-support.tsx';
import { settle } from './settle.ts';

const callMock = vi.hoisted(() => vi.fn<(path: string, options?: { body?: unknown }) => Promise<unknown>>());
vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()), call: callMock }));

const tree = [
  { id: 'o1', name: '弗洛大学', orgHeadHumaCode: 'wangjianguo', children: [
    { id: 'o2', name: '软件工程系', orgHeadHumaCode: 'zhangwei', children: [] },
    { id: 'o3', name: '图书馆', orgHeadHumaCode: null, children: [] },
  ] },
];
/** 12 relations: 辅导员 of 软件工程系 held by 教师1…11 (教师4 disabled), one 教学秘书 of 图书馆. */
const relations = [
  ...Array.from({ length: 11 }, (_, i) => ({ id: `c${i + 1}`, attributeId: 'a1', attributeName: '辅导员', organizationId: 'o2', orgName: '软件工程系', humancode: `t${i + 1}`, attributeValueName: `教师${i + 1}`, status: i === 3 ? 1 : 0 })),
  { id: 'c12', attributeId: 'a2', attributeName: '教学秘书', organizationId: 'o3', orgName: '图书馆', humancode: 'lib', attributeValueName: '馆员', status: 0 },
];
const RELATIONS = '/bpmOrgAttributeConfig/pickPage';
const ATTRIBUTES = '/bpmOrgAttribute/pickPage';

type Query = { page: number; pageSize: number; queryParam: { name?: string; organizationId?: string } };
const bodies = (path: string) => callMock.mock.calls.filter(([p]) => p === path).map(([, options]) => options?.body as Query);

beforeAll(() => setupI18n('zh'));
beforeEach(() => {
  forgetOrgTree();
  callMock.mockReset();
  callMock.mockImplementation(async (path, options) => {
    const body = options?.body as Query;
    if (path === ORG_TREE_PATH) return tree;
    if (path === ROLE_LIST_PATH) return [{ id: 'r1', rolecode: 'teacher', rolename: '教师', status: 0 }, { id: 'r2', rolecode: 'retired', rolename: '退休教师', status: 1 }];
    if (path === RELATIONS) {
      const { name, organizationId } = body.queryParam;
      const rows = relations.filter((r) => (!organizationId || r.organizationId === organizationId) && (!name || `${r.attributeName}${r.orgName}${r.attributeValueName}`.includes(name)));
      return { records: rows.slice((body.page - 1) * body.pageSize, body.page * body.pageSize), total: rows.length };
    }
    if (path === ATTRIBUTES) return { records: [{ id: 'a1', code: 'counsellor', attributeName: '辅导员', holders: 11 }, { id: 'a2', code: 'secretary', attributeName: '教学秘书', holders: 1 }], total: 2 };
    return [];
  });
});
afterEach(async () => {
  cleanup();
  await settle();
});

const dialog = () => document.querySelector<HTMLElement>('.ant-modal')!;
const rowOf = (text: string) => within(dialog()).getByText(text).closest('tr')!;

function openRelations(kind: 'relation' | 'attribute', initial: RelationPick[] = []) {
  const done: RelationPick[][] = [];
  render(
    <App>
      <OrgRelationDialog kind={kind} initial={initial} onConfirm={(picks) => done.push(picks)} onCancel={() => undefined} />
    </App>,
  );
  return done;
}

describe('the organisation-relation selector', { timeout: 30_000 }, () => {
  it('filters by the organisation and text, pages keeping the choice, refuses a disabled holder and an empty confirm', async () => {
    const done = openRelations('relation');
    expect(await screen.findByText('选择组织关系')).toBeTruthy();
    await within(dialog()).findByText('教师1（t1）');
    expect(bodies(RELATIONS)[0]).toEqual({ page: 1, pageSize: 10, queryParam: {} });
    expect(dialog().querySelectorAll('tbody tr.ant-table-row')).toHaveLength(10);
    // 教师4 no longer holds a usable account: shown as 停用, not choosable.
    expect(within(rowOf('教师4（t4）')).getByText('停用')).toBeTruthy();
    expect(within(rowOf('教师4（t4）')).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);

    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(await within(dialog()).findByText('请选择组织关系')).toBeTruthy();

    fireEvent.click(within(rowOf('教师2（t2）')).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByTitle('2'));
    await within(dialog()).findByText('教师11（t11）');
    fireEvent.click(within(rowOf('教师11（t11）')).getByRole('checkbox'));
    // The tree: 图书馆 only.
    fireEvent.click(within(dialog().querySelector<HTMLElement>('.ant-tree')!).getByText('图书馆'));
    await waitFor(() => expect(bodies(RELATIONS).at(-1)).toEqual({ page: 1, pageSize: 10, queryParam: { organizationId: 'o3' } }));
    fireEvent.click(within(await waitFor(() => rowOf('馆员（lib）'))).getByRole('checkbox'));
    fireEvent.change(within(dialog()).getByLabelText('组织属性、机构或人员'), { target: { value: '秘书' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(bodies(RELATIONS).at(-1)?.queryParam).toEqual({ organizationId: 'o3', name: '秘书' }));
    expect(within(screen.getByTestId('relation-chosen')).getByText('辅导员@软件工程系（教师2）')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(done).toEqual([[
      { id: 'c2', name: '辅导员@软件工程系（教师2）' },
      { id: 'c11', name: '辅导员@软件工程系（教师11）' },
      { id: 'c12', name: '教学秘书@图书馆（馆员）' },
    ]]);
  });

  it('lists attributes without the tree for the initiator’s relation', async () => {
    const done = openRelations('attribute', [{ id: 'a2', name: '教学秘书' }]);
    expect(await screen.findByText('选择组织属性')).toBeTruthy();
    await within(dialog()).findByText('counsellor');
    expect(dialog().querySelector('.ant-tree')).toBeNull();
    fireEvent.click(within(rowOf('counsellor')).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(done).toEqual([[{ id: 'a2', name: '教学秘书' }, { id: 'a1', name: '辅导员' }]]);
  });
});

const specifier = 'bpmn-moddle';
const { BpmnModdle } = (await import(specifier)) as { BpmnModdle: new (packages: Record<string, unknown>) => { create(type: string, attrs?: Record<string, unknown>): BusinessObject } };
const moddle = new BpmnModdle({ camunda: ENGINE_DESCRIPTOR });

/** A user task whose updateProperties writes the business object and re-renders, as the panel does. */
function approverTask(attrs: Record<string, string>) {
  const bo = moddle.create('bpmn:UserTask', { id: 'Task_1', name: '审批', ...attrs });
  const element = { id: 'Task_1', type: 'bpmn:UserTask', businessObject: bo } as BpmnElement;
  const writes: Record<string, unknown>[] = [];
  let rerender: (() => void) | undefined;
  const services = {
    modeling: {
      updateProperties: (_: BpmnElement, props: Record<string, unknown>) => {
        writes.push(props);
        for (const [key, value] of Object.entries(props)) bo.set(key, value);
        rerender?.();
      },
    },
    bpmnFactory: { create: (type: string, props: Record<string, unknown>) => moddle.create(type, props) },
  } as unknown as Services;
  const view = () => (
    <App>
      <ApproverGroup element={element} services={services} formId={null} />
    </App>
  );
  act(() => openPanelGroup('pd-approver-group'));
  const rendered = render(view());
  rerender = () => rendered.rerender(view());
  return { bo, writes };
}

describe('the approver group’s pickers', { timeout: 30_000 }, () => {
  it('organisation relations come from the selector and are written as one command', async () => {
    const { bo, writes } = approverTask({ dataType: 'ATTRS' });
    fireEvent.click(await screen.findByTestId('pd-choose-relations'));
    await within(dialog()).findByText('教师1（t1）');
    fireEvent.click(within(rowOf('教师1（t1）')).getByRole('checkbox'));
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(bo.get('candidateAttr')).toBe('c1'));
    expect(writes).toHaveLength(1);
    expect(bo.get('text')).toBe('辅导员@软件工程系（教师1）');
    expect(within(screen.getByTestId('pd-approver-attrs')).getByText('辅导员@软件工程系（教师1）')).toBeTruthy();
  });

  it('部门负责人 disables departments without a head; the role list disables roles with status 1', async () => {
    approverTask({ dataType: 'DEPTHEAD' });
    const depts = await screen.findByTestId('pd-approver-depts');
    fireEvent.mouseDown(depts.querySelector('.ant-select-selector') ?? depts);
    const library = await screen.findByTitle('图书馆（无负责人）');
    expect(library.closest('.ant-select-tree-treenode')!.className).toContain('ant-select-tree-treenode-disabled');
    expect(screen.getByTitle('软件工程系').closest('.ant-select-tree-treenode')!.className).not.toContain('disabled');
    expect(screen.getByText('只能选择设置了负责人的部门')).toBeTruthy();
    cleanup();

    approverTask({ dataType: 'ROLES' });
    const roles = await screen.findByTestId('pd-approver-roles');
    fireEvent.mouseDown(roles.querySelector('.ant-select-selector') ?? roles);
    const retired = await screen.findByText('退休教师（已停用）', { selector: '.ant-select-item-option-content' });
    expect(retired.closest('.ant-select-item-option')!.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('教师', { selector: '.ant-select-item-option-content' }).closest('.ant-select-item-option')!.getAttribute('aria-disabled')).toBe('false');
  });
});
