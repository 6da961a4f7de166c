/** slider: min/max (0–100), step, range (a [from, to] value), vertical, showStops as dots. */
import { Slider } from 'antd';
import { bool, cssLength, num, str, type ActionFieldProps } from '../field-kit.ts';

export function SliderView(props: ActionFieldProps<number | [number, number] | null | undefined>) {
  const { options } = props.widget;
  const min = num(options, 'min', 0);
  const max = num(options, 'max', 100);
  const vertical = bool(options, 'vertical');
  const common = {
    min,
    max,
    step: num(options, 'step', 10),
    dots: bool(options, 'showStops'),
    vertical,
    disabled: props.disabled || props.readOnly,
    style: vertical ? { height: cssLength(options.height) ?? '200px' } : {},
    'aria-label': str(options, 'label') || options.name,
  };
  if (bool(options, 'range')) {
    const value: [number, number] = Array.isArray(props.value) ? props.value : [min, min];
    return <Slider {...common} range value={value} onChange={(next: number[]) => props.onChange([next[0] ?? min, next[1] ?? min])} />;
  }
  const value = typeof props.value === 'number' ? props.value : min;
  return <Slider {...common} value={value} onChange={(next: number) => props.onChange(next)} />;
}
