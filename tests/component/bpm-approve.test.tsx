/**
 * The approve page against a mocked server: it offers exactly the node's buttons; a return asks for the
 * target among the server's returnTargets and an opinion when the node wants one, and sends
 * /bpmTask/return with them; a pass sends /bpmTask/approve (never /bpmTask/complete), shows the server's
 * answer and goes back to the todo list. The operation table is checked on its own too.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'jotai';
import { call } from '../../src/runtime/api/client.ts';
import ApprovePage from '../../src/pages/bpm/ApprovePage.tsx';
import { offeredOperations, operationBody, opinionRequired, taskOperations } from '../../src/pages/bpm/task-actions.ts';
import { appStore, tabsAtom, userInfoAtom, type UserInfo } from '../../src/runtime/session/state.ts';
import { HOME_TAGS, initialTabs } from '../../src/runtime/tabs/tab-rules.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import { reasonText } from '../../src/pages/bpm/display.tsx';
import { i18n } from '../../src/runtime/i18n/index.ts';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

const task = (buttons: string[], extendData: Record<string, unknown> = { isopinion: true }, more: Record<string, unknown> = {}) => ({
  task: { id: 't1', instanceId: 'i1', activityId: 'head', name: 'Head approval', assignee: 'zhangwei', owner: null, candidateUsers: [], status: 'open', result: 1, processName: 'Leave', processStatus: 'running', createTime: '2026-05-01T08:00:00Z' },
  buttons: buttons.map((code) => ({ id: code, code, name: code })),
  extendData,
  fieldPermissions: [],
  multiApproverMode: 'Null',
  form: null,
  formData: {},
  returnTargets: [{ activityId: 'apply', name: 'Apply' }, { activityId: 'check', name: 'Check' }],
  ...more,
});

function serve(detail: ReturnType<typeof task>) {
  mockedCall.mockImplementation(async (path: string) => {
    if (path === '/bpmTask/get') return detail;
    if (path === '/bpmProcessInstance/get') throw new Error('no timeline in this test');
    return { instanceId: 'i1', status: 'running', result: 1, tasks: [{ id: 't2', activityId: 'apply', name: 'Apply', assignee: 'student1' }] };
  });
}

function open() {
  appStore.set(userInfoAtom, { humancode: 'zhangwei' } as UserInfo);
  return render(
    <Provider store={appStore}>
      <FeedbackScope>
        <MemoryRouter initialEntries={['/bpm/task/approve?id=i1&taskId=t1']}>
          <Routes>
            <Route path="/bpm/task/approve" element={<ApprovePage />} />
            <Route path="/bpm/task/todo" element={<div data-testid="todo-list" />} />
            <Route path="/bpm/process-instance/edit" element={<div data-testid="edit-page" />} />
            <Route path="/bpm/process-instance/detail" element={<div data-testid="detail-page" />} />
          </Routes>
        </MemoryRouter>
      </FeedbackScope>
    </Provider>,
  );
}

/** The codes of the operations the approve page would offer. */
const codes = (buttons: string[], removable: number) => taskOperations(buttons.map((code) => ({ code })), removable).map((o) => o.code);

/** A task the caller passed, withdrawable or not by the server's word. */
function closed(withdrawable: boolean) {
  const detail = task(['pass'], { isopinion: false }, { withdrawable });
  return { ...detail, task: { ...detail.task, status: 'completed', result: 2 } };
}

const sent = (path: string) => mockedCall.mock.calls.filter(([p]) => p === path).map(([, options]) => (options as { body: unknown }).body);

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => mockedCall.mockReset());

describe('/bpm/task/approve', () => {
  it("offers only the node's buttons", async () => {
    serve(task(['pass', 'back', 'copy']));
    open();
    await screen.findByTestId('op-pass', undefined, { timeout: 10_000 });
    const bar = screen.getByTestId('approve-actions');
    expect(within(bar).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['Pass', 'Return']);
    expect(screen.queryByTestId('op-notPass')).toBeNull();
  }, 30_000);

  it('a return needs a target and an opinion, then sends /bpmTask/return with them and shows the answer', async () => {
    serve(task(['pass', 'back']));
    open();
    fireEvent.click(await screen.findByTestId('op-back', undefined, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('action-ok'));
    expect((await screen.findByTestId('action-problem')).textContent).toContain('Please give your opinion');
    fireEvent.change(screen.getByTestId('action-opinion'), { target: { value: 'Missing the dates' } });
    fireEvent.click(screen.getByTestId('action-ok'));
    expect((await screen.findByTestId('action-problem')).textContent).toContain('Choose the step to return to');
    expect(sent('/bpmTask/return')).toEqual([]);
    fireEvent.mouseDown(within(screen.getByTestId('return-target')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Check'));
    fireEvent.click(screen.getByTestId('action-ok'));
    await waitFor(() => expect(sent('/bpmTask/return')).toEqual([{ id: 't1', reason: 'Missing the dates', target: 'check' }]));
    expect((await screen.findByText('The process goes on to: Apply')).textContent).toBeTruthy();
    fireEvent.click(screen.getByTestId('answer-ok'));
    await screen.findByTestId('todo-list');
  }, 30_000);

  it('a pass on a node that asks no opinion goes to /bpmTask/approve without one', async () => {
    serve(task(['pass'], { isopinion: false }));
    open();
    fireEvent.click(await screen.findByTestId('op-pass', undefined, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('action-ok'));
    await waitFor(() => expect(sent('/bpmTask/approve')).toEqual([{ id: 't1' }]));
    expect(mockedCall.mock.calls.some(([p]) => p === '/bpmTask/complete')).toBe(false);
  }, 30_000);
});

describe('the operation table', () => {
  it('maps buttons to calls, skips unknown codes and keeps each body to its call', () => {
    const ops = offeredOperations([{ code: 'notPass' }, { code: 'copy' }, { code: 'pass' }, { code: 'pass' }, { code: 'delegate' }]);
    expect(ops.map((o) => o.path)).toEqual(['/bpmTask/reject', '/bpmTask/approve', '/bpmTask/delegate']);
    expect(opinionRequired(ops[1]!, {})).toBe(true);
    expect(opinionRequired(ops[1]!, { isopinion: false })).toBe(false);
    expect(opinionRequired(ops[2]!, {})).toBe(false);
    expect(operationBody(ops[2]!, { taskId: 't', reason: ' ', users: ['lihua'], formData: { a: 1 } })).toEqual({ id: 't', userCode: 'lihua' });
    expect(operationBody(ops[1]!, { taskId: 't', reason: 'ok', formData: { a: 1 }, copyUsers: ['x'], target: 'nowhere' })).toEqual({ id: 't', reason: 'ok', formData: { a: 1 }, copyUsers: ['x'] });
  });

  it('remove-sign comes with its own button or add-sign, only when the server names someone to remove; its body has no opinion', () => {
    expect(codes(['pass', 'removeSign'], 0)).toEqual(['pass']);
    expect(codes(['pass', 'removeSign'], 2)).toEqual(['pass', 'removeSign']);
    expect(codes(['pass', 'addSign'], 1)).toEqual(['pass', 'addSign', 'removeSign']);
    expect(codes(['pass'], 3)).toEqual(['pass']);
    const remove = taskOperations([{ code: 'removeSign' }], 1)[0]!;
    expect(operationBody(remove, { taskId: 't', reason: 'why', users: ['wuxia'] })).toEqual({ id: 't', userCode: 'wuxia' });
  });
});

describe('remove-sign, withdraw and resubmit on the approve page', () => {
  const signers = [
    { humancode: 'wuxia', humanName: 'Wu Xia' },
    { humancode: 'zhoujie', humanName: 'Zhou Jie' },
  ];

  it('offers no remove-sign when nobody can be removed', async () => {
    serve(task(['pass', 'removeSign'], { isopinion: false }, { removableSigners: [] }));
    open();
    await screen.findByTestId('op-pass', undefined, { timeout: 10_000 });
    expect(screen.queryByTestId('op-removeSign')).toBeNull();
  }, 30_000);

  it('remove-sign picks one of the server\'s signers, confirms, and sends /bpmTask/removeSign with userCode only', async () => {
    serve(task(['pass', 'removeSign'], { isopinion: false }, { removableSigners: signers }));
    open();
    fireEvent.click(await screen.findByTestId('op-removeSign', undefined, { timeout: 10_000 }));
    expect(screen.queryByTestId('action-opinion')).toBeNull();
    fireEvent.click(await screen.findByTestId('action-ok'));
    expect((await screen.findByTestId('action-problem')).textContent).toContain('Choose the signer to remove');
    fireEvent.mouseDown(within(screen.getByTestId('remove-signer')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Zhou Jie'));
    fireEvent.click(screen.getByTestId('action-ok'));
    await waitFor(() => expect(sent('/bpmTask/removeSign')).toEqual([{ id: 't1', userCode: 'zhoujie' }]));
    fireEvent.click(await screen.findByTestId('answer-ok'));
    await screen.findByTestId('todo-list');
  }, 30_000);

  it('a passed task offers withdraw only when the server says it is withdrawable', async () => {
    serve(closed(false) as never);
    open();
    await screen.findByTestId('task-closed', undefined, { timeout: 10_000 });
    expect(screen.queryByTestId('withdraw')).toBeNull();
  }, 30_000);

  it('withdraw confirms, sends /bpmTask/withdraw with the passed task, and opens the task that came back', async () => {
    serve(closed(true) as never);
    mockedCall.mockImplementation(async (path: string) => {
      if (path === '/bpmTask/get') return closed(true);
      if (path === '/bpmProcessInstance/get') throw new Error('no timeline in this test');
      return { instanceId: 'i1', status: 'running', result: 1, tasks: [{ id: 't9', activityId: 'head', name: 'Head approval', assignee: 'zhangwei' }] };
    });
    open();
    fireEvent.click(await screen.findByTestId('withdraw', undefined, { timeout: 10_000 }));
    expect(sent('/bpmTask/withdraw')).toEqual([]);
    fireEvent.change(await screen.findByTestId('withdraw-reason'), { target: { value: 'Look again' } });
    fireEvent.click(screen.getByTestId('withdraw-ok'));
    await waitFor(() => expect(sent('/bpmTask/withdraw')).toEqual([{ id: 't1', reason: 'Look again' }]));
    fireEvent.click(await screen.findByTestId('answer-ok'));
    await waitFor(() => expect(sent('/bpmTask/get').at(-1)).toEqual({ id: 't9' }));
  }, 30_000);

  it('a step a return handed back to the initiator opens the resubmit page', async () => {
    const detail = task(['pass'], { isopinion: false }, { resubmit: true });
    serve(detail);
    // The approve link's tab (the guard opened it) is replaced, not left behind as a stale tab.
    const approveTab = { ...HOME_TAGS.main, label: 'approve', value: '/bpm/task/approve?id=i1&taskId=t1', path: '/bpm/task/approve' };
    appStore.set(tabsAtom, { ...initialTabs(), main: [HOME_TAGS.main, approveTab] });
    open();
    await screen.findByTestId('edit-page', undefined, { timeout: 10_000 });
    expect(screen.queryByTestId('approve-actions')).toBeNull();
    expect(appStore.get(tabsAtom).main.map((tag) => tag.value)).toEqual([HOME_TAGS.main.value]);
  }, 30_000);
});

describe('reason codes', () => {
  it('names a withdrawn task in the reader’s language; a written reason wins', () => {
    expect(reasonText({ reason: null, reasonCode: 'withdrawn' }, i18n.getFixedT('en', 'bpm'))).toBe('Withdrawn');
    expect(reasonText({ reason: null, reasonCode: 'withdrawn' }, i18n.getFixedT('zh', 'bpm'))).toBe('已撤回');
    expect(reasonText({ reason: '写错了', reasonCode: 'withdrawn' }, i18n.getFixedT('en', 'bpm'))).toBe('写错了');
    expect(reasonText({ reason: null }, i18n.getFixedT('en', 'bpm'))).toBe('');
  });
});
