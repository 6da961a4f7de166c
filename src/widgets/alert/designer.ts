/** Alert: title, type, description, close button and text, centring, icon, effect, and the close script. */
import { choose, displayBasics, displayEvents, event, text, textarea, toggle, when, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Alert', order: 100 }, [
  ...displayBasics(),
  text('title'),
  choose('type', 'alertType', ['success', 'warning', 'info', 'error']),
  textarea('description'),
  toggle('closable'),
  text('closeText', { visible: when('closable') }),
  toggle('center'),
  toggle('showIcon'),
  choose('effect', 'effect', ['light', 'dark']),
  ...displayEvents(event('onClose')),
]);

export const title: WidgetTitle = { zh: '提示', en: 'Alert' };
