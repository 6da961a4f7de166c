/**
 * The property panel's string-template (strsplic) and day-count (getdays) editors, on the real core store
 * and the real designer parts, as form-property-panel.test.tsx does for the other editors: each edit is one
 * core command (undoable), the field lists come from the form, a template naming no field warns, and a
 * start/end pair is stored only once both ends are chosen.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { changeLanguage, initI18n } from '../../src/runtime/i18n/index.ts';
import type { FormSchema, Widget } from '../../src/schemas/form/types.ts';
import { defaultFormConfig } from '../../src/schemas/form/config.ts';
import { designerOf } from '../../src/widgets/designers.ts';
import { createDesignerStore } from '../../src/designers/form/core/store.ts';
import { idFactoryFromSet } from '../../src/designers/form/core/ids.ts';
import type { DesignerStore } from '../../src/designers/form/core/contract.ts';
import { PropertyPanel } from '../../src/designers/form/panel/PropertyPanel.tsx';

// The name editor asks for the form variables; the server is not running in component tests.
vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string) => Promise<unknown>>((path: string) => (path === '/bpmFormVariable/list' ? Promise.resolve([]) : Promise.reject(new Error(`unexpected call ${path}`)))),
}));

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 10_000 });
afterEach(() => cleanup());

const newId = idFactoryFromSet(new Set());

function make(type: string, options: Record<string, unknown> = {}): Widget {
  const widget = designerOf(type)!.create(newId);
  return { ...widget, options: { ...widget.options, ...options } };
}

function setup(widgets: Widget[]): DesignerStore {
  const form: FormSchema = { widgetList: widgets, formConfig: defaultFormConfig() };
  const store = createDesignerStore(form);
  render(<PropertyPanel store={store} />);
  return store;
}

function row(key: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-prop="${key}"]`);
  if (!found) throw new Error(`no row for ${key}`);
  return found;
}

/** Picks an option of an antd Select found by its aria-label inside a property row. */
async function choose(key: string, label: string, option: string) {
  const before = document.querySelectorAll('.ant-select-dropdown').length;
  fireEvent.mouseDown(within(row(key)).getByRole('combobox', { name: label }));
  // This select's popup is the one it adds to the body: a list opened before stays there with the same
  // options, and in tests every select has the same id (rc-util), so aria-controls cannot tell them apart.
  const popup = await waitFor(() => {
    const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
    expect(popups.length).toBe(before + 1);
    return popups[popups.length - 1]!;
  });
  fireEvent.click(await within(popup).findByTitle(option));
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('string template editor (strsplic)', () => {
  it('inserts {name} from the field list, warns of a name the form lacks, and stores the text as one undoable step', async () => {
    const name = make('input', { label: 'Name' });
    const code = make('input', { label: 'Code' });
    const title = make('input', { label: 'Title' });
    const store = setup([name, code, title]);
    act(() => store.select(title.id));
    const area = within(row('strsplic')).getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.click(within(row('strsplic')).getByRole('button', { name: /Field list/ }));
    const list = await screen.findByRole('list', { name: 'Field list' });
    // The widget's own name is not offered (a template of itself would loop).
    expect(within(list).queryByText(title.options.name)).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Name' }));
    expect(area.value).toBe(`{${name.options.name}}`);
    fireEvent.change(area, { target: { value: `{${name.options.name}}-{nobody}` } });
    expect(within(row('strsplic')).getByText('No field named: nobody')).toBeTruthy();
    fireEvent.change(area, { target: { value: `{${name.options.name}}-{${code.options.name}}` } });
    expect(within(row('strsplic')).queryByText(/No field named/)).toBeNull();
    fireEvent.blur(area);
    await waitFor(() => expect(store.getWidget(title.id)!.options.strsplic).toBe(`{${name.options.name}}-{${code.options.name}}`));
    expect(store.history()).toHaveLength(1);
    act(() => void store.undo());
    expect(store.getWidget(title.id)!.options.strsplic ?? '').toBe('');
    await waitFor(() => expect((within(row('strsplic')).getByRole('textbox') as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('day-count editor (getdays)', () => {
  it('one date-range field: stores {widget, workday}, switches to calendar days, clears; each a step', async () => {
    const period = make('date-range', { label: 'Period' });
    const days = make('number', { label: 'Days' });
    const store = setup([period, days]);
    act(() => store.select(days.id));
    const datatype = () => within(row('getdays')).getByRole('radio', { name: 'Calendar days' }) as HTMLInputElement;
    // Nothing to count yet: the count choice waits for a field.
    expect(datatype().disabled).toBe(true);
    await choose('getdays', 'Date-range field', `Period (${period.options.name})`);
    await waitFor(() => expect(store.getWidget(days.id)!.options.getdays).toEqual({ widget: period.options.name, datatype: 'workday' }));
    fireEvent.click(datatype());
    await waitFor(() => expect(store.getWidget(days.id)!.options.getdays).toEqual({ widget: period.options.name, datatype: 'total' }));
    // The editor's own 清空 link (the selects' clear icons are named Clear too).
    fireEvent.click(within(row('getdays')).getByText('Clear').closest('button')!);
    await waitFor(() => expect(store.getWidget(days.id)!.options.getdays).toBeUndefined());
    expect(store.history()).toHaveLength(3);
    act(() => void store.undo());
    expect(store.getWidget(days.id)!.options.getdays).toEqual({ widget: period.options.name, datatype: 'total' });
  });

  it('a start and an end date field: nothing is stored until both are chosen, then "start,end"', async () => {
    const start = make('date', { label: 'From' });
    const end = make('date', { label: 'To' });
    const days = make('number', { label: 'Days' });
    const store = setup([start, end, days]);
    act(() => store.select(days.id));
    fireEvent.click(within(row('getdays')).getByRole('radio', { name: 'Two date fields (start, end)' }));
    await choose('getdays', 'Start date field', `From (${start.options.name})`);
    // Half a pair stored alone would read as a date-range field.
    expect(store.getWidget(days.id)!.options.getdays).toBeUndefined();
    expect(store.history()).toHaveLength(0);
    await choose('getdays', 'End date field', `To (${end.options.name})`);
    await waitFor(() => expect(store.getWidget(days.id)!.options.getdays).toEqual({ widget: `${start.options.name},${end.options.name}`, datatype: 'workday' }));
    expect(store.history()).toHaveLength(1);
  });
});
