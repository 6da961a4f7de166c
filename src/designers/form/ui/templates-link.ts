/** The built-in templates (src/designers/form/templates) as the toolbar offers them, built in the current language. */
import { i18n } from '../../../runtime/i18n/index.ts';
import { formTemplates } from '../templates/index.ts';
import type { TemplateEntry } from './Toolbar.tsx';

export const designerTemplates: readonly TemplateEntry[] = formTemplates.map((template) => ({
  key: template.key,
  label: template.title,
  form: () => template.build(i18n.language === 'en' ? 'en' : 'zh'),
}));
