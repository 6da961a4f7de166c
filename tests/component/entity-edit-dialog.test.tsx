/**
 * The entity edit dialog checks with the server's record schema as the user goes (issue 16, defects 7
 * and 8): an error appears when a field is left, goes once the field is fixed, inputs stop at the
 * schema's maxLength, a save with errors is not sent, and JSON fields are edited as JSON.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { call } from '../../src/runtime/api/client.ts';
import FeedbackScope from '../../src/runtime/ui/FeedbackScope.tsx';
import type { EntitySchema } from '../../src/schemas/entity/types.ts';
import sysParam from '../../src/entities/sytSysParam.json' with { type: 'json' };
import desktop from '../../src/entities/sytDesktop.json' with { type: 'json' };
import { setupI18n } from './form-support.tsx';

vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string, options?: unknown) => Promise<unknown>>(),
}));
const mockedCall = vi.mocked(call);

function open(entity: EntitySchema, row?: Record<string, unknown>) {
  const onSaved = vi.fn<(saved: Record<string, unknown>) => void>();
  render(
    <FeedbackScope>
      <EditDialog entity={entity} row={row} open onClose={() => {}} onSaved={onSaved} />
    </FeedbackScope>,
  );
  return onSaved;
}

const input = (id: string) => document.getElementById(`root_${id}`) as HTMLInputElement;
const okButton = () => screen.getByRole('button', { name: 'OK' });

// The dialog's widgets add their texts when imported, so i18n is set up first.
let EditDialog: typeof import('../../src/runtime/entity/EditDialog.tsx').EditDialog;
beforeAll(async () => {
  await setupI18n('en');
  ({ EditDialog } = await import('../../src/runtime/entity/EditDialog.tsx'));
});
beforeEach(() => mockedCall.mockReset());

describe('entity edit dialog', () => {
  it('shows a field error on blur in the server words, clears it once fixed, and caps at maxLength', async () => {
    open(sysParam as EntitySchema);
    const name = input('name');
    expect(name.maxLength).toBe(100);
    expect(input('value').maxLength).toBe(4000);
    fireEvent.change(name, { target: { value: '1bad' } });
    // Not yet left: no error shown while typing the first time.
    expect(screen.queryByText(/Starts with a letter/)).toBeNull();
    fireEvent.blur(name);
    await screen.findByText('Starts with a letter; letters, digits, _ . - only');
    fireEvent.change(name, { target: { value: 'good.name' } });
    await waitFor(() => expect(screen.queryByText(/Starts with a letter/)).toBeNull());
  });

  it('refuses to send a record with errors, marking every field; sends it once fixed', async () => {
    mockedCall.mockResolvedValue({ id: 'p1', name: 'a' });
    const onSaved = open(sysParam as EntitySchema);
    fireEvent.click(okButton());
    await screen.findByText('Name is required');
    expect(mockedCall).not.toHaveBeenCalled();
    fireEvent.change(input('name'), { target: { value: 'a' } });
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull());
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mockedCall).toHaveBeenCalledWith('/sytSysParam/edit', expect.objectContaining({ body: expect.objectContaining({ name: 'a' }) }));
  });

  it('edits a JSON field as JSON text: shows the stored value, reports bad JSON and schema errors, saves the parsed value', async () => {
    mockedCall.mockResolvedValue({ id: 'd1' });
    const layout = [{ key: 'todo', kind: 'todo', x: 0, y: 0, w: 6, h: 4 }];
    const onSaved = open(desktop as EntitySchema, { id: 'd1', name: 'Mine', type: 'pc端', layout, settings: { todo: { limit: 5 } }, sort: 0, isDefault: false });
    const box = input('layout') as unknown as HTMLTextAreaElement;
    expect(JSON.parse(box.value)).toEqual(layout);
    expect(JSON.parse((input('settings') as unknown as HTMLTextAreaElement).value)).toEqual({ todo: { limit: 5 } });

    fireEvent.change(box, { target: { value: '[{"key": "todo",' } });
    await screen.findByText(/Not valid JSON/);
    fireEvent.click(okButton());
    expect(mockedCall).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '[{"key": "todo"}]' } });
    await waitFor(() => expect(screen.queryByText(/Not valid JSON/)).toBeNull());
    fireEvent.blur(box);
    await screen.findByText('Layout 0/kind is required');

    fireEvent.change(box, { target: { value: '[{"key": "todo", "kind": "todo", "w": 3}]' } });
    await waitFor(() => expect(screen.queryByText(/kind is required/)).toBeNull());
    fireEvent.click(okButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mockedCall).toHaveBeenCalledWith(
      '/sytDesktop/edit',
      expect.objectContaining({ body: expect.objectContaining({ id: 'd1', layout: [{ key: 'todo', kind: 'todo', w: 3 }] }) }),
    );
  });
});
