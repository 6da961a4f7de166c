/** Time: its display format (values are always HH:mm:ss, which the server checks). */
import { choose, fieldBasics, fieldEvents, fieldValidation, linkage, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'ClockCircle', order: 70 }, [
  ...fieldBasics({ kind: 'text' }),
  choose('format', 'timeFormat', ['HH:mm:ss', 'HH:mm']),
  toggle('clearable'),
  toggle('editable'),
  ...fieldValidation(false),
  ...linkage(),
  ...fieldEvents(),
]);
