/**
 * The designer page keeps unsaved work (issue #13, "Leaving with unsaved changes asks first; a draft
 * survives a reload"): navigating away from an unsaved change asks (cancel stays, confirm leaves), a
 * rename alone counts as unsaved, a saved form leaves without asking, the browser's unload is held
 * back only while unsaved; a change is kept as a draft that a remounted page offers back, restored as
 * one undoable step. The page runs in a data router with /bpmForm/get and /bpmForm/edit mocked.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { changeLanguage, initI18n } from '../../src/runtime/i18n/index.ts';
import type { FormRecord, LoadedForm } from '../../src/designers/form/ui/persistence.ts';
import type { FormSchema } from '../../src/schemas/form/types.ts';
import { settle } from './settle.ts';

const loadForm = vi.hoisted(() => vi.fn<(formId: string) => Promise<LoadedForm>>());
const saveForm = vi.hoisted(() => vi.fn<(record: FormRecord, form: FormSchema) => Promise<string | undefined>>());
vi.mock('../../src/designers/form/ui/persistence.ts', async (original) => ({
  ...(await original<typeof import('../../src/designers/form/ui/persistence.ts')>()),
  loadForm,
  saveForm,
}));
// Selecting a widget asks for the form variables its name editor offers; no server runs here.
vi.mock('../../src/runtime/api/client.ts', async (original) => ({
  ...(await original<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string) => Promise<unknown>>((path: string) => (path === '/bpmFormVariable/list' ? Promise.resolve([]) : Promise.reject(new Error(`unexpected call ${path}`)))),
}));

const { default: FormDesignerPage } = await import('../../src/designers/form/FormDesignerPage.tsx');

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await initI18n();
  await changeLanguage('zh');
});
afterEach(async () => {
  await settle();
  cleanup();
  loadForm.mockReset();
  saveForm.mockReset();
  localStorage.clear();
});

const saved: LoadedForm = {
  id: 'form-1',
  name: 'Leave form',
  status: 0,
  conf: JSON.stringify({
    widgetList: [
      { id: 'input1', type: 'input', options: { name: 'reason', label: 'Reason' } },
      { id: 'input2', type: 'input', options: { name: 'days', label: 'Days' } },
    ],
    formConfig: {},
  }),
};

const DRAFT_KEY = 'fh-form-designer-draft:form-1';

function openPage() {
  loadForm.mockResolvedValue(saved);
  const router = createMemoryRouter(
    [
      { path: '/bpm/form/formEdit', element: <FormDesignerPage /> },
      { path: '/elsewhere', element: <div data-testid="elsewhere">elsewhere</div> },
    ],
    { initialEntries: ['/bpm/form/formEdit?formId=form-1'] },
  );
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <RouterProvider router={router} />
      </App>
    </ConfigProvider>,
  );
  return { ...view, router };
}

type Page = ReturnType<typeof openPage>;

const widgets = (page: Page) => page.container.querySelectorAll('.fd-canvas [data-fd-id]');

async function opened(): Promise<Page> {
  const page = openPage();
  await waitFor(() => expect(widgets(page)).toHaveLength(2));
  return page;
}

/** An unsaved change a user makes: select a widget on the canvas and press Delete. */
async function removeDays(page: Page) {
  fireEvent.click(page.container.querySelector('.fd-canvas [data-fd-name="days"]')!);
  fireEvent.keyDown(document.body, { key: 'Delete' });
  await waitFor(() => expect(widgets(page)).toHaveLength(1));
}

const confirmDialog = () => document.querySelector('.ant-modal-confirm');
const confirmButton = (which: 'ok' | 'cancel') => document.querySelector<HTMLButtonElement>(`.ant-modal-confirm-btns .ant-btn${which === 'ok' ? '-primary' : ':not(.ant-btn-primary)'}`)!;

async function navigateAway(page: Page) {
  await act(async () => {
    void page.router.navigate('/elsewhere');
  });
}

const where = (page: Page) => page.router.state.location.pathname;

/** Whether the page holds the browser's unload back (its beforeunload listener cancels the event). */
function unloadHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('form designer page: leaving with unsaved changes', () => {
  it('asks before leaving an unsaved change: cancel stays, confirm leaves', async () => {
    const page = await opened();
    expect(unloadHeld()).toBe(false);
    await removeDays(page);
    expect(unloadHeld()).toBe(true);

    await navigateAway(page);
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('有未保存的修改，确定离开？'));
    fireEvent.click(confirmButton('cancel'));
    await waitFor(() => expect(confirmDialog()).toBeNull());
    expect(where(page)).toBe('/bpm/form/formEdit');
    expect(page.queryByTestId('elsewhere')).toBeNull();
    expect(widgets(page)).toHaveLength(1);

    await navigateAway(page);
    await waitFor(() => expect(confirmDialog()).not.toBeNull());
    fireEvent.click(confirmButton('ok'));
    await waitFor(() => expect(page.getByTestId('elsewhere')).toBeTruthy());
    expect(where(page)).toBe('/elsewhere');
  });

  it('counts a rename alone as unsaved', async () => {
    const page = await opened();
    fireEvent.change(page.getByDisplayValue('Leave form'), { target: { value: 'Leave form v2' } });
    await waitFor(() => expect(page.container.querySelector('.fd-toolbar .ant-badge-status-text')?.textContent).toBe('未保存'));
    expect(unloadHeld()).toBe(true);
    await navigateAway(page);
    await waitFor(() => expect(confirmDialog()?.textContent).toContain('有未保存的修改，确定离开？'));
    fireEvent.click(confirmButton('cancel'));
    await waitFor(() => expect(confirmDialog()).toBeNull());
    expect(where(page)).toBe('/bpm/form/formEdit');
  });

  it('leaves a saved form without asking', async () => {
    saveForm.mockResolvedValue('form-1');
    const page = await opened();
    await removeDays(page);
    fireEvent.change(page.getByDisplayValue('Leave form'), { target: { value: 'Leave form v2' } });
    fireEvent.click(page.container.querySelector('[data-fd-tool="save"]')!);
    await waitFor(() => expect(page.container.querySelector('.fd-toolbar .ant-badge-status-text')?.textContent).toBe('已保存'));
    expect(saveForm).toHaveBeenCalledTimes(1);
    expect(saveForm.mock.calls[0]![0]).toMatchObject({ id: 'form-1', name: 'Leave form v2' });
    expect(saveForm.mock.calls[0]![1].widgetList.map((widget) => widget.options.name)).toEqual(['reason']);
    expect(unloadHeld()).toBe(false);
    // The save dropped the draft: a reload offers nothing back.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();

    await navigateAway(page);
    await waitFor(() => expect(page.getByTestId('elsewhere')).toBeTruthy());
    expect(confirmDialog()).toBeNull();
  });
});

describe('form designer page: the draft survives a reload', () => {
  it('keeps a change as a draft that the remounted page restores as one undoable step', async () => {
    let page = await opened();
    await removeDays(page);
    fireEvent.change(page.getByDisplayValue('Leave form'), { target: { value: 'Leave form (draft)' } });
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull());
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ record: { name: 'Leave form (draft)' } }));
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY)!) as { form: FormSchema };
    expect(draft.form.widgetList.map((widget) => widget.options.name)).toEqual(['reason']);

    // A reload: the page mounts afresh, loads the saved form and offers the draft.
    await settle();
    cleanup();
    page = await opened();
    const restore = await waitFor(() => {
      const button = page.container.querySelector<HTMLButtonElement>('[data-fd-draft="restore"]');
      expect(button).not.toBeNull();
      return button!;
    });
    expect(page.getByDisplayValue('Leave form')).toBeTruthy();
    expect(page.container.querySelector<HTMLButtonElement>('[data-fd-tool="undo"]')!.disabled).toBe(true);

    fireEvent.click(restore);
    await waitFor(() => expect(widgets(page)).toHaveLength(1));
    expect(page.container.querySelector('[data-fd-draft]')).toBeNull();
    expect(page.getByDisplayValue('Leave form (draft)')).toBeTruthy();
    // Restored over the loaded form, so the page is unsaved and leaving asks.
    expect(page.container.querySelector('.fd-toolbar .ant-badge-status-text')?.textContent).toBe('未保存');
    expect(unloadHeld()).toBe(true);

    // One step, named for what it is: one undo brings the loaded form back, and nothing is left to undo.
    fireEvent.click(page.getByRole('tab', { name: '历史' }));
    await waitFor(() => expect([...page.container.querySelectorAll('.fd-history [data-fd-step]')].map((step) => step.textContent)).toEqual(['1. 恢复草稿']));
    fireEvent.click(page.container.querySelector('[data-fd-tool="undo"]')!);
    await waitFor(() => expect(widgets(page)).toHaveLength(2));
    expect(page.container.querySelector<HTMLButtonElement>('[data-fd-tool="undo"]')!.disabled).toBe(true);
    fireEvent.click(page.container.querySelector('[data-fd-tool="redo"]')!);
    await waitFor(() => expect(widgets(page)).toHaveLength(1));
  });

  it('offers nothing once the draft is discarded', async () => {
    let page = await opened();
    await removeDays(page);
    await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull());
    await settle();
    cleanup();
    page = await opened();
    const discard = await waitFor(() => {
      const button = page.container.querySelector('.fd-draft-actions .ant-btn:not(.ant-btn-primary)');
      expect(button).not.toBeNull();
      return button!;
    });
    fireEvent.click(discard);
    await waitFor(() => expect(page.container.querySelector('[data-fd-draft]')).toBeNull());
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(widgets(page)).toHaveLength(2);
  });
});
