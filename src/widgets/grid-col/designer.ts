/** Grid column: span/offset/push/pull on the 24-column row, responsive md/sm/xs; made only by its grid. */
import { acceptsAnyWidget, containerHead, containerTail, newContainer } from '../container-designer-kit.ts';
import type { WidgetDesigner, WidgetTitle } from '../designer-contract.ts';
import { number, toggle, when } from '../designer-kit.ts';
import { model } from './model.ts';

const columns = { min: 0, max: 24, step: 1, precision: 0 };
const responsive = { visible: when('responsive') };

export const designer: WidgetDesigner = {
  type: 'grid-col',
  properties: [
    ...containerHead(),
    number('span', { ...columns, min: 1 }),
    number('offset', columns),
    number('push', columns),
    number('pull', columns),
    toggle('responsive'),
    number('md', { ...columns, min: 1 }, responsive),
    number('sm', { ...columns, min: 1 }, responsive),
    number('xs', { ...columns, min: 1 }, responsive),
    ...containerTail(),
  ],
  create: (newId) => newContainer(model, newId, { widgetList: [] }),
  accepts: acceptsAnyWidget,
};

export const title: WidgetTitle = { zh: '栅格列', en: 'Grid column' };
