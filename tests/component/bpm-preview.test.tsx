/**
 * The start page's approver preview and the "my" lists against a mocked server: the preview names each
 * step's people (codes looked up through the people picker), says how a countersign goes, marks a step
 * nobody was found for and lists the server's problems; a list is a table on a desk and cards on a phone,
 * and a search sends only the filters the server's page call accepts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { call } from '../../src/runtime/api/client.ts';
import { ApproverPreview } from '../../src/pages/bpm/ApproverPreview.tsx';
import TaskListPage from '../../src/pages/bpm/TaskListPage.tsx';
import { groupDefinitions, recentOf } from '../../src/pages/bpm/CreateListPage.tsx';
import { loadSpell } from '../../src/pages/bpm/start-search.ts';
import type { PreviewChooser, PreviewStep } from '../../src/pages/bpm/api.ts';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);
const NAMES: Record<string, string> = { zhangwei: '张伟', lihua: '李华', wuxia: '吴霞' };

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  mockedCall.mockReset();
  mockedCall.mockImplementation(async (path: string, options?: unknown) => {
    const body = (options as { body?: { queryParam?: { name?: string } } } | undefined)?.body;
    if (path === '/sytPermissionAccount/pickPage') {
      const code = body?.queryParam?.name ?? '';
      // The picker matches names and codes by substring: the preview must keep only the exact code.
      return { records: [{ humancode: `${code}2`, humanname: 'Someone else' }, ...(NAMES[code] ? [{ humancode: code, humanname: NAMES[code] }] : [])] };
    }
    return { records: [{ id: 'p1', name: 'Leave', processDefinitionKey: 'leave', status: 'running', result: 1, createTime: '2026-05-01T08:00:00Z', endTime: null, tasks: [{ id: 't', name: 'Head approval', assignee: 'zhangwei' }] }], total: 1 };
  });
});

describe('the approver preview', () => {
  it('names who each step goes to and why a step has nobody', async () => {
    render(
      <ApproverPreview
        loading={false}
        preview={{
          definitionId: 'd',
          problems: ['to_office: days is not defined'],
          steps: [
            { activityId: 'start', name: 'Start', type: 'startEvent' },
            { activityId: 'head', name: 'Head approval', type: 'userTask', users: ['zhangwei'], kind: 'assignee', multiApproverMode: 'Null' },
            { activityId: 'board', name: 'Board', type: 'userTask', users: ['lihua', 'wuxia'], kind: 'multi', multiApproverMode: 'SequentialMultiInstance' },
            { activityId: 'office', name: 'Office', type: 'userTask', users: [], problem: '用户任务没有设置审批人' },
            { activityId: 'end', name: 'End', type: 'endEvent' },
          ],
        }}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('preview-users').map((n) => n.textContent)).toEqual(['Approver: 张伟', 'Countersigners: 李华、吴霞 (one after another)']), { timeout: 10_000 });
    expect(screen.getByTestId('preview-nobody').textContent).toBe('No approver found');
    expect(screen.getByTestId('preview-problem').textContent).toBe('用户任务没有设置审批人');
    expect(screen.getByTestId('preview-problems').textContent).toContain('to_office: days is not defined');
  }, 30_000);
});

function openList(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  return render(
    <FeedbackScope>
      <MemoryRouter>
        <TaskListPage kind="mine" />
      </MemoryRouter>
    </FeedbackScope>,
  );
}

describe('the lists', () => {
  it('are a table on a desk, with a search sending only name, status and result', async () => {
    openList(1440);
    await screen.findByText('Head approval', undefined, { timeout: 10_000 });
    expect(document.querySelector('table')).not.toBeNull();
    fireEvent.change(screen.getByTestId('bpm-search-name'), { target: { value: ' Leave ' } });
    fireEvent.click(screen.getByTestId('bpm-search'));
    await waitFor(() => expect(mockedCall).toHaveBeenLastCalledWith('/bpmProcessInstance/myPage', expect.objectContaining({ body: { page: 1, pageSize: 10, queryParam: { name: 'Leave' } } })));
  }, 30_000);

  it('are cards on a phone', async () => {
    openList(390);
    await screen.findByText('Head approval', undefined, { timeout: 10_000 });
    expect(document.querySelector('table')).toBeNull();
    expect(document.querySelectorAll('.fh-bpm-card')).toHaveLength(1);
  }, 30_000);
});

const d = (key: string, name: string, category: string | null) => ({ id: key, key, name, category, version: 1 });

describe('the start list', () => {
  it('groups by category, searches name and key, and puts the uncategorised last', () => {
    const list = [d('leave', '请假申请', 'demo'), d('fund', 'Funds', null), d('trip', '出差申请', 'admin')];
    expect(groupDefinitions(list, '', 'Other').map(([c, ds]) => [c, ds.map((x) => x.key)])).toEqual([['admin', ['trip']], ['demo', ['leave']], ['Other', ['fund']]]);
    expect(groupDefinitions(list, 'LEAV', 'Other').map(([c]) => c)).toEqual(['demo']);
    expect(groupDefinitions(list, '出差', 'Other').map(([, ds]) => ds[0]!.key)).toEqual(['trip']);
  });

  it('finds a process by its pinyin initials or full pinyin once pinyin-pro has loaded, and lists recent starts newest first', async () => {
    const list = [d('leave', '请假申请', 'demo'), d('fund', 'Funds', null), d('trip', '出差申请', 'admin')];
    // Before the dictionary arrives only names and keys match.
    expect(groupDefinitions(list, 'qj', 'Other')).toEqual([]);
    const spell = await loadSpell();
    expect(groupDefinitions(list, 'qj', 'Other', spell).flatMap(([, ds]) => ds.map((x) => x.key))).toEqual(['leave']);
    expect(groupDefinitions(list, 'Qing Jia', 'Other', spell).flatMap(([, ds]) => ds.map((x) => x.key))).toEqual(['leave']);
    expect(groupDefinitions(list, 'ccsq', 'Other', spell).flatMap(([, ds]) => ds.map((x) => x.key))).toEqual(['trip']);
    // Every name here ends in 申请 (sq), so it finds all the Chinese ones and no English one.
    expect(groupDefinitions(list, 'sq', 'Other', spell).flatMap(([, ds]) => ds.map((x) => x.key)).sort()).toEqual(['leave', 'trip']);
    expect(groupDefinitions(list, 'xyz', 'Other', spell)).toEqual([]);
    const started = [
      { ...d('a', 'A', null), lastStartedAt: '2026-05-01T08:00:00Z' },
      { ...d('b', 'B', null), lastStartedAt: null },
      { ...d('c', 'C', null), lastStartedAt: '2026-05-03T08:00:00Z' },
    ];
    expect(recentOf(started).map((x) => x.key)).toEqual(['c', 'a']);
  }, 30_000);
});

const WHY_STEPS: PreviewStep[] = [
  { activityId: 'start', name: 'Start', type: 'startEvent' },
  {
    activityId: 'gw',
    name: 'Days',
    type: 'exclusiveGateway',
    decision: {
      taken: [{ flowId: 'f_big', name: '超过三天', expression: '${days > 3}', isDefault: false, target: 'head', targetName: 'Head approval' }],
      notTaken: [],
    },
  },
  {
    activityId: 'head',
    name: 'Head approval',
    type: 'userTask',
    users: ['zhangwei'],
    kind: 'assignee',
    multiApproverMode: 'Null',
    rule: { dataType: 'HEAD', sources: [{ kind: 'head', ref: null, label: null, users: ['zhangwei'] }] },
  },
  {
    activityId: 'office',
    name: 'Office',
    type: 'userTask',
    users: ['lihua', 'wuxia'],
    kind: 'candidates',
    multiApproverMode: 'Null',
    rule: { dataType: 'ROLES', sources: [{ kind: 'role', ref: 'depthead', label: '部门负责人', users: ['lihua', 'wuxia', 'student1'] }] },
    self: { policy: 'dropped', initiator: 'student1' },
    dropped: [{ humancode: 'ghost', reason: 'unknown' }],
  },
  { activityId: 'self', name: 'Own check', type: 'userTask', users: ['zhangwei'], kind: 'assignee', rule: { dataType: 'USERS', sources: [{ kind: 'users', ref: null, label: null, users: ['student1'] }] }, self: { policy: 'deptHead', initiator: 'student1', head: 'zhangwei' } },
  { activityId: 'skip', name: 'Skipped', type: 'userTask', users: ['student1'], kind: 'assignee', self: { policy: 'skip', initiator: 'student1' } },
  { activityId: 'none', name: 'Nobody', type: 'userTask', users: [], empty: { policy: 'refuse' }, problem: '节点「Nobody」没有找到可用的审批人', rule: { dataType: 'USERS', sources: [{ kind: 'expression', ref: '${leader}', label: null, users: [] }] } },
  { activityId: 'end', name: 'End', type: 'endEvent' },
];

const whyOf = (activity: string) => [...document.querySelectorAll(`[data-activity="${activity}"] [data-testid="preview-why"] li`)].map((n) => n.textContent);

describe('the preview’s why', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('words the server’s reasons in English and in Chinese', async () => {
    const view = render(<ApproverPreview loading={false} preview={{ definitionId: 'd', problems: [], steps: WHY_STEPS }} />);
    await waitFor(() => expect(whyOf('head')).toEqual(['Initiator’s department head → 张伟']), { timeout: 10_000 });
    expect(whyOf('gw')).toEqual(['Condition holds: “超过三天” (${days > 3}) → Head approval']);
    expect(whyOf('office')).toEqual(['Role “部门负责人” → 李华、吴霞、student1', 'Left out: ghost (no such account)', 'The initiator is taken out of the candidates']);
    expect(whyOf('self')).toEqual(['Named people → student1', 'The approver is the initiator: the initiator’s department head 张伟 approves instead']);
    expect(whyOf('skip')).toEqual(['The approver is the initiator: this step passes automatically']);
    expect([...document.querySelectorAll('[data-activity="skip"] .ant-tag')].map((n) => n.textContent)).toEqual(['Approval', 'Skipped']);
    expect(whyOf('none')).toEqual(['Expression ${leader} → nobody', 'No approver: the process cannot be started (the server refuses the submit)']);

    await changeLanguage('zh');
    view.rerender(<ApproverPreview loading={false} preview={{ definitionId: 'd', problems: [], steps: WHY_STEPS }} />);
    await waitFor(() => expect(whyOf('head')).toEqual(['发起人部门领导 → 张伟']));
    expect(whyOf('gw')).toEqual(['条件成立：「超过三天」（${days > 3}） → Head approval']);
    expect(whyOf('office')).toEqual(['角色「部门负责人」 → 李华、吴霞、student1', '已排除：ghost（账号不存在）', '发起人已从候选人中移除']);
    expect(whyOf('self')[1]).toBe('审批人与发起人相同：改由发起人部门领导 张伟 审批');
    expect(whyOf('skip')).toEqual(['审批人与发起人相同：该步自动跳过（自动通过）']);
    expect(whyOf('none')).toEqual(['表达式 ${leader} → 无人', '审批人为空：不能发起（提交时服务器会拒绝）']);
  }, 30_000);

  it('says the default branch and a condition not taken', async () => {
    const steps: PreviewStep[] = [
      {
        activityId: 'gw',
        name: 'Days',
        type: 'exclusiveGateway',
        decision: {
          taken: [{ flowId: 'f_small', name: null, expression: null, isDefault: true, target: 'clerk', targetName: null }],
          notTaken: [{ flowId: 'f_big', name: null, expression: '${days > 3}', isDefault: false, target: 'head', targetName: 'Head' }],
        },
      },
      { activityId: 'clerk', name: 'Clerk', type: 'userTask', users: ['wuxia'], kind: 'assignee' },
    ];
    render(<ApproverPreview loading={false} preview={{ definitionId: 'd', problems: [], steps }} />);
    expect(whyOf('gw')).toEqual(['No other condition holds, default branch → clerk', 'Condition does not hold: ${days > 3}']);
  });
});

const preview = (chooser: PreviewChooser | null) => ({
  definitionId: 'd',
  problems: [],
  chooser,
  steps: [{ activityId: 'office', name: 'Office', type: 'userTask', users: ['lihua', 'wuxia'], kind: 'candidates' as const }],
});

describe('the chooser', () => {
  it('offers only the designed approvers in the chosen step and reports the pick', async () => {
    const onChoose = vi.fn<(codes: string[]) => void>();
    render(<ApproverPreview loading={false} preview={preview({ activityIds: ['office'], required: false, anyone: false, multiple: false, options: ['lihua', 'wuxia'] })} chosen={[]} onChoose={onChoose} />);
    const chooser = screen.getByTestId('preview-chooser');
    expect(chooser.textContent).toContain('You may name one of the designed approvers');
    fireEvent.mouseDown(chooser.querySelector('.ant-select-selector, .ant-select') as Element);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(2), { timeout: 10_000 });
    await waitFor(() => expect([...document.querySelectorAll('.ant-select-item-option')].map((n) => n.textContent)).toEqual(['李华', '吴霞']));
    fireEvent.click(document.querySelectorAll('.ant-select-item-option')[1]!);
    expect(onChoose).toHaveBeenLastCalledWith(['wuxia']);
  }, 30_000);

  it('lets anyone be chosen with moreuser, marks a required choice, and is absent without a chooser', async () => {
    const { unmount } = render(
      <ApproverPreview loading={false} preview={preview({ activityIds: ['office'], required: true, anyone: true, multiple: true, options: ['lihua'] })} chosen={['zhangwei']} onChoose={() => undefined} chooserError="Choose the approver" />,
    );
    const chooser = screen.getByTestId('preview-chooser');
    expect(chooser.textContent).toContain('You may name anyone (several allowed)');
    expect(chooser.textContent).toContain('*');
    expect(screen.getByTestId('chooser-open')).toBeTruthy();
    await waitFor(() => expect(chooser.textContent).toContain('张伟'), { timeout: 10_000 });
    expect(screen.getByTestId('chooser-error').textContent).toBe('Choose the approver');
    unmount();
    render(<ApproverPreview loading={false} preview={preview(null)} chosen={[]} onChoose={() => undefined} />);
    expect(screen.queryByTestId('preview-chooser')).toBeNull();
  }, 30_000);
});
