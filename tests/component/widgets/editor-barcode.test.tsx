import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RichEditorView, editorValue } from '../../../src/widgets/rich-editor/view.tsx';
import { BarcodeView } from '../../../src/widgets/barcode/view.tsx';
import { mount, setupI18n, widgetOf } from './support.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

// tiptap and antd render slowly in happy-dom on a shared machine.
describe('rich-editor', { timeout: 30_000 }, () => {
  it('shows the stored HTML sanitised and reports edits as sanitised HTML', async () => {
    const host = mount(RichEditorView, widgetOf('rich-editor', { label: '正文' }), { value: '<p>通知内容</p><script>alert(1)</script>' });
    const content = host.container.querySelector('.ProseMirror')!;
    expect(content.textContent).toBe('通知内容');
    expect(content.innerHTML).not.toContain('script');
    fireEvent.click(screen.getByRole('button', { name: '无序列表' }));
    await waitFor(() => expect(host.changes.at(-1)).toBe('<ul><li><p>通知内容</p></li></ul>'));
  });

  it('answers an empty document as an empty value and strips handlers', () => {
    expect(editorValue('<p></p>')).toBe('');
    expect(editorValue('<p onclick="x()">a<img src="javascript:alert(1)"></p>')).toBe('<p>a<img /></p>');
  });

  it('is not editable and has no toolbar when read-only or disabled', () => {
    const host = mount(RichEditorView, widgetOf('rich-editor'), { readOnly: true, value: '<p>只读</p>' });
    expect(host.container.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('button', { name: '加粗' })).toBeNull();
    cleanup();
    const off = mount(RichEditorView, widgetOf('rich-editor'), { disabled: true, value: '<p>禁用</p>' });
    expect(off.container.querySelector('.ProseMirror')?.getAttribute('contenteditable')).toBe('false');
  });
});

describe('barcode', () => {
  it('generates date-time digits + 3 random digits for an empty field and draws CODE128', async () => {
    const host = mount(BarcodeView, widgetOf('barcode'));
    await waitFor(() => expect(host.changes).toHaveLength(1));
    const value = host.changes[0] as string;
    expect(value).toMatch(/^\d{17}$/);
    const now = new Date();
    expect(value.slice(0, 8)).toBe(`${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`);
    const svg = await waitFor(() => {
      const found = host.container.querySelector('svg[data-value]');
      if (!found) throw new Error('no svg yet');
      return found;
    });
    expect(svg.getAttribute('data-value')).toBe(value);
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
  });

  it('keeps a stored value and regenerates on request', async () => {
    const host = mount(BarcodeView, widgetOf('barcode'), { value: 'FH-2026-0001' });
    expect(host.changes).toEqual([]);
    expect(host.container.querySelector('svg')?.getAttribute('data-value')).toBe('FH-2026-0001');
    fireEvent.click(screen.getByRole('button', { name: '重新生成' }));
    expect(host.changes[0]).toMatch(/^\d{17}$/);
  });

  it('generates nothing when disabled or read-only', () => {
    const host = mount(BarcodeView, widgetOf('barcode'), { disabled: true });
    expect(host.changes).toEqual([]);
    expect(screen.queryByRole('button', { name: '重新生成' })).toBeNull();
    cleanup();
    const ro = mount(BarcodeView, widgetOf('barcode'), { readOnly: true });
    expect(ro.changes).toEqual([]);
  });
});
