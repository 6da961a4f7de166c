/** Texts of the desktop's block settings dialog (namespace 'portalDesktop'). */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../runtime/i18n/index.ts';

export const DESKTOP_NS = 'portalDesktop';

const zh = {
  settings: {
    open: '组件设置',
    title: '组件设置：{{name}}',
    blockTitle: '标题',
    blockTitleHint: '留空则显示“{{name}}”',
    limit: '显示条数',
    category: '显示分类',
    all: '全部',
    loadFailed: '分类加载失败，仍可设置其他选项',
  },
};

const en: typeof zh = {
  settings: {
    open: 'Widget settings',
    title: 'Widget settings: {{name}}',
    blockTitle: 'Title',
    blockTitleHint: 'Leave empty to show "{{name}}"',
    limit: 'Rows shown',
    category: 'Category shown',
    all: 'All',
    loadFailed: 'The categories could not be loaded; the other options can still be set',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', DESKTOP_NS, zh, true, true);
  i18n.addResourceBundle('en', DESKTOP_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export function useDesktopT() {
  return useTranslation(DESKTOP_NS);
}
