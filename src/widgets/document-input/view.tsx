/**
 * document-input (customised VForm of the corpus): a text field drawn like a box on a paper form —
 * font, colours, border and height from its options; isTextarea makes it several lines.
 */
import { Input } from 'antd';
import { bool, cssLength, str, type ActionFieldProps } from '../field-kit.ts';
import { boxStyle, textStyle } from '../static-text/text-style.ts';

export function DocumentInputView(props: ActionFieldProps<string | number | null | undefined>) {
  const { options } = props.widget;
  const { minHeight, ...text } = textStyle(options);
  const style = { width: cssLength(options.width) ?? '100%', ...text, ...boxStyle(options), ...(minHeight ? { height: minHeight } : {}) };
  const common = {
    value: props.value === null || props.value === undefined ? '' : String(props.value),
    onBlur: () => props.onBlur?.(),
    onFocus: () => props.onFocus?.(),
    disabled: props.disabled,
    readOnly: props.readOnly,
    placeholder: str(options, 'placeholder'),
    'aria-label': str(options, 'label') || options.name,
  };
  if (bool(options, 'isTextarea')) {
    return <Input.TextArea {...common} style={{ ...style, height: undefined, minHeight }} onChange={(event) => props.onChange(event.target.value)} />;
  }
  return <Input {...common} style={style} onChange={(event) => props.onChange(event.target.value)} />;
}
