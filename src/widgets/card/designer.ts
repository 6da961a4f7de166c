/** Card: a titled, foldable box (folded, showFold, cardWidth, shadow never/hover/always). */
import { acceptsAnyWidget, containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { choose, text, toggle } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer: WidgetDesigner = {
  type: 'card',
  palette: { group: 'container', icon: 'CreditCard', order: 40 },
  properties: [
    ...containerHead(),
    text('label'),
    toggle('folded'),
    toggle('showFold'),
    text('cardWidth'),
    choose('shadow', 'shadow', ['never', 'hover', 'always']),
    ...containerTail(),
  ],
  create: (newId) => newContainer(model, newId, { widgetList: [] }),
  accepts: acceptsAnyWidget,
};

export const title: WidgetTitle = { zh: '卡片', en: 'Card' };
