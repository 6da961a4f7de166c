/** color: a hex colour string (or empty). */
import { ColorPicker } from 'antd';
import { controlSize, locked, str, type ActionFieldProps } from '../field-kit.ts';

export function ColorView(props: ActionFieldProps<string | null | undefined>) {
  const { options } = props.widget;
  return (
    <ColorPicker
      value={props.value || null}
      onChange={(color) => props.onChange(color.toHexString())}
      onClear={() => props.onChange('')}
      allowClear={!locked(props)}
      disabled={props.disabled}
      open={locked(props) ? false : undefined}
      size={controlSize(options, props.size)}
      showText
      aria-label={str(options, 'label') || options.name}
    />
  );
}
