/**
 * Texts of the approval workspace's later fixes (namespace 'bpm', key fixes): the delegate's hint, the
 * CC list's mark-read selection, reason codes the server stores instead of Chinese sentences, print.
 */
import { i18n } from '../../runtime/i18n/index.ts';

const zh = {
  delegatedHint: '该任务由 {{owner}} 委派给您：您只能通过或不通过，处理后任务回到委派人。',
  selectAllUnread: '全选本页未读抄送（{{count}}）',
  reasonCode: {
    withdrawn: '已撤回',
  },
  yes: '是',
  no: '否',
};

const en: typeof zh = {
  delegatedHint: '{{owner}} delegated this task to you: you can only approve or reject it, then it goes back to them.',
  selectAllUnread: 'Select all unread copies on this page ({{count}})',
  reasonCode: {
    withdrawn: 'Withdrawn',
  },
  yes: 'Yes',
  no: 'No',
};

function addTexts(): void {
  i18n.addResourceBundle('zh', 'bpm', { fixes: zh }, true, true);
  i18n.addResourceBundle('en', 'bpm', { fixes: en }, true, true);
}
// A page may be imported before i18n is initialised (component tests): add the texts then.
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
