/**
 * The listener drawer's rules (spec §5): event and the value its type needs are required; a field's value
 * only when its required flag is 0; closing the field dialog asks 确认关闭？; removing a field asks
 * 确认移除该字段吗？; save hands over the listener with its fields.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { emptyListener, type Listener } from '../../src/schemas/bpmn/index.ts';
import { ListenerDrawer } from '../../src/designers/process/panel/ListenerDrawer.tsx';
import { setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('zh');
});

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;

describe('ListenerDrawer', () => {
  it('refuses a listener without its value and a required field without a value; saves the rest', async () => {
    const onSave = vi.fn<(listener: Listener) => void>();
    render(<App><ListenerDrawer kind="taskListener" elementType="bpmn:UserTask" initial={emptyListener('taskListener')} onSave={onSave} onClose={() => undefined} /></App>);
    fireEvent.click(screen.getByTestId('pd-listener-save'));
    expect(await screen.findByTestId('pd-listener-error-class')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(input('pd-listener-value'), { target: { value: 'com.example.Notify' } });

    fireEvent.click(screen.getByTestId('pd-field-add'));
    fireEvent.change(await screen.findByTestId('pd-field-name'), { target: { value: 'channel' } });
    fireEvent.click(screen.getByLabelText('是'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    expect(await screen.findByTestId('pd-field-error-value')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('否'));
    fireEvent.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.queryByTestId('pd-field-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('pd-listener-save'));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![0]).toMatchObject({ event: 'create', valueType: 'class', value: 'com.example.Notify', fields: [{ name: 'channel', required: '1', fieldType: 'string', value: '' }] });
  });

  it('asks before closing the field dialog and before removing a field', async () => {
    const initial: Listener = { ...emptyListener('taskListener'), value: 'x', fields: [{ name: 'a', required: '1', fieldType: 'string', value: '1' }] };
    render(<App><ListenerDrawer kind="taskListener" elementType="bpmn:UserTask" initial={initial} onSave={() => undefined} onClose={() => undefined} /></App>);
    fireEvent.click(screen.getByTestId('pd-field-add'));
    await screen.findByTestId('pd-field-dialog');
    fireEvent.click(screen.getAllByRole('button', { name: '取 消' }).at(-1)!);
    expect(await screen.findByText('确认关闭？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pd-field-remove-0'));
    expect(await screen.findByText('确认移除该字段吗？')).toBeTruthy();
  });
});
