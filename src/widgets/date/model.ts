/**
 * Date: text in valueFormat (or a timestamp). Defaults per form-designer §3: display format
 * yyyy-MM-dd hh:mm:ss; bdate/adate with disabledDateType out-date/in-date bound the picker (see
 * isDateOutsideWindow in src/schemas/form/dates.ts); shortcuts today, yesterday, a week ago.
 */
import { isDateOutsideWindow, parseDay, todaysAround } from '../../schemas/form/dates.ts';
import { formMessage } from '../../schemas/form/messages.ts';
import { fieldOptions, invalid } from '../../schemas/form/model-kit.ts';
import type { WidgetModel } from '../model-contract.ts';

export const model: WidgetModel = {
  type: 'date',
  kind: 'field',
  defaults: () =>
    fieldOptions({
      type: 'date',
      defaultValue: null,
      format: 'yyyy-MM-dd hh:mm:ss',
      // Stored values use the 24-hour clock: hh (12-hour, without AM/PM) would make them ambiguous.
      valueFormat: 'yyyy-MM-dd HH:mm:ss',
      clearable: true,
      editable: false,
      bdate: null,
      adate: null,
      disabledDateType: '',
      shortcuts: false,
    }),
  emptyValue: () => null,
  coerce(value, _options, context) {
    if (value === null || value === undefined || value === '') return { value: null };
    if (typeof value === 'number' && Number.isFinite(value)) return { value };
    return typeof value === 'string' && value.length <= 40 && parseDay(value) ? { value } : invalid(context);
  },
  // The picker's bdate/adate window, for a value entered now (context.today, server side).
  check(value, options, context) {
    if (!context.today) return [];
    const outside = todaysAround(context.today).every((today) => isDateOutsideWindow(value, { today, bdate: options.bdate, adate: options.adate, disabledDateType: options.disabledDateType }));
    return outside ? [formMessage('dateOutside', context.lang, { label: context.label })] : [];
  },
};
