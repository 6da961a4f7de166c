/**
 * The message centre against a mocked server: types show by the dictionary's name (never the code),
 * the status filter is sent as the server's status, read all asks first and then reads the unread ids
 * page by page, a row's delete asks first and sends its id, and a failed read shows the error state
 * whose retry reads again.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { ApiError, call } from '../../src/runtime/api/client.ts';
import { appStore } from '../../src/runtime/session/state.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import { MessageCentre } from '../../src/pages/messages/MessageCentre.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

type Row = { id: string; type: string; status: number; title: string; createdAt: string };
const TYPES = [
  { id: '1', code: 'copy', name: '抄送', nameEn: 'Copied' },
  { id: '2', code: 'notice', name: '通知', nameEn: 'Notice' },
];
const bodies = (path: string) => mockedCall.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as { body: Record<string, unknown> }).body);

/** A server holding `rows`; read marks them read, delete removes them. */
function serve(rows: Row[], failPages = 0) {
  let failures = failPages;
  mockedCall.mockImplementation(async (path: string, options?: unknown) => {
    const body = (options as { body: Record<string, unknown> }).body;
    if (path === '/sytMessage/type') return TYPES;
    if (path === '/sytMessageSend/queryPage') {
      if (failures-- > 0) throw new ApiError('00001', '服务异常', 500);
      const param = body.queryParam as { status?: number };
      const found = rows.filter((r) => param.status === undefined || r.status === param.status);
      return { records: found.slice(0, Number(body.pageSize)), total: found.length };
    }
    if (path === '/sytMessageSend/read') {
      const ids = body.ids as string[];
      for (const r of rows) if (ids.includes(r.id)) r.status = 1;
      return { updated: ids.length };
    }
    if (path === '/sytMessageSend/delete') {
      const ids = body.ids as string[];
      rows.splice(0, rows.length, ...rows.filter((r) => !ids.includes(r.id)));
      return { deleted: ids.length };
    }
    throw new Error(`unexpected ${path}`);
  });
}

const row = (n: number, type: string, status = 0): Row => ({ id: `m${n}`, type, status, title: `消息 ${n}`, createdAt: '2026-05-01T08:00:00Z' });

function open() {
  return render(
    <Provider store={appStore}>
      <FeedbackScope>
        <MemoryRouter initialEntries={['/service/index/sytMessage']}>
          <MessageCentre view="list" />
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
});

describe('the message centre', () => {
  it('names types from the dictionary and sends the status filter', async () => {
    serve([row(1, 'copy'), row(2, 'notice', 1), row(3, '催办')]);
    open();
    await screen.findByText('消息 3');
    await waitFor(() => expect(screen.getAllByTestId('msg-type-name').map((e) => e.textContent)).toEqual(['抄送', '通知', '催办']));
    fireEvent.click(screen.getByTestId('msg-status-unread'));
    await waitFor(() => expect(bodies('/sytMessageSend/queryPage').at(-1)?.queryParam).toEqual({ status: 0 }));
    await waitFor(() => expect(screen.queryByText('消息 2')).toBeNull());
  });

  it('reads all after a confirm, in pages of unread ids', async () => {
    serve([row(1, 'copy'), row(2, 'notice'), row(3, 'notice', 1)]);
    open();
    await screen.findByText('消息 1');
    fireEvent.click(screen.getByTestId('msg-read-all'));
    const ok = await screen.findByTestId('confirm-ok');
    expect(bodies('/sytMessageSend/read')).toEqual([]);
    fireEvent.click(ok);
    await waitFor(() => expect(bodies('/sytMessageSend/read')).toEqual([{ ids: ['m1', 'm2'] }]));
    await waitFor(() => expect(screen.getAllByTestId('msg-status').map((e) => e.textContent)).toEqual(['已读', '已读', '已读']));
  });

  it('deletes a row after its confirm', async () => {
    serve([row(1, 'copy'), row(2, 'notice')]);
    open();
    await screen.findByText('消息 2');
    const second = screen.getAllByTestId('msg-row')[1]!;
    fireEvent.click(within(second).getByTestId('msg-delete'));
    expect(bodies('/sytMessageSend/delete')).toEqual([]);
    fireEvent.click(await screen.findByTestId('msg-delete-ok'));
    await waitFor(() => expect(bodies('/sytMessageSend/delete')).toEqual([{ ids: ['m2'] }]));
    await waitFor(() => expect(screen.queryByText('消息 2')).toBeNull());
  });

  it('shows the error state, and its retry reads again', async () => {
    serve([row(1, 'copy')], 1);
    open();
    await screen.findByTestId('msg-error');
    fireEvent.click(within(screen.getByTestId('msg-error')).getByRole('button'));
    await screen.findByText('消息 1');
    expect(bodies('/sytMessageSend/queryPage')).toHaveLength(2);
  });

  it('shows the empty state', async () => {
    serve([]);
    open();
    expect((await screen.findByTestId('msg-empty')).textContent).toContain('暂无消息');
  });
});
