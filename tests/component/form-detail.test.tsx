import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'jotai';
import { appStore, userInfoAtom, type UserInfo } from '../../src/runtime/session/state.ts';
import { ApiError, call } from '../../src/runtime/api/client.ts';
import FormDetailPage from '../../src/pages/form-detail/FormDetailPage.tsx';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));

const mockedCall = vi.mocked(call);

const conf = JSON.stringify({
  widgetList: [{ type: 'input', id: 'i1', formItemFlag: true, options: { name: 'title', label: 'Title', required: true } }],
  formConfig: { labelWidth: 100 },
});

function open(query: string) {
  return render(
    <Provider store={appStore}>
      <FeedbackScope>
        <MemoryRouter initialEntries={[`/form-detail/index${query}`]}>
          <FormDetailPage />
        </MemoryRouter>
      </FeedbackScope>
    </Provider>,
  );
}

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => mockedCall.mockReset());

describe('/form-detail/index', () => {
  it('loads the form by formId and renders it; submit validates, then shows the data', async () => {
    mockedCall.mockResolvedValue({ id: 'f1', name: 'Leave request', conf });
    open('?formId=f1');
    expect(screen.getByTestId('form-loading')).toBeTruthy();
    await screen.findByText('Leave request', undefined, { timeout: 5000 });
    expect(mockedCall).toHaveBeenCalledWith('/bpmForm/get', expect.objectContaining({ body: { formId: 'f1' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Input value should be not null.', undefined, { timeout: 5000 });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Holiday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByTestId('submitted-data').textContent).toContain('"title": "Holiday"'));
    // The first render of the page loads antd's card, skeleton and result styles: slow on a busy machine.
  }, 30_000);

  it('says so when the formId is missing, without calling the server', () => {
    open('');
    expect(screen.getByText('No form given (formId is missing)')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalled();
  });

  it('shows the server message on failure, and retries', async () => {
    mockedCall.mockRejectedValueOnce(new ApiError('00006', 'The form does not exist', 404));
    mockedCall.mockResolvedValueOnce({ id: 'f1', name: 'Back again', conf });
    open('?formId=nope');
    expect(await screen.findByText('The form does not exist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back again')).toBeTruthy();
  });

  it('fills the fields the form binds to the current user from the session, and shows the title once', async () => {
    appStore.set(userInfoAtom, { humancode: 'teacher1', realname: '王老师', user: { id: 'a1', humancode: 'teacher1', humanname: '王老师', organizationId: null, organizationName: null } } as UserInfo);
    const leave = JSON.stringify({
      widgetList: [
        { type: 'static-text', id: 'head', options: { name: 'head', textContent: '请假 申请' } },
        { type: 'input', id: 'i1', formItemFlag: true, options: { name: 'applicant', label: '申请人', disabled: true, initiatorFill: 'name' } },
        { type: 'input', id: 'i2', formItemFlag: true, options: { name: 'code', label: '工号', initiatorFill: 'code' } },
        { type: 'input', id: 'i3', formItemFlag: true, options: { name: 'reason', label: '事由' } },
      ],
      formConfig: {},
    });
    mockedCall.mockResolvedValue({ id: 'f3', name: '请假申请', conf: leave });
    open('?formId=f3');
    await waitFor(() => expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual(['王老师', 'teacher1', '']), { timeout: 5000 });
    // The form opens with its own title: the card does not repeat it.
    expect(screen.getAllByText(/请假\s*申请/)).toHaveLength(1);

    appStore.set(userInfoAtom, undefined);
  }, 30_000);

  it('keeps the page title above a form that does not open with it', async () => {
    mockedCall.mockResolvedValue({ id: 'f4', name: 'Leave request', conf });
    open('?formId=f4');
    expect(await screen.findByText('Leave request', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows an empty state for a form without widgets', async () => {
    mockedCall.mockResolvedValue({ id: 'f2', name: 'Blank', conf: JSON.stringify({ widgetList: [], formConfig: {} }) });
    open('?formId=f2');
    expect(await screen.findByText('This form has no widgets')).toBeTruthy();
  });
});
