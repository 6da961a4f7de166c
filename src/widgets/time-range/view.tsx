/** time-range: [start, end] strings in valueFormat (HH:mm:ss unless set). */
import { TimePicker } from 'antd';
import { bool, controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { formatValue, parseValue, toDayjsFormat } from '../date/format.ts';
import { TIME_FORMAT } from '../time/view.tsx';

export function TimeRangeView(props: ActionFieldProps<[string, string] | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const format = str(options, 'format') || TIME_FORMAT;
  const valueFormat = str(options, 'valueFormat') || TIME_FORMAT;
  const pair = Array.isArray(props.value) ? props.value : [];
  const start = parseValue(pair[0], valueFormat);
  const end = parseValue(pair[1], valueFormat);
  return (
    <TimePicker.RangePicker
      style={widthStyle(options)}
      value={start && end ? [start, end] : null}
      onChange={(days) => props.onChange(days?.[0] && days[1] ? [String(formatValue(days[0], valueFormat)), String(formatValue(days[1], valueFormat))] : null)}
      onBlur={() => props.onBlur?.()}
      onFocus={() => props.onFocus?.()}
      format={toDayjsFormat(format)}
      disabled={props.disabled}
      open={locked(props) ? false : undefined}
      inputReadOnly={props.readOnly || !bool(options, 'editable', true)}
      allowClear={bool(options, 'clearable', true) && !locked(props)}
      size={controlSize(options, props.size)}
      placeholder={[str(options, 'startPlaceholder') || t('placeholder.startTime'), str(options, 'endPlaceholder') || t('placeholder.endTime')]}
      aria-label={str(options, 'label') || options.name}
    />
  );
}
