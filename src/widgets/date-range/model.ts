/**
 * Date range: [start, end]. The picker disables weekends, holidays (the school calendar) and past days
 * (isRangeDayDisabled in src/schemas/form/dates.ts; the calendar from src/schemas/calendar/week.ts); a getdays
 * calculation counts its days, inclusive.
 */
import { dayNumber, isRangeDayDisabled, parseDay, rangeEnds, todaysAround } from '../../schemas/form/dates.ts';
import { formMessage } from '../../schemas/form/messages.ts';
import { isSchoolHoliday } from '../../schemas/calendar/week.ts';
import { fieldOptions, invalid, isEmptyList } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'date-range',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      type: 'daterange',
      defaultValue: null,
      startPlaceholder: '',
      endPlaceholder: '',
      format: 'yyyy-MM-dd',
      valueFormat: 'yyyy-MM-dd',
      clearable: true,
      editable: false,
      disableWeekends: true,
      disableHolidays: true,
      disablePast: true,
    }),
  emptyValue: () => null,
  isEmpty: isEmptyList,
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return { value: null };
    if (!Array.isArray(value) || value.length !== 2) return invalid(context);
    const [start, end] = value.map((item) => (typeof item === 'string' && item.length <= 40) || typeof item === 'number' ? parseDay(item) : undefined);
    if (!start || !end || dayNumber(end) < dayNumber(start)) return invalid(context);
    return { value };
  },
  // The days the picker disables (weekends, past days) may not start or end a range entered now
  // (context.today, server side), nor a holiday of the school calendar (context.calendar) when the
  // widget disables holidays: the server judges with the same calendar the picker shows.
  check(value, options, context) {
    const ends = rangeEnds(value);
    if (!context.today || !ends) return [];
    if (options.disableHolidays !== false && context.calendar && ends.some((day) => isSchoolHoliday(day, context.calendar!))) {
      return [formMessage('rangeHoliday', context.lang, { label: context.label })];
    }
    const disabled = todaysAround(context.today).every((today) =>
      ends.some((day) => isRangeDayDisabled(day, { today, weekends: options.disableWeekends !== false, past: options.disablePast !== false, workdays: context.calendar?.workdays ?? [] })),
    );
    return disabled ? [formMessage('rangeDayDisabled', context.lang, { label: context.label })] : [];
  },
};
