import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ScriptHost } from '../../src/runtime/form/script-host.ts';
import { container, field, renderForm, renders, schemaOf, setupI18n } from './form-support.tsx';
import { changeLanguage } from '../../src/runtime/i18n/index.ts';

beforeAll(async () => {
  await setupI18n('en');
});
beforeEach(() => renders.clear());

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const itemOf = (name: string) => document.querySelector(`[data-widget="${name}"]`);
// antd keeps a replaced message in the DOM while it animates out (class …-leave).
const messageOf = (name: string) =>
  [...(itemOf(name)?.querySelectorAll('.ant-form-item-explain-error') ?? [])].filter((node) => !/-leave\b/.test(node.className)).map((node) => node.textContent).join('|');

describe('FormRender values', () => {
  it('shows data, defaults and reports changes through getFormData; setFormData and reset', () => {
    const schema = schemaOf([field('input', 'title'), field('input', 'code', { defaultValue: 'A1' }), field('number', 'amount')]);
    const onChange = vi.fn<(data: Record<string, unknown>) => void>();
    const { api } = renderForm({ schema, data: { title: 'Trip' }, onChange });
    expect(input('title').value).toBe('Trip');
    expect(input('code').value).toBe('A1');
    type('amount', '12');
    expect(api().getFormData()).toEqual({ title: 'Trip', code: 'A1', amount: 12 });
    expect(onChange).toHaveBeenLastCalledWith({ title: 'Trip', code: 'A1', amount: 12 });
    act(() => api().setFormData({ title: 'Other' }));
    expect(input('title').value).toBe('Other');
    expect(api().getFieldValue('title')).toBe('Other');
    act(() => api().reset());
    expect(api().getFormData()).toEqual({ title: 'Trip', code: 'A1', amount: null });
  });
});

describe('FormRender rules', () => {
  it('shows the required message on blur with requiredHint or the default, and the validator on change', () => {
    const schema = schemaOf([
      field('input', 'name', { required: true }),
      field('input', 'phone', { required: true, requiredHint: 'Phone please', validation: 'mobilePhone' }),
    ]);
    renderForm({ schema });
    expect(itemOf('name')?.querySelector('.ant-form-item-required')).not.toBeNull();
    fireEvent.blur(input('name'));
    expect(messageOf('name')).toBe('Input value should be not null.');
    fireEvent.blur(input('phone'));
    expect(messageOf('phone')).toBe('Phone please');
    type('phone', '123');
    expect(messageOf('phone')).toBe('[phone] is not a valid mobile phone number');
    type('phone', '13812345678');
    expect(messageOf('phone')).toBe('');
    type('name', 'Li');
    expect(messageOf('name')).toBe('');
  });

  it('validate() rejects with Form validation failed and shows every message, then resolves once fixed', async () => {
    const schema = schemaOf([field('input', 'name', { required: true }), field('number', 'amount', { max: 10 })]);
    const { api } = renderForm({ schema, data: { amount: 11 } });
    let failure: unknown;
    await act(async () => {
      await api().validate().catch((error: unknown) => (failure = error));
    });
    expect((failure as Error).message).toBe('Form validation failed');
    expect((failure as { errors: unknown }).errors).toEqual([
      { path: 'name', message: 'Input value should be not null.' },
      { path: 'amount', message: 'max 10' },
    ]);
    expect(messageOf('name')).toBe('Input value should be not null.');
    expect(messageOf('amount')).toBe('max 10');
    type('name', 'Li');
    type('amount', '3');
    await act(async () => {
      await expect(api().validate()).resolves.toEqual({ name: 'Li', amount: 3 });
    });
  });

  it('answers in Chinese when the language is zh', async () => {
    await changeLanguage('zh');
    try {
      const schema = schemaOf([field('input', 'name', { required: true, label: '姓名', validation: 'number' })]);
      const { api } = renderForm({ schema });
      let failure: unknown;
      await act(async () => {
        await api().validate().catch((error: unknown) => (failure = error));
      });
      expect((failure as Error).message).toBe('表单校验失败');
      expect(messageOf('name')).toBe('字段值不可为空');
      type('姓名', 'abc');
      expect(messageOf('name')).toBe('[姓名]包含非数字字符');
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('FormRender linkage and calculations', () => {
  it('hides, shows and requires targets while the watched value matches', async () => {
    const schema = schemaOf([
      field('input', 'kind', { linkbuttons: { dynamic: [{ widgetVal: 'car', widgetName: 'plate', isHidden: false, isRequired: true }, { widgetVal: 'walk', widgetName: 'plate', isHidden: true }] } }),
      field('input', 'plate'),
    ]);
    const { api } = renderForm({ schema });
    expect(itemOf('plate')).not.toBeNull();
    expect(itemOf('plate')?.querySelector('.ant-form-item-required')).toBeNull();
    type('kind', 'car');
    expect(itemOf('plate')?.querySelector('.ant-form-item-required')).not.toBeNull();
    await act(async () => {
      await api().validate().catch(() => undefined);
    });
    expect(messageOf('plate')).toBe('Input value should be not null.');
    type('kind', 'walk');
    expect(itemOf('plate')).toBeNull();
    // Hidden: its rules are gone.
    await act(async () => {
      await expect(api().validate()).resolves.toMatchObject({ kind: 'walk' });
    });
    type('kind', 'bus');
    expect(itemOf('plate')).not.toBeNull();
    expect(messageOf('plate')).toBe('');
  });

  it('recomputes a calculation and a strsplic template when their operands change', () => {
    const schema = schemaOf([
      field('number', 'price'),
      field('number', 'qty'),
      field('number', 'total', { calculation: '{price}<*>{qty}' }),
      field('input', 'summary', { strsplic: '{qty} x {price}' }),
    ]);
    const { api } = renderForm({ schema });
    type('price', '2.5');
    type('qty', '4');
    expect(input('total').value).toBe('10');
    expect(api().getFieldValue('summary')).toBe('4 x 2.5');
    type('qty', '6');
    expect(api().getFieldValue('total')).toBe(15);
  });
});

describe('FormRender day counts', () => {
  it('counts working days between two dates with the school calendar given', () => {
    const schema = schemaOf([
      field('input', 'start'),
      field('input', 'end'),
      field('number', 'workdays', { getdays: { widget: 'start,end', datatype: 'workday' } }),
      field('number', 'alldays', { getdays: { widget: 'start,end', datatype: 'all' } }),
    ]);
    const { api } = renderForm({ schema, data: { start: '2026-11-20', end: '2026-11-24' }, calendar: { holidays: ['2026-11-23'] } });
    expect(api().getFieldValue('alldays')).toBe(5);
    expect(api().getFieldValue('workdays')).toBe(2);
    type('end', '2026-11-25');
    expect(api().getFieldValue('workdays')).toBe(3);
  });
});

describe('FormRender permissions and read-only', () => {
  it('applies the node permissions: hidden, disabled, required, default value', () => {
    const schema = schemaOf([field('input', 'a'), field('input', 'b'), field('input', 'c'), field('input', 'd')]);
    renderForm({
      schema,
      permissions: [
        { name: 'a', hidden: true },
        { name: 'b', disabled: true },
        { name: 'c', required: true },
        { name: 'd', defaultValue: 'node default' },
      ],
    });
    expect(itemOf('a')).toBeNull();
    expect(input('b').disabled).toBe(true);
    expect(itemOf('c')?.querySelector('.ant-form-item-required')).not.toBeNull();
    expect(input('d').value).toBe('node default');
  });

  it('readOnly makes every field read-only and hides the submit button; disableForm/enableForm toggle', () => {
    const schema = schemaOf([field('input', 'a')]);
    const first = renderForm({ schema, readOnly: true, onSubmit: () => undefined });
    expect(input('a').readOnly).toBe(true);
    expect(screen.queryByText('Submit')).toBeNull();
    first.unmount();
    const { api } = renderForm({ schema, onSubmit: () => undefined });
    expect(screen.getByText('Submit')).toBeTruthy();
    act(() => api().disableForm());
    expect(input('a').disabled).toBe(true);
    act(() => api().enableForm());
    expect(input('a').disabled).toBe(false);
  });

  it('submit validates and hands the data to onSubmit', async () => {
    const onSubmit = vi.fn<(data: Record<string, unknown>) => void>();
    const schema = schemaOf([field('input', 'a', { required: true })]);
    renderForm({ schema, onSubmit });
    fireEvent.click(screen.getByText('Submit'));
    await waitFor(() => expect(messageOf('a')).toBe('Input value should be not null.'));
    expect(onSubmit).not.toHaveBeenCalled();
    type('a', 'x');
    fireEvent.click(screen.getByText('Submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ a: 'x' }));
  });
});

describe('FormRender API', () => {
  it('getWidgetRef answers a ref or throws Ref not found: name; setHidden/setRequired/setDisabled', () => {
    const schema = schemaOf([field('input', 'a'), field('input', 'b')]);
    const { api } = renderForm({ schema });
    expect(() => api().getWidgetRef('nope')).toThrow('Ref not found: nope');
    const ref = api().getWidgetRef('a');
    act(() => ref.setValue('from ref'));
    expect(input('a').value).toBe('from ref');
    act(() => api().setDisabled('a', true));
    expect(input('a').disabled).toBe(true);
    act(() => api().setRequired(['b'], true));
    expect(itemOf('b')?.querySelector('.ant-form-item-required')).not.toBeNull();
    act(() => api().setHidden('b', true));
    expect(itemOf('b')).toBeNull();
  });

  it('getSubFormValues on a field that is no sub-form answers [] with a hint', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schema = schemaOf([field('input', 'a')]);
    const { api } = renderForm({ schema });
    expect(api().getSubFormValues('a')).toEqual([]);
    warn.mockRestore();
  });

  it('hands event scripts to the script host, never running them itself', async () => {
    const run = vi.fn<ScriptHost['run']>(async () => undefined);
    const schema = schemaOf([field('input', 'a', { onChange: 'log(value)', onBlur: 'blurred()' })], { onFormMounted: 'mounted()' });
    renderForm({ schema, scriptHost: { run } });
    await waitFor(() => expect(run).toHaveBeenCalledWith('onFormMounted', 'mounted()', expect.anything(), {}));
    type('a', 'x');
    fireEvent.blur(input('a'));
    await waitFor(() => expect(run).toHaveBeenCalledWith('onChange', 'log(value)', expect.anything(), expect.objectContaining({ widgetName: 'a', value: 'x', oldValue: '' })));
    expect(run).toHaveBeenCalledWith('onBlur', 'blurred()', expect.anything(), expect.objectContaining({ widgetName: 'a' }));
  });
});

describe('FormRender onValidate scripts', () => {
  it('shows the message an onValidate script answers, on blur and on validate()', async () => {
    const run = vi.fn<ScriptHost['run']>(async (event, _source, api) => (event === 'onValidate' && api.getFieldValue('code') === 'bad' ? 'Code taken' : undefined));
    const schema = schemaOf([field('input', 'code', { onValidate: 'callback(...)' })]);
    const { api } = renderForm({ schema, scriptHost: { run } });
    type('code', 'bad');
    fireEvent.blur(input('code'));
    await waitFor(() => expect(messageOf('code')).toBe('Code taken'));
    let failure: unknown;
    await act(async () => {
      await api().validate().catch((error: unknown) => (failure = error));
    });
    expect((failure as { errors: unknown }).errors).toEqual([{ path: 'code', message: 'Code taken' }]);
    type('code', 'good');
    await act(async () => {
      await expect(api().validate()).resolves.toEqual({ code: 'good' });
    });
  });
});

describe('FormRender robustness', () => {
  it('shows an unknown type as a placeholder naming it, and a crashing widget as an error in place', () => {
    const schema = schemaOf([{ type: 'mystery-widget', id: 'm1', options: { name: 'm' } }, field('broken', 'bad'), field('input', 'fine')]);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm({ schema });
    error.mockRestore();
    expect(screen.getByText('Unknown widget type: mystery-widget')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('broken');
    expect(input('fine')).toBeTruthy();
  });
});

describe('FormRender per-field state', () => {
  it('typing in one field re-renders fewer than 5 components: that field and its dependants only', () => {
    const many = Array.from({ length: 30 }, (_, i) => field('input', `f${i}`));
    const schema = schemaOf([
      container('grid', 'g', { cols: [container('grid-col', 'c1', { widgetList: many.slice(0, 15) }), container('grid-col', 'c2', { widgetList: many.slice(15) })] }),
      field('number', 'x'),
      field('number', 'double', { calculation: '{x}<*>2' }),
      field('input', 'note', { linkbuttons: { dynamic: [{ widgetVal: 'hide', widgetName: 'f1', isHidden: true }] } }),
    ]);
    renderForm({ schema });
    renders.clear();
    type('f0', 'a');
    expect([...renders.entries()]).toEqual([['f0', 1]]);
    renders.clear();
    type('x', '4');
    expect(Object.fromEntries(renders)).toEqual({ x: 1, double: 1 });
    renders.clear();
    type('note', 'hide');
    const total = [...renders.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeLessThan(5);
    expect(renders.get('note')).toBe(1);
    expect(itemOf('f1')).toBeNull();
  });
});
