/**
 * input: one line of text. minLength/maxLength go to the native input (maxLength also caps typing),
 * showWordLimit shows the count, showPassword switches to a password box, and appendButton adds a
 * button (buttonIcon) whose click is reported as 'appendButtonClick' for the onAppendButtonClick script.
 */
import { Button, Input, Space } from 'antd';
import type { ChangeEvent } from 'react';
import { bool, controlSize, locked, num, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { iconOf } from './icon.tsx';

export function InputView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const maxLength = num(options, 'maxLength');
  const minLength = num(options, 'minLength');
  const common = {
    value: props.value ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.value),
    onBlur: () => props.onBlur?.(),
    onFocus: () => props.onFocus?.(),
    disabled: props.disabled,
    readOnly: props.readOnly,
    size: controlSize(options, props.size),
    placeholder: str(options, 'placeholder') || t('placeholder.input'),
    allowClear: bool(options, 'clearable') && !locked(props),
    prefix: iconOf(options.prefixIcon),
    suffix: iconOf(options.suffixIcon),
    showCount: bool(options, 'showWordLimit') && maxLength !== undefined,
    ...(maxLength !== undefined ? { maxLength } : {}),
    ...(minLength !== undefined ? { minLength } : {}),
    // VForm's `type` option (text, number, email …) is the native input type.
    ...(str(options, 'type') && str(options, 'type') !== 'text' && str(options, 'type') !== 'password' ? { type: str(options, 'type') } : {}),
    'aria-label': str(options, 'label') || options.name,
  };
  const control = bool(options, 'showPassword') || str(options, 'type') === 'password' ? <Input.Password {...common} /> : <Input {...common} />;
  if (!bool(options, 'appendButton')) return <div style={widthStyle(options)}>{control}</div>;
  return (
    <Space.Compact style={widthStyle(options)}>
      {control}
      <Button
        size={common.size}
        icon={iconOf(options.buttonIcon || 'el-icon-search')}
        disabled={props.disabled || bool(options, 'appendButtonDisabled')}
        aria-label={str(options, 'buttonIcon') || 'append'}
        onClick={() => props.onAction?.('appendButtonClick')}
      />
    </Space.Compact>
  );
}
