/** Chinese texts: the product default. Texts quoted by the spec are kept verbatim. */
export const zh = {
  app: { title: 'Flowhall', subtitle: 'Portal Management', language: '语言', switchLanguage: 'English' },
  common: { ok: '确定', cancel: '取消', loading: '加载中…', serviceError: '服务异常', knowIt: '知道了', empty: '暂无数据' },
  login: {
    title: '账号登录',
    welcome: '欢迎使用 Flowhall 流程与服务门户',
    username: '用户名',
    password: '密码',
    usernameRequired: '请输入用户名',
    passwordRequired: '请输入密码',
    submit: '登录',
    rememberHint: '将记住上次登录的用户名',
    failed: '登录失败',
  },
  session: { relogin: '请重新登录', logout: '退出登录', logoutConfirm: '确定退出登录吗？', roleSwitched: '角色切换成功！' },
  portal: {
    title: '信息门户',
    greeting: '{{name}}，您好',
    role: '当前角色：{{role}}',
    organization: '所在部门：{{org}}',
    menus: '我的菜单',
    noMenu: '当前角色没有可用的菜单',
  },
  errors: {
    notFound: '抱歉，您访问的页面不存在',
    forbidden: '抱歉，您无权访问此页面',
    serverError: '抱歉，服务器出错了',
    backHome: '返回首页',
  },
};

export type Resources = typeof zh;
