/** Divider: an optional title, its position, and the direction. */
import { choose, displayBasics, displayEvents, text, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Line', order: 170 }, [
  ...displayBasics(),
  text('label'),
  choose('direction', 'direction', ['horizontal', 'vertical']),
  choose('contentPosition', 'textAlign', ['left', 'center', 'right']),
  ...displayEvents(),
]);

export const title: WidgetTitle = { zh: '分隔线', en: 'Divider' };
