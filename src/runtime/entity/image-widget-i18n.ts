/** Texts of the image upload widget (form-designer spec §5 render messages), added to zh and en when it loads. */
import { i18n } from '../i18n/index.ts';

const zh = {
  upload: '上传图片',
  unsupported: '不支持的格式：{{name}}（允许 {{types}}）',
  tooLarge: '文件大小超出限制：{{name}} 超过 {{max}} MB',
  uploadError: '上传失败：{{info}}',
  uploaded: '上传成功',
};

const en: typeof zh = {
  upload: 'Upload',
  unsupported: 'Unsupported format: {{name}} (allowed: {{types}})',
  tooLarge: 'File size out of limit: {{name}} is over {{max}} MB',
  uploadError: 'Upload error: {{info}}',
  uploaded: 'Uploaded',
};

i18n.addResourceBundle('zh', 'translation', { imageWidget: zh }, true, true);
i18n.addResourceBundle('en', 'translation', { imageWidget: en }, true, true);

/** The translation key of one of these texts (importing this also adds them). */
export const imageText = (key: keyof typeof zh) => `imageWidget.${key}` as const;
