/** Dynamic container: a plain list whose children scripts may show, hide or fill. */
import { acceptsAnyWidget, containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { text } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer: WidgetDesigner = {
  type: 'dynamic',
  palette: { group: 'container', icon: 'Block', order: 60 },
  properties: [...containerHead(), text('label'), ...containerTail()],
  create: (newId) => newContainer(model, newId, { widgetList: [] }),
  accepts: acceptsAnyWidget,
};

export const title: WidgetTitle = { zh: '动态容器', en: 'Dynamic container' };
