/** Texts of the personal workbench (namespace 'workbench'): the hall's more-gongzuotai. */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../runtime/i18n/index.ts';

export const WORKBENCH_NS = 'workbench';

const zh = {
  title: '我的工作台',
  todo: '我的待办',
  todoCount: '{{count}} 项待办',
  todoEmpty: '没有待办事项',
  reservations: '我的预约',
  reservationsEmpty: '近期没有预约',
  tasks: '数据采集',
  tasksEmpty: '没有待填报的采集任务',
  deadline: '截止 {{time}}',
  pendingCount: '{{count}} 项待填报',
  upcomingCount: '{{count}} 项即将开始',
  more: '查看全部',
  loadFailed: '加载失败',
  retry: '重试',
  status: { pending: '待审核', approved: '已通过' },
};

const en: typeof zh = {
  title: 'My workbench',
  todo: 'My to-do',
  todoCount: '{{count}} to do',
  todoEmpty: 'Nothing to do',
  reservations: 'My reservations',
  reservationsEmpty: 'No upcoming reservations',
  tasks: 'Data collection',
  tasksEmpty: 'No collection tasks to fill',
  deadline: 'Due {{time}}',
  pendingCount: '{{count}} to fill',
  upcomingCount: '{{count}} upcoming',
  more: 'View all',
  loadFailed: 'Could not load',
  retry: 'Retry',
  status: { pending: 'Pending', approved: 'Approved' },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', WORKBENCH_NS, zh, true, true);
  i18n.addResourceBundle('en', WORKBENCH_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export const useWorkbenchT = () => useTranslation(WORKBENCH_NS);
