/** Static text: the text and its font size, colour, alignment, weight, line height and required star. */
import { choose, color, displayBasics, displayEvents, text, textarea, toggle, widgetDesigner, TEXT_ALIGNS } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'FontSize', order: 150 }, [
  ...displayBasics(),
  textarea('textContent'),
  text('fontSize'),
  color('fontColor'),
  choose('textAlign', 'textAlign', TEXT_ALIGNS),
  choose('fontWeight', 'fontWeight', ['normal', 'bold']),
  text('lineHeight'),
  toggle('markStar'),
  ...displayEvents(),
]);

export const title: WidgetTitle = { zh: '静态文字', en: 'Static text' };
