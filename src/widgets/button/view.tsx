/** button: the label as text; type, plain, round, circle, icon; a click is reported as 'click' for the onClick script. */
import { Button } from 'antd';
import { bool, controlSize, str, type ActionFieldProps } from '../field-kit.ts';
import { iconOf } from '../input/icon.tsx';

const TYPES: Record<string, { type?: 'primary' | 'default' | 'dashed' | 'link' | 'text'; danger?: boolean; color?: 'primary' | 'green' | 'orange' }> = {
  primary: { type: 'primary' },
  success: { type: 'primary', color: 'green' },
  warning: { type: 'primary', color: 'orange' },
  danger: { type: 'primary', danger: true },
  info: { type: 'default' },
  text: { type: 'link' },
};

export function ButtonView(props: ActionFieldProps<unknown>) {
  const { options } = props.widget;
  const look = TYPES[str(options, 'type')] ?? { type: 'default' as const };
  const plain = bool(options, 'plain');
  const label = bool(options, 'labelHidden') ? undefined : str(options, 'label');
  return (
    <Button
      {...(look.color ? { color: look.color, variant: plain ? 'outlined' : 'solid' } : { type: plain && look.type === 'primary' ? 'default' : look.type })}
      danger={look.danger ?? false}
      shape={bool(options, 'circle') ? 'circle' : bool(options, 'round') ? 'round' : 'default'}
      icon={iconOf(options.icon)}
      size={controlSize(options, props.size)}
      disabled={props.disabled}
      // The label as the designer wrote it (antd would space out two Chinese characters).
      autoInsertSpace={false}
      onClick={() => props.onAction?.('click')}
    >
      {label}
    </Button>
  );
}
