/** HTML text: its markup (shown sanitised: no scripts, handlers or javascript: links). */
import { displayBasics, displayEvents, textarea, widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'basic', icon: 'Html5', order: 160 }, [...displayBasics(), textarea('htmlContent', 6), ...displayEvents()]);

export const title: WidgetTitle = { zh: 'HTML', en: 'HTML' };
