import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { InputView } from '../../../src/widgets/input/view.tsx';
import { TextareaView } from '../../../src/widgets/textarea/view.tsx';
import { DocumentInputView } from '../../../src/widgets/document-input/view.tsx';
import { mount, setupI18n, widgetOf } from './support.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('input', () => {
  it('reports typed text as a string and honours maxLength, minLength and the word count', () => {
    const host = mount(InputView, widgetOf('input', { label: '姓名', maxLength: 5, minLength: 2, showWordLimit: true }));
    const box = screen.getByLabelText('姓名') as HTMLInputElement;
    expect(box.maxLength).toBe(5);
    expect(box.minLength).toBe(2);
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(host.changes).toEqual(['abc']);
    expect(host.container.textContent).toContain('3 / 5');
    fireEvent.blur(box);
    expect(host.blurs).toBe(1);
  });

  it('uses the zh placeholder by default and the own one when set', () => {
    mount(InputView, widgetOf('input', { label: 'a' }));
    expect(screen.getByLabelText('a').getAttribute('placeholder')).toBe('请输入');
    mount(InputView, widgetOf('input', { label: 'b', placeholder: '写点什么' }));
    expect(screen.getByLabelText('b').getAttribute('placeholder')).toBe('写点什么');
  });

  it('is a password box with showPassword', () => {
    mount(InputView, widgetOf('input', { label: 'pw', showPassword: true }));
    expect((screen.getByLabelText('pw') as HTMLInputElement).type).toBe('password');
  });

  it('reports the append button click as an action, and not when the field is disabled', () => {
    const host = mount(InputView, widgetOf('input', { label: 'q', appendButton: true, buttonIcon: 'el-icon-search' }));
    fireEvent.click(screen.getByRole('button'));
    expect(host.actions).toEqual([['appendButtonClick']]);
    cleanup();
    const locked = mount(InputView, widgetOf('input', { label: 'q', appendButton: true }), { disabled: true });
    expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('q') as HTMLInputElement).disabled).toBe(true);
    expect(locked.actions).toEqual([]);
  });

  it('is read-only without being disabled', () => {
    mount(InputView, widgetOf('input', { label: 'ro' }), { readOnly: true, value: 'kept' });
    const box = screen.getByLabelText('ro') as HTMLInputElement;
    expect(box.readOnly).toBe(true);
    expect(box.disabled).toBe(false);
    expect(box.value).toBe('kept');
  });
});

describe('textarea', () => {
  it('has its rows and reports text', () => {
    const host = mount(TextareaView, widgetOf('textarea', { label: '说明', rows: 6, maxLength: 100, showWordLimit: true }));
    const box = screen.getByLabelText('说明') as HTMLTextAreaElement;
    expect(box.getAttribute('rows')).toBe('6');
    fireEvent.change(box, { target: { value: 'line 1\nline 2' } });
    expect(host.changes).toEqual(['line 1\nline 2']);
    expect(host.container.textContent).toContain('13 / 100');
  });

  it('honours disabled', () => {
    mount(TextareaView, widgetOf('textarea', { label: 't' }), { disabled: true });
    expect((screen.getByLabelText('t') as HTMLTextAreaElement).disabled).toBe(true);
  });
});

describe('document-input (corpus)', () => {
  it('is styled by its options and reports text', () => {
    const host = mount(DocumentInputView, widgetOf('document-input', { label: 'doc', backColor: '#fef0d0', fontSize: '18px', textAlign: 'center', height: '33px' }));
    const box = screen.getByLabelText('doc') as HTMLInputElement;
    expect(box.style.backgroundColor).toMatch(/fef0d0|254, 240, 208/);
    expect(box.style.fontSize).toBe('18px');
    fireEvent.change(box, { target: { value: '合同' } });
    expect(host.changes).toEqual(['合同']);
  });

  it('is several lines with isTextarea', () => {
    mount(DocumentInputView, widgetOf('document-input', { label: 'doc2', isTextarea: true }));
    expect(screen.getByLabelText('doc2').tagName).toBe('TEXTAREA');
  });
});
