/** Inline container: fields and display widgets side by side (inlineWidth, textAlign). */
import { acceptsLeafWidgets, containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { choose, text, TEXT_ALIGNS } from '../designer-kit.ts';
import { model } from './model.ts';

export const designer: WidgetDesigner = {
  type: 'inline',
  palette: { group: 'container', icon: 'ColumnWidth', order: 50 },
  properties: [...containerHead(), text('inlineWidth'), choose('textAlign', 'textAlign', TEXT_ALIGNS), ...containerTail()],
  create: (newId) => newContainer(model, newId, { widgetList: [] }),
  accepts: acceptsLeafWidgets,
  refusal: 'error.inlineLeavesOnly',
};

export const title: WidgetTitle = { zh: '行内容器', en: 'Inline container' };
