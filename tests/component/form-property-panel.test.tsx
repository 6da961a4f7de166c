/**
 * The form designer's property panel on the real core store and the real designer parts: what it shows
 * for a widget and for the form, and that every edit is one core command (undoable, refused by the
 * core's own checks, with the refusal shown where it was typed).
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
import { parseOptionItems } from '../../src/designers/form/editors/option-items.ts';
import { EditorView } from 'codemirror';

// The name editor offers the form variables; the server is not running in component tests.
vi.mock('../../src/runtime/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/runtime/api/client.ts')>()),
  call: vi.fn<(path: string) => Promise<unknown>>((path: string) =>
    path === '/bpmFormVariable/list'
      ? Promise.resolve([
          { id: '1', name: '请假天数', value: '${leaveDays}', variable: 'leaveDays' },
          { id: '2', name: 'bad', value: '', variable: 'not a name' },
        ])
      : Promise.reject(new Error(`unexpected call ${path}`)),
  ),
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

/** The row of one property (data-prop is the options key). */
function row(key: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-prop="${key}"]`);
  if (!found) throw new Error(`no row for ${key}`);
  return found;
}

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

describe('option items parsing', () => {
  it('reads lines and JSON, refuses anything else as a whole', () => {
    expect(parseOptionItems('1,Annual\n2,Sick')).toEqual({ ok: true, items: [{ label: 'Annual', value: '1' }, { label: 'Sick', value: '2' }] });
    expect(parseOptionItems('[{"label":"A","value":1,"disabled":true}]')).toEqual({ ok: true, items: [{ label: 'A', value: 1, disabled: true }] });
    expect(parseOptionItems('[{"label":"A"}]').ok).toBe(false);
    expect(parseOptionItems('[{"label":"A","value":1},{"label":"B","value":1}]').ok).toBe(false);
    expect(parseOptionItems('[{"label":"A","value":1,"children":[]}]').ok).toBe(false);
    expect(parseOptionItems('[{"label":"A","value":1,"children":[{"label":"B","value":2}]}]', true).ok).toBe(true);
    expect(parseOptionItems('{not json').ok).toBe(false);
  });
});

describe('PropertyPanel', () => {
  it('shows the form configuration when nothing is selected, and edits it as one undoable step', async () => {
    const store = setup([make('input')]);
    expect(screen.getByText('Form properties')).toBeTruthy();
    const input = within(row('labelWidth')).getByRole('spinbutton');
    fireEvent.change(input, { target: { value: '120' } });
    fireEvent.blur(input);
    await waitFor(() => expect(store.getState().form.formConfig.labelWidth).toBe(120));
    expect(store.history()).toHaveLength(1);
    act(() => void store.undo());
    expect(store.getState().form.formConfig.labelWidth).toBe(80);
    await waitFor(() => expect((within(row('labelWidth')).getByRole('spinbutton') as HTMLInputElement).value).toBe('80'));
  });

  it('refuses a model name that cannot be an identifier in the exported code', async () => {
    const store = setup([]);
    const input = within(row('modelName')).getByRole('textbox');
    fireEvent.change(input, { target: { value: '1 form' } });
    fireEvent.blur(input);
    expect(await within(row('modelName')).findByRole('alert')).toBeTruthy();
    expect(store.getState().form.formConfig.modelName).toBe('formData');
  });

  it('groups the selected widget’s properties and shows each keystroke at once, as one history step', async () => {
    const widget = make('input');
    const store = setup([widget]);
    act(() => store.select(widget.id));
    expect(await screen.findByText('Widget properties')).toBeTruthy();
    const groups = [...document.querySelectorAll('.ant-collapse-title')].map((title) => title.textContent);
    expect(groups).toEqual(['Basic', 'Validation', 'Linkage', 'Calculation', 'Events']);
    const label = within(row('label')).getByRole('textbox');
    const before = store.getWidget(widget.id)!.options.label;
    fireEvent.change(label, { target: { value: 'D' } });
    expect(store.getWidget(widget.id)!.options.label).toBe('D');
    fireEvent.change(label, { target: { value: 'Days' } });
    expect(store.getWidget(widget.id)!.options.label).toBe('Days');
    fireEvent.blur(label);
    expect(store.history()).toHaveLength(1);
    // Typing again after the blur is a step of its own; undo goes back exactly, one typed value at a time.
    fireEvent.change(label, { target: { value: 'Days off' } });
    fireEvent.blur(label);
    expect(store.history()).toHaveLength(2);
    act(() => void store.undo());
    expect(store.getWidget(widget.id)!.options.label).toBe('Days');
    act(() => void store.undo());
    expect(store.getWidget(widget.id)!.options.label).toBe(before);
    await waitFor(() => expect((within(row('label')).getByRole('textbox') as HTMLInputElement).value).toBe(before));
  });

  it('shows the core’s refusal of a duplicate name under the name and leaves the form as it was', async () => {
    const first = make('input');
    const second = make('input');
    const store = setup([first, second]);
    act(() => store.select(second.id));
    const name = within(row('name')).getByRole('combobox');
    fireEvent.change(name, { target: { value: first.options.name } });
    fireEvent.keyDown(name, { key: 'Enter', code: 'Enter' });
    fireEvent.blur(name);
    expect((await within(row('name')).findByRole('alert')).textContent).toBe(`Duplicate name: ${first.options.name}`);
    expect(store.getWidget(second.id)!.options.name).toBe(second.options.name);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.blur(name);
    await waitFor(() => expect(within(row('name')).getByRole('alert').textContent).toBe('Name required.'));
  });

  it('name: offers the form variables (/bpmFormVariable/list) and stores the chosen variable name', async () => {
    const input = make('input');
    const store = setup([input]);
    act(() => store.select(input.id));
    const name = within(row('name')).getByRole('combobox');
    fireEvent.change(name, { target: { value: 'leave' } });
    const option = await screen.findByText('请假天数 (leaveDays)');
    expect(screen.queryByText(/not a name/)).toBeNull();
    fireEvent.click(option);
    await waitFor(() => expect(store.getWidget(input.id)!.options.name).toBe('leaveDays'));
  });

  it('option items: adds a row as one step, and a bad bulk paste says invalid options data', async () => {
    const select = make('select');
    const store = setup([select]);
    act(() => store.select(select.id));
    const before = (store.getWidget(select.id)!.options.optionItems ?? []).length;
    fireEvent.click(within(row('optionItems')).getByRole('button', { name: /Add option/ }));
    await waitFor(() => expect(store.getWidget(select.id)!.options.optionItems).toHaveLength(before + 1));
    fireEvent.click(within(row('optionItems')).getByRole('button', { name: 'Bulk edit' }));
    const area = await screen.findByRole('textbox', { name: 'Bulk edit' });
    fireEvent.change(area, { target: { value: '[{"label": 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect((await screen.findByText('invalid options data')).getAttribute('role')).toBe('alert');
    expect(store.getWidget(select.id)!.options.optionItems).toHaveLength(before + 1);
    fireEvent.change(area, { target: { value: 'a,Annual\nb,Sick' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(store.getWidget(select.id)!.options.optionItems).toEqual([{ label: 'Annual', value: 'a' }, { label: 'Sick', value: 'b' }]));
  });

  it('validation: a named rule is stored by name; a back-reference pattern gets the server’s reason and is not stored', async () => {
    const input = make('input');
    const store = setup([input]);
    act(() => store.select(input.id));
    const rule = await within(row('validation')).findByRole('combobox', { name: 'Rule' });
    fireEvent.mouseDown(rule);
    fireEvent.click(await screen.findByTitle('Mobile phone'));
    await waitFor(() => expect(store.getWidget(input.id)!.options.validation).toBe('mobilePhone'));
    const sample = within(row('validation')).getByRole('textbox', { name: 'Try a value' });
    fireEvent.change(sample, { target: { value: '12345' } });
    const verdict = () => row('validation').querySelector('.fh-validation-sample')?.textContent;
    await waitFor(() => expect(verdict()).toMatch(/^\[input\] .*mobile/));
    fireEvent.change(sample, { target: { value: '13812345678' } });
    await waitFor(() => expect(verdict()).toBe('Passes'));

    fireEvent.mouseDown(within(row('validation')).getByRole('combobox', { name: 'Rule' }));
    fireEvent.click(await screen.findByTitle('Custom regular expression'));
    const pattern = await within(row('validation')).findByRole('textbox', { name: 'Regular expression' });
    fireEvent.change(pattern, { target: { value: '(a)\\1' } });
    expect((await within(row('validation')).findByText(/back-references are not supported/)).getAttribute('role')).toBe('alert');
    fireEvent.blur(pattern);
    await waitFor(() => expect(within(row('validation')).getAllByRole('alert').length).toBeGreaterThan(0));
    expect(store.getWidget(input.id)!.options.validation).toBe('mobilePhone');
    fireEvent.change(pattern, { target: { value: '^\\d{6}$' } });
    fireEvent.blur(pattern);
    await waitFor(() => expect(store.getWidget(input.id)!.options.validation).toBe('^\\d{6}$'));
  });

  it('linkage: a rule watching the selected field names its targets and flags', async () => {
    const kind = make('select', { label: 'Kind', optionItems: [{ label: 'Sick', value: 2 }, { label: 'Annual', value: 1 }] });
    const note = make('input', { label: 'Note' });
    const store = setup([kind, note]);
    act(() => store.select(kind.id));
    fireEvent.click(within(row('linkbuttons.dynamic')).getByRole('button', { name: /Add linkage rule/ }));
    await waitFor(() => expect(store.getWidget(kind.id)!.options.linkbuttons?.dynamic).toHaveLength(1));
    fireEvent.mouseDown(within(row('linkbuttons.dynamic')).getByRole('combobox', { name: 'Value 1' }));
    fireEvent.click(await screen.findByTitle('Sick'));
    fireEvent.mouseDown(within(row('linkbuttons.dynamic')).getByRole('combobox', { name: 'Target fields 1' }));
    fireEvent.click(await screen.findByTitle(`Note (${note.options.name})`));
    await waitFor(() => expect(store.getWidget(kind.id)!.options.linkbuttons?.dynamic).toEqual([{ widgetVal: 2, widgetName: note.options.name, isHidden: true, isRequired: false }]));
    fireEvent.click(within(row('linkbuttons.dynamic')).getByRole('switch', { name: 'Required 1' }));
    await waitFor(() => expect(store.getWidget(kind.id)!.options.linkbuttons?.dynamic?.[0]?.isRequired).toBe(true));
  });

  it('calculation: the field list holds nested fields, inserts {name}, and copying a name toasts 复制成功', async () => {
    await changeLanguage('zh');
    try {
      const grid = make('grid');
      const price = make('number', { label: '单价' });
      const gridWithField = { ...grid, cols: [{ ...grid.cols![0]!, widgetList: [price] }, grid.cols![1]!] };
      const total = make('number', { label: '合计' });
      const store = setup([gridWithField, total]);
      const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      act(() => store.select(total.id));
      const calc = row('calculation');
      fireEvent.click(within(calc).getByRole('button', { name: /字段列表/ }));
      const list = await screen.findByRole('list', { name: '字段列表' });
      expect(within(list).queryByText(total.options.name)).toBeNull();
      fireEvent.click(within(list).getByRole('button', { name: '单价' }));
      fireEvent.click(within(calc).getByRole('button', { name: '*' }));
      const area = within(calc).getByRole('textbox');
      expect((area as HTMLTextAreaElement).value).toBe(`{${price.options.name}}<*>`);
      fireEvent.change(area, { target: { value: `{${price.options.name}}<*>2` } });
      fireEvent.blur(area);
      await waitFor(() => expect(store.getWidget(total.id)!.options.calculation).toBe(`{${price.options.name}}<*>2`));
      fireEvent.click(within(list).getByRole('button', { name: `复制 ${price.options.name}` }));
      expect(await screen.findByText('复制成功')).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(price.options.name);
    } finally {
      await changeLanguage('en');
    }
  });

  it('children: a grid lists its columns; the last one cannot be removed (the part’s own refusal)', async () => {
    const grid = make('grid');
    const store = setup([grid]);
    act(() => store.select(grid.id));
    const cols = row('cols');
    const spans = within(cols).getAllByRole('spinbutton');
    expect(spans).toHaveLength(2);
    fireEvent.change(spans[0]!, { target: { value: '8' } });
    await waitFor(() => expect(store.getWidget(grid.id)!.cols![0]!.options.span).toBe(8));
    const removeFirst = within(cols).getAllByRole('button').find((button) => button.getAttribute('aria-label')?.endsWith(' 1'));
    fireEvent.click(removeFirst!);
    await waitFor(() => expect(store.getWidget(grid.id)!.cols).toHaveLength(1));
    act(() => store.select(grid.id));
    const last = within(row('cols')).getAllByRole('button').find((button) => button.getAttribute('aria-label')?.endsWith(' 1'));
    fireEvent.click(last!);
    expect(await within(row('cols')).findByRole('alert')).toBeTruthy();
    expect(store.getWidget(grid.id)!.cols).toHaveLength(1);
  });

  it('code: an event script opens in CodeMirror and saving it is one step', async () => {
    const input = make('input');
    const store = setup([input]);
    act(() => store.select(input.id));
    fireEvent.click(screen.getByText('Events'));
    const events = await waitFor(() => row('onChange'));
    fireEvent.click(within(events).getByText('Edit'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('onChange(value, oldValue) {')).toBeTruthy();
    await waitFor(() => expect(dialog.querySelector('.fh-code-editor[data-ready="true"] .cm-content')).toBeTruthy(), { timeout: 20_000 });
    const view = EditorView.findFromDOM(dialog.querySelector<HTMLElement>('.cm-editor')!)!;
    act(() => view.dispatch({ changes: { from: 0, insert: 'console.log(value)' } }));
    expect(store.history()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(store.getWidget(input.id)!.options.onChange).toBe('console.log(value)'));
    expect(store.history()).toHaveLength(1);
    await waitFor(() => expect(within(row('onChange')).getByText('1 line(s)')).toBeTruthy());
  });
});
