import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { NumberView } from '../../../src/widgets/number/view.tsx';
import { SwitchView } from '../../../src/widgets/switch/view.tsx';
import { RateView, rateColor } from '../../../src/widgets/rate/view.tsx';
import { ColorView } from '../../../src/widgets/color/view.tsx';
import { SliderView } from '../../../src/widgets/slider/view.tsx';
import { mount, setupI18n, widgetOf } from './support.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

describe('number', () => {
  it('reports numbers, rounded to precision 0 by default', () => {
    const host = mount(NumberView, widgetOf('number', { label: '天数' }));
    const box = screen.getByLabelText('天数');
    fireEvent.change(box, { target: { value: '12' } });
    expect(host.changes.at(-1)).toBe(12);
    fireEvent.change(box, { target: { value: '' } });
    expect(host.changes.at(-1)).toBeNull();
  });

  it('keeps within min and max on blur', () => {
    const host = mount(NumberView, widgetOf('number', { label: 'n', min: 0, max: 10, precision: 2 }));
    const box = screen.getByLabelText('n');
    fireEvent.change(box, { target: { value: '1.234' } });
    fireEvent.blur(box);
    expect(host.value()).toBe(1.23);
    fireEvent.change(box, { target: { value: '50' } });
    fireEvent.blur(box);
    expect(host.value()).toBe(10);
  });

  it('says Invalid number format for a stored value that is not a number (en)', async () => {
    await setupI18n('en');
    mount(NumberView, widgetOf('number', { label: 'bad' }), { value: 'abc' });
    expect(screen.getByRole('alert').textContent).toBe('Invalid number format');
    await setupI18n('zh');
  });

  it('honours disabled and read-only', () => {
    mount(NumberView, widgetOf('number', { label: 'd' }), { disabled: true, value: 3 });
    expect((screen.getByLabelText('d') as HTMLInputElement).disabled).toBe(true);
    cleanup();
    mount(NumberView, widgetOf('number', { label: 'r' }), { readOnly: true, value: 3 });
    expect((screen.getByLabelText('r') as HTMLInputElement).readOnly).toBe(true);
  });
});

describe('switch', () => {
  it('reports booleans and shows its texts and width', () => {
    const host = mount(SwitchView, widgetOf('switch', { label: 'sw', activeText: '是', inactiveText: '否', switchWidth: 40 }), { value: false });
    const control = screen.getByRole('switch');
    expect(control.textContent).toContain('否');
    expect(control.style.minWidth).toBe('40px');
    fireEvent.click(control);
    expect(host.changes).toEqual([true]);
    expect(control.textContent).toContain('是');
  });

  it('does not change when read-only or disabled', () => {
    const host = mount(SwitchView, widgetOf('switch'), { readOnly: true, value: false });
    fireEvent.click(screen.getByRole('switch'));
    expect(host.changes).toEqual([]);
    cleanup();
    const off = mount(SwitchView, widgetOf('switch'), { disabled: true, value: false });
    fireEvent.click(screen.getByRole('switch'));
    expect(off.changes).toEqual([]);
  });
});

describe('rate', () => {
  it('has max 5 stars by default and reports the score; showText shows the level word', () => {
    const host = mount(RateView, widgetOf('rate', { showText: true }));
    const stars = screen.getAllByRole('radio');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]!.querySelector('.ant-rate-star-second') ?? stars[3]!);
    expect(host.changes).toEqual([4]);
    expect(host.container.textContent).toContain('满意');
  });

  it('colours by the thresholds 2 and 4', () => {
    const colors = ['low', 'mid', 'high'];
    expect(rateColor(2, 2, 4, colors)).toBe('low');
    expect(rateColor(3, 2, 4, colors)).toBe('mid');
    expect(rateColor(4, 2, 4, colors)).toBe('high');
  });

  it('shows the score with showScore and cannot change when disabled', () => {
    const host = mount(RateView, widgetOf('rate', { showScore: true, max: 10 }), { value: 7, disabled: true });
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(host.container.textContent).toContain('7');
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    expect(host.changes).toEqual([]);
  });
});

describe('color', () => {
  it('shows the stored colour and cannot open when disabled', () => {
    mount(ColorView, widgetOf('color'), { value: '#ff0000', disabled: true });
    expect(document.body.textContent?.toLowerCase()).toContain('#ff0000');
    expect(document.querySelector('.ant-color-picker-trigger-disabled')).not.toBeNull();
  });
});

describe('slider', () => {
  it('reports a number stepping by its step', () => {
    const host = mount(SliderView, widgetOf('slider', { min: 0, max: 100, step: 10 }), { value: 20 });
    const handle = screen.getByRole('slider');
    expect(handle.getAttribute('aria-valuenow')).toBe('20');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39 });
    expect(host.changes).toEqual([30]);
  });

  it('reports a pair with range and honours vertical and disabled', () => {
    const host = mount(SliderView, widgetOf('slider', { range: true, vertical: true, step: 1 }), { value: [10, 20] });
    const handles = screen.getAllByRole('slider');
    expect(handles).toHaveLength(2);
    expect(document.querySelector('.ant-slider-vertical')).not.toBeNull();
    fireEvent.keyDown(handles[1]!, { key: 'ArrowUp', keyCode: 38 });
    expect(host.changes).toEqual([[10, 21]]);
    cleanup();
    const off = mount(SliderView, widgetOf('slider'), { disabled: true, value: 10 });
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight', keyCode: 39 });
    expect(off.changes).toEqual([]);
  });
});
