/**
 * Texts of the service hall (namespace 'serviceHall'). Small, and imported by the route table so that
 * the hall's tabs are named before the hall's chunk arrives.
 */
import { useTranslation } from 'react-i18next';
import { i18n } from '../../runtime/i18n/index.ts';

export const SERVICE_NS = 'serviceHall';

const zh = {
  page: {
    service: '服务大厅',
    detail: '服务详情',
    create: '发起流程',
    subcreate: '发起流程',
    proces: '流程服务',
    myProces: '我的流程',
    procesDetail: '流程详情',
    taskDetail: '任务办理',
    taskEdit: '重新提交',
    procesEdit: '修改申请',
    procesNews: '新闻详情',
    moreNews: '新闻公告',
    info: '个人信息',
    moreUrl: '服务链接',
    userManual: '用户手册',
    recourse: '资源预约',
    recourseApplyLog: '我的预约',
    taskFill: '数据采集',
  },
  nav: { service: '服务目录', myProces: '我的流程', messages: '消息中心', news: '新闻公告', recourse: '资源预约', taskFill: '数据采集', manual: '用户手册', info: '个人信息' },
  search: '搜索服务名称、部门（支持拼音与首字母）',
  audience: { every: '全部服务', all: '全体', student: '面向学生', staff: '面向教职工' },
  audienceTag: { all: '全体', student: '学生', staff: '教职工' },
  allCategories: '全部分类',
  favourites: '我的收藏',
  popular: '热门服务',
  noMatch: '没有找到匹配的服务',
  empty: '暂无可用服务',
  loadFailed: '服务加载失败',
  retry: '重试',
  star: '收藏',
  unstar: '取消收藏',
  starred: '已收藏',
  unstarred: '已取消收藏',
  hits_one: '{{count}} 次访问',
  hits_other: '{{count}} 次访问',
  kind: { process: '流程服务', link: '链接服务', info: '办事指南' },
  detail: {
    back: '返回服务大厅',
    category: '服务分类',
    audience: '服务对象',
    department: '服务部门',
    hits: '访问次数',
    description: '服务说明',
    noDescription: '暂无说明',
    start: '立即办理',
    open: '打开链接',
    notFound: '服务不存在或已下线',
    cannotStart: '您无权发起该流程，或流程尚未发布',
    feedback: '意见反馈',
    feedbackPlaceholder: '请写下您对该服务的意见或建议（最多 2000 字）',
    feedbackSend: '提交反馈',
    feedbackEmpty: '请填写反馈内容',
    feedbackDone: '感谢您的反馈',
  },
  mine: { todo: '我的待办', mine: '我发起的', done: '我的已办', copy: '抄送我的' },
  news: { all: '全部', news: '新闻', notice: '通知公告', search: '搜索标题', empty: '暂无新闻公告', back: '返回列表', publisher: '发布人', pinned: '置顶', more: '更多' },
  manual: {
    title: '服务大厅使用手册',
    sections: [
      { title: '查找服务', body: '在服务目录顶部输入服务名称、部门或拼音（如 “qingjia” 或首字母 “qj”）即可筛选；也可按服务对象与分类浏览。' },
      { title: '收藏服务', body: '点击服务卡片右上角的星标收藏服务，收藏的服务显示在 “我的收藏” 中，在任何设备登录都能看到。' },
      { title: '办理服务', body: '打开服务详情后点击 “立即办理”：流程服务进入发起页面填写表单并提交；链接服务在大厅内打开或在新窗口打开。' },
      { title: '跟踪进度', body: '在 “我的流程” 中查看我的待办、我发起的、已办与抄送；点击详情可查看审批记录与流程图。' },
      { title: '意见反馈', body: '在服务详情底部提交意见，服务管理员会在后台查看并处理。' },
    ],
  },
};

const en: typeof zh = {
  page: {
    service: 'Service hall',
    detail: 'Service',
    create: 'Start a process',
    subcreate: 'Start a process',
    proces: 'Process services',
    myProces: 'My processes',
    procesDetail: 'Process detail',
    taskDetail: 'Handle task',
    taskEdit: 'Resubmit',
    procesEdit: 'Edit request',
    procesNews: 'News item',
    moreNews: 'News and notices',
    info: 'My information',
    moreUrl: 'Service link',
    userManual: 'User manual',
    recourse: 'Resource reservation',
    recourseApplyLog: 'My reservations',
    taskFill: 'Data collection',
  },
  nav: { service: 'Catalogue', myProces: 'My processes', messages: 'Messages', news: 'News', recourse: 'Reservations', taskFill: 'Data collection', manual: 'User manual', info: 'My information' },
  search: 'Search by name or department (pinyin and initials too)',
  audience: { every: 'All services', all: 'Everyone', student: 'For students', staff: 'For staff' },
  audienceTag: { all: 'Everyone', student: 'Students', staff: 'Staff' },
  allCategories: 'All categories',
  favourites: 'My favourites',
  popular: 'Popular',
  noMatch: 'No service matches',
  empty: 'No services yet',
  loadFailed: 'The services could not be loaded',
  retry: 'Retry',
  star: 'Add to favourites',
  unstar: 'Remove from favourites',
  starred: 'Added to favourites',
  unstarred: 'Removed from favourites',
  hits_one: '{{count}} visit',
  hits_other: '{{count}} visits',
  kind: { process: 'Process', link: 'Link', info: 'Guide' },
  detail: {
    back: 'Back to the service hall',
    category: 'Category',
    audience: 'Audience',
    department: 'Department',
    hits: 'Visits',
    description: 'Description',
    noDescription: 'No description',
    start: 'Start now',
    open: 'Open link',
    notFound: 'The service does not exist or is offline',
    cannotStart: 'You may not start this process, or it is not deployed yet',
    feedback: 'Feedback',
    feedbackPlaceholder: 'Your comments or suggestions on this service (up to 2000 characters)',
    feedbackSend: 'Send feedback',
    feedbackEmpty: 'Please write your feedback',
    feedbackDone: 'Thank you for your feedback',
  },
  mine: { todo: 'To do', mine: 'Started by me', done: 'Done', copy: 'Copied to me' },
  news: { all: 'All', news: 'News', notice: 'Notices', search: 'Search titles', empty: 'No news yet', back: 'Back to the list', publisher: 'Publisher', pinned: 'Pinned', more: 'More' },
  manual: {
    title: 'Service hall user manual',
    sections: [
      { title: 'Finding a service', body: 'Type a service name, department or its pinyin (e.g. "qingjia", or the initials "qj") above the catalogue; or browse by audience and category.' },
      { title: 'Favourites', body: 'The star on a service card keeps it in "My favourites", on every device you sign in from.' },
      { title: 'Using a service', body: 'Open a service and choose "Start now": a process service opens its start form; a link service opens inside the hall or in a new window.' },
      { title: 'Following progress', body: '"My processes" lists your to-dos, the processes you started, what you handled and what was copied to you; the detail shows the approval record and the diagram.' },
      { title: 'Feedback', body: 'Send comments at the bottom of a service; the service managers read and handle them in the administration.' },
    ],
  },
};

function addTexts(): void {
  i18n.addResourceBundle('zh', SERVICE_NS, zh, true, true);
  i18n.addResourceBundle('en', SERVICE_NS, en, true, true);
}
if (i18n.isInitialized) addTexts();
else i18n.on('initialized', addTexts);

export const useServiceT = () => useTranslation(SERVICE_NS);
