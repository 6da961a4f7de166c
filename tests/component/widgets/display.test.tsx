import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { StaticTextView } from '../../../src/widgets/static-text/view.tsx';
import { FileTitleView } from '../../../src/widgets/file-title/view.tsx';
import { FileTextView } from '../../../src/widgets/file-text/view.tsx';
import { HtmlTextView } from '../../../src/widgets/html-text/view.tsx';
import { DividerView } from '../../../src/widgets/divider/view.tsx';
import { ButtonView } from '../../../src/widgets/button/view.tsx';
import { SlotView, WidgetSlots } from '../../../src/widgets/slot/view.tsx';
import { folderDisplayViews as displayViews, folderFieldViews as fieldViews } from '../../../src/widgets/catalogue/views.ts';
import { mount, setupI18n, widgetOf } from './support.tsx';
import { render } from '@testing-library/react';
import { stubForm } from './support.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('static-text', () => {
  it('shows textContent with its font options and the star', () => {
    const host = mount(StaticTextView, widgetOf('static-text', { textContent: '注意事项', fontSize: 16, fontColor: '#ff0000', textAlign: 'center', fontWeight: 'bold', lineHeight: '2', markStar: true }));
    const box = host.container.querySelector<HTMLElement>('.fh-static-text')!;
    expect(box.textContent).toBe('*注意事项');
    expect(box.style.fontSize).toBe('16px');
    expect(box.style.textAlign).toBe('center');
    expect(box.style.fontWeight).toBe('bold');
    expect(box.style.lineHeight).toBe('2');
  });
});

describe('corpus text types', () => {
  it('file-title is a heading and file-text a styled line (customised VForm options)', () => {
    mount(FileTitleView, widgetOf('file-title', { textContent: '运城学院校园网通知公告发布申请', fontSize: '24px', isBold: 'bold', fontFamily: 'simsun', textColor: '#000000' }));
    const title = screen.getByRole('heading');
    expect(title.textContent).toBe('运城学院校园网通知公告发布申请');
    expect(title.style.fontSize).toBe('24px');
    expect(title.style.fontFamily).toBe('simsun');
    const text = mount(FileTextView, widgetOf('file-text', { textContent: '主要领导批示:', fontSize: '18px', textColor: '#FF0000', isBold: 'normal', height: '0' }));
    const line = text.container.querySelector<HTMLElement>('.fh-file-text')!;
    expect(line.textContent).toBe('主要领导批示:');
    expect(line.style.color).toMatch(/ff0000|255, 0, 0/i);
    expect(line.style.minHeight).toBe('');
  });
});

describe('html-text', () => {
  it('renders the content sanitised: no script, no handlers, no javascript: links', () => {
    const host = mount(
      HtmlTextView,
      widgetOf('html-text', { htmlContent: '<div style="height:120px"><b>粗体</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a></div>' }),
    );
    const box = host.container.querySelector('.fh-html-text')!;
    expect(box.querySelector('b')?.textContent).toBe('粗体');
    expect(box.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect(box.querySelector<HTMLElement>('div')?.style.height).toBe('120px');
  });
});

describe('divider, button, slot', () => {
  it('divider shows its label unless hidden, and goes vertical', () => {
    const host = mount(DividerView, widgetOf('divider', { label: '基本信息' }));
    expect(host.container.textContent).toBe('基本信息');
    cleanup();
    const vertical = mount(DividerView, widgetOf('divider', { label: 'x', direction: 'vertical' }));
    expect(vertical.container.querySelector('.ant-divider-vertical')).not.toBeNull();
  });

  it('button reports clicks, not when disabled', () => {
    const host = mount(ButtonView, widgetOf('button', { label: '提交', type: 'primary' }));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(host.actions).toEqual([['click']]);
    cleanup();
    const off = mount(ButtonView, widgetOf('button', { label: '提交' }), { disabled: true });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(off.actions).toEqual([]);
  });

  it('slot shows the host page content by name, else a placeholder naming it', () => {
    const widget = widgetOf('slot', { name: 'extra' });
    const props = { widget, value: undefined, onChange() {}, disabled: false, readOnly: false, size: 'middle' as const, layoutType: 'PC' as const, form: stubForm() };
    render(<SlotView {...props} />);
    expect(screen.getByText('插槽 extra')).toBeTruthy();
    cleanup();
    render(
      <WidgetSlots slots={{ extra: <span>页面内容</span> }}>
        <SlotView {...props} />
      </WidgetSlots>,
    );
    expect(screen.getByText('页面内容')).toBeTruthy();
  });
});

describe('the catalogue of views', () => {
  it('has a view for every field and display type of the spec and the corpus', () => {
    const fields = ['input', 'textarea', 'number', 'radio', 'checkbox', 'select', 'time', 'time-range', 'date', 'date-range', 'switch', 'rate', 'color', 'slider', 'sign', 'person', 'deptcheck', 'picture-upload', 'file-upload', 'rich-editor', 'cascader', 'barcode', 'tree-select', 'document-input', 'department'];
    const displays = ['static-text', 'html-text', 'divider', 'button', 'slot', 'file-title', 'file-text', 'alert'];
    expect(Object.keys(fieldViews).sort()).toEqual([...fields].sort());
    expect(Object.keys(displayViews).sort()).toEqual([...displays].sort());
  });
});
