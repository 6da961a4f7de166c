/**
 * Opening a saved form in the designer page (issue #13): the form is asked for once — the request the
 * page starts as it first renders is the one its load effect takes, not a second one — and it lands
 * with its canvas, record name and property panel; the palette follows the first commit. A refused
 * load shows its error and leaves no unhandled rejection.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../../src/runtime/i18n/index.ts';
import type { LoadedForm } from '../../src/designers/form/ui/persistence.ts';
import { settle } from './settle.ts';

const loadForm = vi.hoisted(() => vi.fn<(formId: string) => Promise<LoadedForm>>());
vi.mock('../../src/designers/form/ui/persistence.ts', async (original) => ({
  ...(await original<typeof import('../../src/designers/form/ui/persistence.ts')>()),
  loadForm,
}));

const { default: FormDesignerPage } = await import('../../src/designers/form/FormDesignerPage.tsx');

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await settle();
  cleanup();
  loadForm.mockReset();
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

function openPage(formId: string) {
  const router = createMemoryRouter([{ path: '*', element: <FormDesignerPage /> }], { initialEntries: [`/bpm/form/formEdit?formId=${formId}`] });
  return render(
    <App>
      <RouterProvider router={router} />
    </App>,
  );
}

describe('form designer page: opening a saved form', () => {
  it('asks for the form once and shows it with its name, panel and palette', async () => {
    const answers: Array<(form: LoadedForm) => void> = [];
    loadForm.mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
    const { container } = openPage('form-1');
    expect(loadForm).toHaveBeenCalledTimes(1);
    expect(loadForm).toHaveBeenCalledWith('form-1');
    expect(container.querySelector('[data-fd-canvas]')).toBeNull();
    await act(async () => answers[0]?.(saved));
    await waitFor(() => expect(container.querySelectorAll('.fd-canvas [data-fd-id]')).toHaveLength(2));
    expect(container.querySelector('[data-fd-name="days"]')).not.toBeNull();
    expect(screen.getByDisplayValue('Leave form')).toBeTruthy();
    expect(container.querySelector('.fh-property-panel')).not.toBeNull();
    await waitFor(() => expect(container.querySelector('[data-fd-palette="input"]')).not.toBeNull());
    expect(loadForm).toHaveBeenCalledTimes(1);
  });

  it('shows a refused load as an error', async () => {
    loadForm.mockRejectedValue(new Error('no such form'));
    const rejections: unknown[] = [];
    const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    try {
      const { container } = openPage('missing');
      await waitFor(() => expect(container.querySelector('.ant-alert-error')?.textContent).toContain('no such form'));
      expect(container.querySelector('[data-fd-canvas]')).not.toBeNull();
      expect(loadForm).toHaveBeenCalledTimes(1);
      expect(rejections).toEqual([]);
    } finally {
      window.removeEventListener('unhandledrejection', onRejection);
    }
  });
});
