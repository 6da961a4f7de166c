/** Document text line of the customised designer (corpus): static text in a document style. */
import { widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import { documentTextProperties } from './document-text.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'custom', icon: 'FileText', order: 40 }, documentTextProperties());

export const title: WidgetTitle = { zh: '公文文字', en: 'Document text' };
