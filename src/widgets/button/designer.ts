/** Button: text, style (type, plain, round, circle), icon, and the click script. */
import { choose, displayBasics, displayEvents, event, SIZES, text, toggle, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Aim', order: 180 }, [
  ...displayBasics(),
  text('label'),
  choose('type', 'buttonType', ['', 'primary', 'success', 'warning', 'danger', 'info', 'text']),
  choose('size', 'size', SIZES),
  toggle('plain'),
  toggle('round'),
  toggle('circle'),
  text('icon'),
  toggle('disabled'),
  ...displayEvents(event('onClick')),
]);

export const title: WidgetTitle = { zh: '按钮', en: 'Button' };
