/** Time range: start/end placeholders and the display format. */
import { choose, fieldBasics, fieldEvents, fieldValidation, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'FieldTime', order: 80 }, [
  ...fieldBasics(undefined, ['placeholder']),
  text('startPlaceholder'),
  text('endPlaceholder'),
  choose('format', 'timeFormat', ['HH:mm:ss', 'HH:mm']),
  toggle('clearable'),
  toggle('editable'),
  ...fieldValidation(false),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '时间范围', en: 'Time range' };
