/**
 * The code export dialog's copy and its refusal to generate (form-designer §2): copying the generated code
 * says 'Copy succeed' when the clipboard takes it and 'Copy failed' when it refuses; an invalid modelName
 * generates no code (the code area empties, copy and download are disabled) and the field says why.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { changeLanguage, initI18n } from '../../src/runtime/i18n/index.ts';
import type { FormSchema } from '../../src/schemas/form/types.ts';
import { ExportDialog } from '../../src/designers/form/ui/ExportDialog.tsx';
import { emptyForm } from '../../src/designers/form/ui/core-link.ts';
// oxlint-disable-next-line import/no-unassigned-import -- the ui.* texts (Copy succeed / Copy failed)
import '../../src/designers/form/ui/i18n.ts';
import { settle } from './settle.ts';

vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(async () => {
  await settle();
  cleanup();
});

function form(): FormSchema {
  const base = emptyForm();
  return { ...base, widgetList: [{ id: 'input1', type: 'input', formItemFlag: true, options: { name: 'reason', label: 'Reason' } }] } as FormSchema;
}

const code = () => document.querySelector<HTMLElement>('.fd-code');
const button = (which: 'copy' | 'download' | 'generate') => document.querySelector<HTMLButtonElement>(`[data-fd-export="${which}"]`)!;

async function open(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <App>
      <ExportDialog form={form()} open initialTarget="vue3" onClose={() => undefined} />
    </App>,
  );
  // The code is there as the dialog opens: happy-dom never ends the opening animation, which the dialog does not wait for.
  await waitFor(() => expect(code()?.textContent).toContain('reason'));
}

describe('code export dialog: copy', () => {
  it('copies the generated code and says Copy succeed', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    await open(writeText);
    fireEvent.click(button('copy'));
    expect(await screen.findByText('Copy succeed')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(code()!.textContent);
    expect(screen.queryByText('Copy failed')).toBeNull();
  });

  it('says Copy failed when the clipboard refuses', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    await open(writeText);
    fireEvent.click(button('copy'));
    expect(await screen.findByText('Copy failed')).toBeTruthy();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Copy succeed')).toBeNull();
  });
});

describe('code export dialog: the target', () => {
  it('keeps a target chosen as the dialog opens, with its own file name', async () => {
    await open(() => Promise.resolve());
    expect(code()?.getAttribute('data-fd-file')).toMatch(/\.vue$/);
    fireEvent.click(screen.getByText('JSON'));
    await waitFor(() => expect(code()?.getAttribute('data-fd-code')).toBe('json'));
    expect(code()?.getAttribute('data-fd-file')).toMatch(/\.json$/);
    expect(JSON.parse(code()?.textContent ?? '')).toHaveProperty('widgetList');
  });
});

describe('code export dialog: options checked before generating', () => {
  it('an invalid modelName generates no code and the field says why; a valid one generates again', async () => {
    await open(() => Promise.resolve());
    const modelName = document.querySelector<HTMLInputElement>('[data-fd-option="modelName"] input')!;
    fireEvent.change(modelName, { target: { value: 'my form' } });
    await waitFor(() => expect(document.querySelector('[data-fd-option="modelName"] .ant-form-item-explain')?.textContent).toContain('"my form" is not a JavaScript identifier'));
    fireEvent.click(button('generate'));
    await waitFor(() => expect(code()!.textContent).toBe(''));
    expect(button('copy').disabled).toBe(true);
    expect(button('download').disabled).toBe(true);

    fireEvent.change(modelName, { target: { value: 'leaveForm' } });
    fireEvent.click(button('generate'));
    await waitFor(() => expect(code()!.textContent).toContain('leaveForm'));
    expect(code()!.textContent).not.toContain('my form');
    await act(async () => undefined);
    expect(button('copy').disabled).toBe(false);
  });
});
