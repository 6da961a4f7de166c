/** time: a TimePicker showing `format` and storing `valueFormat` (both HH:mm:ss unless set). */
import { TimePicker } from 'antd';
import { bool, controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { formatValue, parseValue, toDayjsFormat } from '../date/format.ts';

export const TIME_FORMAT = 'HH:mm:ss';

export function TimeView(props: ActionFieldProps<string | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const format = str(options, 'format') || TIME_FORMAT;
  const valueFormat = str(options, 'valueFormat') || TIME_FORMAT;
  return (
    <TimePicker
      style={widthStyle(options)}
      value={parseValue(props.value, valueFormat)}
      onChange={(day) => props.onChange(day ? String(formatValue(day, valueFormat)) : null)}
      onBlur={() => props.onBlur?.()}
      onFocus={() => props.onFocus?.()}
      format={toDayjsFormat(format)}
      disabled={props.disabled}
      open={locked(props) ? false : undefined}
      inputReadOnly={props.readOnly || !bool(options, 'editable', true)}
      allowClear={bool(options, 'clearable', true) && !locked(props)}
      size={controlSize(options, props.size)}
      placeholder={str(options, 'placeholder') || t('placeholder.time')}
      aria-label={str(options, 'label') || options.name}
    />
  );
}
