/** switch: a boolean; activeText/inactiveText inside the switch, activeColor/inactiveColor, switchWidth (40). */
import { Switch } from 'antd';
import { controlSize, num, str, type ActionFieldProps } from '../field-kit.ts';

export function SwitchView(props: ActionFieldProps<boolean | null | undefined>) {
  const { options } = props.widget;
  const on = props.value === true;
  const color = on ? str(options, 'activeColor') : str(options, 'inactiveColor');
  return (
    <Switch
      checked={on}
      onChange={(next) => {
        if (!props.readOnly) props.onChange(next);
      }}
      disabled={props.disabled}
      size={controlSize(options, props.size) === 'small' ? 'small' : 'medium'}
      checkedChildren={str(options, 'activeText') || undefined}
      unCheckedChildren={str(options, 'inactiveText') || undefined}
      style={{ minWidth: num(options, 'switchWidth', 40), ...(color ? { backgroundColor: color } : {}) }}
      aria-label={str(options, 'label') || options.name}
    />
  );
}
