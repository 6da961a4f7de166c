/** Texts of the edit dialog's own widgets (JSON editor), under the key `editWidgets`. */
import { i18n } from '../i18n/index.ts';

const zh = {
  jsonInvalid: 'JSON 格式错误：{{reason}}',
  jsonHint: '请输入 JSON',
};

const en: typeof zh = {
  jsonInvalid: 'Not valid JSON: {{reason}}',
  jsonHint: 'Enter JSON',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'translation', { editWidgets: zh }, true, true);
  i18n.addResourceBundle('en', 'translation', { editWidgets: en }, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** The translation key of one of these texts (importing this also adds them). */
export const editWidgetText = (key: keyof typeof zh) => `editWidgets.${key}` as const;
