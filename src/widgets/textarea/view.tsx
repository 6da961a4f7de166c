/** textarea: rows (default 3), minLength/maxLength, showWordLimit as a count under the box. */
import { Input } from 'antd';
import { bool, controlSize, num, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';

export function TextareaView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const maxLength = num(options, 'maxLength');
  const minLength = num(options, 'minLength');
  return (
    <Input.TextArea
      style={widthStyle(options)}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={() => props.onBlur?.()}
      onFocus={() => props.onFocus?.()}
      disabled={props.disabled}
      readOnly={props.readOnly}
      size={controlSize(options, props.size)}
      rows={num(options, 'rows', 3)}
      placeholder={str(options, 'placeholder') || t('placeholder.input')}
      showCount={bool(options, 'showWordLimit') && maxLength !== undefined}
      {...(maxLength !== undefined ? { maxLength } : {})}
      {...(minLength !== undefined ? { minLength } : {})}
      aria-label={str(options, 'label') || options.name}
    />
  );
}
