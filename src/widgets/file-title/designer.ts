/** Document title of the customised designer (corpus): static text in a document style. */
import { documentTextProperties } from '../file-text/document-text.ts';
import { widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'custom', icon: 'Bold', order: 30 }, documentTextProperties());

export const title: WidgetTitle = { zh: '公文标题', en: 'Document title' };
