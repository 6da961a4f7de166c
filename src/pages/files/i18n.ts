/** Texts of the file download list (namespace 'files'): the hall's fileresource and the portal's desktop/fileresource. */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../runtime/i18n/index.ts';

export const FILES_NS = 'files';

const zh = {
  title: '文件资源',
  search: '搜索文件名称或说明',
  allCategories: '全部分类',
  download: '下载',
  downloading: '正在下载',
  downloadFailed: '下载失败：{{message}}',
  noFile: '文件缺失',
  empty: '暂无可下载的文件',
  emptySearch: '没有找到匹配的文件',
  loadFailed: '文件列表加载失败',
  retry: '重试',
  total: '共 {{count}} 个文件',
  updated: '更新于 {{time}}',
};

const en: typeof zh = {
  title: 'File resources',
  search: 'Search names or descriptions',
  allCategories: 'All categories',
  download: 'Download',
  downloading: 'Downloading',
  downloadFailed: 'Download failed: {{message}}',
  noFile: 'File missing',
  empty: 'No files to download yet',
  emptySearch: 'No files match',
  loadFailed: 'Could not load the files',
  retry: 'Retry',
  total: '{{count}} files',
  updated: 'Updated {{time}}',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', FILES_NS, zh, true, true);
  i18n.addResourceBundle('en', FILES_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export const useFilesT = () => useTranslation(FILES_NS);
