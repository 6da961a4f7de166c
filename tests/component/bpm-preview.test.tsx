/**
 * The start page's approver preview and the "my" lists against a mocked server: the preview names each
 * step's people (codes looked up through the people picker), says how a countersign goes, marks a step
 * nobody was found for and lists the server's problems; a list is a table on a desk and cards on a phone,
 * and a search sends only the filters the server's page call accepts.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { call } from '../../src/runtime/api/client.ts';
import { ApproverPreview } from '../../src/pages/bpm/ApproverPreview.tsx';
import TaskListPage from '../../src/pages/bpm/TaskListPage.tsx';
import { groupDefinitions } from '../../src/pages/bpm/CreateListPage.tsx';
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
});
