/**
 * The bell against a mocked server: a long title is shown whole (wrapped, never cut on one line) with a
 * tooltip, and refreshNoticeBell — what the approval calls fire once a task is done — reads the unread
 * messages again, so the count drops when the server has closed a todo message.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { call } from '../../src/runtime/api/client.ts';
import { appStore } from '../../src/runtime/session/state.ts';
import { NoticeBell, refreshNoticeBell } from '../../src/runtime/shell/NoticeBell.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

const URGE = '催办：请尽快处理学生活动申请（校园文化节志愿者招募）「部门领导审批」（曹雪催办）';

beforeAll(async () => {
  await setupI18n('zh');
});

describe('the bell', () => {
  it('shows a long title whole and counts again when asked', async () => {
    let unread = [
      { id: 'm1', type: 'urge', title: URGE, createdAt: '2026-05-01T08:00:00Z', processInstanceId: 'i1', taskId: 't1' },
      { id: 'm2', type: 'todo', title: '待办：请假申请「部门审批」待您处理', createdAt: '2026-05-01T08:00:00Z', processInstanceId: 'i2', taskId: 't2' },
    ];
    mockedCall.mockImplementation(async (path: string) => {
      if (path === '/sytMessageSend/queryPage') return { records: unread, total: unread.length };
      throw new Error(`unexpected ${path}`);
    });
    render(
      <Provider store={appStore}>
        <MemoryRouter>
          <NoticeBell />
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() => expect(screen.getByTestId('notice-bell').textContent).toContain('2'));
    fireEvent.click(screen.getByTestId('notice-bell'));
    const titles = await screen.findAllByTestId('notice-title');
    expect(titles[0]!.textContent).toBe(URGE);
    // A paragraph clamped to two lines, not a one-line ellipsis that hides （曹雪催办）.
    expect(titles[0]!.tagName).toBe('DIV');
    expect(titles[0]!.className).not.toMatch(/single-line/);

    const before = mockedCall.mock.calls.length;
    unread = unread.filter((m) => m.id !== 'm2');
    act(() => refreshNoticeBell());
    await waitFor(() => expect(mockedCall.mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.getByTestId('notice-bell').textContent).not.toContain('2'));
    expect(screen.getByTestId('notice-bell').textContent).toContain('1');
  });
});
