/**
 * FormRender with its default script host (QuickJS): a VForm onChange script sets another field, a
 * form's onFormMounted script runs, and a script naming a missing widget is reported with
 * 'Ref not found: ' while the form keeps working.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { field, renderForm, schemaOf, setupI18n } from './form-support.tsx';

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

// The first run of a file loads and compiles the wasm engine: slow on a busy machine.
describe('FormRender runs event scripts in the QuickJS sandbox by default', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setupI18n('en');
  });

  it('an onChange script sets another field; onFormMounted runs once', async () => {
    const schema = schemaOf(
      [
        field('input', 'price', { onChange: "var total = this.getWidgetRef('total'); total.setValue(String(Number(value) * 2) + ' (was ' + oldValue + ')')" }),
        field('input', 'total'),
        field('input', 'status'),
      ],
      { onFormMounted: "this.setFieldValue('status', 'mounted')" },
    );
    renderForm({ schema });
    await waitFor(() => expect(input('status').value).toBe('mounted'), { timeout: 5000 });
    fireEvent.change(input('price'), { target: { value: '21' } });
    await waitFor(() => expect(input('total').value).toBe('42 (was )'));
    fireEvent.change(input('price'), { target: { value: '5' } });
    await waitFor(() => expect(input('total').value).toBe('10 (was 21)'));
  });

  it("reports a missing reference as 'Ref not found: ' + name and keeps the form alive", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const schema = schemaOf([field('input', 'a', { onChange: "this.getWidgetRef('nobody').setValue(value)" }), field('input', 'b', { onChange: "this.setFieldValue('a', 'from b')" })]);
    renderForm({ schema });
    fireEvent.change(input('a'), { target: { value: 'x' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Ref not found: nobody')));
    fireEvent.change(input('b'), { target: { value: 'y' } });
    await waitFor(() => expect(input('a').value).toBe('from b'));
    error.mockRestore();
  });
});
