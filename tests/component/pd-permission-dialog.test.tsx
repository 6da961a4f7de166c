/**
 * The form-field permission dialog's rules as a designer meets them: hiding a required field clears
 * required, requiring a hidden one shows it, the opinion moves from one field to another, a default is
 * picked from the echo options or typed (a placeholder such as ${days}), and confirm hands over the rows
 * (cancel hands over nothing).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { permissionRows, type FieldPermission } from '../../src/schemas/bpmn/index.ts';
import { FormPermissionDialog } from '../../src/designers/process/panel/FormPermissionDialog.tsx';
import { setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('zh');
});

const fields = [{ name: 'days', label: '请假天数' }, { name: 'reason', label: '事由' }];
const box = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('FormPermissionDialog', () => {
  it('keeps rows meaningful and confirms them', () => {
    const onConfirm = vi.fn<(rows: FieldPermission[]) => void>();
    render(<FormPermissionDialog initial={permissionRows(fields, [])} present={new Set(['days', 'reason'])} echo={[{ id: '1', name: '流程发起人', value: '${initiator}' }]} onConfirm={onConfirm} onCancel={() => undefined} />);
    expect(screen.getByText('表单字段权限')).toBeTruthy();
    fireEvent.click(box('pd-perm-days-required'));
    fireEvent.click(box('pd-perm-days-hidden'));
    expect(box('pd-perm-days-required').checked).toBe(false);
    fireEvent.click(box('pd-perm-days-required'));
    expect(box('pd-perm-days-hidden').checked).toBe(false);
    fireEvent.click(box('pd-perm-days-reason'));
    fireEvent.click(box('pd-perm-reason-reason'));
    expect(box('pd-perm-days-reason').checked).toBe(false);
    expect(box('pd-perm-reason-reason').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    const rows = onConfirm.mock.calls[0]![0];
    expect(rows.find((row) => row.name === 'days')).toMatchObject({ required: true, hidden: false, reason: false });
    expect(rows.find((row) => row.name === 'reason')).toMatchObject({ reason: true });
  });

  it('takes a default picked from the echo options or typed (a placeholder of an earlier step)', async () => {
    const onConfirm = vi.fn<(rows: FieldPermission[]) => void>();
    render(<FormPermissionDialog initial={permissionRows(fields, [])} present={new Set(['days', 'reason'])} echo={[{ id: '1', name: '流程发起人', value: '${initiator}' }]} onConfirm={onConfirm} onCancel={() => undefined} />);
    const typed = within(screen.getByTestId('pd-perm-days-default')).getByRole('combobox');
    fireEvent.change(typed, { target: { value: '${days}' } });
    const picked = within(screen.getByTestId('pd-perm-reason-default')).getByRole('combobox');
    fireEvent.mouseDown(picked);
    fireEvent.change(picked, { target: { value: '' } });
    // The reason field's list opened last (the days field's stays in the page).
    fireEvent.click((await screen.findAllByText('流程发起人（${initiator}）')).at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    const rows = onConfirm.mock.calls[0]![0];
    expect(rows.find((row) => row.name === 'days')?.defaultValue).toBe('${days}');
    expect(rows.find((row) => row.name === 'reason')?.defaultValue).toBe('${initiator}');
  });

  it('marks a stored row whose field the form lost, and cancel confirms nothing', () => {
    const onConfirm = vi.fn<(rows: FieldPermission[]) => void>();
    const onCancel = vi.fn<() => void>();
    const stored: FieldPermission[] = [{ name: 'old', label: '旧字段', disabled: true, reason: false, required: false, hidden: false }];
    render(<FormPermissionDialog initial={permissionRows(fields, stored)} present={new Set(['days', 'reason'])} echo={[]} onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByText(/表单中已不存在/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
