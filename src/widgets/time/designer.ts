/** Time: its display format (values are always HH:mm:ss, which the server checks). */
import { choose, fieldBasics, fieldEvents, fieldValidation, linkage, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'ClockCircle', order: 70 }, [
  ...fieldBasics({ kind: 'text' }),
  choose('format', 'timeFormat', ['HH:mm:ss', 'HH:mm']),
  toggle('clearable'),
  toggle('editable'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);

export const title: WidgetTitle = { zh: '时间', en: 'Time' };
