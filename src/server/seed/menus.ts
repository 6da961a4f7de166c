/**
 * The platform's resource tree: menus (type 0), buttons with permission codes (type 1) and top menus
 * (type 2). Roles are granted entries by key; a menu's buttons follow the codes named in ROLE_GRANTS.
 */

export interface MenuSeed {
  key: string;
  label: string;
  labelEn: string;
  path?: string;
  icon?: string;
  type?: 0 | 1 | 2;
  permission?: string;
  /** The entity whose generic page this menu opens (stored as component `entity:<name>`). */
  entity?: string;
  isAuth?: boolean;
  isTab?: boolean;
  children?: MenuSeed[];
}

/** A management screen: its menu entry plus the standard buttons of the entity runtime. */
function screen(key: string, label: string, labelEn: string, path: string, icon: string, extra: string[] = [], entity?: string): MenuSeed {
  const buttons = ['add', 'edit', 'del', 'export', 'import', ...extra];
  return {
    key,
    label,
    labelEn,
    path,
    icon,
    ...(entity ? { entity } : {}),
    permission: `sys_${key}_view`,
    children: buttons.map((b) => ({
      key: `${key}_btn_${b}`,
      label: buttonLabels[b]?.[0] ?? b,
      labelEn: buttonLabels[b]?.[1] ?? b,
      type: 1,
      permission: `sys_${key}_btn_${b}`,
    })),
  };
}

const buttonLabels: Record<string, [string, string]> = {
  add: ['新增', 'Add'],
  edit: ['编辑', 'Edit'],
  del: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  import: ['导入', 'Import'],
  reset: ['重置密码', 'Reset password'],
  run: ['立即执行', 'Run now'],
  publish: ['发布', 'Publish'],
  remind: ['催办提醒', 'Remind'],
  grant: ['分配权限', 'Grant resources'],
  deploy: ['部署', 'Deploy'],
  draw: ['抽奖', 'Draw'],
};

export const MENU_TREE: MenuSeed[] = [
  { key: 'top_portal', label: '信息门户', labelEn: 'Portal', path: '/portal/index/common', icon: 'home', type: 2 },
  { key: 'top_service', label: '服务大厅', labelEn: 'Service hall', path: '/service/index/service', icon: 'appstore', type: 2 },
  { key: 'top_admin', label: '管理后台', labelEn: 'Administration', path: '/wel/index', icon: 'setting', type: 2 },
  { key: 'welcome', label: '首页', labelEn: 'Home', path: '/wel/index', icon: 'home' },
  {
    key: 'process_center',
    label: '流程中心',
    labelEn: 'Processes',
    icon: 'deployment-unit',
    children: [
      { key: 'process_create', label: '发起流程', labelEn: 'Start a process', path: '/bpm/process-instance/createlist', icon: 'play-circle' },
      { key: 'process_mine', label: '我的流程', labelEn: 'My processes', path: '/bpm/process-instance/index', icon: 'profile' },
      { key: 'task_todo', label: '待办任务', labelEn: 'To do', path: '/bpm/task/todo', icon: 'schedule' },
      { key: 'task_done', label: '已办任务', labelEn: 'Done', path: '/bpm/task/done', icon: 'check-square' },
      { key: 'task_copy', label: '抄送我的', labelEn: 'Copied to me', path: '/bpm/task/copy', icon: 'copy' },
    ],
  },
  {
    key: 'process_design',
    label: '流程设计',
    labelEn: 'Process design',
    icon: 'apartment',
    children: [
      screen('form', '表单管理', 'Forms', '/bpm/form/index', 'form', [], 'bpmForm'),
      screen('model', '流程模型', 'Process models', '/bpm/model/index', 'partition', ['deploy']),
      {
        key: 'definition',
        label: '流程定义',
        labelEn: 'Definitions',
        path: '/bpm/process-definition/index',
        icon: 'file-done',
        permission: 'sys_definition_view',
        children: [{ key: 'definition_btn_suspend', label: '挂起/激活', labelEn: 'Suspend/activate', type: 1, permission: 'sys_definition_btn_suspend' }],
      },
      screen('listener', '流程监听器', 'Listeners', '/bpm/flowListener/index', 'api', [], 'bpmFlowListener'),
      screen('listener_param', '监听器参数', 'Listener parameters', '/bpm/model/flowListenerParam', 'control', [], 'bpmFlowListenerParam'),
      screen('form_variable', '表单变量', 'Form variables', '/bpm/formVariable/index', 'code', [], 'bpmFormVariable'),
      screen('org_attribute', '组织属性', 'Org attributes', '/bpm/orgAttribute/index', 'tags', [], 'bpmOrgAttribute'),
      screen('org_attribute_config', '组织属性配置', 'Org attribute settings', '/bpm/orgAttribute/config', 'cluster', [], 'bpmOrgAttributeConfig'),
      screen('expression', '流程表达式', 'Expressions', '/bpm/expression/index', 'function', [], 'bpmExpression'),
    ],
  },
  // Resource reservation and lucky draw (issue #17): entity screens plus the pages of src/pages/reservation and lucky-draw.
  {
    key: 'reservation',
    label: '资源预约',
    labelEn: 'Resource reservation',
    icon: 'calendar',
    children: [
      screen('resource', '资源管理', 'Resources', '/resourceReservation/edit', 'home', [], 'sytResource'),
      screen('resource_time', '预约时段', 'Time slots', '/resourceReservation/sytResourProjectTime', 'clock-circle', [], 'sytResourProjectTime'),
      {
        key: 'resource_apply',
        label: '预约记录',
        labelEn: 'Reservations',
        path: '/resourceReservation/applyLog',
        icon: 'profile',
        entity: 'sytResourceApply',
        permission: 'sys_resource_apply_view',
        children: [
          { key: 'resource_apply_btn_export', label: '导出', labelEn: 'Export', type: 1, permission: 'sys_resource_apply_btn_export' },
          { key: 'resource_apply_btn_audit', label: '审批', labelEn: 'Approve', type: 1, permission: 'sys_resource_apply_btn_audit' },
          { key: 'resource_apply_btn_cancel', label: '取消他人预约', labelEn: 'Cancel anyone\'s', type: 1, permission: 'sys_resource_apply_btn_cancel' },
        ],
      },
      { key: 'resource_stat', label: '预约统计', labelEn: 'Usage statistics', path: '/resourceReservation/resourceStatistics', icon: 'bar-chart', permission: 'sys_resource_stat_view' },
    ],
  },
  // Data collection and file resources (issue #17): entity screens plus src/pages/task-fill.
  {
    key: 'task_fill_group',
    label: '数据采集',
    labelEn: 'Data collection',
    icon: 'form',
    children: [
      screen('task_fill', '采集任务', 'Collection tasks', '/taskFill/taskGroup', 'form', ['publish', 'remind'], 'sytTaskFill'),
      { key: 'task_person', label: '填报记录', labelEn: 'Records', path: '/taskFill/sytTaskPerson', icon: 'profile', entity: 'sytTaskPerson', permission: 'sys_task_fill_view' },
      screen('file_resource', '文件资源', 'File resources', '/fileDownloadList', 'file', [], 'sytFileResource'),
    ],
  },
  {
    key: 'lucky',
    label: '幸运抽奖',
    labelEn: 'Lucky draw',
    icon: 'gift',
    children: [
      screen('lucky_draw', '抽奖活动', 'Lucky draws', '/luckyDraw/index', 'gift', ['draw'], 'sytLuckyDraw'),
      screen('lucky_draw_award', '奖项设置', 'Prizes', '/luckyDraw/sytLuckyDrawAwards', 'trophy', [], 'sytLuckyDrawAwards'),
      screen('lucky_draw_participator', '抽奖人员', 'Participants', '/luckyDraw/sytLuckyDrawParticipator', 'team', [], 'sytLuckyDrawParticipator'),
      { key: 'lucky_draw_winner', label: '中奖名单', labelEn: 'Winners', path: '/luckyDraw/luckyDrawWinnerList', icon: 'crown', permission: 'sys_lucky_draw_winner_view' },
    ],
  },
  {
    key: 'system',
    label: '系统管理',
    labelEn: 'System',
    icon: 'setting',
    children: [
      screen('account', '账号管理', 'Accounts', '/system/account', 'user', ['reset'], 'sytPermissionAccount'),
      screen('role', '角色管理', 'Roles', '/system/role', 'team', ['grant'], 'sytPermissionRole'),
      screen('menu', '菜单资源', 'Resources', '/system/resources', 'menu', [], 'sytPermissionResources'),
      screen('organization', '组织机构', 'Organisations', '/system/organization', 'cluster', [], 'sytSysOrganization'),
      screen('param', '系统参数', 'Parameters', '/system/param', 'tool', [], 'sytSysParam'),
      screen('banner', '轮播图', 'Banners', '/system/banner', 'picture', [], 'sytRollBanner'),
      screen('news', '新闻公告', 'News and notices', '/system/news', 'profile', [], 'sytNews'),
      screen('oauth_client', 'OAuth 客户端', 'OAuth clients', '/system/oauth-client', 'key', [], 'oauthClientDetails'),
      screen('dispatching', '调度中心', 'Scheduled jobs', '/system/dispatching', 'clock-circle', ['run'], 'sytDispatchingCenter'),
      screen('seal', '电子签章', 'Electronic seals', '/system/seal', 'safety-certificate', [], 'sytElectronicSeal'),
      screen('dictionary', '数据字典', 'Dictionary', '/system/dictionary', 'book', [], 'sytCodeJslxb'),
      screen('desktop', '桌面管理', 'Desktops', '/system/desktop', 'desktop', [], 'sytDesktop'),
      screen('service_center', '服务中心', 'Service centre', '/system/service-center', 'shop', [], 'sytServiceCenter'),
      screen('message', '消息管理', 'Messages', '/system/message', 'message', [], 'sytMessageSend'),
      // The help assistant's knowledge (#17 robot chat): what it answers from, besides the catalogue.
      screen('chat_faq', '常见问题', 'FAQ', '/system/chat-faq', 'message', [], 'sytChatFaq'),
      screen('user_manual', '用户手册', 'User manual', '/system/user-manual', 'book', [], 'sytUserManual'),
      { key: 'audit', label: '审计日志', labelEn: 'Audit log', path: '/system/audit', icon: 'audit', permission: 'sys_audit_view', entity: 'sytAuditLog' },
      // Campus (#17): the school calendar's terms and holidays on one page, timetables, the address book's private fields and its export.
      screen('school_calendar', '校历设置', 'School calendar', '/eduSchoolCalendar/setHolidays', 'calendar'),
      screen('timetable', '课表管理', 'Timetables', '/system/timetable', 'table', [], 'eduTimetable'),
      screen('address_book_field', '通讯录字段', 'Address book fields', '/system/address-book-field', 'contacts', [], 'sytAddressBookField'),
      {
        key: 'address_book',
        label: '通讯录',
        labelEn: 'Address book',
        path: '/addressBbookView',
        icon: 'contacts',
        permission: 'sys_address_book_view',
        children: [{ key: 'address_book_btn_export', label: '导出', labelEn: 'Export', type: 1, permission: 'sys_address_book_btn_export' }],
      },
    ],
  },
];

/**
 * What each business role is granted: menu keys (with all their buttons unless `onlyView`).
 * admin is a super-admin and holds everything through the wildcard.
 */
export const ROLE_GRANTS: Record<string, { menus: string[]; onlyView?: string[] }> = {
  designer: {
    menus: ['top_portal', 'top_service', 'top_admin', 'welcome', 'process_center', 'process_design', 'process_create', 'process_mine', 'task_todo', 'task_done', 'task_copy',
      'form', 'model', 'definition', 'listener', 'listener_param', 'form_variable', 'org_attribute', 'org_attribute_config', 'expression'],
  },
  depthead: { menus: ['top_portal', 'top_service', 'welcome', 'process_center', 'process_create', 'process_mine', 'task_todo', 'task_done', 'task_copy'] },
  teacher: { menus: ['top_portal', 'top_service', 'welcome', 'process_center', 'process_create', 'process_mine', 'task_todo', 'task_done', 'task_copy'] },
  student: { menus: ['top_portal', 'top_service', 'welcome', 'process_center', 'process_create', 'process_mine', 'task_todo', 'task_done', 'task_copy'] },
  /** Operations staff: may look at the system screens but not add or delete. */
  sysop: {
    menus: ['top_portal', 'top_admin', 'welcome', 'system', 'account', 'organization', 'param', 'message', 'audit'],
    onlyView: ['account', 'organization', 'param', 'message'],
  },
};
