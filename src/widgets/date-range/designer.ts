/** Date range: placeholders, formats, and which days the picker refuses (weekends, holidays, past days). */
import { choose, fieldBasics, fieldEvents, fieldValidation, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Schedule', order: 100 }, [
  ...fieldBasics(undefined, ['placeholder']),
  choose('type', 'dateRangeType', ['daterange', 'datetimerange']),
  text('startPlaceholder'),
  text('endPlaceholder'),
  text('format'),
  text('valueFormat'),
  toggle('clearable'),
  toggle('editable'),
  toggle('disableWeekends'),
  toggle('disableHolidays'),
  toggle('disablePast'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '日期范围', en: 'Date range' };
