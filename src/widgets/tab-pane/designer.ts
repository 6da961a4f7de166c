/** Tab pane: its label, whether it opens first, disabled; made only by its tab. */
import { acceptsAnyWidget, containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { text, toggle } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer: WidgetDesigner = {
  type: 'tab-pane',
  properties: [...containerHead(), text('label'), toggle('active'), toggle('disabled'), ...containerTail()],
  create: (newId) => newContainer(model, newId, { widgetList: [] }, { label: 'tab 1' }),
  accepts: acceptsAnyWidget,
};

export const title: WidgetTitle = { zh: '选项卡页', en: 'Tab pane' };
