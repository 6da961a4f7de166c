/** Texts of the shell's small-screen parts (the tools menu of the top bar), under the key `shellPhone`. */
import { i18n } from '../i18n/index.ts';

const zh = {
  tools: '更多工具',
  openMenu: '打开菜单',
  openMenuWaiting: '打开菜单（有待处理事项）',
  closeMenu: '关闭菜单',
};

const en: typeof zh = {
  tools: 'More tools',
  openMenu: 'Open the menu',
  openMenuWaiting: 'Open the menu (items waiting)',
  closeMenu: 'Close the menu',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'translation', { shellPhone: zh }, true, true);
  i18n.addResourceBundle('en', 'translation', { shellPhone: en }, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

/** The translation key of one of these texts (importing this also adds them). */
export const phoneText = (key: keyof typeof zh) => `shellPhone.${key}` as const;
