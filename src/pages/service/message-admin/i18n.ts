/** Texts of 消息管理's send screen (namespace 'messageAdmin'), added when it loads; the route label is read before. */
import { i18n } from '../../../runtime/i18n/index.ts';

export const MESSAGE_ADMIN_NS = 'messageAdmin';

const zh = {
  title: '消息管理',
  send: '发送消息',
  search: '搜索标题',
  refresh: '刷新',
  col: { title: '标题', type: '类型', sender: '发送人', sentAt: '发送时间', delivered: '送达', read: '已读', unread: '未读', progress: '阅读进度', actions: '操作' },
  view: '查看接收人',
  empty: '还没有发送过消息',
  loadFailed: '加载失败',
  recipients: '接收人（{{count}}）',
  receiver: '接收人',
  status: '状态',
  readAt: '阅读时间',
  unreadTag: '未读',
  readTag: '已读',
  form: {
    type: '消息类型',
    title: '标题',
    content: '内容',
    people: '接收人员',
    choosePeople: '选择人员',
    departments: '接收部门',
    departmentsHint: '含下级部门的全部人员',
    roles: '接收角色',
    choose: '请选择',
    titleRequired: '请输入标题',
    typeRequired: '请选择消息类型',
    targetRequired: '请选择接收人员、部门或角色',
    sent: '已发送给 {{count}} 人',
    ok: '发送',
    cancel: '取消',
  },
};

const en: typeof zh = {
  title: 'Messages',
  send: 'Send a message',
  search: 'Search titles',
  refresh: 'Refresh',
  col: { title: 'Title', type: 'Type', sender: 'Sender', sentAt: 'Sent at', delivered: 'Delivered', read: 'Read', unread: 'Unread', progress: 'Read so far', actions: 'Actions' },
  view: 'Recipients',
  empty: 'No message sent yet',
  loadFailed: 'Loading failed',
  recipients: 'Recipients ({{count}})',
  receiver: 'Recipient',
  status: 'Status',
  readAt: 'Read at',
  unreadTag: 'Unread',
  readTag: 'Read',
  form: {
    type: 'Type',
    title: 'Title',
    content: 'Content',
    people: 'People',
    choosePeople: 'Choose people',
    departments: 'Departments',
    departmentsHint: 'Everyone in them and in their sub-departments',
    roles: 'Roles',
    choose: 'Choose',
    titleRequired: 'Enter a title',
    typeRequired: 'Choose a message type',
    targetRequired: 'Choose people, departments or roles',
    sent: 'Sent to {{count}} people',
    ok: 'Send',
    cancel: 'Cancel',
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', MESSAGE_ADMIN_NS, zh, true, true);
  i18n.addResourceBundle('en', MESSAGE_ADMIN_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);
