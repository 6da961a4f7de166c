/** Divider: an optional title, its position, and the direction. */
import { choose, displayBasics, displayEvents, text, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Line', order: 170 }, [
  ...displayBasics(),
  text('label'),
  choose('direction', 'direction', ['horizontal', 'vertical']),
  choose('contentPosition', 'textAlign', ['left', 'center', 'right']),
  ...displayEvents(),
]);
