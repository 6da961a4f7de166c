/** Slot: a named place the host page fills; the name is what the page refers to. */
import { displayBasics, displayEvents, text, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Block', order: 110 }, [...displayBasics(), text('label'), ...displayEvents()]);

export const title: WidgetTitle = { zh: '插槽', en: 'Slot' };
