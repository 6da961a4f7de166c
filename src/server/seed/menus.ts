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
  grant: ['分配权限', 'Grant resources'],
  deploy: ['部署', 'Deploy'],
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
      screen('oauth_client', 'OAuth 客户端', 'OAuth clients', '/system/oauth-client', 'key', [], 'oauthClientDetails'),
      screen('dispatching', '调度中心', 'Scheduled jobs', '/system/dispatching', 'clock-circle', ['run'], 'sytDispatchingCenter'),
      screen('seal', '电子签章', 'Electronic seals', '/system/seal', 'safety-certificate', [], 'sytElectronicSeal'),
      screen('dictionary', '数据字典', 'Dictionary', '/system/dictionary', 'book', [], 'sytCodeJslxb'),
      screen('desktop', '桌面管理', 'Desktops', '/system/desktop', 'desktop', [], 'sytDesktop'),
      screen('service_center', '服务中心', 'Service centre', '/system/service-center', 'shop', [], 'sytServiceCenter'),
      screen('message', '消息管理', 'Messages', '/system/message', 'message', [], 'sytMessageSend'),
      { key: 'audit', label: '审计日志', labelEn: 'Audit log', path: '/system/audit', icon: 'audit', permission: 'sys_audit_view', entity: 'sytAuditLog' },
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
