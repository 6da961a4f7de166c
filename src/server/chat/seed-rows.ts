/** Demo rows of the help assistant's knowledge: FAQ entries and user-manual sections, in Chinese and English. */

const faq = (lang: 'zh' | 'en', sort: number, question: string, answer: string, keywords: string) => ({ lang, sort, question, answer, keywords, enabled: true });
const section = (lang: 'zh' | 'en', sort: number, title: string, content: string) => ({ lang, sort, title, content, enabled: true });

export const CHAT_ROWS: Record<string, Record<string, unknown>[]> = {
  sytChatFaq: [
    faq('zh', 1, '忘记密码怎么办？', '请携带有效证件到信息中心服务台重置密码，或联系所在单位的管理员在“账号管理”中重置。登录后可在“个人信息”中修改密码。', '密码 忘记 重置 登录不了'),
    faq('zh', 2, '校园网 VPN 怎么连接？', '在校外访问校内系统需先连接 VPN：下载信息中心提供的客户端，使用统一身份认证账号登录即可。', 'VPN 校外 网络 远程'),
    faq('zh', 3, '审批被驳回后怎么办？', '被驳回的申请会回到“我的流程”的待办中，打开后按审批意见修改表单并重新提交即可。', '驳回 退回 重新提交 修改'),
    faq('zh', 4, '怎样收藏常用服务？', '在服务大厅点击服务卡片右上角的星标即可收藏，收藏的服务显示在“我的收藏”中。', '收藏 常用 星标'),
    faq('zh', 5, '消息通知在哪里看？', '点击页面右上角的铃铛或进入“消息中心”查看全部消息，未读消息会有红点提示。', '消息 通知 铃铛 未读'),
    faq('en', 1, 'I forgot my password. What can I do?', 'Bring your ID to the IT centre service desk to reset it, or ask your department administrator to reset it under Accounts. Once signed in, change it under My information.', 'password forgot reset sign in login'),
    faq('en', 2, 'How do I connect to the campus VPN?', 'Off campus, connect to the VPN first: install the client from the IT centre and sign in with your campus account.', 'VPN off campus network remote'),
    faq('en', 3, 'My request was returned. What now?', 'A returned request comes back to your to-dos under My processes; open it, change the form as the comment asks and submit it again.', 'returned rejected resubmit change'),
    faq('en', 4, 'How do I keep a service in my favourites?', 'Click the star on a service card in the service hall; it then appears under My favourites.', 'favourite star bookmark'),
    faq('en', 5, 'Where do I read my notifications?', 'Click the bell at the top right or open Messages; unread messages carry a red dot.', 'message notification bell unread'),
  ],
  sytUserManual: [
    section('zh', 1, '查找服务', '<p>在服务目录顶部输入服务名称、部门或拼音（如 “qingjia” 或首字母 “qj”）即可筛选；也可按服务对象与分类浏览。</p>'),
    section('zh', 2, '办理服务', '<p>打开服务详情后点击 <strong>立即办理</strong>：流程服务进入发起页面填写表单并提交；链接服务在大厅内打开或在新窗口打开。</p>'),
    section('zh', 3, '跟踪进度', '<p>在 “我的流程” 中查看我的待办、我发起的、已办与抄送；点击详情可查看审批记录与流程图。</p><ul><li>待办：等待我处理的任务</li><li>我发起的：我提交的申请及其当前环节</li></ul>'),
    section('zh', 4, '智能助手', '<p>在 “智能助手” 中直接提问，例如 “怎么请假”“我的请假申请到哪一步了”“我有几个待办”，助手会给出服务入口、办理进度或常见问题的回答。</p>'),
    section('zh', 5, '意见反馈', '<p>在服务详情底部提交意见，服务管理员会在后台查看并处理。</p>'),
    section('en', 1, 'Finding a service', '<p>Type a service name, department or its pinyin (e.g. "qingjia", or the initials "qj") above the catalogue; or browse by audience and category.</p>'),
    section('en', 2, 'Using a service', '<p>Open a service and choose <strong>Start now</strong>: a process service opens its start form; a link service opens inside the hall or in a new window.</p>'),
    section('en', 3, 'Following progress', '<p>"My processes" lists your to-dos, the processes you started, what you handled and what was copied to you; the detail shows the approval record and the diagram.</p><ul><li>To do: tasks waiting for you</li><li>Started: your requests and their current step</li></ul>'),
    section('en', 4, 'The assistant', '<p>Ask the assistant in plain words, e.g. "how do I apply for leave", "where is my leave request", "my pending tasks": it answers with the service to start, your progress or an FAQ answer.</p>'),
    section('en', 5, 'Feedback', '<p>Send comments at the bottom of a service; the service managers read and handle them in the administration.</p>'),
  ],
};
