/**
 * date: a DatePicker of VForm's type (date, datetime, week, month, year) showing `format` and storing
 * `valueFormat` (both VForm patterns, converted for dayjs); bdate/adate with disabledDateType limit
 * the days; shortcuts today, yesterday and a week ago unless `shortcuts` is off.
 */
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { bool, controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { dateShortcuts, isDateOutsideWindow, todayOf } from '../../schemas/form/dates.ts';
import { DEFAULT_DATE_FORMAT, formatValue, hasTime, parseValue, toDayjsFormat } from './format.ts';

type Picker = 'date' | 'week' | 'month' | 'year';

export function DateView(props: ActionFieldProps<string | number | null | undefined>) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const type = str(options, 'type', 'date');
  const format = str(options, 'format') || DEFAULT_DATE_FORMAT;
  // Without its own value format a value is stored on the 24-hour clock: hh without AM/PM would be ambiguous.
  const valueFormat = str(options, 'valueFormat') || format.replace(/hh/g, 'HH');
  const display = toDayjsFormat(format);
  const picker: Picker = type === 'week' || type === 'month' || type === 'year' ? type : 'date';
  const showTime = picker === 'date' && (type === 'datetime' || hasTime(display));
  const today = todayOf();
  const dateWindow = { today, bdate: options.bdate, adate: options.adate, disabledDateType: options.disabledDateType };
  return (
    <DatePicker
      style={widthStyle(options)}
      picker={picker}
      value={parseValue(props.value, valueFormat)}
      onChange={(day) => props.onChange(day ? formatValue(day, valueFormat) : null)}
      onBlur={() => props.onBlur?.()}
      onFocus={() => props.onFocus?.()}
      format={display}
      showTime={showTime}
      disabled={props.disabled}
      open={locked(props) ? false : undefined}
      inputReadOnly={props.readOnly || !bool(options, 'editable', true)}
      allowClear={bool(options, 'clearable', true) && !locked(props)}
      size={controlSize(options, props.size)}
      placeholder={str(options, 'placeholder') || t('placeholder.date')}
      disabledDate={(day) => isDateOutsideWindow(day.toDate(), dateWindow)}
      presets={
        picker === 'date' && bool(options, 'shortcuts', true)
          ? dateShortcuts(today).map((shortcut) => ({ label: t(`date.${shortcut.key}`), value: dayjs(shortcut.day, 'YYYY-MM-DD') }))
          : undefined
      }
      aria-label={str(options, 'label') || options.name}
    />
  );
}
