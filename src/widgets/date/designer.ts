/** Date: picker type, formats, the bdate/adate window (out-date / in-date) and the shortcuts. */
import { choose, fieldBasics, fieldEvents, fieldValidation, linkage, number, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

const windowSet = (options: Record<string, unknown>) => options.disabledDateType === 'out-date' || options.disabledDateType === 'in-date';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Calendar', order: 90 }, [
  ...fieldBasics({ kind: 'text' }),
  choose('type', 'dateType', ['date', 'datetime', 'month', 'year']),
  text('format'),
  text('valueFormat'),
  toggle('clearable'),
  toggle('editable'),
  toggle('shortcuts'),
  choose('disabledDateType', 'disabledDateType', ['', 'out-date', 'in-date']),
  number('bdate', { min: 0, precision: 0 }, { visible: windowSet }),
  number('adate', { min: 0, precision: 0 }, { visible: windowSet }),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '日期', en: 'Date' };
