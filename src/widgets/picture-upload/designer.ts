/** Picture upload: jpg, jpeg, png by default; limit 3, 5 MB. */
import { widgetDesigner } from '../designer-kit.ts';
import { uploadProperties } from '../file-upload/upload-designer.ts';
import { model } from './model.ts';
import type { WidgetTitle } from '../designer-contract.ts';

export const designer = widgetDesigner(model, { group: 'advanced', icon: 'Picture', order: 40 }, uploadProperties());

export const title: WidgetTitle = { zh: '图片上传', en: 'Picture upload' };
