/**
 * The definitions page against a mocked server: it asks for the newest versions only, sends the search
 * fields the server reads, shows who may start (a reference naming nothing marked as such), offers
 * suspend/activate only to holders of sys_definition_btn_suspend and sends it after the confirm, shows a
 * retryable error, an empty state, and 403 when the server refuses the view.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { ApiError, call } from '../../src/runtime/api/client.ts';
import DefinitionsPage from '../../src/pages/bpm/definitions/DefinitionsPage.tsx';
import { appStore, userInfoAtom, type UserInfo } from '../../src/runtime/session/state.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

const row = {
  id: 'd2',
  key: 'leave',
  version: 2,
  name: 'Leave',
  category: 'hr',
  modelId: 'm1',
  suspended: false,
  deployedBy: 'admin',
  deployedAt: '2026-05-01T08:00:00Z',
  versionCount: 2,
  starters: { all: false, orgs: [{ ref: 'CS-SE', name: 'Software Engineering' }], roles: [{ ref: 'ghost', name: null }], users: [] },
};

const sent = (path: string) => mockedCall.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as { body: { queryParam?: Record<string, unknown> } }).body);

function open(permissions: string[]) {
  appStore.set(userInfoAtom, { humancode: 'admin', permissions } as unknown as UserInfo);
  return render(
    <Provider store={appStore}>
      <FeedbackScope>
        <MemoryRouter>
          <DefinitionsPage />
        </MemoryRouter>
      </FeedbackScope>
    </Provider>,
  );
}

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => {
  mockedCall.mockReset();
});

describe('definitions page', () => {
  it('lists newest versions with who may start, searches with the fields the server reads', async () => {
    mockedCall.mockResolvedValue({ records: [row], total: 1 });
    open(['sys_definition_view']);
    const listed = await screen.findByText('Leave');
    const line = listed.closest('tr')!;
    expect(within(line).getByText('Software Engineering')).toBeTruthy();
    expect(within(line).getByText('ghost (not found)')).toBeTruthy();
    expect(within(line).getByText('2 version(s)')).toBeTruthy();
    expect(sent('/bpmProcessDefinition/queryPage')[0]).toEqual({ page: 1, pageSize: 10, queryParam: { latest: true } });
    // Without the suspend code there is nothing to suspend with.
    expect(screen.queryByTestId('definition-suspend')).toBeNull();

    fireEvent.change(screen.getByTestId('definitions-search-name'), { target: { value: ' Lea ' } });
    fireEvent.change(screen.getByTestId('definitions-search-key'), { target: { value: 'leave' } });
    fireEvent.change(screen.getByTestId('definitions-search-category'), { target: { value: 'hr' } });
    fireEvent.click(screen.getByTestId('definitions-search'));
    await waitFor(() => expect(sent('/bpmProcessDefinition/queryPage')).toHaveLength(2));
    expect(sent('/bpmProcessDefinition/queryPage')[1]?.queryParam).toEqual({ name: 'Lea', key: 'leave', category: 'hr', latest: true });
  });

  it('suspends after the confirm, for a holder of the suspend code', async () => {
    mockedCall.mockImplementation(async (path: string) => (path === '/bpmProcessDefinition/queryPage' ? { records: [row], total: 1 } : null));
    open(['sys_definition_view', 'sys_definition_btn_suspend']);
    fireEvent.click(await screen.findByTestId('definition-suspend'));
    expect(sent('/bpmProcessDefinition/suspend')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(sent('/bpmProcessDefinition/suspend')).toEqual([{ id: 'd2' }]));
    // The list is read again to show the new state.
    await waitFor(() => expect(sent('/bpmProcessDefinition/queryPage').length).toBeGreaterThan(1));
  });

  it('shows a retryable error, then the empty state', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError('00001', 'database away', 200));
    mockedCall.mockResolvedValue({ records: [], total: 0 });
    open(['sys_definition_view']);
    const alert = await screen.findByTestId('definitions-error');
    expect(alert.textContent).toContain('database away');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('No process definition yet')).toBeTruthy();
  });

  it('shows 403 when the server refuses the view', async () => {
    mockedCall.mockRejectedValue(new ApiError('00004', 'You do not have permission for this operation', 403));
    open([]);
    expect(await screen.findByTestId('definitions-forbidden')).toBeTruthy();
  });
});
