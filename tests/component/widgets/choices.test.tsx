import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RadioView } from '../../../src/widgets/radio/view.tsx';
import { CheckboxView } from '../../../src/widgets/checkbox/view.tsx';
import { SelectView } from '../../../src/widgets/select/view.tsx';
import { CascaderView } from '../../../src/widgets/cascader/view.tsx';
import { mount, setupI18n, widgetOf } from './support.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

const optionItems = [
  { label: '事假', value: 1 },
  { label: '病假', value: 2 },
  { label: '年假', value: 3, disabled: true },
];

describe('radio', () => {
  it('shows its options and reports the chosen value with its type', () => {
    const host = mount(RadioView, widgetOf('radio', { optionItems }));
    fireEvent.click(screen.getByLabelText('病假'));
    expect(host.changes).toEqual([2]);
    expect((screen.getByLabelText('年假') as HTMLInputElement).disabled).toBe(true);
  });

  it('does not change when read-only or disabled', () => {
    const readOnly = mount(RadioView, widgetOf('radio', { optionItems }), { readOnly: true, value: 1 });
    fireEvent.click(screen.getByLabelText('病假'));
    expect(readOnly.changes).toEqual([]);
    cleanup();
    mount(RadioView, widgetOf('radio', { optionItems }), { disabled: true });
    expect((screen.getByLabelText('事假') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('checkbox', () => {
  it('reports an array of the checked values', () => {
    const host = mount(CheckboxView, widgetOf('checkbox', { optionItems }), { value: [1] });
    fireEvent.click(screen.getByLabelText('病假'));
    expect(host.changes).toEqual([[1, 2]]);
    fireEvent.click(screen.getByLabelText('事假'));
    expect(host.changes.at(-1)).toEqual([2]);
  });

  it('does not change when read-only; disabled disables every box', () => {
    const host = mount(CheckboxView, widgetOf('checkbox', { optionItems }), { readOnly: true });
    fireEvent.click(screen.getByLabelText('病假'));
    expect(host.changes).toEqual([]);
    cleanup();
    mount(CheckboxView, widgetOf('checkbox', { optionItems }), { disabled: true });
    expect((screen.getByLabelText('事假') as HTMLInputElement).disabled).toBe(true);
  });
});

function openSelect(label: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
}

describe('select', () => {
  it('reports the chosen value (single)', async () => {
    const host = mount(SelectView, widgetOf('select', { label: 'kind', optionItems }));
    openSelect('kind');
    fireEvent.click(await screen.findByTitle('病假'));
    expect(host.changes).toEqual([2]);
  });

  it('reports an array with multiple and stops at multipleLimit', async () => {
    const host = mount(SelectView, widgetOf('select', { label: 'kinds', multiple: true, multipleLimit: 1, optionItems }));
    openSelect('kinds');
    fireEvent.click(await screen.findByTitle('事假'));
    expect(host.changes).toEqual([[1]]);
    const second = (await screen.findByTitle('病假')).closest('.ant-select-item')!;
    expect(second.className).toContain('disabled');
  });

  it('hands the typed text to the remote query script', async () => {
    const host = mount(SelectView, widgetOf('select', { label: 'remote', remote: true, filterable: true, optionItems: [] }));
    const box = screen.getByLabelText('remote');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '张' } });
    await waitFor(() => expect(host.actions).toContainEqual(['remoteQuery', '张']));
  });

  it('opens on focus with automaticDropdown', async () => {
    mount(SelectView, widgetOf('select', { label: 'auto', automaticDropdown: true, optionItems }));
    fireEvent.focus(screen.getByLabelText('auto'));
    expect(await screen.findByTitle('事假')).toBeTruthy();
  });

  it('keeps the list closed when disabled', () => {
    mount(SelectView, widgetOf('select', { label: 'off', optionItems }), { disabled: true });
    openSelect('off');
    expect(screen.queryByTitle('事假')).toBeNull();
  });
});

describe('cascader', () => {
  const tree = [{ label: '山西', value: 'sx', children: [{ label: '运城', value: 'yc' }] }];

  it('reports the path of values', async () => {
    const host = mount(CascaderView, widgetOf('cascader', { label: 'place', optionItems: tree }));
    fireEvent.mouseDown(screen.getByLabelText('place'));
    fireEvent.click(await screen.findByText('山西'));
    fireEvent.click(await screen.findByText('运城'));
    expect(host.changes).toEqual([['sx', 'yc']]);
  });

  it('stays closed when read-only', () => {
    mount(CascaderView, widgetOf('cascader', { label: 'place2', optionItems: tree }), { readOnly: true });
    fireEvent.mouseDown(screen.getByLabelText('place2'));
    expect(screen.queryByText('山西')).toBeNull();
  });
});
