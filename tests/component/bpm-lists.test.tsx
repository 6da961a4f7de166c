/**
 * The todo list against a mocked server: only batchApprovable rows can be selected; 批量通过 asks for
 * confirmation, sends the selected ids to /bpmTask/batchApprove in slices of 10, lists one result per
 * task with the server's message (failures first), refreshes the menu counts and reloads the list.
 * The search bar sends the initiator as the server's closed schema expects (the day range is driven in
 * tests/e2e/bpm-batch.test.ts, where a real calendar can be clicked).
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { call } from '../../src/runtime/api/client.ts';
import TaskListPage from '../../src/pages/bpm/TaskListPage.tsx';
import { appStore, userInfoAtom, type UserInfo } from '../../src/runtime/session/state.ts';
import { menuBadgesAtom } from '../../src/runtime/shell/menu-badges.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

const row = (n: number, batchApprovable: boolean) => ({
  id: `t${n}`,
  name: '部门领导确认',
  activityId: 'head',
  assignee: 'chenjing',
  status: 'open',
  result: 1,
  reason: null,
  createTime: '2026-05-01T08:00:00Z',
  endTime: null,
  processInstanceId: `i${n}`,
  processName: `在读证明-${n}`,
  processStartTime: '2026-05-01T08:00:00Z',
  processResult: 1,
  startUser: { humancode: 'student3', humanName: '许文' },
  batchApprovable,
});

const bodies = (path: string) => mockedCall.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as { body: Record<string, unknown> }).body);

function serve(rows: ReturnType<typeof row>[]) {
  mockedCall.mockImplementation(async (path: string, options?: unknown) => {
    const body = (options as { body: Record<string, unknown> }).body;
    if (path === '/bpmTask/todoPage') return { records: rows, total: rows.length };
    if (path === '/bpmTask/counts') return { todo: 3, copyUnread: 1 };
    if (path === '/bpmTask/batchApprove') {
      return { results: (body.ids as string[]).map((id) => (id === 't2' ? { id, ok: false, code: '00007', msg: '任务已处理或已取消', instanceId: 'i2' } : { id, ok: true, code: '00000', msg: '操作成功', instanceId: id.replace('t', 'i') })) };
    }
    throw new Error(`unexpected ${path}`);
  });
}

function open() {
  appStore.set(userInfoAtom, { humancode: 'chenjing' } as UserInfo);
  return render(
    <Provider store={appStore}>
      <FeedbackScope>
        <MemoryRouter initialEntries={['/bpm/task/todo']}>
          <TaskListPage kind="todo" />
        </MemoryRouter>
      </FeedbackScope>
    </Provider>,
  );
}

beforeAll(async () => {
  await setupI18n('zh');
});
beforeEach(() => {
  mockedCall.mockReset();
  appStore.set(menuBadgesAtom, {});
});

const checkboxes = () => screen.getAllByRole('checkbox').slice(1) as HTMLInputElement[];

describe('批量通过 in the todo list', () => {
  it('selects only approvable rows, confirms, sends slices of 10, lists the results and reloads', async () => {
    serve([...Array.from({ length: 11 }, (_, i) => row(i + 1, true)), row(12, false)]);
    open();
    await screen.findByText('在读证明-12');
    expect(checkboxes().map((c) => c.disabled)).toEqual([...Array.from({ length: 11 }, () => false), true]);
    expect((screen.getByTestId('batch-approve') as HTMLButtonElement).disabled).toBe(true);

    // The header checkbox takes every approvable row, never the disabled one.
    fireEvent.click(screen.getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(screen.getByTestId('batch-approve').textContent).toContain('(11)'));
    fireEvent.click(screen.getByTestId('batch-approve'));
    const ok = await screen.findByTestId('batch-confirm-ok');
    expect(screen.getAllByText('确定批量通过选中的 11 个任务吗？').length).toBeGreaterThan(0);
    expect(bodies('/bpmTask/batchApprove')).toEqual([]);
    fireEvent.click(ok);

    await waitFor(() => expect(screen.getByTestId('batch-summary').textContent).toBe('成功 10 个，失败 1 个'));
    expect(bodies('/bpmTask/batchApprove').map((b) => b.ids)).toEqual([Array.from({ length: 10 }, (_, i) => `t${i + 1}`), ['t11']]);
    const results = screen.getAllByTestId('batch-result');
    expect(results).toHaveLength(11);
    // The failure comes first, with the server's message.
    expect(results[0]!.getAttribute('data-ok')).toBe('false');
    expect(within(results[0]!).getByText('任务已处理或已取消')).toBeTruthy();
    expect(within(results[0]!).getByText('在读证明-2 · 部门领导确认')).toBeTruthy();
    // The menu badges were asked again after the batch.
    await waitFor(() => expect(appStore.get(menuBadgesAtom)).toEqual({ '/bpm/task/todo': 3, '/bpm/task/copy': 1 }));

    const loads = bodies('/bpmTask/todoPage').length;
    fireEvent.click(screen.getByTestId('batch-close'));
    await waitFor(() => expect(bodies('/bpmTask/todoPage').length).toBe(loads + 1));
  });

  it('sends the initiator (trimmed) and the name in the todo query, and reset clears them', async () => {
    serve([row(1, true)]);
    open();
    await screen.findByText('在读证明-1');
    fireEvent.change(screen.getByTestId('bpm-search-initiator'), { target: { value: ' 许文 ' } });
    fireEvent.change(screen.getByTestId('bpm-search-name'), { target: { value: '在读' } });
    fireEvent.click(screen.getByTestId('bpm-search'));
    await waitFor(() => expect(bodies('/bpmTask/todoPage').at(-1)).toEqual({ page: 1, pageSize: 10, queryParam: { name: '在读', initiator: '许文' } }));
    fireEvent.click(screen.getByText('重 置'));
    await waitFor(() => expect(bodies('/bpmTask/todoPage').at(-1)).toEqual({ page: 1, pageSize: 10, queryParam: {} }));
  });
});

const copyRow = (n: number, readFlag: boolean) => ({
  id: `c${n}`,
  processInstanceId: `i${n}`,
  processName: `请假申请-${n}`,
  taskId: null,
  taskName: '部门审批',
  reason: null,
  readFlag,
  createTime: '2026-05-01T08:00:00Z',
  processResult: 1,
  creatorUser: { humancode: 'teacher1', humanName: '黄老师' },
  startUser: { humancode: 'student1', humanName: '马小明' },
});

describe('抄送我的 on a phone', () => {
  it("labels the cards' select-all as marking unread copies, not as batch approve", async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      mockedCall.mockImplementation(async (path: string) => {
        if (path === '/bpmProcessInstanceCopy/queryPage') return { records: [copyRow(1, false), copyRow(2, true), copyRow(3, false)], total: 3 };
        throw new Error(`unexpected ${path}`);
      });
      appStore.set(userInfoAtom, { humancode: 'teacher1' } as UserInfo);
      render(
        <Provider store={appStore}>
          <FeedbackScope>
            <MemoryRouter initialEntries={['/bpm/task/copy']}>
              <TaskListPage kind="copy" />
            </MemoryRouter>
          </FeedbackScope>
        </Provider>,
      );
      const all = await screen.findByTestId('bpm-select-all');
      expect(all.closest('label')?.textContent).toBe('全选本页未读抄送（2）');
      expect(screen.queryByText(/批量通过/)).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });
});
