/** File upload: doc, docx, xls, xlsx, pdf, jpg, png by default; limit 3, 5 MB. */
import { widgetDesigner } from '../designer-kit.ts';
import { model } from './model.ts';
import { uploadProperties } from './upload-designer.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Upload', order: 50 }, uploadProperties());

export const title: WidgetTitle = { zh: '文件上传', en: 'File upload' };
