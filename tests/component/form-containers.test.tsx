import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ScriptHost } from '../../src/runtime/form/script-host.ts';
import type { Widget } from '../../src/schemas/form/types.ts';
import { container, field, renderForm, schemaOf, setupI18n } from './form-support.tsx';

beforeAll(async () => {
  await setupI18n('en');
});

const messages = (root: ParentNode) =>
  [...root.querySelectorAll('.ant-form-item-explain-error')].filter((node) => !/-leave\b/.test(node.className)).map((node) => node.textContent);

const grid = () =>
  container('grid', 'g', {
    cols: [
      container('grid-col', 'c1', { widgetList: [field('input', 'a')] }, { span: 8, offset: 2 }),
      container('grid-col', 'c2', { widgetList: [field('input', 'b')] }, { span: 6, push: 1, pull: 1, responsive: true, md: 12, sm: 24, xs: 24 }),
      container('grid-col', 'c3', { widgetList: [field('input', 'c')] }),
    ],
  });

const cell = (name: string, options: Record<string, unknown>, widgets: Widget[] = [], merged = false): Widget => ({ ...container('table-cell', name, { widgetList: widgets }, options), merged });

const subForm = (options: Record<string, unknown> = {}) =>
  container('sub-form', 'items', { widgetList: [field('input', 'item', { required: true }), field('number', 'amount'), field('number', 'double', { subcalculation: '{amount}<*>2' })] }, { label: 'Items', ...options });

describe('grid and grid-col', () => {
  it('lays columns out with span, offset, push, pull and responsive sizes, gutter 12 by default', () => {
    const { container: root } = renderForm({ schema: schemaOf([grid()]) });
    const cols = [...root.querySelectorAll('.fh-grid-col')];
    expect(cols.map((col) => col.className.match(/ant-col-(\d+)\b/)?.[1])).toEqual(['8', '6', '12']);
    expect(cols[0]?.className).toContain('ant-col-offset-2');
    expect(cols[1]?.className).toContain('ant-col-push-1');
    expect(cols[1]?.className).toContain('ant-col-pull-1');
    expect(cols[1]?.className).toContain('ant-col-md-12');
    expect(cols[1]?.className).toContain('ant-col-xs-24');
    expect(cols[0]?.getAttribute('style')).toContain('padding-inline: 6px');
  });

  it('gives every column the full width on H5', () => {
    const { container: root } = renderForm({ schema: schemaOf([grid()], { layoutType: 'H5' }) });
    const cols = [...root.querySelectorAll('.fh-grid-col')];
    expect(cols.every((col) => col.className.includes('ant-col-24'))).toBe(true);
    expect(root.querySelector('.fh-form-h5')).not.toBeNull();
    expect(root.querySelector('.ant-form-vertical')).not.toBeNull();
  });

  it('a hidden column hides its fields and their rules', async () => {
    const schema = schemaOf([container('grid', 'g', { cols: [container('grid-col', 'c1', { widgetList: [field('input', 'a', { required: true })] })] })]);
    const { api } = renderForm({ schema });
    act(() => api().setHidden('c1', true));
    expect(screen.queryByLabelText('a')).toBeNull();
    await act(async () => {
      await expect(api().validate()).resolves.toEqual({ a: '' });
    });
  });
});

describe('table and table-cell', () => {
  it('renders rows of cells with colspan, rowspan, sizes and borders; merged cells are not rendered', () => {
    const table = container(
      'table',
      't',
      {
        rows: [
          { id: 'r1', cols: [cell('x1', { colspan: 2, cellWidth: '120px', cellHeight: 33 }, [field('input', 'a')]), cell('x2', { colspan: 1 }, [], true), cell('x3', { rowspan: 2, borderColor: '#f00' })] },
          { id: 'r2', cols: [cell('y1', {}), cell('y2', { wordBreak: true }), cell('y3', {}, [], true)] },
        ],
      },
      { tableWidth: '650px', borderColor: '#000' },
    );
    const { container: root } = renderForm({ schema: schemaOf([table]) });
    const element = root.querySelector('table.fh-form-table') as HTMLTableElement;
    expect(element.style.width).toBe('650px');
    const rows = [...element.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('td')]);
    expect(rows.map((row) => row.length)).toEqual([2, 2]);
    const [first, second] = rows[0] as HTMLTableCellElement[];
    expect(first?.colSpan).toBe(2);
    expect(first?.style.width).toBe('120px');
    expect(first?.style.height).toBe('33px');
    expect(second?.rowSpan).toBe(2);
    expect(second?.style.borderColor).toBe('#f00');
    expect(rows[1]?.[1]?.style.wordBreak).toBe('break-all');
    expect(screen.getByLabelText('a')).toBeTruthy();
  });
});

describe('tab and tab-pane', () => {
  it('shows each pane under its label; a disabled pane cannot open; fields of other panes still validate', async () => {
    const tab = container('tab', 'tabs', {
      tabs: [
        container('tab-pane', 'p1', { widgetList: [field('input', 'a')] }, { label: 'First' }),
        container('tab-pane', 'p2', { widgetList: [field('input', 'b', { required: true })] }, { label: 'Second' }),
        container('tab-pane', 'p3', { widgetList: [] }, { label: 'Locked', disabled: true }),
      ],
    });
    const { api } = renderForm({ schema: schemaOf([tab]) });
    expect(screen.getByText('First')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Locked' }).getAttribute('aria-disabled')).toBe('true');
    let failure: unknown;
    await act(async () => {
      await api().validate().catch((error: unknown) => (failure = error));
    });
    expect((failure as { errors: unknown }).errors).toEqual([{ path: 'b', message: 'Input value should be not null.' }]);
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByLabelText('b')).toBeTruthy();
  });
});

describe('card, inline, dynamic', () => {
  it('card: title, width, shadow, folds and unfolds keeping its values', () => {
    const card = container('card', 'k', { widgetList: [field('input', 'a')] }, { label: 'Applicant', cardWidth: '400px', shadow: 'hover', showFold: true });
    const { container: root, api } = renderForm({ schema: schemaOf([card]), data: { a: 'kept' } });
    const element = root.querySelector('.fh-card') as HTMLElement;
    expect(screen.getByText('Applicant')).toBeTruthy();
    expect(element.style.width).toBe('400px');
    expect(element.className).toContain('fh-form-card-shadow-hover');
    fireEvent.click(screen.getByRole('button', { name: 'Fold' }));
    expect(element.className).toContain('fh-card-folded');
    fireEvent.click(screen.getByRole('button', { name: 'Unfold' }));
    expect(element.className).not.toContain('fh-card-folded');
    expect(api().getFieldValue('a')).toBe('kept');
  });

  it('card: starts folded with folded, and has no fold button with showFold off', () => {
    renderForm({ schema: schemaOf([container('card', 'k1', { widgetList: [] }, { label: 'One', folded: true }), container('card', 'k2', { widgetList: [] }, { label: 'Two', showFold: false })]) });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Unfold');
  });

  it('inline: widgets side by side with inlineWidth and textAlign; dynamic: its widgets in a block', () => {
    const { container: root } = renderForm({
      schema: schemaOf([
        container('inline', 'i', { widgetList: [field('input', 'a'), field('input', 'b')] }, { inlineWidth: '300px', textAlign: 'right' }),
        container('dynamic', 'd', { widgetList: [field('input', 'c')] }),
      ]),
    });
    const inline = root.querySelector('.fh-form-inline') as HTMLElement;
    expect(inline.style.width).toBe('300px');
    expect(inline.style.justifyContent).toBe('flex-end');
    expect(inline.querySelectorAll('input')).toHaveLength(2);
    expect(root.querySelector('.fh-dynamic input')).not.toBeNull();
  });
});

describe('sub-form', () => {
  it('keeps rows as an array, adds, inserts and deletes rows, and never goes below minNum', () => {
    const run = vi.fn<ScriptHost['run']>(async () => undefined);
    const schema = schemaOf([subForm({ onSubFormRowAdd: 'added()', onSubFormRowDelete: 'deleted()' }), field('number', 'total', { subformmount: '{amount}' })]);
    const { api, container: root } = renderForm({ schema, data: { items: [{ item: 'pen', amount: 2 }] }, scriptHost: { run } });
    expect(api().getFormData()).toEqual({ total: 2, items: [{ item: 'pen', amount: 2, double: 4 }] });
    expect(root.querySelector('.fh-subform-row-number')?.textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: /Add row/ }));
    expect(run).toHaveBeenCalledWith('onSubFormRowAdd', 'added()', expect.anything(), { subFormName: 'items', rowIndex: 1 });
    const amounts = () => [...root.querySelectorAll('[data-row] input[type=number]')].filter((node) => node.getAttribute('aria-label') === 'amount') as HTMLInputElement[];
    fireEvent.change(amounts()[1] as HTMLInputElement, { target: { value: '5' } });
    expect(api().getFieldValue('total')).toBe(7);
    expect(api().getSubFormValues('items')).toEqual([
      { item: 'pen', amount: 2, double: 4 },
      { item: '', amount: 5, double: 10 },
    ]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Insert' })[0] as HTMLElement);
    expect(api().getSubFormValues('items').map((row) => row.amount)).toEqual([null, 2, 5]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0] as HTMLElement);
    expect(api().getSubFormValues('items')).toEqual([{ item: '', amount: 5, double: 10 }]);
    expect(api().getFieldValue('total')).toBe(5);
    expect(run).toHaveBeenCalledWith('onSubFormRowDelete', 'deleted()', expect.anything(), { subFormName: 'items', rowIndex: 0 });
    // minNum 1: the last row stays.
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('runs the onValidate script of each row cell on validate(), with the row it is in', async () => {
    const run = vi.fn<ScriptHost['run']>(async (event, _source, api, args) => {
      if (event !== 'onValidate') return undefined;
      const { subFormName, rowIndex } = args as { subFormName: string; rowIndex: number };
      return (api.getSubFormValues(subFormName)[rowIndex] as { amount: number | null }).amount === 13 ? 'Unlucky amount' : undefined;
    });
    const cells: Widget[] = [field('input', 'item'), field('number', 'amount', { onValidate: 'check()' })];
    const schema = schemaOf([container('sub-form', 'items', { widgetList: cells }, { label: 'Items' })]);
    const { api } = renderForm({ schema, data: { items: [{ item: 'a', amount: 1 }, { item: 'b', amount: 13 }] }, scriptHost: { run } });
    let failure: unknown;
    await act(async () => {
      await api().validate().catch((error: unknown) => (failure = error));
    });
    expect((failure as { errors: unknown }).errors).toEqual([{ path: 'items.1.amount', message: 'Unlucky amount' }]);
    expect(run).toHaveBeenCalledWith('onValidate', 'check()', expect.anything(), { widgetName: 'amount', value: 13, subFormName: 'items', rowIndex: 1 });
    await waitFor(() => expect(screen.getByText('Unlucky amount')).toBeTruthy());
    // A hidden column's script does not speak: nobody could see its message.
    act(() => api().setHidden('amount', true));
    run.mockClear();
    await act(async () => {
      await expect(api().validate()).resolves.toBeTruthy();
    });
    expect(run).not.toHaveBeenCalledWith('onValidate', expect.anything(), expect.anything(), expect.anything());
  });

  it('validates each row with its own messages and row paths', async () => {
    const { api, container: root } = renderForm({ schema: schemaOf([subForm({ minNum: 2 })]), data: { items: [{ item: 'pen' }] } });
    expect(root.querySelectorAll('[data-row]')).toHaveLength(2);
    let failure: unknown;
    await act(async () => {
      await api().validate().catch((error: unknown) => (failure = error));
    });
    expect((failure as { errors: unknown }).errors).toEqual([{ path: 'items.1.item', message: 'Input value should be not null.' }]);
    const rows = [...root.querySelectorAll('[data-row]')];
    expect(messages(rows[0] as Element)).toEqual([]);
    expect(messages(rows[1] as Element)).toEqual(['Input value should be not null.']);
  });

  it('starts with one blank row and hides row numbers with showRowNumber off; read-only has no row buttons', () => {
    const { container: root, unmount } = renderForm({ schema: schemaOf([subForm({ showRowNumber: false })]) });
    expect(root.querySelectorAll('[data-row]')).toHaveLength(1);
    expect(root.querySelector('.fh-subform-row-number')).toBeNull();
    unmount();
    renderForm({ schema: schemaOf([subForm()]), readOnly: true });
    expect(screen.queryByRole('button', { name: /Add row/ })).toBeNull();
  });
});

describe('alert', () => {
  it('shows title, description, type and effect, and hands onClose to the script host', async () => {
    const run = vi.fn<ScriptHost['run']>(async () => undefined);
    const alert: Widget = { type: 'alert', id: 'al1', options: { name: 'al', title: 'Heads up', description: 'Bring receipts', type: 'warning', effect: 'dark', closable: true, closeText: 'Got it', center: true, showIcon: true, onClose: 'closed()' } };
    const { container: root } = renderForm({ schema: schemaOf([alert]), scriptHost: { run } });
    expect(screen.getByText('Heads up')).toBeTruthy();
    expect(screen.getByText('Bring receipts')).toBeTruthy();
    expect(root.querySelector('.ant-alert-warning')).not.toBeNull();
    expect(root.querySelector('.fh-alert-dark')).not.toBeNull();
    expect((root.querySelector('.ant-alert') as HTMLElement).style.textAlign).toBe('center');
    fireEvent.click(screen.getByText('Got it'));
    await waitFor(() => expect(run).toHaveBeenCalledWith('onClose', 'closed()', expect.anything(), expect.objectContaining({ widgetName: 'al' })));
  });
});
