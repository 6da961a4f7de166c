/**
 * date-range: [start, end] in valueFormat. Weekends, holidays and days before today cannot be picked
 * (the school calendar: the host's WorkCalendarContext, else the `holidays` parameter, or the widget's
 * own `holidays` option/prop; see holidays.ts); under the picker the working days and the total days
 * of the range, both inclusive.
 */
import { DatePicker, Typography } from 'antd';
import { bool, controlSize, locked, str, widthStyle, type ActionFieldProps } from '../field-kit.ts';
import { useWidgetsT } from '../i18n.ts';
import { formatValue, hasTime, parseValue, toDayjsFormat } from '../date/format.ts';
import { isRangeDayDisabled, todayOf, totalDays, workingDays } from '../../schemas/form/dates.ts';
import { useWorkCalendar } from './holidays.ts';

type Value = [string | number, string | number] | null | undefined;

export function DateRangeView(props: ActionFieldProps<Value> & { holidays?: readonly string[] }) {
  const { t } = useWidgetsT();
  const { options } = props.widget;
  const format = str(options, 'format') || 'yyyy-MM-dd';
  const valueFormat = str(options, 'valueFormat') || format;
  const display = toDayjsFormat(format);
  const calendar = useWorkCalendar(props.holidays ?? options.holidays);
  const pair = Array.isArray(props.value) ? props.value : [];
  const start = parseValue(pair[0], valueFormat);
  const end = parseValue(pair[1], valueFormat);
  const days = start && end ? { total: totalDays(start.toDate(), end.toDate()), working: workingDays(start.toDate(), end.toDate(), calendar) } : undefined;
  const today = todayOf();
  return (
    <div style={widthStyle(options)}>
      <DatePicker.RangePicker
        style={{ width: '100%' }}
        value={start && end ? [start, end] : null}
        onChange={(range) => props.onChange(range?.[0] && range[1] ? [formatValue(range[0], valueFormat), formatValue(range[1], valueFormat)] : null)}
        onBlur={() => props.onBlur?.()}
        onFocus={() => props.onFocus?.()}
        format={display}
        showTime={str(options, 'type') === 'datetimerange' || hasTime(display)}
        disabled={props.disabled}
        // A disabled picker without a value must allow empty ends (rc-picker insists).
        {...(props.disabled ? { allowEmpty: [true, true] as [boolean, boolean] } : {})}
        open={locked(props) ? false : undefined}
        inputReadOnly={props.readOnly || !bool(options, 'editable', true)}
        allowClear={bool(options, 'clearable', true) && !locked(props)}
        size={controlSize(options, props.size)}
        placeholder={[str(options, 'startPlaceholder') || t('placeholder.startDate'), str(options, 'endPlaceholder') || t('placeholder.endDate')]}
        disabledDate={(day) => isRangeDayDisabled(day.toDate(), { today, ...calendar })}
        aria-label={str(options, 'label') || options.name}
      />
      {days && (
        <Typography.Text type="secondary" data-testid="date-range-days">
          {t('dateRange.days', days)}
        </Typography.Text>
      )}
    </div>
  );
}
