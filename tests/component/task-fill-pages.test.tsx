/**
 * The data collection pages against a mocked server: the hall lists the tasks to fill first and searches
 * them, says so when there is nothing and offers a retry after a failure; a refused submit puts the
 * server's messages on the fields; the progress page counts, searches and reminds only after its confirm.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, call } from '../../src/runtime/api/client.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import TaskFillHall from '../../src/pages/task-fill/TaskFillHall.tsx';
import TaskInfoPage from '../../src/pages/task-fill/TaskInfoPage.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);
const called = (path: string) => mockedCall.mock.calls.filter(([p]) => p === path);

const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
const past = new Date(Date.now() - 86_400_000).toISOString();
const TASKS = [
  { id: 'a', name: '体检信息', description: null, deadline: soon, submittedAt: '2026-05-01T08:00:00Z', closed: false },
  { id: 'b', name: '返校登记', description: '开学前填写', deadline: soon, submittedAt: null, closed: false },
  { id: 'c', name: '旧调查', description: null, deadline: past, submittedAt: null, closed: true },
];
const person = (id: string, humanname: string, submittedAt: string | null) => ({ id, humancode: id, humanname, organizationName: '计算机学院', submittedAt, remindedAt: null });
const FORM = { widgetList: [{ type: 'input', id: 'w1', formItemFlag: true, options: { name: 'phone', label: '联系电话' } }], formConfig: {} };

function open(element: React.ReactElement, url: string) {
  return render(
    <FeedbackScope>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </FeedbackScope>,
  );
}

beforeAll(async () => {
  await setupI18n('zh');
});
beforeEach(() => {
  mockedCall.mockReset();
});

describe('the hall list', () => {
  it('puts the task to fill first, then submitted, then closed, and searches by name', async () => {
    mockedCall.mockImplementation(async (path: string) => {
      if (path === '/taskFill/myTasks') return TASKS;
      throw new Error(`unexpected ${path}`);
    });
    open(<TaskFillHall />, '/service/index/taskFill');
    await screen.findByText('返校登记');
    const names = [...document.querySelectorAll('.ant-list-item-meta-title a')].map((a) => a.textContent);
    expect(names).toEqual(['返校登记', '体检信息', '旧调查']);
    expect(within(screen.getByTestId('taskfill-item-c')).getByTestId('taskfill-state').textContent).toBe('已截止未填报');
    expect(screen.getByText('1 项待填报')).toBeTruthy();
    const search = screen.getByPlaceholderText('搜索任务名称');
    fireEvent.change(search, { target: { value: '体检' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(document.querySelectorAll('.ant-list-item')).toHaveLength(1));
  });

  it('says when there is nothing, and retries after a failure', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError('00500', '服务器开小差了', 500)).mockResolvedValueOnce([]);
    open(<TaskFillHall />, '/service/index/taskFill');
    await screen.findByText('服务器开小差了');
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    await screen.findByText('暂无需要填报的任务');
    expect(called('/taskFill/myTasks')).toHaveLength(2);
  });
});

describe('filling', () => {
  it('shows the server’s refusal on the field it names', async () => {
    mockedCall.mockImplementation(async (path: string) => {
      if (path === '/taskFill/fill') return { task: { id: 'b', name: '返校登记', deadline: soon, description: null, status: 'published', closed: false }, form: FORM, data: null, submittedAt: null };
      if (path === '/taskFill/submit') throw new ApiError('00005', '表单校验未通过', 400, [{ path: '/formData/phone', message: '联系电话格式不正确' }]);
      throw new Error(`unexpected ${path}`);
    });
    open(<TaskFillHall />, '/service/index/taskFill?id=b');
    await screen.findByTestId('taskfill-fill');
    fireEvent.change(document.querySelector('[data-widget="phone"] input')!, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('taskfill-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(document.querySelector('[data-widget="phone"] .ant-form-item-explain-error')?.textContent).toBe('联系电话格式不正确'));
    expect(called('/taskFill/submit')[0]![1]).toMatchObject({ body: { id: 'b', formData: { phone: '12' } } });
  });
});

describe('the progress page', () => {
  it('counts, searches and reminds the missing after the confirmation only', async () => {
    mockedCall.mockImplementation(async (path: string) => {
      if (path === '/taskFill/progress') {
        return { task: { id: 'b', name: '返校登记', deadline: soon, description: null, status: 'published', closed: false }, total: 3, submitted: [person('s1', '马小明', '2026-05-01T08:00:00Z')], missing: [person('s2', '许文', null), person('s3', '李华', null)] };
      }
      if (path === '/taskFill/remind') return { reminded: 2 };
      throw new Error(`unexpected ${path}`);
    });
    open(<TaskInfoPage />, '/taskFill/taskInfo?id=b');
    await screen.findByTestId('taskfill-stats');
    expect(screen.getByTestId('taskfill-stats').textContent).toBe('应填 3 人已提交 1未提交 2');
    const search = screen.getByPlaceholderText('搜索姓名、工号/学号或部门');
    fireEvent.change(search, { target: { value: '许' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('taskfill-missing').querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('taskfill-remind'));
    await screen.findByText('向 2 位未提交的人员发送提醒消息？');
    expect(called('/taskFill/remind')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(called('/taskFill/remind')).toHaveLength(1));
    await screen.findByText('已提醒 2 人');
  });
});
